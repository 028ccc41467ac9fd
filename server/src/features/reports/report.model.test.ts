import { describe, expect, it } from "vitest";
import { CAREERS } from "@shared/content/careers";
import { UNIVERSITIES } from "@shared/content/universities";
import type { Assessment } from "@shared/schema/index";
import type { CompanyInfo } from "@shared/validators/payments";
import { buildResponses } from "../../testing/builders";
import { buildReport, universitiesFor } from "./report.model";

const career = (id: string) => CAREERS.find((c) => c.id === id)!;

describe("universities in the report", () => {
  it("lists institutions of the person's country that teach the career's field", () => {
    const nursing = CAREERS.find((c) => c.field === "health")!;
    const result = universitiesFor(nursing, "DO", "es");
    expect(result.universities.length).toBeGreaterThan(0);
    const doNames = new Set(UNIVERSITIES.filter((u) => u.country === "DO" && u.fields.includes("health")).map((u) => u.name));
    for (const u of result.universities) expect(doNames.has(u.name)).toBe(true);
    expect(result.universitiesHeading).toBe("Dónde estudiarla en República Dominicana");
    expect(result.universitiesNote).toBeUndefined();
  });

  it("falls back to the region, and says so, when the country lists none for the field", () => {
    // Find a country and field with no local institution but some in the region.
    const cu = UNIVERSITIES.filter((u) => u.country === "CU");
    const missing = CAREERS.find((c) => !cu.some((u) => u.fields.includes(c.field)));
    expect(missing, "Cuba lacks at least one field in the data").toBeDefined();
    const result = universitiesFor(missing!, "CU", "en");
    expect(result.universitiesHeading).toBe("Where to study it in the Caribbean");
    expect(result.universitiesNote).toMatch(/found no institution of your country/);
    for (const u of result.universities) expect(["Dominican Republic", "Puerto Rico", "Haiti", "Jamaica", "Trinidad and Tobago"]).toContain(u.country);
  });

  it("for 'Other', shows well-known institutions anywhere", () => {
    const result = universitiesFor(career(CAREERS[0]!.id), "OTHER", "es");
    expect(result.universities.length).toBeGreaterThan(0);
    expect(result.universitiesHeading).toBe("Instituciones reconocidas que ofrecen esta área");
  });
});

describe("scholarships and the plan in the report", () => {
  const company = { name: "QuéEstudiar", supportEmail: "soporte@example.com", supportPhone: "+1 809 000 0000", supportHours: { es: "L-V", en: "M-F" } } as unknown as CompanyInfo;
  const report = (person: { age: string; education: string; country: string; currentlyStudying: boolean | null }, lang: "es" | "en") => {
    const responses = buildResponses("S", "C");
    const assessment = {
      id: "A".repeat(22),
      fullName: "Ana Pérez",
      email: "ana@example.com",
      ...person,
      language: lang,
      responses,
      scores: {},
      hollandCode: "SAE",
      isPaid: true,
    } as unknown as Assessment;
    return buildReport(assessment, { lang, company, publicUrl: "https://example.com", now: new Date("2026-11-01") });
  };

  it("a 16-year-old Dominican school student sees labelled national programs with what to prepare, and no Oportunidad 14-24", () => {
    const data = report({ age: "15-18", education: "secundaria", country: "DO", currentlyStudying: true }, "es");
    expect(data.scholarships.length).toBeGreaterThan(0);
    expect(data.scholarships.map((s) => s.name)).not.toContain("Programa Oportunidad 14-24");
    for (const s of data.scholarships) {
      expect(["Probablemente calificas", "Revisa los requisitos"]).toContain(s.qualificationLabel);
      expect(s.prepare.length).toBeGreaterThan(40);
      expect(s.url).toMatch(/^https:\/\//);
    }
    expect(data.scholarships[0]!.destination).toBe("En República Dominicana");
    expect(data.plan.stage).toBe("school");
  });

  it("a US reader reads 'in the United States' and the Pell Grant's FAFSA", () => {
    const data = report({ age: "15-18", education: "secundaria", country: "US", currentlyStudying: true }, "en");
    const pell = data.scholarships.find((s) => s.name === "Federal Pell Grant")!;
    expect(pell.destination).toBe("In the United States");
    expect(pell.prepare).toContain("FAFSA");
    expect(pell.qualificationLabel).toBe("You likely qualify");
  });

  it("a 24-year-old Colombian graduate gets a graduate's plan and graduate programs", () => {
    const data = report({ age: "19-24", education: "universitario", country: "CO", currentlyStudying: false }, "es");
    expect(data.plan.stage).toBe("graduate");
    expect(data.scholarships.map((s) => s.name)).not.toContain("Política de Gratuidad en la Matrícula (Matrícula Cero)");
  });

  it("a reader in Spain gets Spain's terms in the plan", () => {
    const data = report({ age: "15-18", education: "secundaria", country: "ES", currentlyStudying: true }, "es");
    expect(data.country).toBe("ES");
    expect(data.plan.stageLabel).toBe("Plan para quien termina el Bachillerato y elige su primer grado");
  });
});
