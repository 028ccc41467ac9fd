import { describe, expect, it } from "vitest";
import { CAREERS } from "@shared/content/careers";
import { COUNTRY_CODES } from "@shared/i18n/countries";
import { ENGLISH_SPEAKING, SPANISH_SPEAKING } from "@shared/content/regions";
import { PROGRAM_REGISTRIES } from "@shared/content/program-registries";
import type { CountryCatalog, Program, ProgramLevel } from "@shared/content/types";
import {
  catalogFor,
  countryPlace,
  indexCatalog,
  institutionCount,
  levelOfRoute,
  programName,
  relatedCareers,
  whereToStudy,
  type Country,
} from "./institutions.model";

const source = (id: string) => ({
  id,
  publisher: `Publisher ${id}`,
  title: "Programs",
  url: `https://${id}.example.org/programs`,
  licence: "Facts cited from the institution's public page",
  retrieved: "2026-11-26",
  kind: "institution" as const,
});

function catalog(
  country: Country,
  rows: [institution: string, kind: "public" | "private", career: string, level: ProgramLevel, city?: string][],
): CountryCatalog {
  const ids = [...new Set(rows.map((r) => r[0]))];
  return {
    country,
    sources: ids.map((id) => source(`${id}-src`)),
    institutions: ids.map((id) => {
      const row = rows.find((r) => r[0] === id)!;
      return {
        id,
        country,
        name: `Institution ${id}`,
        city: row[4] ?? "Capital",
        kind: row[1],
        website: `https://${id}.example.org`,
        source: `${id}-src`,
      };
    }),
    programs: rows.map(([institution, , career, level]): Program => ({
      institution,
      career,
      level,
      name: `${level} program in ${career} at ${institution}`,
      source: `${institution}-src`,
    })),
  };
}

const index = indexCatalog([
  catalog("CO", [
    ["a", "public", "business-administration", "bachelor"],
    ["a", "public", "business-administration", "graduate"],
    ["b", "private", "business-administration", "bachelor", "Medellín"],
    ["c", "public", "social-work", "bachelor"],
    ["d", "public", "nursing-technician", "technical"],
  ]),
  catalog("PE", [["e", "public", "social-work", "graduate"]]),
  catalog("MX", [["f", "public", "social-work", "graduate"]]),
]);

const ids = (where: ReturnType<typeof whereToStudy>) => where.offers.map((o) => o.institution.id);

