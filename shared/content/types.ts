/**
 * Types of the product's static content (question bank, careers, universities, scholarships,
 * career paths). Content files import only from here so that they stay plain data.
 */
import type { CountryCode } from "../i18n/countries";

export const HOLLAND_TYPES = ["R", "I", "A", "S", "E", "C"] as const;
export type HollandType = (typeof HOLLAND_TYPES)[number];

/** A text in both product languages. */
export interface Localized {
  es: string;
  en: string;
}

/** One picture-based activity of the test. `image` is a Twemoji file name without `.svg` (e.g. "1f6b2"). */
export interface Activity {
  id: string;
  type: HollandType;
  image: string;
  name: string;
  nameEs: string;
  alt: Localized;
}

export interface QuestionSet {
  /** 1..15 */
  id: number;
  activities: Activity[];
}

/** Broad fields of study: they tie careers to the institutions that teach them. */
export const FIELDS = [
  "agriculture",
  "architecture",
  "arts",
  "business",
  "communication",
  "computing",
  "education",
  "engineering",
  "health",
  "humanities",
  "law",
  "natural_sciences",
  "social_sciences",
  "hospitality",
  "technical",
] as const;
export type Field = (typeof FIELDS)[number];

export interface Career {
  /** kebab-case, unique */
  id: string;
  name: Localized;
  /** Exactly two sentences in each language. */
  description: Localized;
  /** 4 to 6 typical subjects. */
  subjects: Localized[];
  /** e.g. { es: "5 años", en: "5 years" } */
  duration: Localized;
  level: "university" | "technical";
  /** 3 to 5 kinds of work it leads to. */
  work: Localized[];
  field: Field;
  /** CIP 2020 codes, "NN.NNNN": the programs this career is, for reference. */
  cip: string[];
  /**
   * One to three core O*NET-SOC occupations ("NN-NNNN.NN") the career leads to, the most typical
   * first; their mean interest profile is the career's profile. No catch-all ("All Other") codes,
   * and no postsecondary-teacher codes except for teaching careers (field "education").
   */
  onet: string[];
  /**
   * Usual length of the same field as a postgraduate program (specialization or master's) open to
   * graduates of other fields, when there is one; a graduate sees this route first.
   */
  postgraduate?: Localized;
  /**
   * The career depends on a calling (a religious vocation) more than on interests: it is never
   * recommended from the test alone, and the longer list says so where it shows it.
   */
  calling?: true;
}

/** A country's official registry of higher-education programs, where readers find every accredited option. */
export interface ProgramRegistry {
  /** Official name, in the country's own language. */
  name: string;
  /** Official page, https URL. */
  url: string;
  /** What a reader of that country should know about studying there (e.g. free tuition). */
  note?: Localized;
}

/**
 * Levels of study a program funds. "secondary": upper-secondary school (bachillerato, media
 * superior): such a program helps a reader finish school and is never the funding of a technical,
 * university or postgraduate route.
 */
export const STUDY_LEVELS = ["secondary", "technical", "undergraduate", "postgraduate"] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];
/** The levels a study route (and the plan) can recommend. */
export type RouteLevel = Exclude<StudyLevel, "secondary">;

/**
 * Who may apply, by the education they have reached or are in (education means the
 * highest level reached or in progress): "secondary" in or finished secondary school only,
 * "technical" a technical program in progress or finished, "undergraduate" a university degree in
 * progress, "graduate" a university degree finished (or a postgraduate degree).
 */
export const APPLICANTS = ["secondary", "technical", "undergraduate", "graduate"] as const;
export type Applicant = (typeof APPLICANTS)[number];

