import { CAREERS } from "@shared/content/careers";
import type { Localized, Program, ProgramLevel } from "@shared/content/types";
import type { CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import { numberLocale } from "@shared/i18n/number-format";
import { maxYears, minYears } from "../careers/stage.model";
import { programsAt } from "./institutions.model";
import { afterStudyIn, durationFor } from "./study-system.model";

/**
 * How long a career takes at one level in the reader's country, as the country states it (pure: no
 * I/O). In order:
 * 1. the lengths the country's own program rows state for that career and level (the catalog's
 *    sourced rows: "Grado en Veterinaria · 5 años", "10 semestres"), as a range in years;
 * 2. the country's usual length for the level (shared/content/study-systems.ts: Spain's grados 4 años,
 *    medicine 6), when the table gives it as a plain figure and the career's own length does not already
 *    fall within it. Professional degrees whose length is regulated apart (dentistry, pharmacy, law,
 *    veterinary medicine, architecture) never take the level's usual length: a country's grado may be 4
 *    years while its dentistry is 5;
 * 3. otherwise undefined: the career's own length stands.
 */

/** Units a program row states its length in, as years per unit. Terms whose count per year varies
 * (cuatrimestres, trimestres, periodos, weeks, hours) are not read. */
const UNITS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(años?|anos?|years?|ans?|ann[io]|jaar|jahre?)$/i, 1],
  [/^(semestres?|semesters?)( académicos)?$/i, 0.5],
  [/^(meses|mes|months?|mois|mes[ei]|maanden|maand|monate?)$/i, 1 / 12],
];

const FIGURE = String.raw`(\d+(?:[.,]\d+)?)`;
/** "4 años", "18 meses", "1,5 ano" */
const ONE = new RegExp(String.raw`^${FIGURE}\s+(\p{L}+)$`, "u");
/** "2-3 años", "3 or 4 years", "1 à 2 ans", "2 a 3 años", "2 oder 3 Jahre", "6 bzw. 7 Semester" */
const RANGE = new RegExp(
  String.raw`^${FIGURE}\s*(?:-|–|a|à|o|ó|or|ou|oder|of|to|bis|tot|bzw\.)\s*${FIGURE}\s+(\p{L}+)$`,
  "u",
);
/** "2 años y 4 meses", "12 Semester und 3 Monate" */
const SUM = new RegExp(String.raw`^${FIGURE}\s+(\p{L}+)\s+(?:y|e|and|et|und|en)\s+${FIGURE}\s+(\p{L}+)$`, "u");
/** "2 años y medio", "3 anos e meio" */
const AND_A_HALF = new RegExp(
  String.raw`^${FIGURE}\s+(\p{L}+)\s+(?:y|e|et|und|en)\s+(?:medio|meio|demi|halb|half)$`,
  "u",
);

const count = (figure: string) => Number(figure.replace(",", "."));
const perUnit = (unit: string) => UNITS.find(([pattern]) => pattern.test(unit))?.[1];
/** To the nearest half year, as the route cards show lengths. */
const halfYears = (years: number) => Math.round(years * 2) / 2;

/**
 * The length a program row states, in years, as a range ("10 semestres" → [5, 5], "1,5 ano (3 semestres)" → [1.5, 1.5],
 * "2-3 años" → [2, 3], "2 años y 4 meses" → [2.5, 2.5]); undefined when unclear.
 */
export function programYears(duration: string | undefined): readonly [min: number, max: number] | undefined {
  if (!duration) return undefined;
  const text = duration.replace(/\s*\([^)]*\)\s*$/, "").trim();
  const one = ONE.exec(text);
  if (one) {
    const unit = perUnit(one[2]!);
    const years = unit && count(one[1]!) * unit;
    return years && years > 0 ? [halfYears(years), halfYears(years)] : undefined;
  }
  const range = RANGE.exec(text);
  if (range) {
    const unit = perUnit(range[3]!);
    const [min, max] = [count(range[1]!), count(range[2]!)];
    return unit && min > 0 && max > min ? [halfYears(min * unit), halfYears(max * unit)] : undefined;
  }
  const sum = SUM.exec(text);
  if (sum) {
    const [first, second] = [perUnit(sum[2]!), perUnit(sum[4]!)];
    // the larger unit first: "2 años y 4 meses", never "4 meses y 2 años"
    if (!first || !second || second >= first) return undefined;
    const years = count(sum[1]!) * first + count(sum[3]!) * second;
    return years > 0 ? [halfYears(years), halfYears(years)] : undefined;
  }
  const half = AND_A_HALF.exec(text);
  if (half && perUnit(half[2]!) === 1) {
    const years = count(half[1]!) + 0.5;
    return [years, years];
  }
  return undefined;
}

