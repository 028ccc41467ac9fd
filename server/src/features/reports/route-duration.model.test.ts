import { describe, expect, it } from "vitest";
import { CAREERS } from "@shared/content/careers";
import { CATALOG } from "@shared/content/programs/index";
import type { HollandType, Localized } from "@shared/content/types";
import { rankCareers, type PersonContext } from "../careers/matching.model";
import { countryLength, professionalLength, programLength, programYears, statedLength } from "./route-duration.model";

const career = (id: string) => CAREERS.find((c) => c.id === id)!;
const t = (es: string, en: string) => ({ es, en });

describe("programYears: the length a program row states, in years", () => {
  it.each([
    ["4 años", 4],
    ["1 año", 1],
    ["10 semestres", 5],
    ["9 semestres", 4.5],
    ["6 Semester", 3],
    ["4 anos", 4],
    ["1,5 ano (3 semestres)", 1.5],
    ["3 ans", 3],
    ["2 anni", 2],
    ["4 jaar", 4],
    ["2 Jahre", 2],
    ["18 meses", 1.5],
    ["2.5 años", 2.5],
    ["4 years", 4],
    // months as each language writes them
    ["12 mesi", 1],
    ["12 Monate", 1],
    ["18 maanden", 1.5],
    ["16 mois", 1.5],
    // a length and a part of another unit, or a half
    ["2 años y 4 meses", 2.5],
    ["12 Semester und 3 Monate", 6.5],
    ["2 años y medio", 2.5],
    ["3 anos e meio", 3.5],
  ])("%s → %d", (text, years) => {
    expect(programYears(text)).toEqual([years, years]);
  });

  it.each([
    ["3 or 4 years", 3, 4],
    ["2-3 años", 2, 3],
    ["3-4 years", 3, 4],
    ["1 à 2 ans", 1, 2],
    ["2 a 3 años", 2, 3],
    ["4 o 5 años", 4, 5],
    ["2 oder 3 Jahre", 2, 3],
    ["6 bzw. 7 Semester", 3, 3.5],
    ["3 of 4 jaar", 3, 4],
  ])("a range: %s → %d-%d", (text, min, max) => {
    expect(programYears(text)).toEqual([min, max]);
  });

  it.each([
    "8 periodos",
    "13 cuatrimestres",
    "9 trimestres",
    "45 weeks",
    "160 horas",
    "6 years part-time (3 years full-time)",
    "3 ans après une classe préparatoire",
    "4 meses y 2 años",
    "3-2 años",
    "",
    undefined,
  ])("%s is not read (its count per year varies, or it is not one length)", (text) => {
    expect(programYears(text)).toBeUndefined();
  });

  it("rows that agree give one figure, rows that differ a range, in both languages", () => {
    expect(statedLength([{ duration: "10 semestres" }, { duration: "5 años" }])).toEqual(t("5 años", "5 years"));
    expect(statedLength([{ duration: "9 semestres" }, { duration: "10 semestres" }])).toEqual(
      t("4,5-5 años", "4.5-5 years"),
    );
    expect(statedLength([{ duration: "2 semestres" }])).toEqual(t("1 año", "1 year"));
    expect(statedLength([{ duration: "8 periodos" }, {}])).toBeUndefined();
  });
});

