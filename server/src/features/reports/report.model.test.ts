import { describe, expect, it } from "vitest";
import { CAREERS } from "@shared/content/careers";
import { CATALOG } from "@shared/content/programs/index";
import type { Assessment } from "@shared/schema/index";
import type { CompanyInfo } from "@shared/validators/payments";
import { buildResponses } from "../../testing/builders";
import { buildReport, fundingAbroad, sourcesLine, universitiesFor } from "./report.model";
import { evidenceOf, levelOfRoute, type InstitutionOffer } from "./institutions.model";
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import { COUNTRY_CODES } from "@shared/i18n/countries";
import type { HollandType, RouteLevel } from "@shared/content/types";
import { guidanceOf } from "../careers/guidance.service";
import { fundedLevels } from "./scholarships.model";

const career = (id: string) => CAREERS.find((c) => c.id === id)!;

describe("where to study in the report", () => {
  const offering = (country: string, careerId: string, level: string) =>
    new Set(
      CATALOG.filter((c) => c.country === country).flatMap((c) =>
        c.programs
          .filter((p) => p.career === careerId && p.level === level)
          .map((p) => c.institutions.find((i) => i.id === p.institution)!.name),
      ),
    );

  it("links an institution with no official website known to the page its program was read on, and says so in both languages", () => {
    const ROUTE_OF = { technical: "technical", bachelor: "degree", graduate: "postgraduate" } as const;
    let seen = 0;
    for (const part of CATALOG) {
      const sources = new Map(part.sources.map((s) => [s.id, s]));
      for (const institution of part.institutions.filter((i) => i.website === undefined)) {
        for (const program of part.programs.filter((p) => p.institution === institution.id)) {
          for (const lang of ["es", "en"] as const) {
            const rows = universitiesFor(
              career(program.career),
              ROUTE_OF[program.level],
              part.country,
              lang,
            ).universities;
            const row = rows.find((u) => u.name === institution.name);
            if (!row) continue;
            seen += 1;
            const page = program.url ?? sources.get(program.source)!.url;
            expect(row.website, institution.id).toBe(page);
            expect(row.websiteLine, institution.id).toBe(
              lang === "es"
                ? `Sin sitio oficial conocido; el programa se lee en: ${page}`
                : `No official website known; the program is named on: ${page}`,
            );
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    const official = universitiesFor(career("nursing"), "degree", "DO", "es").universities;
    for (const u of official) expect(u.websiteLine).toBe(u.website);
  });

  it("names the city where a program is taught when a page read places it at a regional campus", () => {
    // the UNAH's agronomy is taught at its CURLA in La Ceiba, not in Tegucigalpa, the institution's city
    const honduras = universitiesFor(career("agronomy"), "degree", "HN", "es").universities;
    const unah = honduras.find((u) => u.name.startsWith("Universidad Nacional Autónoma de Honduras"));
    expect(unah?.city).toBe("La Ceiba");
    // a program without a campus of its own keeps the institution's city
    const tec = universitiesFor(career("agronomy"), "degree", "CR", "es").universities;
    expect(tec.find((u) => u.name.startsWith("Instituto Tecnológico de Costa Rica"))?.city).toBe(
      "Santa Clara, San Carlos",
    );
    // a program without a campus of its own keeps the institution's city
    const cities = new Set(CATALOG.flatMap((part) => part.institutions.map((i) => i.city)));
    for (const u of universitiesFor(career("nursing"), "degree", "DO", "es").universities)
      expect(cities.has(u.city), u.city).toBe(true);
  });

  it("lists institutions of the reader's country that offer the career at the route's level, with the registry for the rest", () => {
    const result = universitiesFor(career("nursing"), "degree", "DO", "en");
    expect(result.universitiesHeading).toBe("Where to study it in the Dominican Republic");
    expect(result.universities.length).toBeGreaterThan(0);
    const known = offering("DO", "nursing", "bachelor");
    for (const u of result.universities) expect(known.has(u.name)).toBe(true);
    expect(result.universitiesRegistry).toEqual({
      text: "These institutions offer this program as a bachelor's degree; the official list has every accredited program.",
      registries: [
        {
          name: "Official list: Ministerio de Educación Superior, Ciencia y Tecnología (MESCyT)",
          url: "https://mescyt.gob.do",
        },
      ],
    });
    expect(result.universitiesAbroad).toBeUndefined();
    expect(result.universitiesSources).toMatch(/^Sources: .*November 2026.*\.$/);
  });

  it("says what backs the listed programs: an official page read, a news report read, or the offer noted without re-reading", () => {
    const line = (offers: InstitutionOffer[], lang: "es" | "en") => sourcesLine(offers, lang)!;
    const offers = CATALOG.flatMap((part) =>
      part.programs.map((program): InstitutionOffer => ({
        program,
        institution: part.institutions.find((i) => i.id === program.institution)!,
        source: part.sources.find((s) => s.id === program.source)!,
      })),
    );
    const kinds = new Map(
      ["registry", "offer", "page", "press"].map((k) => [k, offers.filter((o) => evidenceOf(o) === k)]),
    );
    for (const [kind, list] of kinds) expect(list.length, kind).toBeGreaterThan(0);
    // a row of the first passes citing the institution's home page: noted, not read
    const offer = kinds.get("offer")!.find((o) => o.source.retrieved === "2026-11-26")!;
    expect(offer.source.url).toBe(offer.institution.website);
    expect(line([offer], "es")).toBe(
      "Fuentes: la oferta publicada en los sitios oficiales de las instituciones, anotada en noviembre de 2026 sin volver a leer la página de cada programa: confírmalo allí antes de postular.",
    );
    expect(line([offer], "en")).toBe(
      "Sources: the offer published on the institutions' official sites, noted in November 2026 without re-reading each program's page: confirm it there before applying.",
    );
    // a news report read: never called an official page
    const press = kinds.get("press")!.find((o) => /hoy\.com\.do/.test(o.source.url))!;
    expect(line([press], "es")).toBe(
      "Fuentes: noticias y documentos que nombran el programa, consultados en noviembre de 2026.",
    );
    expect(line([press], "en")).toBe("Sources: news reports and documents naming the program, read in November 2026.");
    // a page of the institution's own site read on 2026-11-28
    const page = kinds
      .get("page")!
      .find((o) => o.source.retrieved === "2026-11-28" && o.source.url !== o.institution.website)!;
    expect(new URL(page.source.url).hostname.replace(/^www\./, "")).toContain(
      new URL(page.institution.website!).hostname.replace(/^www\./, ""),
    );
    expect(line([page], "en")).toBe("Sources: the institutions' official pages, read in November 2026.");
    // together, each kind once, in that order, registries first
    const registry = kinds.get("registry")![0]!;
    expect(line([offer, press, registry, page, offer], "en")).toBe(
      `Sources: ${registry.source.title} (${registry.source.publisher}), read in ${new Date(`${registry.source.retrieved}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })}; the institutions' official pages, read in November 2026; news reports and documents naming the program, read in November 2026; the offer published on the institutions' official sites, noted in November 2026 without re-reading each program's page: confirm it there before applying.`,
    );
  });

  it("a graduate's card lists graduate programs only", () => {
    const result = universitiesFor(career("business-administration"), "postgraduate", "CL", "es");
    const known = offering("CL", "business-administration", "graduate");
    for (const u of result.universities) expect(known.has(u.name)).toBe(true);
    const bachelors = offering("CL", "business-administration", "bachelor");
    if (result.universities.length === 0) expect(result.universitiesRegistry?.text).toMatch(/como posgrado/);
    for (const u of result.universities) expect(u.program).not.toMatch(/Ingeniería Comercial/);
    expect(bachelors.size).toBeGreaterThan(0);
  });

  it("shows the institution's own program name, with its length as the registry states it", () => {
    const result = universitiesFor(career("software-engineering"), "degree", "CO", "es");
    expect(result.universities.length).toBeGreaterThan(1);
    const programs = CATALOG.find((c) => c.country === "CO")!.programs.filter(
      (p) => p.career === "software-engineering" && p.level === "bachelor",
    );
    for (const u of result.universities) {
      expect(u.program).toMatch(/^Programa: /);
      expect(programs.some((p) => u.program.startsWith(`Programa: ${p.name}`))).toBe(true);
    }
    expect(result.universities.some((u) => /· \d+ semestres$/.test(u.program))).toBe(true);
    expect(result.universitiesSources).toMatch(/SNIES/);
  });

  it("says plainly when no institution is known at that level and points to the registry and the nearest options", () => {
    const result = universitiesFor(career("petroleum-engineering"), "degree", "DO", "es");
    expect(offering("DO", "petroleum-engineering", "bachelor").size).toBe(0);
    expect(result.universities).toEqual([]);
    expect(result.universitiesHeading).toBe("Dónde estudiarla en República Dominicana");
    expect(result.universitiesRegistry?.text).toMatch(
      /^No conocemos ninguna institución en República Dominicana que ofrezca este programa como carrera universitaria/,
    );
    expect(result.universitiesRegistry?.registries.map((r) => r.url)).toEqual(["https://mescyt.gob.do"]);
    const abroad = result.universitiesAlternatives?.find((a) => a.abroad);
    expect(abroad?.rows.length).toBeGreaterThan(0);
    for (const row of abroad?.rows ?? []) expect(row.country).not.toBe("República Dominicana");
  });

  it("the program abroad comes with the scholarship that may fund it there, or one sentence saying none is known", () => {
    // a Dominican graduate: the government's grants for study abroad fund a master's in any country listed
    const graduate = { country: "DO", age: "25-35", education: "universitario", currentlyStudying: false } as const;
    const abroadOf = (id: string, route: Parameters<typeof universitiesFor>[1], lang: "es" | "en", reader = graduate) =>
      universitiesFor(career(id), route, "DO", lang, "graduate", reader).universitiesAlternatives?.find(
        (a) => a.abroad,
      );
    const master = abroadOf("petroleum-engineering", "postgraduate", "es");
    expect(master?.rows.length).toBeGreaterThan(0);
    // one line for the one program, naming every country of the list ("España o Colombia")
    expect(master?.funding).toHaveLength(1);
    expect(master?.funding?.[0]).toMatch(
      /^Una beca para estudiar en .+ a este nivel: «Becas Internacionales .+»; revisa en su convocatoria/,
    );
    for (const row of master?.rows ?? []) expect(master?.funding?.[0]).toContain(row.country);
    // a school leaver's technical program abroad: no program of the catalog funds it; the countries in one sentence
    const leaver = { country: "GT", age: "15-18", education: "secundaria", currentlyStudying: true } as const;
    const technical = universitiesFor(
      career("industrial-maintenance"),
      "technical",
      "GT",
      "en",
      "school",
      leaver,
    ).universitiesAlternatives?.find((a) => a.abroad);
    expect(technical?.rows.length).toBeGreaterThan(1);
    expect(technical?.funding).toHaveLength(1);
    expect(technical?.funding?.[0]).toMatch(
      /^To study in .+ (or|,) .+ we know of no scholarship at this level for people living in Guatemala: ask the institution/,
    );
    // a Honduran graduate: one line per scholarship, its countries together, in the list's order
    const offer = (country: string) =>
      ({ institution: { country }, program: { level: "graduate" } }) as unknown as InstitutionOffer;
    const honduran = { country: "HN", age: "25-35", education: "universitario", currentlyStudying: false } as const;
    const lines = fundingAbroad([offer("MX"), offer("ES"), offer("CO"), offer("HN"), offer("MX")], honduran, "en");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^A scholarship to study in Mexico or Colombia at this level: “OAS Academic Scholarship Program”/,
    );
    expect(lines[1]).toMatch(/^A scholarship to study in Spain at this level: /);
    // without the reader (the compare view), no funding lines
    expect(
      universitiesFor(career("petroleum-engineering"), "postgraduate", "DO", "es").universitiesAlternatives?.find(
        (a) => a.abroad,
      )?.funding,
    ).toBeUndefined();
  });

  it("names the official lists of the route's level: institutos and their registries for a technical route, universities' for a degree", () => {
    const technical = CAREERS.find((c) => c.level === "technical")!;
    const lists = (route: Parameters<typeof universitiesFor>[1], country: Parameters<typeof universitiesFor>[2]) =>
      (universitiesFor(technical, route, country, "es").universitiesRegistry?.registries ?? [])
        .map((r) => r.name)
        .join(" | ");
    // Peru: MINEDU's institutos, not SUNEDU; SUNEDU for universities
    expect(lists("technical", "PE")).toMatch(/Ministerio de Educación/);
    expect(lists("technical", "PE")).not.toMatch(/SUNEDU/);
    expect(lists("degree", "PE")).toMatch(/SUNEDU/);
    // Costa Rica: INA, not CONARE
    expect(lists("technical", "CR")).toMatch(/\(INA\)/);
    expect(lists("technical", "CR")).not.toMatch(/CONARE/);
    // Colombia: SENA beside SNIES
    expect(lists("technical", "CO")).toMatch(/SENA/);
    expect(lists("technical", "CO")).toMatch(/SNIES/);
    // Guatemala: USAC beside CEPS
    expect(lists("degree", "GT")).toMatch(/Universidad de San Carlos/);
    expect(lists("degree", "GT")).toMatch(/CEPS/);
    // one line per registry, each with its address
    for (const r of universitiesFor(technical, "degree", "CR", "en").universitiesRegistry?.registries ?? []) {
      expect(r.name).toMatch(/^Official list: /);
      expect(r.url).toMatch(/^https:\/\//);
    }
  });

  it("tells a Cuban reader that university study is free for Cubans, with Cuban institutions", () => {
    const result = universitiesFor(career("psychology"), "degree", "CU", "es");
    expect(result.universitiesHeading).toBe("Dónde estudiarla en Cuba");
    expect(result.universitiesNote).toMatch(/gratuitos para los cubanos/);
    expect(result.universities.map((u) => u.country)).toEqual(result.universities.map(() => "Cuba"));
    expect(result.universities.map((u) => u.name)).toContain("Universidad de La Habana");
  });

  it("for 'Other', shows institutions abroad and says so", () => {
    const result = universitiesFor(career("medicine"), "degree", "OTHER", "en");
    expect(result.universities.length).toBeGreaterThan(1);
    expect(result.universitiesHeading).toBe("Institutions in other countries that offer this program");
    expect(result.universitiesNote).toMatch(/not on our list/);
    expect(result.universitiesAbroad).toBe(true);
  });
});

describe("scholarships and the plan in the report", () => {
  const company = {
    name: "QuéEstudiar",
    supportEmail: "soporte@example.com",
    supportPhone: "+1 809 000 0000",
    supportHours: { es: "L-V", en: "M-F" },
  } as unknown as CompanyInfo;
  const report = (
    person: { age: string; education: string; country: string; currentlyStudying: boolean | null },
    lang: "es" | "en",
  ) => {
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

  it("a reader in Spain reads the careers' routes in Spain's terms (grado, FP), a reader in Mexico in Latin American ones", () => {
    const spain = report({ age: "15-18", education: "secundaria", country: "ES", currentlyStudying: true }, "es");
    const mexico = report({ age: "15-18", education: "secundaria", country: "MX", currentlyStudying: true }, "es");
    const texts = (r: typeof spain) =>
      r.careers.flatMap((c) => Object.values(c).filter((v): v is string => typeof v === "string")).join(" ");
    expect(texts(spain)).not.toMatch(/Carrera universitaria|carrera universitaria|Programa técnico|programa técnico/);
    expect(texts(mexico)).toMatch(/Carrera universitaria|Programa técnico/);
    expect(texts(spain)).toMatch(/Grado universitario|Ciclo de FP/);
  });

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
    expect(data.scholarships.map((s) => s.name)).not.toContain(
      "Política de Gratuidad en la Matrícula (Matrícula Cero)",
    );
  });

  it("the plan names only programs that fund a level of the routes the report recommends, in every country and stage", () => {
    // A Guatemalan graduate whose three careers are graduate programs was told to check INTECAP's technical training.
    const stages = [
      { age: "15-18", education: "secundaria", currentlyStudying: true },
      { age: "19-24", education: "universitario", currentlyStudying: true },
      { age: "25-35", education: "universitario", currentlyStudying: false },
      { age: "46+", education: "secundaria", currentlyStudying: false },
      { age: "36-45", education: "posgrado", currentlyStudying: false },
    ];
    const pairs: [HollandType, HollandType][] = [
      ["S", "E"],
      ["R", "C"],
      ["I", "A"],
    ];
    const countries = COUNTRY_CODES.filter((c) => c !== "OTHER");
    let named = 0;
    for (const country of countries)
      for (const stage of stages)
        for (const [first, second] of pairs) {
          const assessment = {
            id: "A".repeat(22),
            fullName: "Ana Pérez",
            email: "ana@example.com",
            ...stage,
            country,
            language: "es",
            responses: buildResponses(first, second),
            scores: {},
            hollandCode: "",
            isPaid: true,
          } as unknown as Assessment;
          const data = buildReport(assessment, {
            lang: "es",
            company,
            publicUrl: "https://example.com",
            now: new Date("2026-11-01"),
          });
          const levels = new Set<RouteLevel>(
            guidanceOf(assessment).guidance.top.map((m) => {
              const level = levelOfRoute(m.route.route);
              return level === "graduate" ? "postgraduate" : level === "technical" ? "technical" : "undergraduate";
            }),
          );
          const reader = {
            country,
            age: stage.age,
            education: stage.education,
            currentlyStudying: stage.currentlyStudying,
          } as never;
          const planText = data.plan.horizons.flatMap((h) => h.items).join(" ");
          for (const s of SCHOLARSHIPS) {
            if (!planText.includes(s.name.es)) continue;
            named += 1;
            const funds = fundedLevels(s, reader).filter((l) => levels.has(l as RouteLevel));
            expect(
              funds,
              `${country} ${stage.age} ${stage.education} ${first}${second}: "${s.name.es}" (${[...levels].join(", ")})`,
            ).not.toEqual([]);
          }
        }
    expect(named).toBeGreaterThan(100);
  });

  it("a reader in Spain gets Spain's terms in the plan", () => {
    const data = report({ age: "15-18", education: "secundaria", country: "ES", currentlyStudying: true }, "es");
    expect(data.country).toBe("ES");
    expect(data.plan.stageLabel).toBe("Plan para quien termina el Bachillerato y elige su primer grado");
  });
});