describe("where to study, by level", () => {
  it("lists only institutions that offer the program at the level of the route", () => {
    expect(ids(whereToStudy("business-administration", "CO", "bachelor", { index }))).toEqual(["a", "b"]);
    expect(ids(whereToStudy("business-administration", "CO", "graduate", { index }))).toEqual(["a"]);
    // a bachelor's is never shown on a graduate card
    const graduate = whereToStudy("business-administration", "CO", "graduate", { index });
    expect(graduate.offers.every((o) => o.program.level === "graduate")).toBe(true);
  });

  it("every offer carries the program's official name and its source", () => {
    const [offer] = whereToStudy("business-administration", "CO", "graduate", { index }).offers;
    expect(offer!.program.name).toBe("graduate program in business-administration at a");
    expect(offer!.source).toMatchObject({ id: "a-src", publisher: "Publisher a-src", retrieved: "2026-11-26" });
  });

  it("the route decides the level: a postgraduate route reads graduate programs, a second degree bachelor's ones", () => {
    expect(levelOfRoute("postgraduate")).toBe("graduate");
    expect(levelOfRoute("degree")).toBe("bachelor");
    expect(levelOfRoute("second-degree")).toBe("bachelor");
    expect(levelOfRoute("technical")).toBe("technical");
    expect(levelOfRoute("short")).toBe("technical");
  });

  it("puts a private institution in a full list when one exists, and spreads cities", () => {
    const many = indexCatalog([
      catalog("MX", [
        ...Array.from(
          { length: 6 },
          (_, i) => [`p${i}`, "public", "law", "bachelor", "CDMX"] as [string, "public", string, ProgramLevel, string],
        ),
        ["q", "private", "law", "bachelor", "CDMX"],
        ["r", "public", "law", "bachelor", "Guadalajara"],
      ]),
    ]);
    const list = ids(whereToStudy("law", "MX", "bachelor", { index: many }));
    expect(list).toHaveLength(5);
    expect(list).toContain("q");
    expect(list).toContain("r");
  });

  it("counts the campuses of one institution once, and names other institutions before a second campus", () => {
    // a registry lists each campus apart (SNIES: "Universidad de Cundinamarca" in Fusagasugá, Ubaté, Chía…)
    const campuses = catalog("CO", [
      ["u-fusa", "public", "animal-science", "bachelor", "Fusagasugá"],
      ["u-ubate", "public", "animal-science", "bachelor", "Ubaté"],
      ["u-chia", "public", "animal-science", "bachelor", "Chía"],
      ["v", "public", "animal-science", "bachelor", "Medellín"],
      ["w", "private", "animal-science", "bachelor", "Bogotá"],
    ]);
    for (const i of campuses.institutions) if (i.id.startsWith("u-")) i.name = "Universidad de Cundinamarca";
    const many = indexCatalog([campuses]);
    expect(institutionCount("animal-science", "CO", "bachelor", many)).toBe(3);
    const three = whereToStudy("animal-science", "CO", "bachelor", { index: many, limit: 3 }).offers;
    expect(three.map((o) => o.institution.name)).toEqual([
      "Universidad de Cundinamarca",
      "Institution v",
      "Institution w",
    ]);
    // with room for all, every campus is still listed, with its city
    expect(whereToStudy("animal-science", "CO", "bachelor", { index: many }).offers).toHaveLength(5);

    const one = indexCatalog([
      catalog("CO", [
        ["u-fusa", "public", "animal-science", "bachelor", "Fusagasugá"],
        ["u-ubate", "public", "animal-science", "bachelor", "Ubaté"],
      ]),
    ]);
    for (const i of one.offers("CO", "animal-science", "bachelor")) i.institution.name = "Universidad de Cundinamarca";
    expect(institutionCount("animal-science", "CO", "bachelor", one)).toBe(1);
  });

  it("when none is known at that level, says so with the registry and the nearest real alternatives", () => {
    const where = whereToStudy("social-work", "CO", "graduate", { index });
    expect(where.kind).toBe("none");
    if (where.kind !== "none") return;
    expect(where.registry).toEqual(PROGRAM_REGISTRIES.CO);
    const abroad = where.alternatives.find((a) => a.kind === "abroad");
    expect(abroad?.offers.map((o) => o.institution.country)).toEqual(["PE", "MX"]);
    // the same program exists at home as a bachelor's: not offered to a graduate as the nearest option
    expect(where.alternatives.some((a) => a.kind === "other-level")).toBe(false);
  });

  it("a technical route with no technical program at home points to the bachelor's at home, and a related program", () => {
    const where = whereToStudy("business-administration", "CO", "technical", { index });
    expect(where.kind).toBe("none");
    if (where.kind !== "none") return;
    expect(where.alternatives[0]).toMatchObject({ kind: "other-level", level: "bachelor" });
  });

  it("a reader from a country outside the list sees institutions abroad, one per country", () => {
    const where = whereToStudy("social-work", "OTHER", "graduate", { index });
    expect(where.kind).toBe("abroad");
    expect(where.offers.map((o) => o.institution.country)).toEqual(["MX", "PE"]);
  });

  it("related careers share the family of studies, nearest first", () => {
    const nursing = CAREERS.find((c) => c.id === "nursing")!;
    const related = relatedCareers(nursing).map((c) => c.id);
    expect(related).toContain("nursing-technician");
    expect(related).not.toContain("law");
    // the same series is not enough: teaching mathematics is no alternative to counseling
    const counselling = CAREERS.find((c) => c.id === "counselling")!;
    expect(relatedCareers(counselling).map((c) => c.id)).not.toContain("mathematics-teaching");
  });

  it("beyond the program group, a related career is of the same field: accounting is no alternative to events", () => {
    const byId = (id: string) => CAREERS.find((c) => c.id === id)!;
    const events = relatedCareers(byId("event-management")).map((c) => c.id);
    expect(events).toContain("tourism");
    for (const unrelated of ["accounting", "accounting-technician", "banking-technician", "logistics"])
      expect(events).not.toContain(unrelated);
    // repairing engines is no alternative to repairing computers, whatever the SOC major group says
    expect(relatedCareers(byId("it-support-technician")).map((c) => c.id)).not.toContain("automotive-mechanics");
    expect(relatedCareers(byId("automotive-mechanics")).map((c) => c.id)).toContain("industrial-maintenance");
    // every career related only through the wider family shares the field
    for (const career of CAREERS) {
      const groups = career.cip.map((code) => code.slice(0, 5));
      for (const other of relatedCareers(career)) {
        const near =
          other.cip.some((code) => groups.includes(code.slice(0, 5))) ||
          other.onet.some((code) => career.onet.includes(code));
        if (!near)
          expect(`${career.id} -> ${other.id}: ${other.field}`).toBe(`${career.id} -> ${other.id}: ${career.field}`);
      }
    }
  });

  it("reads the country after in/en with its article", () => {
    expect(countryPlace("US", "en")).toBe("the United States");
    expect(countryPlace("DO", "en")).toBe("the Dominican Republic");
    expect(countryPlace("GB", "es")).toBe("el Reino Unido");
    expect(countryPlace("CO", "es")).toBe("Colombia");
  });
});

