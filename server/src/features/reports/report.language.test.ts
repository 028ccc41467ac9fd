import { describe, expect, it } from "vitest";
import { AGE_RANGES, type AgeRange, type EducationLevel } from "@shared/assessment/constants";
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { britishSpellingsIn } from "@shared/i18n/british-spellings";
import { forReader } from "@shared/i18n/spain";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import type { CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment, StoredResponse } from "@shared/schema/index";
import { PERSONAS, type Persona } from "../../../../scripts/eval-guidance/personas";
import { responsesOf } from "../../../../scripts/eval-guidance";
import { QUESTION_SETS } from "@shared/content/question-bank";
import { choicesForScores } from "../careers/simulation.model";
import { loadReportFonts } from "../../lib/fonts";
import { pdfText } from "../../testing/pdf-text";
import { asWritten, buildReport, reportScholarship, type ReportData } from "./report.model";
import { renderReportPdf } from "./report.pdf";
import type { EligibleScholarship } from "./scholarships.model";
import { STUDY_SYSTEMS } from "@shared/content/study-systems";
import { CATALOG } from "@shared/content/programs/index";

/**
 * The report's language as a class (DECISIONS.md 29): texts about the person by name are in the
 * third person, the family page fits the reader's age, providers are named in the reader's
 * language, names of programs read with their article, and the English is US English.
 */

const company = {
  name: "QuéEstudiar",
  address: "Av. Winston Churchill 1099, Santo Domingo",
  supportEmail: "soporte@queestudiar.com",
  supportPhone: "+1 809 555 0100",
  supportHours: { es: "lunes a viernes, 9:00 a 18:00", en: "Monday to Friday, 9 am to 6 pm" },
};

function assessment(
  responses: StoredResponse[],
  reader: {
    fullName: string;
    age: AgeRange;
    education: EducationLevel;
    country: CountryCode;
    studying?: boolean | null;
  },
): Assessment {
  return {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    submissionId: null,
    userId: null,
    fullName: reader.fullName,
    email: "reader@example.com",
    age: reader.age,
    education: reader.education,
    country: reader.country,
    language: "es",
    isPrepaid: false,
    responses,
    scores: {},
    hollandCode: "",
    isPaid: true,
    paidAt: new Date("2026-11-20T12:00:00Z"),
    createdAt: new Date("2026-11-20T12:00:00Z"),
    completedAt: new Date("2026-11-20T12:00:00Z"),
    ...(reader.studying !== undefined ? { currentlyStudying: reader.studying } : {}),
  } as unknown as Assessment;
}

function responsesForScores(scores: Record<HollandType, number>): StoredResponse[] {
  return choicesForScores(scores).map((c, i) => {
    const set = QUESTION_SETS[i]!;
    return {
      questionSet: set.id,
      liked: set.activities.find((a) => a.type === c.liked)!.id,
      disliked: set.activities.find((a) => a.type === c.disliked)!.id,
    };
  });
}

function report(a: Assessment, lang: Lang): ReportData {
  return buildReport(a, { lang, company, publicUrl: "https://queestudiar.com", now: new Date("2026-11-20T12:00:00Z") });
}

/**
 * Every text of a value, depth first, without identifiers, addresses and institutions' official
 * program names ("MSc Counselling Studies" is a British university's own name).
 */
const NOT_TEXT = new Set(["id", "assessmentId", "url", "website", "resultsUrl", "program", "band"]);
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (NOT_TEXT.has(key) ? [] : stringsOf(item)));
  return [];
}

/** Second-person forms: tú and its pronouns and enclitics (expresarte, conocerte, decidirte), or you. */
const SECOND_PERSON: Record<Lang, RegExp> = {
  es: /(?<!\p{L})(?!(?:a?parte|fuerte|suerte|muerte|inerte|baluarte|estandarte)(?!\p{L}))(?:te|tu|tus|ti|tú|contigo|tuy[oa]s?|\p{L}+(?:ar|er|ir|ár|ér|ír)te)(?!\p{L})/iu,
  en: /\b(?:you|your|yours|yourself|yourselves)\b/i,
};

