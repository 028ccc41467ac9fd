import { describe, expect, it } from "vitest";
import { CAREERS } from "@shared/content/careers";
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import { UNIVERSITIES } from "@shared/content/universities";
import { levelsFor, scholarshipsFor, universitiesFor } from "./report.model";

const career = (id: string) => CAREERS.find((c) => c.id === id)!;

describe("where to study in the report", () => {
  it("lists institutions of the reader's country that offer the career, with the registry for the rest", () => {
    const result = universitiesFor(career("nursing"), "DO", "en");
    expect(result.universitiesHeading).toBe("Where to study it in the Dominican Republic");
    expect(result.universities.length).toBeGreaterThan(0);
    const offering = new Set(UNIVERSITIES.filter((u) => u.country === "DO" && u.offers.includes("nursing")).map((u) => u.name));
    for (const u of result.universities) expect(offering.has(u.name)).toBe(true);
    expect(result.universitiesRegistry).toEqual({
      text: "These institutions offer this program; the official list has every accredited program.",
      name: "Official list: Ministerio de Educación Superior, Ciencia y Tecnología (MESCyT)",
      url: "https://mescyt.gob.do",
    });
    expect(result.universitiesAbroad).toBeUndefined();
  });

  it("speaks of one institution when only one is known", () => {
    const result = universitiesFor(career("marine-biology"), "CO", "es");
    expect(result.universities.map((u) => u.name)).toEqual(["Universidad de Bogotá Jorge Tadeo Lozano"]);
    expect(result.universitiesRegistry?.text).toMatch(/^Esta institución ofrece este programa/);
  });

  it("shows the institution's own program name when it differs", () => {
    const result = universitiesFor(career("information-systems"), "CO", "es");
    const unal = result.universities.find((u) => u.name === "Universidad Nacional de Colombia");
    expect(unal?.program).toBe("Programa: Ingeniería de Sistemas y Computación");
  });

  it("says plainly when no institution is known in the country and points to its official registry", () => {
    const result = universitiesFor(career("petroleum-engineering"), "DO", "es");
    expect(result.universities).toEqual([]);
    expect(result.universitiesHeading).toBe("Dónde estudiarla en República Dominicana");
    expect(result.universitiesRegistry?.text).toMatch(/^No conocemos ninguna institución en República Dominicana que ofrezca este programa/);
    expect(result.universitiesRegistry?.url).toBe("https://mescyt.gob.do");
  });

  it("tells a Cuban reader that university study is free for Cubans, with Cuban institutions", () => {
    const result = universitiesFor(career("psychology"), "CU", "es");
    expect(result.universitiesHeading).toBe("Dónde estudiarla en Cuba");
    expect(result.universitiesNote).toMatch(/gratuitos para los cubanos/);
    expect(result.universities.map((u) => u.country)).toEqual(result.universities.map(() => "Cuba"));
    expect(result.universities.map((u) => u.name)).toContain("Universidad de La Habana");
  });

  it("for 'Other', shows institutions abroad and says so", () => {
    const result = universitiesFor(career("medicine"), "OTHER", "en");
    expect(result.universities.length).toBeGreaterThan(1);
    expect(result.universitiesHeading).toBe("Institutions in other countries that offer this program");
    expect(result.universitiesNote).toMatch(/not on our list/);
    expect(result.universitiesAbroad).toBe(true);
  });
});

describe("scholarships in the report", () => {
  it("fit the country and the level, national programs first", () => {
    const list = scholarshipsFor("DO", levelsFor("secundaria", "15-18", false));
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s.countries === "ALL" || s.countries.includes("DO")).toBe(true);
      expect(s.levels.some((l) => l === "undergraduate" || l === "technical")).toBe(true);
    }
    const national = SCHOLARSHIPS.filter((s) => s.countries !== "ALL" && s.countries.length <= 2 && s.countries.includes("DO"));
    if (national.some((s) => s.levels.includes("undergraduate"))) expect(list[0]!.countries).not.toBe("ALL");
  });

  it("a postgraduate only sees postgraduate programs", () => {
    for (const s of scholarshipsFor("MX", levelsFor("posgrado", "25-35", false))) expect(s.levels).toContain("postgraduate");
  });

  it("'Other' only sees programs open to every country", () => {
    for (const s of scholarshipsFor("OTHER", ["undergraduate"])) expect(s.countries).toBe("ALL");
  });
});
