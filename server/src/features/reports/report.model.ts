import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import type { Career, DataSource, HollandType, ProgramLevel, RouteLevel } from "@shared/content/types";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import { COUNTRY_NAMES, countryInSentence, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import { forReader } from "@shared/i18n/spain";
import type { Assessment } from "@shared/schema/index";
import type { AgeRange, EducationLevel } from "@shared/validators/assessment";
import type { CompanyInfo } from "@shared/validators/payments";
import { likedActivities } from "../careers/explain.model";
import type { CareerMatch } from "../careers/matching.model";
import { guidanceOf } from "../careers/guidance.service";
import { consistencyClaim } from "../careers/validity.model";
import { buildGuidanceSection, careerGuidance, type ReportCareerGuidance, type ReportGuidance } from "./guidance.model";
import {
  catalogFor,
  catalogLevelOf,
  countryPlace,
  evidenceOf,
  levelOfRoute,
  linkOf,
  offerCity,
  programName,
  whereToStudy,
  type InstitutionOffer,
} from "./institutions.model";
import { programLength } from "./route-duration.model";
import { careerFigures, compareOutcomes, outcomeNote } from "../careers/outcomes.model";
import type { CareerFiguresDto, CompareOutcomesDto, OutcomeNoteDto } from "@shared/validators/outcomes";
import type { Route, Stage } from "../careers/stage.model";
import {
  fundedLevels,
  scholarshipForRoute,
  scholarshipsFor,
  scholarshipToStudyIn,
  type EligibleScholarship,
  type Reader,
} from "./scholarships.model";
import { buildStudyPlan, type StudyPlan } from "./study-plan.model";
import { afterStudyIn, registriesFor, toPracticeIn } from "./study-system.model";
import { cleanText } from "@shared/validators/text";
import { firstNameOf } from "@shared/sharing/first-name";

/**
 * Everything the PDF shows, computed from an assessment and the content (pure: no I/O). The
 * renderer (report.pdf.ts) only lays this out.
 */
export interface ReportUniversity {
  name: string;
  city: string;
  country: string;
  kind: string;
  /** The program's or the institution's official page; without one, the page the program was read on. */
  website: string;
  /** The line printed for `website`: the address itself, or, for the page the program was read on, a sentence saying so. */
  websiteLine: string;
  /** "Program: …": the institution's official name for the program, with its length when known. */
  program: string;
}

export interface ReportCareer extends ReportCareerGuidance {
  id: string;
  name: string;
  code: string;
  description: string;
  subjects: string[];
  field: string;
  work: string[];
  universities: ReportUniversity[];
  universitiesHeading: string;
  /** What a reader of that country should know (e.g. free tuition in Cuba), or why the list is from abroad. */
  universitiesNote?: string;
  /**
   * The sentence that leads to the official lists of programs of the route's level, then one line per
   * list ("Lista oficial: …") with its address (Peru: MINEDU's institutos for a technical route,
   * SUNEDU for a degree).
   */
  universitiesRegistry?: { text: string; registries: { name: string; url: string }[] };
  /** The institutions are in other countries (a reader from outside the list). */
  universitiesAbroad?: boolean;
  /** None known at home at the route's level: the nearest real options (another level, a related program, abroad). */
  universitiesAlternatives?: {
    title: string;
    abroad: boolean;
    rows: ReportUniversity[];
    /** Abroad: for each country of the rows, the program that may pay for studying there, or that none is known. */
    funding?: string[];
  }[];
  /** Where the listed institutions and programs come from ("Fuentes: …"). */
  universitiesSources?: string;
  /**
   * Pay and employment (DECISIONS 36): published figures only with their source, labelled as
   * another country's when they are; the sentence about the reader's country and its portal.
   */
  outcome: { note: OutcomeNoteDto; figures: CareerFiguresDto | null; compare: CompareOutcomesDto };
}

export interface ReportScholarship {
  name: string;
  provider: string;
  levels: string;
  /** "probablemente calificas" or "revisa los requisitos", with what is uncertain. */
  qualification: "likely" | "check";
  qualificationLabel: string;
  qualificationNote?: string;
  /** Where the study happens. */
  destination: string;
  eligibility: string;
  covers: string;
  prepare: string;
  url: string;
}

export interface ReportType {
  letter: HollandType;
  name: string;
  tagline: string;
  description: string;
  traits: string[];
  environments: string[];
  activities: string[];
  score: number;
}

export interface ReportData {
  lang: Lang;
  assessmentId: string;
  fullName: string;
  /** The reader's country: a reader in Spain reads Spain's terms. */
  country: CountryCode;
  countryName: string;
  date: string;
  hollandCode: string;
  ranking: HollandType[];
  normalized: Record<HollandType, number>;
  typeNames: Record<HollandType, string>;
  types: ReportType[];
  consistency: { level: "high" | "medium" | "low"; text: string };
  differentiation: { holland: number; iachan: number; text: string; undifferentiated: boolean };
  careers: ReportCareer[];
  guidance: ReportGuidance;
  scholarships: ReportScholarship[];
  scholarshipsIntro: string;
  plan: StudyPlan;
  resultsUrl: string;
  company: CompanyInfo;
}

/** The guidance texts of a career in the reader's own terms (a reader in Spain reads "Grado universitario", "FP"). */
function inReadersTerms<T extends object>(texts: T, lang: Lang, country: CountryCode): T {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === "string" && key !== "band" ? forReader(value, lang, country) : value,
    ]),
  ) as T;
}