/** The sentences of a text that mention the name. */
function sentencesWith(text: string, name: string): string[] {
  return text.split(/(?<=[.!?:;])\s+/).filter((s) => s.includes(name));
}

describe("texts about the person by name are in the third person", () => {
  const names: Record<Lang, string> = { es: "Valentina", en: "Paola" };
  // Every type comes first and second once: its plain words appear as the subject's interests.
  const pairs = HOLLAND_TYPES.flatMap((first) =>
    HOLLAND_TYPES.filter((second) => second !== first).map((second) => [first, second] as const),
  );
  const scoresOf = (first: HollandType, second: HollandType) => {
    const rest = HOLLAND_TYPES.filter((t) => t !== first && t !== second);
    return { ...Object.fromEntries(rest.map((t, i) => [t, i === 0 ? -3 : -4])), [first]: 9, [second]: 6 } as Record<
      HollandType,
      number
    >;
  };

  it.each(["es", "en"] as const)("the parents' page (%s), for every pair of main types and every age", (lang) => {
    const offenders: string[] = [];
    for (const [first, second] of pairs)
      for (const age of AGE_RANGES) {
        const name = names[lang];
        const data = report(
          assessment(responsesForScores(scoresOf(first, second)), {
            fullName: `${name} Gómez`,
            age,
            education: age === "15-18" ? "secundaria" : "universitario",
            country: "MX",
          }),
          lang,
        );
        for (const text of stringsOf(data.guidance.parents))
          for (const sentence of sentencesWith(text, name))
            if (SECOND_PERSON[lang].test(sentence)) offenders.push(`${first}${second} ${age}: ${sentence}`);
      }
    expect([...new Set(offenders.map((o) => o.replace(/^\w+ \S+: /, "")))]).toEqual([]);
  });

  it.each(["es", "en"] as const)("the third-person words of every type (%s) have no second person", (lang) => {
    for (const letter of HOLLAND_TYPES) {
      const plain = translate(lang, `guidance.plain3.${letter}` as MessageKey);
      expect(plain).not.toMatch(SECOND_PERSON[lang]);
      expect(plain).not.toBe(`guidance.plain3.${letter}`);
    }
  });

  it.each(["es", "en"] as const)("the family page (%s) speaks of the person in the third person", (lang) => {
    const name = names[lang];
    const keys = [
      "family.pageTitle",
      "family.heading",
      "family.intro",
      "family.means",
      "family.traitsTitle",
      "family.placesTitle",
      "family.reportTitle",
      "family.report1",
      "family.report2",
      "family.report3",
      "family.back",
    ] as const;
    for (const key of keys) {
      const text = translate(lang, key, { name, primary: "Artístico", secondary: "Social" });
      for (const sentence of sentencesWith(text, name)) expect(sentence).not.toMatch(SECOND_PERSON[lang]);
      if (key === "family.means" || key.startsWith("family.report")) expect(text).not.toMatch(SECOND_PERSON[lang]);
    }
  });
});