describe("countryLength: as the country states it", () => {
  it("Spain: grados of 4 years, medicine 6, veterinary medicine, pharmacy and dentistry 5 (the issue's example)", () => {
    expect(countryLength(career("psychology"), "ES", "bachelor")).toEqual(t("4 años", "4 years"));
    expect(countryLength(career("civil-engineering"), "ES", "bachelor")).toEqual(t("4 años", "4 years"));
    expect(countryLength(career("medicine"), "ES", "bachelor")).toEqual(t("6 años", "6 years"));
    for (const id of ["veterinary-medicine", "pharmacy", "dentistry", "architecture"])
      expect(countryLength(career(id), "ES", "bachelor"), id).toEqual(t("5 años", "5 years"));
  });

  it("the country's program rows decide where they state a length (Colombia's SNIES semesters)", () => {
    const co = CATALOG.find((part) => part.country === "CO")!;
    const rows = co.programs.filter((p) => p.career === "medicine" && p.level === "bachelor");
    expect(rows.length).toBeGreaterThan(1);
    const years = rows.flatMap((p) => programYears(p.duration)?.[1] ?? []);
    const length = countryLength(career("medicine"), "CO", "bachelor")!;
    expect(length.en).toContain(String(Math.max(...years)));
  });

  it("the level's usual length where no row states one, unless the career's own already falls within it", () => {
    // No program rows carry this id: the table decides.
    const unknown = { id: "no-such-career", duration: t("4-5 años", "4-5 years") };
    expect(countryLength(unknown, "ES", "bachelor")).toEqual(t("4 años", "4 years"));
    expect(countryLength(unknown, "PE", "bachelor")).toEqual(t("5 años", "5 years"));
    expect(countryLength(unknown, "AR", "bachelor")).toBeUndefined();
    expect(countryLength({ ...unknown, duration: t("5 años", "5 years") }, "AR", "bachelor")).toBeUndefined();
    // A labelled length ("Licence: 3 años") is not a plain figure for every career: the career's own stands.
    expect(countryLength(unknown, "FR", "bachelor")).toBeUndefined();
    expect(countryLength(unknown, "OTHER", "bachelor")).toBeUndefined();
  });

  it("medicine entered after a bachelor's (the United States, Puerto Rico) reads the years to the medical degree, not a first degree's", () => {
    for (const country of ["US", "PR"] as const) {
      expect(countryLength(career("medicine"), country, "bachelor"), country).toEqual(t("8 años", "8 years"));
      // a graduate's route is not the one the bachelor's years are added to
      expect(countryLength(career("medicine"), country, "graduate")?.en ?? "", country).not.toBe("8 years");
    }
    // where medicine is a first degree, its own length or the country's stands
    expect(countryLength(career("medicine"), "ES", "bachelor")).toEqual(t("6 años", "6 years"));
    expect(countryLength(career("medicine"), "MX", "bachelor")?.en ?? "").not.toContain("8");
  });

  it("every profession entered after university study in the United States and Puerto Rico reads the years from secondary school", () => {
    // law (JD), dentistry (DDS/DMD), pharmacy (PharmD), veterinary medicine (DVM), as the BLS states them
    const expected: [string, Localized][] = [
      ["law", t("7 años", "7 years")],
      ["dentistry", t("8 años", "8 years")],
      ["pharmacy", t("6-8 años", "6-8 years")],
      ["veterinary-medicine", t("8 años", "8 years")],
      ["medicine", t("8 años", "8 years")],
    ];
    for (const country of ["US", "PR"] as const)
      for (const [id, length] of expected)
        expect(countryLength(career(id), country, "bachelor"), `${id} ${country}`).toEqual(length);
    // Canada's MD: at least two years of university, then 3-4 years (professionalLength: a graduate's route)
    expect(countryLength(career("medicine"), "CA", "bachelor")).toEqual(t("5-8 años", "5-8 years"));
    expect(professionalLength("medicine", "CA")).toEqual(t("3-4 años", "3-4 years"));
    expect(professionalLength("law", "US")).toEqual(t("3 años", "3 years"));
    expect(countryLength(career("law"), "CA", "bachelor")).toEqual(t("5-7 años", "5-7 years"));
    expect(professionalLength("law", "CA")).toEqual(t("3 años", "3 years"));
    // dentistry and veterinary medicine: 2-3 years of university, then a 4-year DDS/DMD or DVM
    expect(countryLength(career("dentistry"), "CA", "bachelor")).toEqual(t("6-7 años", "6-7 years"));
    expect(professionalLength("dentistry", "CA")).toEqual(t("4 años", "4 years"));
    expect(countryLength(career("veterinary-medicine"), "CA", "bachelor")).toEqual(t("6 años", "6 years"));
    expect(professionalLength("pharmacy", "CA")).toBeUndefined();
    expect(professionalLength("medicine", "MX")).toBeUndefined();
    // where they are first degrees, they are not
    for (const id of ["law", "dentistry", "pharmacy", "veterinary-medicine"])
      expect(countryLength(career(id), "MX", "bachelor")?.en ?? "", id).not.toMatch(/^[678](-8)? years$/);
  });

  it("a degree regulated apart never takes the level's usual length", () => {
    const plain = ["ES", "PE", "US", "DE", "CA", "GT"] as const;
    const unstated = plain.filter(
      (country) =>
        !CATALOG.find((part) => part.country === country)!.programs.some(
          (p) => p.career === "dentistry" && p.level === "bachelor" && programYears(p.duration) !== undefined,
        ),
    );
    expect(unstated.length).toBeGreaterThan(0);
    // Germany's "3-4 años" or Peru's "5 años" is not dentistry's length there; where dentistry is entered
    // after university study (the United States), the years to the dental degree are, not the level's 4.
    for (const country of unstated)
      expect(countryLength(career("dentistry"), country, "bachelor"), country).toEqual(
        country === "US" ? t("8 años", "8 years") : undefined,
      );
  });
});

describe("the routes a reader in Spain reads", () => {
  const scores: Record<HollandType, number> = { R: 0, I: 6, A: 1, S: 7, E: -3, C: -4 };
  const ranking: HollandType[] = ["S", "I", "A", "R", "E", "C"];
  const person = (stage: PersonContext["stage"]): PersonContext => ({ stage, age: "15-18", country: "ES" });

  it("no grado reads 4-5 años, and each career's route carries Spain's length", () => {
    const ranked = rankCareers(scores, ranking, person("school"));
    const degrees = ranked.filter((m) => m.route.route === "degree");
    expect(degrees.length).toBeGreaterThan(50);
    for (const m of degrees) expect(m.route.duration.es, m.career.id).not.toBe("4-5 años");
    expect(ranked.find((m) => m.career.id === "psychology")!.route.duration.es).toBe("4 años");
    expect(ranked.find((m) => m.career.id === "veterinary-medicine")!.route.duration.es).toBe("5 años");
  });

  it("without a country the career's own length stands", () => {
    const ranked = rankCareers(scores, ranking, { stage: "school", age: "15-18" });
    expect(ranked.find((m) => m.career.id === "psychology")!.route.duration).toEqual(career("psychology").duration);
  });
});