/** One institution as the report lists it. */
function reportRow(offer: InstitutionOffer, lang: Lang): ReportUniversity {
  const { institution: u, program } = offer;
  const link = linkOf(offer);
  return {
    name: u.name,
    city: offerCity(offer),
    country: COUNTRY_NAMES[u.country][lang],
    kind: translate(lang, u.kind === "public" ? "report.universities.public" : "report.universities.private"),
    website: link.url,
    websiteLine: link.official ? link.url : translate(lang, "report.universities.readOn", { url: link.url }),
    program: translate(lang, "report.universities.program", {
      program: program.duration
        ? `${programName(program.name, lang)} · ${programLength(program.duration, lang)}`
        : programName(program.name, lang),
    }),
  };
}

/**
 * Where the listed facts come from, in one line, saying what each kind of source is: the registries by name and
 * publisher; the institutions' own pages and the other pages naming a program (news reports, theses), each with the
 * month they were read; and, for rows written from an institution's published offer without reading the program's
 * page (evidenceOf: "offer"), that they were noted then and should be confirmed on the site.
 */
export function sourcesLine(offers: InstitutionOffer[], lang: Lang): string | undefined {
  if (offers.length === 0) return undefined;
  const month = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(lang === "es" ? "es-ES" : "en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  const parts: string[] = [];
  const registries = new Map<string, DataSource>();
  const latest: Partial<Record<"offer" | "page" | "press", string>> = {};
  for (const offer of offers) {
    const evidence = evidenceOf(offer);
    if (evidence === "registry") registries.set(offer.source.id, offer.source);
    else if ((latest[evidence] ?? "") < offer.source.retrieved) latest[evidence] = offer.source.retrieved;
  }
  for (const r of registries.values())
    parts.push(
      translate(lang, "report.universities.source.registry", {
        title: r.title,
        publisher: r.publisher,
        date: month(r.retrieved),
      }),
    );
  for (const evidence of ["page", "press", "offer"] as const) {
    const date = latest[evidence];
    if (date !== undefined)
      parts.push(translate(lang, `report.universities.source.${evidence}`, { date: month(date) }));
  }
  return translate(lang, "report.universities.sources", { sources: parts.join("; ") });
}

/**
 * Where a career is a profession entered only after university study (the United States, Puerto Rico:
 * medicine, law, dentistry, pharmacy, veterinary medicine; Canada: medicine, law), what its card says under
 * its length, from the country's sourced text: on a first-degree route, that the years shown (`duration`)
 * count the university study that comes first; on a graduate's route to its professional school, what that
 * school is. Where the first degree does not qualify for practice on its own (Spain's law: a master's and a state
 * exam), a first-degree route says what still comes after it. Undefined for other careers, routes and countries.
 * The compare view says the same.
 */
export function afterStudyNote(
  match: Pick<CareerMatch, "career" | "route">,
  country: CountryCode,
  lang: Lang,
  duration: string,
): string | undefined {
  if (country === "OTHER") return undefined;
  const entry = afterStudyIn(country, match.career.id);
  const route = match.route.route;
  const practice = toPracticeIn(country, match.career.id);
  if (!entry && practice && (route === "degree" || route === "second-degree"))
    return translate(lang, "guidance.route.note.to-practice", {
      place: countryPlace(country, lang),
      detail: practice.detail[lang],
    });
  if (!entry || (route !== "degree" && route !== "professional")) return undefined;
  const place = countryPlace(country, lang);
  const detail = entry.detail[lang];
  return route === "degree"
    ? translate(lang, "guidance.route.note.after-study", { place, detail, duration })
    : translate(lang, "guidance.route.note.after-study-place", { place, detail });
}

/** A card with its after-study note (afterStudyNote), after any note it already has. */
function withAfterStudyNote(
  guidance: ReportCareerGuidance,
  match: CareerMatch,
  country: CountryCode,
  lang: Lang,
): ReportCareerGuidance {
  const note = afterStudyNote(match, country, lang, guidance.duration);
  if (!note) return guidance;
  return { ...guidance, routeNote: guidance.routeNote ? `${guidance.routeNote} ${note}` : note };
}

/**
 * Where to study a career at the level of the reader's route: institutions offering that program
 * in the reader's country, else the official registry and the nearest real alternatives.
 */
export function universitiesFor(
  career: Career,
  route: Route,
  country: CountryCode,
  lang: Lang,
  /** The reader's stage: one still at school may also enter a secondary-school diploma's technical track. */
  stage?: Stage,
  /** The reader, to name the scholarship that may fund a program listed in another country. */
  reader?: Reader,
): Pick<
  ReportCareer,
  | "universities"
  | "universitiesHeading"
  | "universitiesNote"
  | "universitiesRegistry"
  | "universitiesAbroad"
  | "universitiesAlternatives"
  | "universitiesSources"
> {
  const level = levelOfRoute(route);
  const where = whereToStudy(career.id, country, catalogLevelOf(route), { index: catalogFor(stage) });
  const universities = where.offers.map((offer) => reportRow(offer, lang));
  const levelName = translate(lang, `report.universities.level.${level}` as MessageKey);
  if (where.kind === "abroad") {
    return {
      universities,
      universitiesHeading: translate(lang, "report.universities.abroad"),
      universitiesNote: translate(
        lang,
        universities.length > 0 ? "report.universities.abroadNote" : "report.universities.abroadNone",
      ),
      universitiesAbroad: true,
      universitiesSources: sourcesLine(where.offers, lang),
    };
  }
  const place = countryPlace(where.country, lang);
  const { registry } = where;
  // The official lists of the route's level; the country's one registry if the table had none.
  const lists = registriesFor(where.country, level);
  const registries = (lists.length > 0 ? lists : [registry]).map((r) => ({
    name: translate(lang, "report.universities.registry", { registry: r.name }),
    url: r.url,
  }));
  const alternatives =
    where.kind === "none"
      ? where.alternatives.map((alt) => ({
          title:
            alt.kind === "other-level"
              ? translate(lang, "report.universities.alt.otherLevel", {
                  level: translate(lang, `report.universities.level.${alt.level}` as MessageKey),
                  place,
                })
              : alt.kind === "related"
                ? alt.level === where.level
                  ? translate(lang, "report.universities.alt.related", { place, career: alt.career.name[lang] })
                  : translate(lang, "report.universities.alt.relatedLevel", {
                      place,
                      career: alt.career.name[lang],
                      level: translate(lang, `report.universities.level.${alt.level}` as MessageKey),
                    })
                : translate(lang, "report.universities.alt.abroad"),
          abroad: alt.kind === "abroad",
          rows: alt.offers.map((offer) => reportRow(offer, lang)),
          ...(alt.kind === "abroad" && reader ? { funding: fundingAbroad(alt.offers, reader, lang) } : {}),
        }))
      : [];
  const shown = where.kind === "none" ? where.alternatives.flatMap((a) => a.offers) : where.offers;
  const intro =
    where.kind === "none"
      ? translate(lang, alternatives.length > 0 ? "report.universities.noneButNear" : "report.universities.none", {
          place,
          level: levelName,
        })
      : translate(lang, universities.length === 1 ? "report.universities.one" : "report.universities.some", {
          level: levelName,
        });
  return {
    universities,
    universitiesHeading: translate(lang, "report.universities.country", { place }),
    universitiesNote: registry.note?.[lang],
    universitiesRegistry: { text: intro, registries },
    ...(alternatives.length > 0 ? { universitiesAlternatives: alternatives } : {}),
    universitiesSources: sourcesLine(shown, lang),
  };
}

const STUDY_LEVEL_OF: Record<ProgramLevel, RouteLevel> = {
  technical: "technical",
  bachelor: "undergraduate",
  graduate: "postgraduate",
};

/**
 * For each country of a list of programs abroad (in the list's order), the program that may pay for
 * studying there at the program's level for this reader (scholarshipToStudyIn), or the sentence that
 * none is known and whom to ask.
 */
export function fundingAbroad(offers: InstitutionOffer[], reader: Reader, lang: Lang): string[] {
  if (reader.country === "OTHER") return [];
  const seen = new Set<string>();
  // one line per scholarship, with every country it serves here ("México o Colombia"), in the list's order
  const funded = new Map<string, { entry: EligibleScholarship; places: string[] }>();
  const unfunded: string[] = [];
  for (const { institution, program } of offers) {
    const key = `${institution.country}|${program.level}`;
    if (seen.has(key) || institution.country === reader.country) continue;
    seen.add(key);
    const place = countryPlace(institution.country, lang);
    const entry = scholarshipToStudyIn(reader, STUDY_LEVEL_OF[program.level], institution.country);
    if (!entry) {
      if (!unfunded.includes(place)) unfunded.push(place);
      continue;
    }
    const id = `${entry.scholarship.id}|${entry.qualification}`;
    const line = funded.get(id) ?? { entry, places: [] };
    if (!line.places.includes(place)) line.places.push(place);
    funded.set(id, line);
  }
  const places = (list: string[]) => new Intl.ListFormat(lang, { type: "disjunction" }).format(list);
  const lines = [...funded.values()].map(({ entry, places: where }) =>
    translate(
      lang,
      entry.qualification === "likely" ? "report.universities.fundingIn" : "report.universities.fundingInCheck",
      { place: places(where), scholarship: entry.scholarship.name[lang] },
    ),
  );
  if (unfunded.length > 0)
    lines.push(
      translate(lang, "report.universities.fundingNone", {
        place: places(unfunded),
        home: countryPlace(reader.country, lang),
      }),
    );
  return lines;
}

/** Beyond this many destinations the report names a few and says there are more. */
const DESTINATIONS_NAMED = 5;

/** A program the reader may qualify for, as the report shows it. */
export function reportScholarship(entry: EligibleScholarship, reader: Reader, lang: Lang): ReportScholarship {
  const s = entry.scholarship;
  const destination =
    s.destinations === "HOME"
      ? translate(lang, "report.scholarships.home", { country: countryInSentence(reader.country, lang) })
      : s.destinations === "ABROAD"
        ? translate(lang, "report.scholarships.abroad")
        : s.destinations.length <= DESTINATIONS_NAMED
          ? s.destinations.map((code) => COUNTRY_NAMES[code][lang]).join(", ")
          : translate(lang, "report.scholarships.several", {
              countries: s.destinations
                .filter((code) => code !== reader.country)
                .slice(0, DESTINATIONS_NAMED)
                .map((code) => COUNTRY_NAMES[code][lang])
                .join(", "),
            });
  return {
    name: s.name[lang],
    provider: s.provider[lang],
    levels: s.levels.map((l) => translate(lang, `level.${l}` as MessageKey)).join(" · "),
    qualification: entry.qualification,
    qualificationLabel: translate(
      lang,
      entry.qualification === "likely" ? "report.scholarships.likely" : "report.scholarships.check",
    ),
    ...(entry.uncertain.length > 0 && {
      qualificationNote: forReader(
        entry.uncertain.map((u) => translate(lang, `report.scholarships.uncertain.${u}` as MessageKey)).join(" "),
        lang,
        reader.country,
      ),
    }),
    destination,
    eligibility: s.eligibility[lang],
    covers: s.covers[lang],
    prepare: s.prepare[lang],
    url: s.url,
  };
}

/** What a report needs beside the assessment: the reader's language, the company details, the site's address. */
/** A career's published figures and the sentence about the reader's country (DECISIONS 36). */
function outcomeOf(careerId: string, country: CountryCode, lang: Lang, level: ProgramLevel): ReportCareer["outcome"] {
  const figures = careerFigures(careerId, country, lang);
  return {
    note: outcomeNote(country, lang, figures !== null && !figures.foreign),
    figures,
    // the compare page's cost is of the route's level (Colombia's published tuition)
    compare: compareOutcomes(careerId, lang, country, level),
  };
}

export interface ReportOptions {
  lang: Lang;
  company: CompanyInfo;
  publicUrl: string;
  now?: Date;
}

export function buildReport(assessment: Assessment, options: ReportOptions): ReportData {
  const { lang, company } = options;
  const { result, guidance, person } = guidanceOf(assessment);
  const country = assessment.country as CountryCode;
  const countryName = COUNTRY_NAMES[country]?.[lang] ?? assessment.country;
  const typeNames = Object.fromEntries(
    (Object.keys(HOLLAND_TYPE_INFO) as HollandType[]).map((t) => [t, HOLLAND_TYPE_INFO[t].name[lang]]),
  ) as Record<HollandType, string>;

  const matches = guidance.top;
  const liked = likedActivities(assessment.responses);
  const age = assessment.age as AgeRange;
  const education = assessment.education as EducationLevel;
  const reader: Reader = { country, age, education, currentlyStudying: assessment.currentlyStudying };
  const careers: ReportCareer[] = matches.map((match, index) => {
    const c = match.career;
    return {
      id: c.id,
      name: c.name[lang],
      code: match.code,
      ...inReadersTerms(
        withAfterStudyNote(careerGuidance(match, matches[index - 1], liked, lang), match, country, lang),
        lang,
        country,
      ),
      description: c.description[lang],
      subjects: c.subjects.map((s) => s[lang]),
      field: translate(lang, `field.${c.field}` as MessageKey),
      work: c.work.map((w) => w[lang]),
      ...universitiesFor(c, match.route.route, country, lang, person.stage, reader),
      outcome: outcomeOf(c.id, country, lang, levelOfRoute(match.route.route)),
    };
  });

  const eligible = scholarshipsFor(reader, lang);
  const scholarships = eligible.map((entry) => reportScholarship(entry, reader, lang));
  const firstRoute = matches[0] ? levelOfRoute(matches[0].route.route) : "bachelor";
  const routeScholarship = scholarshipForRoute(reader, STUDY_LEVEL_OF[firstRoute]);
  // The plan names programs that fund a route the report recommends: never a technical-training program for a
  // graduate whose three careers are graduate programs, nor a university grant for technical routes only.
  const routeLevels = new Set(matches.map((m) => STUDY_LEVEL_OF[levelOfRoute(m.route.route)]));
  const fundsARoute = (entry: EligibleScholarship) =>
    fundedLevels(entry.scholarship, reader).some((level) => routeLevels.has(level as RouteLevel));

  const plan = buildStudyPlan(
    {
      hollandCode: result.hollandCode,
      primaryType: result.primaryType,
      careers: matches.map((m) => ({
        name: m.career.name[lang],
        subjects: m.career.subjects.map((s) => s[lang]),
        work: m.career.work.map((w) => w[lang]),
        level: m.career.level,
        field: m.career.field,
      })),
      age,
      education,
      currentlyStudying: assessment.currentlyStudying,
      country,
      routeLevel: firstRoute,
      universities: careers[0]?.universitiesAbroad ? [] : (careers[0]?.universities ?? []).map((u) => u.name),
      // The program that funds the route the plan recommends first, then those that fund another of its routes.
      scholarships: [
        ...(routeScholarship ? [routeScholarship.scholarship.name[lang]] : []),
        ...eligible.filter((e) => e.qualification === "likely" && fundsARoute(e)).map((e) => e.scholarship.name[lang]),
        ...eligible.filter((e) => e.qualification === "check" && fundsARoute(e)).map((e) => e.scholarship.name[lang]),
      ].filter((name, i, all) => all.indexOf(name) === i),
      undifferentiated: result.differentiation.undifferentiated,
    },
    lang,
  );

  // An invalid or flat record is never "bien definido" nor "muy coherente" (DECISIONS 37, validity).
  const validity = guidance.validity.status;
  const unclear = validity !== "valid" || result.differentiation.undifferentiated;
  const differentiationText =
    validity === "impossible"
      ? translate(lang, "results.validity.impossible")
      : validity !== "valid"
        ? translate(lang, `report.profile.validity.${validity}`)
        : result.differentiation.undifferentiated
          ? translate(lang, "results.undifferentiated")
          : translate(
              lang,
              result.differentiation.level === "high" ? "report.profile.diff.high" : "report.profile.diff.medium",
            );

  return inReadersWords({
    lang,
    assessmentId: assessment.id,
    // cleaned again as it is drawn: rows stored before names were cleaned may hold control characters
    fullName: cleanText(assessment.fullName),
    country,
    countryName,
    date: (options.now ?? new Date()).toLocaleDateString(lang === "es" ? "es-ES" : "en-US", {
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
    hollandCode: result.hollandCode,
    ranking: result.ranking,
    normalized: result.normalized,
    typeNames,
    types: result.ranking.slice(0, 3).map((letter) => {
      const info = HOLLAND_TYPE_INFO[letter];
      return {
        letter,
        name: info.name[lang],
        tagline: info.tagline[lang],
        description: info.description[lang],
        traits: info.traits.map((x) => x[lang]),
        environments: info.environments.map((x) => x[lang]),
        activities: info.activities.map((x) => x[lang]),
        score: result.normalized[letter],
      };
    }),
    consistency: {
      level: result.consistency.level,
      text: translate(
        lang,
        `results.consistency.${consistencyClaim(result.consistency.level, guidance.validity, result.differentiation.undifferentiated)}` as MessageKey,
      ),
    },
    differentiation: {
      holland: result.differentiation.holland,
      iachan: result.differentiation.iachan,
      text: differentiationText,
      undifferentiated: unclear,
    },
    careers,
    guidance: buildGuidanceSection({
      guidance,
      stage: person.stage,
      typeNames,
      firstName: firstNameOf(assessment.fullName),
      age,
      lang,
      country,
    }),
    scholarships,
    scholarshipsIntro: forReader(translate(lang, "report.scholarships.intro"), lang, country),
    plan,
    resultsUrl: `${options.publicUrl}/results/${assessment.id}?lang=${lang}`,
    company,
  });
}

/**
 * Keys whose strings are quoted as written, never reworded for the reader's country: identifiers and
 * addresses, names (people, careers, institutions, programs, registries, scholarships, providers),
 * citations of sources and the occupations they publish figures for.
 */
export const AS_WRITTEN = new Set([
  "id",
  "assessmentId",
  "fullName",
  "countryName",
  "date",
  "hollandCode",
  "code",
  "band",
  "resultsUrl",
  "url",
  "website",
  "company",
  "name",
  "provider",
  "program",
  "universities",
  "registries",
  "universitiesSources",
  "sources",
  "source",
  "occupation",
]);

/** Whether a key's strings are quoted as written: AS_WRITTEN, and the institutions an alternative lists. */
export const asWritten = (key: string, parent: string): boolean =>
  AS_WRITTEN.has(key) || (key === "rows" && parent === "universitiesAlternatives");

/**
 * Every text of the report in the reader's country's words (forReader: Spain's terms in Spain, the
 * country's own elsewhere), the careers' own content included ("Traducción asistida por ordenador" for a
 * reader in Spain), in every section at once rather than section by section.
 */
function inReadersWords(data: ReportData): ReportData {
  const { lang, country } = data;
  if (lang !== "es") return data;
  const walk = (value: unknown, parent = ""): unknown => {
    if (typeof value === "string") return forReader(value, lang, country);
    if (Array.isArray(value)) return value.map((item) => walk(item, parent));
    if (value && typeof value === "object" && !(value instanceof Date))
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, asWritten(key, parent) ? item : walk(item, key)]),
      );
    return value;
  };
  return walk(data) as ReportData;
}