describe("where to study, with the product's catalog", () => {
  it("a Colombian reader's careers get lists of institutions that offer each program at that level", () => {
    for (const [careerId, level] of [
      ["medicine", "bachelor"],
      ["graphic-design", "bachelor"],
      ["programming-technician", "technical"],
    ] as const) {
      const where = whereToStudy(careerId, "CO", level);
      expect(where.kind, careerId).toBe("country");
      for (const offer of where.offers) {
        expect(offer.institution.country).toBe("CO");
        expect(offer.program.career).toBe(careerId);
        expect(offer.program.level).toBe(level);
      }
    }
  });
});

describe("where to study, at the reader's level of schooling", () => {
  it("only a reader still at school is shown a secondary-school diploma's technical track (Mexico's CONALEP)", () => {
    const conalep = (stage: Parameters<typeof catalogFor>[0]) =>
      whereToStudy("industrial-maintenance", "MX", "technical", { index: catalogFor(stage), limit: 20 }).offers.filter(
        (o) => o.institution.id === "mx-conalep",
      );
    expect(conalep("school")).toHaveLength(1);
    expect(conalep("school")[0]!.program.track).toBe("secondary-school");
    for (const stage of ["no-degree", "technical", "university-student", "graduate"] as const) {
      expect(conalep(stage), stage).toEqual([]);
      // what such a reader sees follows secondary school (a TSU of a technological university)
      const offers = whereToStudy("industrial-maintenance", "MX", "technical", { index: catalogFor(stage) }).offers;
      expect(offers.length, stage).toBeGreaterThan(0);
      expect(offers.every((o) => o.program.track === undefined)).toBe(true);
    }
    // counted the same way: the default catalog is the one that follows secondary school
    expect(institutionCount("industrial-maintenance", "MX", "technical", catalogFor("school"))).toBeGreaterThan(
      institutionCount("industrial-maintenance", "MX", "technical"),
    );
  });
});

describe("the program abroad, in the reader's language first", () => {
  // A Jamaican 46-year-old told to look for Event Management in Santo Domingo, Barcelona and Bogotá, in Spanish,
  // while programs exist in English-speaking countries: the language of study comes before the map.
  const ENGLISH = ENGLISH_SPEAKING as Country[];
  const SPANISH = SPANISH_SPEAKING as Country[];
  const levels: ProgramLevel[] = ["technical", "bachelor", "graduate"];

  it.each([
    ["an English", ENGLISH],
    ["a Spanish", SPANISH],
  ] as const)(
    "a reader of %s-speaking country sees programs abroad in that language first, when any exists",
    (_, spoken) => {
      let checked = 0;
      for (const country of spoken)
        for (const career of CAREERS)
          for (const level of levels) {
            const where = whereToStudy(career.id, country, level);
            if (where.kind !== "none") continue;
            const abroad = where.alternatives.find((a) => a.kind === "abroad");
            if (!abroad) continue;
            const inLanguage = spoken.some(
              (c) => c !== country && whereToStudy(career.id, c, level).kind === "country",
            );
            if (!inLanguage) continue;
            checked += 1;
            expect(spoken, `${career.id} ${level} for ${country}`).toContain(abroad.offers[0]!.institution.country);
          }
      expect(checked).toBeGreaterThan(20);
    },
  );
});