/** Units of a stated length, as each language writes them (singular, plural). */
const SHOWN_UNITS: ReadonlyArray<readonly [RegExp, Record<Lang, readonly [string, string]>]> = [
  [/^(años?|anos?|years?|ans?|ann[io]|jaar|jahre?)$/i, { es: ["año", "años"], en: ["year", "years"] }],
  [
    /^(semestres?|semesters?|semester)( académicos)?$/i,
    { es: ["semestre", "semestres"], en: ["semester", "semesters"] },
  ],
  [
    /^summer sessions?$/i,
    { es: ["sesión de verano", "sesiones de verano"], en: ["summer session", "summer sessions"] },
  ],
  [
    /^wintersemester$/i,
    { es: ["semestre de invierno", "semestres de invierno"], en: ["winter semester", "winter semesters"] },
  ],
  [/^(meses|mes|months?|mois|mes[ei]|maanden|maand|monate?)$/i, { es: ["mes", "meses"], en: ["month", "months"] }],
  [/^(trimestres?|trimesters?)$/i, { es: ["trimestre", "trimestres"], en: ["trimester", "trimesters"] }],
  [/^(cuatrimestres?)$/i, { es: ["cuatrimestre", "cuatrimestres"], en: ["four-month term", "four-month terms"] }],
  [/^(periodos?|períodos?|terms?)$/i, { es: ["periodo", "periodos"], en: ["term", "terms"] }],
  [/^(semanas?|weeks?|semaines?)$/i, { es: ["semana", "semanas"], en: ["week", "weeks"] }],
  [/^(horas?|hours?|heures?)$/i, { es: ["hora", "horas"], en: ["hour", "hours"] }],
];

/**
 * A program row's stated length in the reader's language: registries and institutions write it in
 * their own ("8 semestres", "3 ans", "6 Semester", "4 years", "2 à 3 ans", "1,5 ano (3 semestres)"). A
 * length with more to it than figures and units ("2 years part-time (3 years full-time)") is shown as written.
 */
export function programLength(duration: string, lang: Lang): string {
  // "2 años (diurna); 3 años (nocturna)": one length per schedule, each read alone
  const parts = duration.split(/\s*;\s*/);
  if (parts.length > 1) {
    const read = parts.map((part) => oneLength(part, lang));
    return read.every((part): part is string => part !== undefined) ? read.join("; ") : duration;
  }
  return oneLength(duration, lang) ?? duration;
}

/** One stated length in the reader's language; undefined when it is anything the catalog does not write. */
function oneLength(duration: string, lang: Lang): string | undefined {
  const text = duration.trim();
  // "1,5 ano (3 semestres)": both lengths; "2 jaar (deeltijd)": a length and how it is studied
  const both = /^([^()]+?)\s*\(([^()]+)\)$/.exec(text);
  if (both) {
    const first = lengthWith(both[1]!, lang);
    const second = lengthWith(both[2]!, lang) ?? qualifier(both[2]!, lang);
    return first && second ? `${first} (${second})` : undefined;
  }
  // "3 ans après une classe préparatoire": a length and what comes before it
  const after = /^(.+?)\s+((?:après|after|nach|después de|tras)\s.+)$/iu.exec(text);
  if (after) {
    const [first, second] = [simpleLength(after[1]!, lang), qualifier(after[2]!, lang)];
    if (first && second) return `${first} ${second}`;
  }
  return lengthWith(text, lang);
}