export interface Scholarship {
  id: string;
  name: Localized;
  /** The body that runs the program, in the reader's language where it has a name in it ("German Academic Exchange Service (DAAD)"). */
  provider: Localized;
  /** Official name of the body that publishes the program's official page (`url`), in its own language. */
  publisher: string;
  /** When the program's rules were last checked, YYYY-MM-DD. */
  retrieved: string;
  /**
   * true when that check read the official page (or a stored copy of it, or an official notice);
   * false when the row was written or reviewed from knowledge and still has to be read online.
   */
  readOnline: boolean;
  /**
   * Origin: countries whose citizens or residents may apply; "ALL" = any country, the product's
   * "OTHER" included. A list may include "OTHER" for programs open to most of the world (a reader
   * of "OTHER" then always has to check).
   */
  countries: CountryCode[] | "ALL";
  /** Levels of study it funds. */
  levels: StudyLevel[];
  /**
   * The levels one kind of applicant may be funded for, where narrower than `levels` (e.g. a
   * graduate gets Spain's general grants only for a master's, never for a second bachelor's).
   */
  levelsBy?: Partial<Record<Applicant, StudyLevel[]>>;
  /** Who may apply, by education reached or in progress. */
  applicants: Applicant[];
  /** Age limits in years, inclusive; max null = no upper limit. */
  ages: { min: number; max: number | null };
  /** "studying": only people enrolled now; "not_studying": only people who are not; "any". */
  situation: "studying" | "not_studying" | "any";
  /**
   * Where the study happens: the applicant's own country (the reader's country, where they live
   * and, if studying, are enrolled), abroad (several destinations), or these countries.
   */
  destinations: "HOME" | "ABROAD" | CountryCode[];
  /**
   * For a program of the institutions of its `destinations` rather than a scholarship that pays
   * for the move there (e.g. the Deutschlandstipendium, for students of German universities of
   * any nationality): "admitted" the applicant must be enrolled at, or admitted to, an institution
   * there (a reader elsewhere who is not enrolled in higher education now could move: "check"; one
   * enrolled elsewhere does not qualify); "enrolled" already enrolled there (a reader elsewhere
   * does not qualify). Absent: no such rule.
   */
  enrolment?: "admitted" | "enrolled";
  /**
   * false when the program does not pay for a whole course of study abroad (a short exchange
   * while enrolled at home, short courses or aid "depending on the call"): the report does not
   * name it as a way to fund a program listed in another country. Absent: it may.
   */
  fundsWholeProgram?: false;
  /**
   * A condition on the applicant's work, which the form does not ask: "public-employee" only civil servants and
   * public employees; "not-public-employee" anyone but them; "employee" only people whose employer offers or pays
   * for it; "worker-or-job-seeker" people in work or registered as looking for it; "job-seeker" people out of work
   * or at risk of losing it; "not-employed" only people without formal work; "work-history" years of work or a
   * balance earned by working. A reader is then at most "check" (see the report's model). Absent: no such rule.
   */
  work?:
    | "public-employee"
    | "not-public-employee"
    | "employee"
    | "worker-or-job-seeker"
    | "job-seeker"
    | "not-employed"
    | "work-history";
  eligibility: Localized;
  covers: Localized;
  /** What to have ready to apply, specific to the program (forms, tests, documents). */
  prepare: Localized;
  /** Official page, https URL. */
  url: string;
}

export interface CareerPathNode {
  id: string;
  title: Localized;
  level: 1 | 2 | 3 | 4;
  hollandTypes: HollandType[];
  description: Localized;
  requirements: Localized[];
  children: CareerPathNode[];
}

export interface CareerTrack {
  id: string;
  name: Localized;
  primaryType: HollandType;
  /** CSS hex colour */
  color: string;
  /** Twemoji file name without `.svg` */
  icon: string;
  root: CareerPathNode;
}

export interface HollandTypeInfo {
  type: HollandType;
  name: Localized;
  /** One sentence. */
  tagline: Localized;
  /** 3-4 sentences: the personality description shown in results and the report, to the person ("Eres…"). */
  description: Localized;
  /** The same description about someone with this profile ("Quien tiene este perfil…"), for whoever else reads it (a shared result). */
  about: Localized;
  /** 4-6 short traits. */
  traits: Localized[];
  /** 3-4 environments where this type thrives. */
  environments: Localized[];
  /** 3-4 typical activities this type enjoys. */
  activities: Localized[];
}

// ---------------------------------------------------------------------------------------------
// Where to study: the sourced program catalog (DECISIONS 34-35). One file per country under
// shared/content/programs/, built by an import script from an official registry where one is
// published (scripts/data/…), or written by hand from the institutions' own program pages.