describe("a graduate card, master's before doctorates", () => {
  // The graduate route reads "especialización o maestría, 1-2 años": a doctorate listed first (UConn's
  // "Marketing (Doctoral Degree)" for a 25-year-old graduate) is another level of commitment.
  const DOCTORAL = /doctorado|doctoral|doctorat|dottorato|ph\.?\s?d\b/i;
  const countries = COUNTRY_CODES.filter((c): c is Country => c !== "OTHER");

  it("lists a doctorate only after every master's, specialization or certificate it could list", () => {
    let cards = 0;
    for (const country of countries)
      for (const career of CAREERS) {
        const where = whereToStudy(career.id, country, "graduate");
        if (where.kind !== "country") continue;
        const every = whereToStudy(career.id, country, "graduate", { limit: 1000 });
        if (every.kind !== "country" || !every.offers.some((o) => DOCTORAL.test(o.program.name))) continue;
        cards += 1;
        const shown = where.offers.map((o) => DOCTORAL.test(o.program.name));
        if (!shown.includes(true)) continue;
        expect(shown.slice(shown.indexOf(true)), `${career.id} in ${country}`).not.toContain(false);
        const masters = every.offers.filter((o) => !DOCTORAL.test(o.program.name)).length;
        expect(shown.filter((d) => !d).length, `${career.id} in ${country}`).toBe(masters);
      }
    expect(cards).toBeGreaterThan(20);
  });
});

describe("nearest options at home before the program abroad", () => {
  // A Mexican adult whose accounting-technician route has no technical program in the catalog was sent to
  // Lleida, Santiago and Honda, though Mexican universities teach accounting (Contaduría) as a degree.
  const countries = COUNTRY_CODES.filter((c): c is Country => c !== "OTHER");
  const neighbour: Partial<Record<ProgramLevel, ProgramLevel>> = { technical: "bachelor", bachelor: "technical" };

  it("a route with nothing at home at its level shows a related program at home at the neighbouring level when one exists", () => {
    let cases = 0;
    for (const country of countries)
      for (const career of CAREERS)
        for (const level of ["technical", "bachelor"] as const) {
          const where = whereToStudy(career.id, country, level);
          if (where.kind !== "none") continue;
          const other = neighbour[level]!;
          const atHome = relatedCareers(career).find((r) => whereToStudy(r.id, country, other).kind === "country");
          if (!atHome) continue;
          cases += 1;
          const home = where.alternatives.filter((a) => a.kind !== "abroad");
          expect(home.length, `${career.id} (${level}) in ${country}`).toBeGreaterThan(0);
        }
    expect(cases).toBeGreaterThan(20);
  });
});

describe("a registry's credential in the reader's language", () => {
  // A Puerto Rican reading in Spanish met "Social Work (Master's Degree)": the College Scorecard's credential
  // labels are the registry's English; the field of study stays as the registry titles it.
  it("names the College Scorecard's credentials in Spanish for a Spanish reader, and leaves other names alone", () => {
    expect(programName("Social Work (Master's Degree)", "es")).toBe("Social Work (maestría)");
    expect(programName("Social Work (Master's Degree)", "en")).toBe("Social Work (Master's Degree)");
    expect(programName("Registered Nursing (Associate's Degree)", "es")).toBe("Registered Nursing (grado asociado)");
    expect(programName("Licenciatura en Trabajo Social", "es")).toBe("Licenciatura en Trabajo Social");
  });

  it("no Spanish card of the United States or Puerto Rico shows a credential in English", () => {
    const english =
      /\((Undergraduate Certificate or Diploma|Associate's Degree|Bachelor's Degree|Post-baccalaureate Certificate|Master's Degree|Doctoral Degree|First Professional Degree|Graduate\/Professional Certificate)\)/;
    let names = 0;
    for (const country of ["US", "PR"] as const)
      for (const career of CAREERS)
        for (const level of ["technical", "bachelor", "graduate"] as const) {
          const where = whereToStudy(career.id, country, level);
          for (const o of where.offers) {
            names += 1;
            expect(programName(o.program.name, "es")).not.toMatch(english);
          }
        }
    expect(names).toBeGreaterThan(100);
  });
});