/**
 * What a row says beside its length, in the reader's language: how the program is studied or what
 * it follows. Only the phrases the catalog uses; any other is shown as written.
 */
const QUALIFIERS: ReadonlyArray<readonly [RegExp, Localized]> = [
  [/^(part-time|deeltijd|teilzeit|à temps partiel)$/i, { es: "a tiempo parcial", en: "part-time" }],
  [/^(full-time|voltijd|vollzeit|à temps plein)$/i, { es: "a tiempo completo", en: "full-time" }],
  [/^extended full-time$/i, { es: "a tiempo completo, en un plan extendido", en: "extended full-time" }],
  [/^work-based$/i, { es: "en el trabajo", en: "work-based" }],
  [/^with placement$/i, { es: "con un año de prácticas", en: "with a work placement" }],
  [/^post-diploma$/i, { es: "tras un diploma", en: "after a diploma" }],
  [/^apprenticeship$/i, { es: "como aprendiz (apprenticeship)", en: "apprenticeship" }],
  [/^after a BSW$/i, { es: "tras un BSW, la licenciatura en trabajo social", en: "after a BSW" }],
  [/^première année de master$/i, { es: "primer año de máster", en: "first year of a master's" }],
  [/^after the HNC$/i, { es: "tras el HNC", en: "after the HNC" }],
  [/^más prácticas profesionales$/i, { es: "más prácticas profesionales", en: "plus professional practice" }],
  [/^diurna$/i, { es: "diurna", en: "daytime" }],
  [/^nocturna$/i, { es: "nocturna", en: "evening" }],
  [/^single or double degree$/i, { es: "título simple o doble", en: "single or double degree" }],
  [/^with an extra-mural year$/i, { es: "con un año fuera de la universidad", en: "with an extra-mural year" }],
  [/^(mínimo e máximo|mínimo y máximo)$/i, { es: "mínimo y máximo", en: "minimum and maximum" }],
  [
    /^full-time, by study plan$/i,
    { es: "a tiempo completo, según el plan de estudios", en: "full-time, by study plan" },
  ],
  [
    /^after prior university studies$/i,
    { es: "tras estudios universitarios previos", en: "after prior university studies" },
  ],
  [/^integrado ao ensino médio$/i, { es: "integrado a la secundaria", en: "combined with secondary school" }],
  [
    /^après une classe préparatoire$/i,
    {
      es: "tras las clases preparatorias (classes préparatoires)",
      en: "after preparatory classes (classes préparatoires)",
    },
  ],
  [
    /^après un bac\+2$/i,
    { es: "tras dos años de estudios superiores (bac+2)", en: "after two years of higher education (bac+2)" },
  ],
];

function qualifier(text: string, lang: Lang): string | undefined {
  return QUALIFIERS.find(([pattern]) => pattern.test(text.trim()))?.[1][lang];
}

/** A simple length, or one followed by how it is studied ("6 years part-time"); undefined otherwise. */
function lengthWith(text: string, lang: Lang): string | undefined {
  const simple = simpleLength(text, lang);
  if (simple) return simple;
  // "12 Semester und 3 Monate": two lengths joined
  const joined = /^(.+?)\s+(?:und|y|and|et|e)\s+(.+)$/u.exec(text.trim());
  if (joined) {
    const [a, b] = [simpleLength(joined[1]!, lang), simpleLength(joined[2]!, lang)];
    if (a && b) return `${a} ${lang === "es" ? "y" : "and"} ${b}`;
  }
  const studied = /^(\d+(?:[.,]\d+)?(?:\s*(?:-|–|à|a|or|o)\s*\d+(?:[.,]\d+)?)?\s+\p{L}+)\s+(.+)$/u.exec(text.trim());
  if (!studied) return undefined;
  const [first, second] = [simpleLength(studied[1]!, lang), qualifier(studied[2]!, lang)];
  return first && second ? `${first} ${second}` : undefined;
}