/** Where a row's facts come from. Every institution and every program names one. */
export interface DataSource {
  /** kebab-case, unique across the catalog */
  id: string;
  /** Who published it: a ministry, a registry, or the institution itself. */
  publisher: string;
  /** What it is: "SNIES — Programas académicos", "Oferta académica de posgrado"… */
  title: string;
  /** The page or file read, https URL. */
  url: string;
  /**
   * Its terms of reuse as published ("Public domain (17 U.S.C. 105)", "CC BY 4.0", "Ley 1712 de 2014,
   * datos abiertos"), or, for an institution's own page, "Facts (names, levels, durations) cited from
   * the institution's public page". A source whose licence forbids reuse in a paid report is not used.
   */
  licence: string;
  /**
   * YYYY-MM-DD: when the file was downloaded (registries), or when the row was written or last
   * checked against what the institution publishes. Rows written without re-reading the page online
   * say so in the country file's header comment.
   */
  retrieved: string;
  /**
   * "registry": an official registry imported by a committed script; "institution": its own page;
   * "statistics": an official statistical release (pay, employment) imported by a committed script.
   */
  kind: "registry" | "institution" | "statistics";
}

/** A published annual wage: dollars, "top" when the publisher gives only a floor (BLS "#": $239,200 or more), null when not published. */
export type PublishedWage = number | "top" | null;

/**
 * What one career leads to in the United States, from the BLS Occupational Employment and Wage
 * Statistics (DECISIONS 36): the figures of one occupation, as published, with the crosswalk used.
 */
export interface UsOccupationWages {
  /** Career id (CAREERS). */
  career: string;
  /** The OEWS occupation code the figures are of ("15-1252"; an OEWS aggregate such as "29-2010" where BLS publishes SOC codes together). */
  occupationCode: string;
  /** The occupation's title as BLS publishes it. */
  occupationTitle: string;
  /** How the career was tied to the occupation: O*NET-SOC code of careers.ts → SOC 2018 → OEWS code. */
  crosswalk: string;
  /** Jobs in the occupation (wage and salary workers; the self-employed are not counted); null when not published. */
  employment: number | null;
  /** Annual wages in U.S. dollars: 25th percentile, median, 75th percentile. */
  p25: PublishedWage;
  median: PublishedWage;
  p75: PublishedWage;
  /** DataSource id. */
  source: string;
}

/** The typical education needed to enter an occupation, as the BLS Employment Projections name it. */
export const BLS_ENTRY_EDUCATION = [
  "No formal educational credential",
  "High school diploma or equivalent",
  "Some college, no degree",
  "Postsecondary nondegree award",
  "Associate's degree",
  "Bachelor's degree",
  "Master's degree",
  "Doctoral or professional degree",
] as const;
export type BlsEntryEducation = (typeof BLS_ENTRY_EDUCATION)[number];

/**
 * Where one career's occupation is headed in the United States, from the BLS Employment Projections
 * (DECISIONS 36): the projected change over the decade of one occupation of the National Employment
 * Matrix, as published, with the crosswalk used.
 */
export interface UsOccupationOutlook {
  /** Career id (CAREERS). */
  career: string;
  /** The National Employment Matrix code of the occupation ("15-1252"; the SOC 2018 code, or a BLS aggregate ending in 0). */
  occupationCode: string;
  /** The occupation's title as BLS publishes it. */
  occupationTitle: string;
  /** How the career was tied to the occupation: O*NET-SOC code of careers.ts → SOC 2018 → matrix code. */
  crosswalk: string;
  /** Employment at the start and the end of the projection decade, in thousands (self-employed included). */
  employmentBase: number;
  employmentProjected: number;
  /** Projected change in employment over the decade, percent, one decimal as published. */
  percentChange: number;
  /** Projected openings a year (growth plus replacement), average over the decade, in thousands; null when not published. */
  annualOpenings: number | null;
  /** Typical education needed for entry; null when not published. */
  entryEducation: BlsEntryEducation | null;
  /** DataSource id. */
  source: string;
}

/** The five «ramas de conocimiento» of Spanish university degrees (Real Decreto 1393/2007). */
export const ES_RAMAS = ["health", "engineering", "social", "sciences", "arts"] as const;
export type EsRama = (typeof ES_RAMAS)[number];

/**
 * The employment of Spain's university graduates of a career's field (DECISIONS 36): INE's
 * published rates for the «rama de conocimiento» of the career's usual Spanish degree, five years
 * after graduating (EILU 2019, graduates of 2013-2014). A figure of the field, not of the career.
 */
export interface EsFieldEmployment {
  /** Career id (CAREERS). */
  career: string;
  rama: EsRama;
  /** The rama as INE names it. */
  ramaName: Localized;
  /** How the career was tied to the rama: its usual Spanish degree and that degree's rama. */
  crosswalk: string;
  /** Percent, one decimal, as published. */
  activityRate: number;
  employmentRate: number;
  unemploymentRate: number;
  /** DataSource id. */
  source: string;
}