describe("programLength: a program row's stated length in the reader's language", () => {
  it("translates the figure and its unit, singular and plural, with the reader's decimal mark", () => {
    expect(programLength("8 semestres", "en")).toBe("8 semesters");
    expect(programLength("1 año", "en")).toBe("1 year");
    expect(programLength("4 years", "es")).toBe("4 años");
    expect(programLength("2.5 years", "es")).toBe("2,5 años");
    expect(programLength("1,5 año", "en")).toBe("1.5 years");
    expect(programLength("6 Semester", "es")).toBe("6 semestres");
    expect(programLength("3 ans", "en")).toBe("3 years");
    expect(programLength("3 anos", "es")).toBe("3 años");
    expect(programLength("3 jaar", "en")).toBe("3 years");
    expect(programLength("24 meses", "en")).toBe("24 months");
    expect(programLength("4 cuatrimestres", "en")).toBe("4 four-month terms");
    expect(programLength("2 à 3 ans", "es")).toBe("2-3 años");
    expect(programLength("3 or 4 years", "es")).toBe("3 o 4 años");
    expect(programLength("6 trimestres", "es")).toBe("6 trimestres");
    expect(programLength("2 oder 3 Jahre", "es")).toBe("2 o 3 años");
    expect(programLength("6 bzw. 7 Semester", "en")).toBe("6 or 7 semesters");
    expect(programLength("12 months (3 terms)", "es")).toBe("12 meses (3 periodos)");
    expect(programLength("1,5 ano (3 semestres)", "en")).toBe("1.5 years (3 semesters)");
  });

  it("reads a length per schedule, each alone, and keeps the whole as written when one part is not a length", () => {
    expect(programLength("2 años y 4 meses (diurna); 3 años (nocturna)", "en")).toBe(
      "2 years and 4 months (daytime); 3 years (evening)",
    );
    expect(programLength("2 años (diurna); 3 años (nocturna)", "es")).toBe("2 años (diurna); 3 años (nocturna)");
    expect(programLength("2 años; según el horario", "en")).toBe("2 años; según el horario");
    expect(programLength("8 meses (más prácticas profesionales)", "en")).toBe("8 months (plus professional practice)");
  });

  it("translates what a row says beside its length when it is one of the catalog's phrases, and keeps any other as written", () => {
    expect(programLength("2 years part-time (3 years full-time)", "es")).toBe(
      "2 años a tiempo parcial (3 años a tiempo completo)",
    );
    expect(programLength("3 ans après une classe préparatoire", "en")).toBe(
      "3 years after preparatory classes (classes préparatoires)",
    );
    expect(programLength("2 jaar (deeltijd)", "es")).toBe("2 años (a tiempo parcial)");
    expect(programLength("12 Semester und 3 Monate", "en")).toBe("12 semesters and 3 months");
    expect(programLength("2 años y medio", "en")).toBe("2.5 years");
    expect(programLength("1 470 heures", "en")).toBe("1,470 hours");
    expect(programLength("1 year (after a BSW)", "es")).toBe("1 año (tras un BSW, la licenciatura en trabajo social)");
    expect(programLength("1 an (première année de master)", "en")).toBe("1 year (first year of a master's)");
    expect(programLength("12 a 36 meses (mínimo e máximo)", "en")).toBe("12-36 months (minimum and maximum)");
    expect(programLength("6 años (12 semestres académicos)", "en")).toBe("6 years (12 semesters)");
    expect(programLength("12-24 months (single or double degree)", "es")).toBe("12-24 meses (título simple o doble)");
    expect(programLength("3 years (4 years with an extra-mural year)", "es")).toBe(
      "3 años (4 años con un año fuera de la universidad)",
    );
    expect(programLength("12-24 months (full-time, by study plan)", "es")).toBe(
      "12-24 meses (a tiempo completo, según el plan de estudios)",
    );
    expect(programLength("2 years (evenings and weekends)", "es")).toBe("2 years (evenings and weekends)");
  });

  it("every length the catalog states reads in the other language too (none is left as its source wrote it)", () => {
    const unread = CATALOG.flatMap((part) =>
      part.programs
        .filter((p) => p.duration !== undefined)
        .filter(
          (p) => programLength(p.duration!, "es") === p.duration && programLength(p.duration!, "en") === p.duration,
        )
        .map((p) => `${part.country} ${p.institution}: ${p.duration}`),
    );
    expect([...new Set(unread)]).toEqual([]);
  });
});