describe("the family page is written for the reader's age", () => {
  const minorFraming: Record<Lang, RegExp> = { es: /la decisión es de/i, en: /the decision is \w+'s/i };
  const pageOf = (age: AgeRange, lang: Lang) =>
    report(
      assessment(responsesForScores({ R: -4, I: 1, A: 8, S: 6, E: -5, C: -6 }), {
        fullName: "John Miller",
        age,
        education: age === "15-18" || age === "19-24" ? "secundaria" : "universitario",
        country: "US",
      }),
      lang,
    ).guidance.parents;

  it.each(["es", "en"] as const)("a minor's family talks it over with them; the decision is theirs (%s)", (lang) => {
    const page = pageOf("15-18", lang);
    expect(stringsOf(page).join(" ")).toMatch(minorFraming[lang]);
  });

  it.each(
    (["es", "en"] as const).flatMap((lang) => (["25-35", "36-45", "46+"] as const).map((age) => [age, lang] as const)),
  )("an adult of %s (%s) decides; the family supports, with no framing for a minor", (age, lang) => {
    const page = pageOf(age, lang);
    const text = stringsOf(page).join(" ");
    expect(text).not.toMatch(minorFraming[lang]);
    expect(text).not.toMatch(
      lang === "es" ? /sin presión|leer juntos|colegio/i : /without pressure|read together|school/i,
    );
    expect(text).toMatch(lang === "es" ? /apoy/i : /support/i);
    expect(page.next.at(-1)).toMatch(lang === "es" ? /^John decide/ : /^John decides/);
  });

  it.each(["es", "en"] as const)("a young adult of 19-24 (%s) reads a page in between", (lang) => {
    const young = pageOf("19-24", lang);
    const minor = pageOf("15-18", lang);
    const adult = pageOf("46+", lang);
    const text = stringsOf(young).join(" ");
    expect(text).not.toMatch(minorFraming[lang]);
    expect(young.next).not.toEqual(minor.next);
    expect(young.next).not.toEqual(adult.next);
    expect(young.intro).not.toEqual(adult.intro);
  });
});

describe("providers are named in the reader's language", () => {
  const graduate = assessment(responsesForScores({ R: -4, I: 9, A: -3, S: -4, E: -4, C: 6 }), {
    fullName: "Paola Ríos",
    age: "25-35",
    education: "universitario",
    country: "MX",
    studying: false,
  });

  const shown = (id: string, lang: Lang) =>
    reportScholarship(
      {
        scholarship: SCHOLARSHIPS.find((s) => s.id === id)!,
        qualification: "check",
        uncertain: [],
      } as EligibleScholarship,
      { country: "MX", age: "25-35", education: "universitario", currentlyStudying: false },
      lang,
    ).provider;

  it("an English report names DAAD and the OAS in English", () => {
    expect(shown("daad", "en")).toBe("German Academic Exchange Service (DAAD)");
    expect(shown("oas-academic-scholarships", "en")).toBe("Organization of American States (OAS)");
    expect(shown("italy-maeci", "en")).toBe(
      "Italian Ministry of Foreign Affairs and International Cooperation (MAECI)",
    );
  });

  it("a Spanish report names them in Spanish", () => {
    expect(shown("daad", "es")).toBe("Servicio Alemán de Intercambio Académico (DAAD)");
    expect(shown("oas-academic-scholarships", "es")).toBe("Organización de los Estados Americanos (OEA)");
    expect(shown("us-federal-pell-grant", "es")).toBe("Departamento de Educación de EE. UU. (Federal Student Aid)");
  });

  it("the PDF prints the provider as written, never in capitals", async () => {
    const data = report(graduate, "en");
    const { text } = await pdfText(await renderReportPdf(data, loadReportFonts()));
    expect(text).toContain("Organization of American States (OAS)");
    expect(text).not.toContain("ORGANIZATION OF AMERICAN STATES");
  });

  it("no English provider name is written in Spanish (ministries, agencies, countries)", () => {
    const spanish =
      /\b(?:Ministerio|Secretaría|Servicio|Agencia|Gobierno|Coordinación|Comisión|Consejo|Organización|Programa Nacional|Universidades (?:nacionales|públicas)|Fundación Estatal|a través de|con fondos|República Dominicana|México|Perú|Panamá|España|Países Bajos|Alemania|Italia|Haití|Brasil|y los|y las|y patrocinadores)\b/;
    const offenders = SCHOLARSHIPS.map((s) => s.provider.en as unknown).filter(
      (p) => typeof p !== "string" || spanish.test(p),
    );
    expect(offenders).toEqual([]);
  });
});

describe("names of programs read with their article", () => {
  // Readers who are told to check, apply for or prepare for named programs at every stage.
  const readers = [
    { age: "25-35", education: "universitario", country: "MX", studying: false },
    { age: "36-45", education: "universitario", country: "CO", studying: false },
    { age: "46+", education: "posgrado", country: "PE", studying: false },
    { age: "15-18", education: "secundaria", country: "PE", studying: true },
    { age: "19-24", education: "universitario", country: "DO", studying: true },
    { age: "25-35", education: "tecnico", country: "US", studying: false },
  ] as const;

  /** "of OAS Academic Scholarship Program", "for Federal Pell Grant": a name of a program with no article. */
  const bare: Record<Lang, RegExp> = {
    en: /\b(?:of|for|in)\s+(?!the\b|a\b|an\b|these\b|those\b|each\b|every\b|your\b|their\b|its\b)(?:[A-Z][\w'’-]*\s+){1,6}(?:Programs?|Scholarships?|Grants?|Loans?|Fellowships?)\b/,
    es: /\b(?:requisitos|solicitud|Solicita)\s+(?:de|para)?\s*(?!la\b|las\b|el\b|los\b|estas\b|estos\b)(?:Becas?|Programa|Préstamos?|Créditos?)\b/,
  };

  it.each(["es", "en"] as const)("in the %s report's study plan and texts", (lang) => {
    const offenders: string[] = [];
    for (const r of readers)
      for (const scores of [
        { R: -4, I: 9, A: -3, S: -4, E: -4, C: 6 },
        { R: -6, I: -3, A: 9, S: 6, E: -3, C: -3 },
      ]) {
        const data = report(
          assessment(responsesForScores(scores), {
            fullName: "Paola Ríos",
            age: r.age,
            education: r.education,
            country: r.country,
            studying: r.studying,
          }),
          lang,
        );
        // Providers are official names ("… Institute of Educational Loans …"), not sentences.
        const providers = new Set(data.scholarships.map((s) => s.provider));
        for (const text of stringsOf(data)) if (!providers.has(text) && bare[lang].test(text)) offenders.push(text);
      }
    expect([...new Set(offenders)]).toEqual([]);
  });
});

const OFFICIAL_NAMES = Object.values(STUDY_SYSTEMS).flatMap((system) => system.registries.map((r) => r.name));
/** Institutions' and programs' names, quoted as they write them ("Centre québécois …", "BA (Hons) Textile Design"). */
const CATALOG_NAMES = new Set(
  CATALOG.flatMap((part) => [...part.institutions.map((u) => u.name), ...part.programs.map((p) => p.name)]),
);

describe("the English report is US English", () => {
  const personas = PERSONAS.filter((_, i) => i % 3 === 0);

  it(`no string of the English report of ${personas.length} evaluation personas has a British spelling`, () => {
    const offenders = new Set<string>();
    for (const p of personas as Persona[]) {
      const { responses } = responsesOf(p);
      const data = report(
        assessment(responses, {
          fullName: "Paola Ríos",
          age: p.age,
          education: p.education,
          country: p.country,
          studying: p.currentlyStudying,
        }),
        "en",
      );
      for (const text of stringsOf(data)) {
        if (CATALOG_NAMES.has(text)) continue;
        // official names of registries are quoted as their publishers write them ("… officially recognised (GOV.UK)")
        const own = OFFICIAL_NAMES.reduce((t, name) => t.split(name).join(""), text);
        for (const word of britishSpellingsIn(own)) offenders.add(`${p.id}: ${word} in "${text.slice(0, 80)}"`);
      }
    }
    expect([...offenders]).toEqual([]);
  });
});

/** The "Programa: … · 8 semestres" lines of the institutions a report lists. */
function programLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(programLines);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      key === "program" && typeof item === "string" ? [item] : programLines(item),
    );
  return [];
}

describe("a program's stated length reads in the reader's language", () => {
  // registries and institutions state lengths in their own language ("8 semestres", "3 ans", "6 Semester", "4 years")
  const foreign: Record<Lang, RegExp> = {
    en: / · \d+(?:[.,]\d+)?(?:-\d+)? (semestres?|años?|anos?|meses|mes|ans|Semester|jaar|anni|mois|trimestres|cuatrimestres|periodos)\b/,
    es: / · \d+(?:[.,]\d+)?(?:-\d+)? (years?|semesters?|months?|ans|Semester|jaar|anni|anos?|mois)\b/,
  };
  const cases = PERSONAS.flatMap((p) =>
    (["CO", "US", "BR", "FR", "DE", "IT", "NL", "ES", "CA"] as const).map((country) => ({ p, country })),
  ).filter((_, i) => i % 7 === 0);

  it.each(["en", "es"] as const)("in %s, no listed program gives its length in another language", (lang) => {
    const offenders = new Set<string>();
    for (const { p, country } of cases) {
      const { responses } = responsesOf(p);
      const data = report(
        assessment(responses, {
          fullName: "Paola Ríos",
          age: p.age,
          education: p.education,
          country,
          studying: p.currentlyStudying,
        }),
        lang,
      );
      for (const text of programLines(data)) if (foreign[lang].test(text)) offenders.add(`${country}: ${text}`);
    }
    expect([...offenders]).toEqual([]);
  });
});

describe("school certificates and degrees are named as the reader's country names them", () => {
  // "bachiller" is the secondary-school diploma in Colombia or Venezuela, and a university degree in
  // Peru (grado de bachiller), Puerto Rico (bachillerato) or Brazil (bacharel); Mexico, Chile and Argentina
  // have their own names for the diploma
  const adult = PERSONAS.find((p) => p.id === "es-restaurant-changer")!;
  const texts = (country: CountryCode) => {
    const data = report(
      assessment(responsesOf(adult).responses, {
        fullName: "Rosa Díaz",
        age: "46+",
        education: "secundaria",
        country,
        studying: false,
      }),
      "es",
    );
    return stringsOf(data).join("\n");
  };
  it.each([
    ["PE", "certificado de estudios de secundaria"],
    ["PR", "diploma de escuela superior"],
    ["BR", "certificado de enseñanza media"],
    ["MX", "certificado de bachillerato"],
    ["CL", "licencia de enseñanza media"],
    ["AR", "título secundario"],
    ["US", "diploma de escuela secundaria"],
  ] as const)("a reader in %s is asked for their %s, never a 'título de bachiller'", (country, name) => {
    const text = texts(country);
    expect(text).toContain(name);
    expect(text).not.toMatch(/título de bachiller/);
  });

  it("where the diploma is the bachiller's, it stays so", () => {
    for (const country of ["CO", "VE", "EC", "DO", "BO"] as const)
      expect(texts(country)).toContain("título de bachiller");
  });

  it("in Puerto Rico a bachillerato is the university degree, never the secondary school", () => {
    const text = texts("PR");
    expect(text).not.toMatch(/bachillerato o secundaria completa/);
    expect(text).not.toMatch(/licenciatura o grado universitario/);
  });
});

/** The texts a report words for its reader: all but names, addresses and citations (asWritten). */
function readerTexts(value: unknown, parent = ""): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => readerTexts(item, parent));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (asWritten(key, parent) ? [] : readerTexts(item, key)));
  return [];
}

describe("every section reads in the reader's country's words", () => {
  // the careers' own texts (what the career is, what you study, where you work) as well as the templates:
  // "Traducción asistida por computador" is not how a reader in Spain, or in Mexico, says it
  it.each([["ES"], ["MX"], ["AR"], ["PE"]] as const)(
    "a reader in %s: no text of the report is left in another country's words",
    (country) => {
      const offenders = new Set<string>();
      for (const p of PERSONAS as Persona[]) {
        const data = report(
          assessment(responsesOf(p).responses, {
            fullName: "Lucía Martín",
            age: p.age,
            education: p.education,
            country,
            studying: p.currentlyStudying,
          }),
          "es",
        );
        for (const text of readerTexts(data))
          if (forReader(text, "es", country) !== text) offenders.add(`${p.id}: "${text.slice(0, 90)}"`);
      }
      expect([...offenders].slice(0, 10)).toEqual([]);
    },
  );
});