/**
 * The academic period a published tuition is charged for, as SNIES names the program's periodicity
 * (PERIODICIDAD): Semestral, Anual, Cuatrimestral, Trimestral, Bimestral, Mensual.
 */
export const TUITION_PERIODS = ["semester", "year", "four-month", "quarter", "two-month", "month"] as const;
export type TuitionPeriod = (typeof TUITION_PERIODS)[number];

/** Published tuitions of some programs, in whole pesos: how many, their median and their range. */
export interface TuitionStats {
  programs: number;
  median: number;
  min: number;
  max: number;
}

/**
 * The tuition per period Colombia's programs publish in SNIES for new students
 * (COSTO_MATRÍCULA_ESTUD_NUEVOS, COP), over the active programs of one career at one level
 * (DECISIONS 36). A published value, not what every student pays: at public institutions it often
 * depends on the family's income. Only the programs of the most common periodicity are counted.
 */
export interface PublishedTuition extends TuitionStats {
  /** Career id (CAREERS). */
  career: string;
  level: ProgramLevel;
  /** The period every counted tuition is per. */
  period: TuitionPeriod;
  /** Public (SECTOR Oficial) and private programs apart; null when fewer than the minimum. */
  public: TuitionStats | null;
  private: TuitionStats | null;
  /** Active programs of the career and level in the extract, with a tuition or not. */
  listed: number;
  /** Programs with a valid tuition per another period (or none named), not counted. */
  otherPeriods: number;
  /** DataSource id. */
  source: string;
  /** The public copy of the SNIES export the rows were read from. */
  mirror: SniesMirrorFile;
}

/** One SNIES export as stored in a public mirror: repository, path, commit and the export's date. */
export interface SniesMirrorFile {
  repository: string;
  path: string;
  commit: string;
  /** YYYY-MM-DD: the day SNIES exported it. */
  exported: string;
}

/** technical: técnico / tecnólogo / vocational; bachelor: first university degree; graduate: after a degree. */
export const PROGRAM_LEVELS = ["technical", "bachelor", "graduate"] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export interface Institution {
  /** kebab-case, unique, prefixed by the country code in lower case ("co-unal") */
  id: string;
  country: Exclude<CountryCode, "OTHER">;
  /** Official name, in the institution's own language. */
  name: string;
  city: string;
  kind: "public" | "private";
  /**
   * Official website, https URL, as seen in a stored page. Absent when no official address was seen: the
   * report then links the page the program was read on, and says so. Never another publisher's page (a news
   * report about the institution is its source, not its website).
   */
  website?: string;
  /** DataSource id. */
  source: string;
}

/** One program an institution offers: a real program at one level, under its official name. */
export interface Program {
  /** Institution id. */
  institution: string;
  /** Career id (CAREERS) this program teaches, itself or as a named close equivalent. */
  career: string;
  level: ProgramLevel;
  /** Official name of the program, in the institution's language ("Maestría en Trabajo Social"). */
  name: string;
  /** Usual length as the country states it, in its own language ("4 años", "2 years", "18 meses"). */
  duration?: string;
  /**
   * "secondary-school": the technical track of a secondary-school diploma (Mexico's Profesional Técnico
   * Bachiller and bachillerato tecnológico, Guatemala's perito of the diversificado), entered at the end of
   * lower secondary school. Only a reader still at school is shown it; everyone else has passed that level,
   * and their technical routes are the ones that follow secondary school (técnico superior, tecnólogo, TSU).
   */
  track?: "secondary-school";
  /** How it is taught, when known; "distance" and "blended" programs may be open across the country. */
  modality?: "in-person" | "distance" | "blended";
  /**
   * Where it is taught when that is not the institution's city (a regional campus: the TEC's agronomy at San Carlos,
   * not Cartago), as the page read says; the card shows it in place of the institution's city.
   */
  city?: string;
  /** The program's official page, when it has a stable one (otherwise the source's URL stands). */
  url?: string;
  /** DataSource id. */
  source: string;
}

/** One country's part of the catalog. */
export interface CountryCatalog {
  country: Exclude<CountryCode, "OTHER">;
  sources: DataSource[];
  institutions: Institution[];
  programs: Program[];
}
