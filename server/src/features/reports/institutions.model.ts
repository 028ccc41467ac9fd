import { CAREERS } from "@shared/content/careers";
import { PROGRAM_REGISTRIES } from "@shared/content/program-registries";
import { CATALOG } from "@shared/content/programs/index";
import { ENGLISH_SPEAKING, REGIONS, regionOf, SPANISH_SPEAKING } from "@shared/content/regions";
import type {
  Career,
  CountryCatalog,
  DataSource,
  Institution,
  Program,
  ProgramLevel,
  ProgramRegistry,
} from "@shared/content/types";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { Route, Stage } from "../careers/stage.model";

/**
 * Where to study a career (pure: no I/O), from the sourced program catalog (shared/content/programs,
 * DECISIONS 34). The rules:
 * - an institution is listed for a career only if the catalog records that it offers the program AT
 *   THE LEVEL of the reader's route (technical, bachelor or graduate), under its official name, with
 *   the row's source;
 * - a reader sees the institutions of their own country; when none is known there at that level, the
 *   answer says so, carries the country's official registry, and offers the nearest real
 *   alternatives: the same program at another level at home, a related program at home (same family
 *   of studies), or the program abroad (nearby countries first);
 * - a reader whose country is not on the list ("OTHER") sees institutions abroad, labelled so.
 */

export type Country = Exclude<CountryCode, "OTHER">;

/** One institution offering the career at the level asked, with the program and where that fact comes from. */
export interface InstitutionOffer {
  institution: Institution;
  program: Program;
  source: DataSource;
}

/**
 * Where a listed program links: its own or its institution's official page; for a school whose official address
 * was never seen, the page the program was read on (`official: false`, which the report and the compare view say).
 */
export function linkOf(offer: InstitutionOffer): { url: string; official: boolean } {
  const official = offer.program.url ?? offer.institution.website;
  return official === undefined ? { url: offer.source.url, official: false } : { url: official, official: true };
}

/**
 * From this day every pass rests each row on a page read (stored copies of public pages, found with the search
 * tools). Rows of earlier passes that cite the institution's home page were written from its published offer as it
 * was known then, without reading the program's page again (each country file's header says so).
 */
export const FIRST_READ_DATE = "2026-11-28";