/** A figure (or two) and a unit in the reader's language; undefined when the text is anything else. */
function simpleLength(duration: string, lang: Lang): string | undefined {
  const plain = duration
    .trim()
    // "1 470 heures": a thousands space
    .replace(/^(\d{1,3}) (\d{3})(?!\d)/, (_all, thousands: string, rest: string) => thousands + rest)
    // "2 años y medio": and a half
    .replace(
      /^(\d+) (\p{L}+) (?:y medio|e meio|and a half|et demi)$/u,
      (_all, whole: string, unit: string) => `${whole},5 ${unit}`,
    );
  const match =
    /^(\d+(?:[.,]\d+)?)(?:\s*(-|–|à|a|or|o|ó|ou|oder|of|bzw\.)\s*(\d+(?:[.,]\d+)?))?\s+(\p{L}+(?:[- ]\p{L}+)?)$/u.exec(
      plain,
    );
  if (!match) return undefined;
  const unit = SHOWN_UNITS.find(([pattern]) => pattern.test(match[4]!));
  if (!unit) return undefined;
  const figure = (n: string) => {
    const value = Number(n.replace(",", "."));
    // 1470 in Spanish (four figures take no separator), 1,470 in English
    return lang === "es"
      ? String(value).replace(".", ",")
      : value >= 1000
        ? value.toLocaleString("en-US")
        : String(value);
  };
  const [one, many] = unit[1][lang];
  const last = match[3] ?? match[1]!;
  const words = Number(last.replace(",", ".")) === 1 ? one : many;
  if (!match[3]) return `${figure(match[1]!)} ${words}`;
  // "3 or 4 years", "2 oder 3 Jahre", "6 bzw. 7 Semester": either length, not every length between
  const either = ["or", "o", "ó", "ou", "oder", "of", "bzw."].includes(match[2] ?? "");
  return `${figure(match[1]!)}${either ? (lang === "es" ? " o " : " or ") : "-"}${figure(match[3])} ${words}`;
}

function formatYears(min: number, max: number): Localized {
  const es = (n: number) => String(n).replace(".", ",");
  const range = (f: (n: number) => string) => (min === max ? f(min) : `${f(min)}-${f(max)}`);
  const one = min === max && min === 1;
  return { es: `${range(es)} ${one ? "año" : "años"}`, en: `${range(String)} ${one ? "year" : "years"}` };
}

/** The range of years in a length text ("4-5 years" → [4, 5], "2.5 years" → [2.5, 2.5]); undefined when it is not a plain figure. */
export function plainYears(duration: Localized): [number, number] | undefined {
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? years?$/.exec(duration.en);
  if (!match) return undefined;
  const min = Number(match[1]);
  return [min, match[2] ? Number(match[2]) : min];
}

/** The years the rows state, as one range; undefined when no row states a length that reads clearly. */
export function statedLength(programs: readonly Pick<Program, "duration">[]): Localized | undefined {
  const years = programs.map((p) => programYears(p.duration)).filter((y) => y !== undefined);
  if (years.length === 0) return undefined;
  return formatYears(Math.min(...years.map(([min]) => min)), Math.max(...years.map(([, max]) => max)));
}

/** The shortest first degree anywhere on the list (a 3-year bachelor's in the United Kingdom, France or Italy). */
const MIN_FIRST_DEGREE = 3;

/** Doctoral programs, by their name in the catalog's languages. */
const DOCTORATE = /^(doctorado|doctorat|dottorato|doutorado|doctor of|ph\.?\s?d|promotion)\b/i;

/** Careers whose first degree the countries regulate apart from their other degrees (see 2. above). */
const REGULATED_APART: ReadonlySet<string> = new Set([
  "dentistry",
  "pharmacy",
  "law",
  "veterinary-medicine",
  "architecture",
]);

/**
 * The length of `career` at `level` in `country`, as the country states it, or undefined when the
 * career's own length should stand (see the rules at the top of this file).
 */
export function countryLength(
  career: { id: string; duration: Localized },
  country: CountryCode,
  level: ProgramLevel,
): Localized | undefined {
  if (country === "OTHER") return undefined;
  const key = `${country}|${career.id}|${level}|${career.duration.en}`;
  if (!MEMO.has(key)) MEMO.set(key, lengthOf(career, country, level));
  return MEMO.get(key);
}

