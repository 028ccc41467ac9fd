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
}

export interface University {
  /** kebab-case, unique */
  id: string;
  country: Exclude<CountryCode, "OTHER">;
  /** Official name, in the institution's own language. */
  name: string;
  city: string;
  kind: "public" | "private";
  /** Official website, https URL. */
  website: string;
  /**
   * Ids of the careers (CAREERS) whose program the institution offers, listed only where it is
   * known to offer it: under the career's own name, or a close equivalent named in `programs`.
   */
  offers: string[];
  /** The institution's own name for a program when it differs from the career's name (key: career id). */
  programs?: Record<string, string>;
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

export type StudyLevel = "technical" | "undergraduate" | "postgraduate";

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
  provider: string;
  /** Origin: countries whose citizens or residents may apply; "ALL" = any country of the product's list. */
  countries: CountryCode[] | "ALL";
  /** Levels of study it funds. */
  levels: StudyLevel[];
  /** Who may apply, by education reached or in progress. */
  applicants: Applicant[];
  /** Age limits in years, inclusive; max null = no upper limit. */
  ages: { min: number; max: number | null };
  /** "studying": only people enrolled now; "not_studying": only people who are not; "any". */
  situation: "studying" | "not_studying" | "any";
  /** Where the study happens: the applicant's own country, abroad (several destinations), or these countries. */
  destinations: "HOME" | "ABROAD" | CountryCode[];
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
  /** Text range, e.g. { es: "USD 600 - 1.200 al mes", en: "USD 600 - 1,200 a month" } */
  avgSalary: Localized;
  /** Percent text such as "+8%", or "Variable" */
  growth: string;
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
  /** 3-4 sentences: the personality description shown in results and the report. */
  description: Localized;
  /** 4-6 short traits. */
  traits: Localized[];
  /** 3-4 environments where this type thrives. */
  environments: Localized[];
  /** 3-4 typical activities this type enjoys. */
  activities: Localized[];
}