/** An address without its scheme, "www." and trailing slash, to compare two of them. */
const bare = (url: string) =>
  url
    .replace(/^https?:\/\/(www\.)?/i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
const hostOf = (url: string) => bare(url).split(/[/?#]/)[0]!;

/** The College Scorecard's credential labels (scripts/data/scorecard.ts), as the registry writes them, by message. */
const CREDENTIALS: ReadonlyArray<readonly [string, MessageKey]> = [
  ["Undergraduate Certificate or Diploma", "report.universities.credential.certificate"],
  ["Associate's Degree", "report.universities.credential.associate"],
  ["Bachelor's Degree", "report.universities.credential.bachelor"],
  ["Post-baccalaureate Certificate", "report.universities.credential.postBaccalaureate"],
  ["Master's Degree", "report.universities.credential.master"],
  ["Doctoral Degree", "report.universities.credential.doctoral"],
  ["First Professional Degree", "report.universities.credential.firstProfessional"],
  ["Graduate/Professional Certificate", "report.universities.credential.graduateCertificate"],
];

/**
 * A program's name as the reader sees it: a registry's credential label in the reader's language ("Social Work
 * (Master's Degree)" reads "Social Work (maestría)" in Spanish); the field as the registry titles it; any other
 * name as its source gives it.
 */
export function programName(name: string, lang: Lang): string {
  const label = /^(.*) \(([^()]+)\)$/.exec(name);
  const key = label && CREDENTIALS.find(([english]) => english === label[2])?.[1];
  return label && key ? `${label[1]} (${translate(lang, key)})` : name;
}

/**
 * What backs a listed program, as the report's source line says it:
 * - "registry": an official registry imported by a script;
 * - "offer": the institution's official site, cited for a program written from its published offer without reading
 *   the program's page (a row before FIRST_READ_DATE whose source is the site's home page);
 * - "page": a page of the institution's own site that names the program, read on the source's date;
 * - "press": a page of another publisher that names it (a news report, a thesis, a graduation list), read likewise.
 */
export function evidenceOf(offer: InstitutionOffer): "registry" | "offer" | "page" | "press" {
  const { source, institution } = offer;
  if (source.kind === "registry") return "registry";
  const site = institution.website;
  if (site !== undefined && bare(source.url) === bare(site) && source.retrieved < FIRST_READ_DATE) return "offer";
  if (site !== undefined && (hostOf(source.url) === hostOf(site) || hostOf(source.url).endsWith(`.${hostOf(site)}`)))
    return "page";
  return "press";
}

export type Alternative =
  /** The same career at another level, at home (a technical program when no bachelor's is known, and so on). */
  | { kind: "other-level"; level: ProgramLevel; offers: InstitutionOffer[] }
  /** A related program at home: the same family of studies (CIP series and field). */
  | { kind: "related"; career: Career; level: ProgramLevel; offers: InstitutionOffer[] }
  /** The program itself in nearby countries. */
  | { kind: "abroad"; offers: InstitutionOffer[] };

export type WhereToStudy =
  /** Institutions of the reader's country that offer the program at that level (the registry lists the rest). */
  | { kind: "country"; country: Country; level: ProgramLevel; offers: InstitutionOffer[]; registry: ProgramRegistry }
  /** None known in the reader's country at that level: the registry, and the nearest real alternatives. */
  | {
      kind: "none";
      country: Country;
      level: ProgramLevel;
      offers: [];
      registry: ProgramRegistry;
      alternatives: Alternative[];
    }
  /** A reader from a country outside the list: institutions abroad that offer it, said so. */
  | { kind: "abroad"; level: ProgramLevel; offers: InstitutionOffer[] };

export const INSTITUTIONS_PER_CAREER = 5;
/** Alternatives are a pointer, not a catalog: a few institutions each. */
const ALTERNATIVE_OFFERS = 3;

/**
 * The level of study of a route: a second degree is a bachelor's, a short route a technical program,
 * a professional school entered with a degree (the United States' JD, MD) a graduate program.
 */
export function levelOfRoute(route: Route): ProgramLevel {
  switch (route) {
    case "postgraduate":
    case "professional":
      return "graduate";
    case "technical":
    case "short":
      return "technical";
    case "degree":
    case "second-degree":
      return "bachelor";
  }
}

/**
 * The catalog level that lists a route's programs: its level of study, except that the professional
 * schools a graduate enters (the United States' JD, MD, DDS) are the rows a school leaver's route to
 * the same career lists, at first-degree level (the College Scorecard's "First Professional Degree").
 */
export function catalogLevelOf(route: Route): ProgramLevel {
  return route === "professional" ? "bachelor" : levelOfRoute(route);
}

/** The catalog indexed by country, career and level, in the catalog's order, one offer per institution. */
export interface CatalogIndex {
  offers(country: Country, careerId: string, level: ProgramLevel): InstitutionOffer[];
  countries: Country[];
}

/**
 * `secondarySchool`: whether the index holds the technical tracks of secondary-school diplomas
 * (Program.track), for a reader still at school; without it, only programs that follow secondary school.
 */
export function indexCatalog(catalog: readonly CountryCatalog[], { secondarySchool = false } = {}): CatalogIndex {
  const byKey = new Map<string, InstitutionOffer[]>();
  for (const part of catalog) {
    const institutions = new Map(part.institutions.map((i) => [i.id, i]));
    const sources = new Map(part.sources.map((s) => [s.id, s]));
    for (const program of part.programs) {
      if (program.track === "secondary-school" && !secondarySchool) continue;
      const institution = institutions.get(program.institution);
      const source = sources.get(program.source);
      if (!institution || !source) continue; // content tests keep this from happening
      const key = `${part.country}|${program.career}|${program.level}`;
      const list = byKey.get(key) ?? [];
      if (!list.some((o) => o.institution.id === institution.id)) list.push({ institution, program, source });
      byKey.set(key, list);
    }
  }
  return {
    offers: (country, careerId, level) => byKey.get(`${country}|${careerId}|${level}`) ?? [],
    countries: catalog.map((part) => part.country),
  };
}

const DEFAULT_INDEX = indexCatalog(CATALOG);
const AT_SCHOOL_INDEX = indexCatalog(CATALOG, { secondarySchool: true });

/**
 * The catalog a reader at this stage may enter: someone still at school also sees the technical tracks of
 * secondary-school diplomas (Mexico's Profesional Técnico Bachiller, Guatemala's perito); everyone else,
 * having passed that level, sees only programs that follow secondary school.
 */
export function catalogFor(stage: Stage | undefined): CatalogIndex {
  return stage === "school" ? AT_SCHOOL_INDEX : DEFAULT_INDEX;
}

/** Public institutions first, then private, each in the catalog's order (major institutions first). */
function publicFirst(offers: InstitutionOffer[]): InstitutionOffer[] {
  return [
    ...offers.filter((o) => o.institution.kind === "public"),
    ...offers.filter((o) => o.institution.kind !== "public"),
  ];
}

/** Where a listed program is taught: its own campus city when a page placed it there, else its institution's. */
export const offerCity = (offer: Pick<InstitutionOffer, "institution" | "program">): string =>
  offer.program.city ?? offer.institution.city;

/** Spread the list over cities: the first institution of each city, then the rest. */
function spreadCities(offers: InstitutionOffer[]): InstitutionOffer[] {
  const seen = new Set<string>();
  const first: InstitutionOffer[] = [];
  const rest: InstitutionOffer[] = [];
  for (const o of offers) {
    const city = offerCity(o);
    if (seen.has(city)) rest.push(o);
    else first.push(o);
    seen.add(city);
  }
  return [...first, ...rest];
}

/**
 * One institution however many campuses a registry lists apart: SNIES, SUNEDU and the College
 * Scorecard list each campus as its own row ("Universidad de Cundinamarca" in Fusagasugá, Ubaté, Chía…).
 */
export function institutionKey(institution: Institution): string {
  return `${institution.country}|${institution.name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()}`;
}

/** Each institution's first campus in the list's order, then the other campuses. */
function institutionsFirst(offers: InstitutionOffer[]): InstitutionOffer[] {
  const seen = new Set<string>();
  const first: InstitutionOffer[] = [];
  const rest: InstitutionOffer[] = [];
  for (const o of offers) {
    const key = institutionKey(o.institution);
    if (seen.has(key)) rest.push(o);
    else first.push(o);
    seen.add(key);
  }
  return [...first, ...rest];
}

/** A doctorate by its name, in the catalog's languages ("Doctorado en…", "Marketing (Doctoral Degree)", "PhD"…). */
const DOCTORAL = /\b(doctorado|doctoral|doctorat|dottorato|ph\.?\s?d)\b/i;

/**
 * Master's, specializations and certificates before doctorates: the graduate route reads "especialización o
 * maestría, 1-2 años", and a doctorate is years more; it is listed only when no other program fills the place.
 */
const isDoctoral = (offer: InstitutionOffer) => DOCTORAL.test(offer.program.name);

function doctoratesLast(offers: InstitutionOffer[]): InstitutionOffer[] {
  return [...offers.filter((o) => !isDoctoral(o)), ...offers.filter(isDoctoral)];
}

/**
 * Select `limit` offers: master's before doctorates, at least one public and one private when both exist
 * (a private doctorate gives way to a public master's), other institutions before a second campus of one,
 * cities spread.
 */
function choose(offers: InstitutionOffer[], limit: number): InstitutionOffer[] {
  const ordered = doctoratesLast(institutionsFirst(spreadCities(publicFirst(offers))));
  const picked = ordered.slice(0, limit);
  const privateOne = ordered.find((o) => o.institution.kind === "private");
  const replaced = picked[limit - 1];
  if (privateOne && replaced && !picked.includes(privateOne) && (!isDoctoral(privateOne) || isDoctoral(replaced)))
    picked[limit - 1] = privateOne;
  return picked;
}

const CAREERS_BY_ID = new Map(CAREERS.map((c) => [c.id, c]));

/**
 * Careers of the same family of studies, nearest first: the same CIP program group (4 digits) or a
 * shared core occupation; then the same CIP series whose core occupations are of the same major
 * group (nursing and practical nursing: series 51, SOC 29) and of the same field. The series alone is
 * too wide: teaching mathematics is no alternative to counseling, though both are "education"; and so
 * are series and major group together: accounting is no alternative to organising events (series 52,
 * SOC 13), nor repairing engines to repairing computers (series 47, SOC 49).
 */
export function relatedCareers(career: Career): Career[] {
  const group = (c: Career) => c.cip.map((code) => code.slice(0, 5));
  const series = (c: Career) => c.cip.map((code) => code.slice(0, 2));
  const major = (c: Career) => c.onet.map((code) => code.slice(0, 2));
  const others = CAREERS.filter((c) => c.id !== career.id);
  const near = others.filter(
    (c) => group(c).some((g) => group(career).includes(g)) || c.onet.some((code) => career.onet.includes(code)),
  );
  const wider = others.filter(
    (c) =>
      !near.includes(c) &&
      c.field === career.field &&
      series(c).some((x) => series(career).includes(x)) &&
      major(c).some((x) => major(career).includes(x)),
  );
  return [...near, ...wider];
}

/** The larger Spanish-speaking systems, in the order a program abroad is looked for there. */
const SPANISH_FIRST: Country[] = ["MX", "ES", "AR", "CL", "CO", "PE", "CR", "UY"];
/** The larger English-speaking systems, likewise. */
const ENGLISH_FIRST: Country[] = ["US", "CA", "GB", "AU"];
/** Each language of study: its countries, and the larger systems to look in first. */
const LANGUAGES_OF_STUDY: ReadonlyArray<readonly [spoken: readonly Country[], first: readonly Country[]]> = [
  [SPANISH_SPEAKING as Country[], SPANISH_FIRST],
  [ENGLISH_SPEAKING as Country[], ENGLISH_FIRST],
];

/**
 * Nearby countries for a program abroad. Where the reader's country studies in Spanish or English, that language
 * first (in the reader's region, then the larger systems, then the rest), since a program in another language is
 * no near option; then the reader's region, then the larger Spanish-speaking systems, then the rest.
 */
function nearbyCountries(country: Country, index: CatalogIndex): Country[] {
  const region = regionOf(country);
  const inRegion = region ? (REGIONS[region].countries as Country[]) : [];
  const language = LANGUAGES_OF_STUDY.find(([spoken]) => spoken.includes(country));
  const inLanguage = language
    ? [...inRegion.filter((c) => language[0].includes(c)), ...language[1], ...language[0]]
    : [];
  const order = [...inLanguage, ...inRegion, ...SPANISH_FIRST, ...index.countries];
  return [...new Set(order)].filter((c) => c !== country && index.countries.includes(c));
}

/** Other levels to try at home, nearest first. */
const OTHER_LEVELS: Record<ProgramLevel, ProgramLevel[]> = {
  technical: ["bachelor"],
  bachelor: ["technical"],
  graduate: [],
};

export function alternativesFor(
  career: Career,
  country: Country,
  level: ProgramLevel,
  index: CatalogIndex = DEFAULT_INDEX,
): Alternative[] {
  const alternatives: Alternative[] = [];
  for (const other of OTHER_LEVELS[level]) {
    const offers = index.offers(country, career.id, other);
    if (offers.length > 0)
      alternatives.push({ kind: "other-level", level: other, offers: choose(offers, ALTERNATIVE_OFFERS) });
  }
  // A related program at home: at the route's level; else, when the same program is not at home at another
  // level either, at a neighbouring level (accounting at university for an accounting technician's route),
  // since a program at home is a nearer option than the same one abroad.
  const levels = alternatives.length > 0 ? [level] : [level, ...OTHER_LEVELS[level]];
  const related = levels
    .flatMap((at) =>
      relatedCareers(career).map((r) => ({ career: r, level: at, offers: index.offers(country, r.id, at) })),
    )
    .find((r) => r.offers.length > 0);
  if (related) alternatives.push({ kind: "related", ...related, offers: choose(related.offers, ALTERNATIVE_OFFERS) });
  const abroad: InstitutionOffer[] = [];
  for (const other of nearbyCountries(country, index)) {
    const offers = index.offers(other, career.id, level);
    if (offers.length > 0) abroad.push(choose(offers, 1)[0]!);
    if (abroad.length >= ALTERNATIVE_OFFERS) break;
  }
  if (abroad.length > 0) alternatives.push({ kind: "abroad", offers: abroad });
  return alternatives;
}

/**
 * The institutions offering `careerId` at `level` for a reader of `country`, at most `limit`. Abroad
 * (a reader from outside the list), one per country so that no single country fills the list.
 */
export function whereToStudy(
  careerId: string,
  country: CountryCode,
  level: ProgramLevel,
  options: {
    limit?: number;
    index?: CatalogIndex;
    registries?: Record<Country, ProgramRegistry>;
  } = {},
): WhereToStudy {
  const limit = options.limit ?? INSTITUTIONS_PER_CAREER;
  const index = options.index ?? DEFAULT_INDEX;
  const registries = options.registries ?? PROGRAM_REGISTRIES;

  if (country === "OTHER") {
    const offers = COUNTRY_CODES.filter((c): c is Country => c !== "OTHER")
      .map((c) => choose(index.offers(c, careerId, level), 1)[0])
      .filter((o): o is InstitutionOffer => !!o);
    return { kind: "abroad", level, offers: offers.slice(0, limit) };
  }
  const registry = registries[country];
  const local = index.offers(country, careerId, level);
  if (local.length === 0) {
    const career = CAREERS_BY_ID.get(careerId);
    const alternatives = career ? alternativesFor(career, country, level, index) : [];
    return { kind: "none", country, level, offers: [], registry, alternatives };
  }
  return { kind: "country", country, level, offers: choose(local, limit), registry };
}

/** How many institutions of `country` offer the career at that level, campuses counted once (the coverage table). */
export function institutionCount(
  careerId: string,
  country: Country,
  level: ProgramLevel,
  index: CatalogIndex = DEFAULT_INDEX,
): number {
  return new Set(index.offers(country, careerId, level).map((o) => institutionKey(o.institution))).size;
}

/** The program rows of `country` that teach the career at that level, one per institution (for their stated lengths). */
export function programsAt(
  careerId: string,
  country: Country,
  level: ProgramLevel,
  index: CatalogIndex = DEFAULT_INDEX,
): Program[] {
  return index.offers(country, careerId, level).map((o) => o.program);
}

/** Country names that take an article after "in"/"en" ("in the United States", "en el Reino Unido"). */
const WITH_ARTICLE: Partial<Record<CountryCode, { es?: string; en?: string }>> = {
  DO: { en: "the Dominican Republic" },
  US: { en: "the United States" },
  GB: { es: "el Reino Unido", en: "the United Kingdom" },
  NL: { es: "los Países Bajos", en: "the Netherlands" },
};

/** The country as it reads after "in" / "en". */
export function countryPlace(country: Country, lang: Lang): string {
  return WITH_ARTICLE[country]?.[lang] ?? COUNTRY_NAMES[country][lang];
}