/** Lengths already worked out (the catalog is static: a few thousand keys at most). */
const MEMO = new Map<string, Localized | undefined>();

function lengthOf(
  career: { id: string; duration: Localized },
  country: Exclude<CountryCode, "OTHER">,
  level: ProgramLevel,
): Localized | undefined {
  // a doctorate is a graduate program, but not the route a graduate's card leads with: its years would
  // stretch "especialización or maestría, 1-2 years" to 1-4
  // and a first degree of under three years is a completion cycle after a technical one (Colombia's
  // ciclos propedéuticos: "Ingeniería Electromecánica, 4 semestres"), not the degree's length
  const programs = programsAt(career.id, country, level).filter(
    (program) =>
      (level !== "graduate" || !DOCTORATE.test(program.name)) &&
      (level !== "bachelor" || (programYears(program.duration)?.[1] ?? MIN_FIRST_DEGREE) >= MIN_FIRST_DEGREE),
  );
  // a profession entered after university study (the United States: medicine, law, dentistry, pharmacy,
  // veterinary medicine): the years to the professional degree, not the professional school's (which the
  // rows state) nor the career's own length as a first degree
  const afterDegree = level === "bachelor" ? afterStudyIn(country, career.id)?.years : undefined;
  if (afterDegree) return formatYears(afterDegree[0], afterDegree[1]);
  const stated = statedLength(programs);
  if (stated) return stated;
  if (REGULATED_APART.has(career.id)) return undefined;
  const usual = durationFor(country, level, career.id);
  const usualYears = usual && plainYears(usual);
  if (!usual || !usualYears) return undefined;
  const own = plainYears(career.duration);
  if (own && own[0] >= usualYears[0] && own[1] <= usualYears[1]) return undefined;
  return usual;
}

/**
 * Where `country` enters the career only after university study (study-systems `afterStudy`), the
 * professional program's own length, which a graduate studies ("3 años" for law in the United States).
 */
export function professionalLength(careerId: string, country: CountryCode): Localized | undefined {
  const entry = country === "OTHER" ? undefined : afterStudyIn(country, careerId);
  return entry && formatYears(entry.programYears[0], entry.programYears[1]);
}

/**
 * The shortest and longest length, in years, of the programs of one level in `country`, over every
 * career of the catalog, as the routes show them (the country's lengths where known, else each
 * career's own): what the report's general sentences say ("carreras universitarias de 4 a 6 años"),
 * so that they never contradict the lengths of the careers listed under them.
 */
export function levelSpan(country: CountryCode, level: ProgramLevel): [number, number] {
  const key = `${country}|${level}`;
  const known = SPANS.get(key);
  if (known) return known;
  const lengths = CAREERS.flatMap((career) => {
    // a professional school a graduate enters (the United States' JD, MD) is one of the country's graduate routes
    const professional = level === "graduate" ? professionalLength(career.id, country) : undefined;
    if (professional) return [professional];
    const own =
      level === "graduate"
        ? career.postgraduate
        : (level === "technical") === (career.level === "technical")
          ? career.duration
          : undefined;
    if (!own) return [];
    return [countryLength({ id: career.id, duration: own }, country, level) ?? own];
  });
  const span: [number, number] = [Math.min(...lengths.map(minYears)), Math.max(...lengths.map(maxYears))];
  SPANS.set(key, span);
  return span;
}

const SPANS = new Map<string, [number, number]>();

/** A span of years as a sentence says it: "de 4 a 6 años", "2 años", "1 año"; "4 to 6 years", "1 year". */
export function yearSpan([min, max]: [number, number], lang: Lang, country?: string): string {
  const n = (x: number) => x.toLocaleString(numberLocale(lang, country));
  const unit = max === 1 ? (lang === "es" ? "año" : "year") : lang === "es" ? "años" : "years";
  if (min === max) return `${n(min)} ${unit}`;
  return lang === "es" ? `de ${n(min)} a ${n(max)} ${unit}` : `${n(min)} to ${n(max)} ${unit}`;
}
