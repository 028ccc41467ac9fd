import { SCHOLARSHIPS } from "@shared/content/scholarships";
import type { Applicant, Scholarship } from "@shared/content/types";
import { regionOf, REGIONS } from "@shared/content/regions";
import type { CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { AgeRange, EducationLevel } from "@shared/validators/assessment";

/**
 * Which scholarships a reader may qualify for (pure: no I/O). A program is shown only when none of
 * its recorded rules excludes the reader: origin country, age limits, who may apply (education
 * reached or in progress) and whether the applicant must be studying now.
 * - "likely": every recorded rule is met for sure ("probablemente calificas").
 * - "check": no rule excludes the reader, but at least one cannot be decided from what we know,
 *   e.g. the age range straddles the program's limit, or we do not know whether a university-level
 *   reader is still studying ("revisa los requisitos").
 * Grades, income and documents are never known: the program's own text says what it asks.
 */
export type Qualification = "likely" | "check";

/** Why a program is "check" rather than "likely". */
export type Uncertainty = "age" | "education" | "situation" | "country";

export interface Reader {
  country: CountryCode;
  age: AgeRange;
  education: EducationLevel;
  /** The optional "¿Estudias actualmente?" answer; null when not answered. */
  currentlyStudying: boolean | null;
}

export interface EligibleScholarship {
  scholarship: Scholarship;
  qualification: Qualification;
  uncertain: Uncertainty[];
}

export const SCHOLARSHIPS_SHOWN = 6;
/** Programs abroad open to many countries: a few at most, after the reader's own country's. */
export const INTERNATIONAL_SHOWN = 3;

/** Age ranges of the form in years (inclusive); "46+" has no upper bound. */
const AGE_YEARS: Record<AgeRange, [number, number]> = {
  "15-18": [15, 18],
  "19-24": [19, 24],
  "25-35": [25, 35],
  "36-45": [36, 45],
  "46+": [46, Number.POSITIVE_INFINITY],
};

/**
 * Whether the reader studies now: their answer, or, unanswered, a school-age reader in secondary
 * school is taken to be at school; anyone else is unknown.
 */
export function isStudying(reader: Pick<Reader, "age" | "education" | "currentlyStudying">): boolean | null {
  if (reader.currentlyStudying !== null) return reader.currentlyStudying;
  if (reader.education === "secundaria" && reader.age === "15-18") return true;
  return null;
}

/** What the reader can apply as. A university-level reader whose studying is unknown could be either. */
export function applicantsOf(education: EducationLevel, studying: boolean | null): Applicant[] {
  switch (education) {
    case "secundaria":
      return ["secondary"];
    case "tecnico":
      return ["technical"];
    case "universitario":
      return studying === true ? ["undergraduate"] : studying === false ? ["graduate"] : ["undergraduate", "graduate"];
    case "posgrado":
      return ["graduate"];
  }
}

/** The reader's standing for one program: null when a rule excludes them. */
export function qualify(scholarship: Scholarship, reader: Reader): Omit<EligibleScholarship, "scholarship"> | null {
  const uncertain: Uncertainty[] = [];

  if (scholarship.countries === "ALL") {
    if (reader.country === "OTHER") uncertain.push("country");
  } else if (!scholarship.countries.includes(reader.country)) {
    return null;
  }

  const [from, to] = AGE_YEARS[reader.age];
  const max = scholarship.ages.max ?? Number.POSITIVE_INFINITY;
  if (to < scholarship.ages.min || from > max) return null;
  if (from < scholarship.ages.min || to > max) uncertain.push("age");

  const studying = isStudying(reader);
  const possible = applicantsOf(reader.education, studying);
  const matching = possible.filter((a) => scholarship.applicants.includes(a));
  if (matching.length === 0) return null;
  if (matching.length < possible.length) uncertain.push("education");

  if (scholarship.situation !== "any") {
    if (studying === null) uncertain.push("situation");
    else if (studying !== (scholarship.situation === "studying")) return null;
  }

  return { qualification: uncertain.length === 0 ? "likely" : "check", uncertain };
}

const SPANISH_SPEAKING: CountryCode[] = [
  "AR",
  "BO",
  "CL",
  "CO",
  "CR",
  "CU",
  "DO",
  "EC",
  "SV",
  "GT",
  "HN",
  "MX",
  "NI",
  "PA",
  "PY",
  "PE",
  "PR",
  "UY",
  "VE",
  "ES",
];
const ENGLISH_SPEAKING: CountryCode[] = ["US", "GB", "CA", "AU", "JM", "TT"];

/**
 * Order of presentation: the reader's own national programs to study at home, then their
 * country's programs to study abroad, then programs open to many countries, nearest first (a
 * destination in the reader's region, then one where the report's language is spoken, then the
 * rest, shown only to readers who hold a degree). Within a tier, "likely" before "check", then
 * the content's order.
 */
function tier(scholarship: Scholarship, reader: Reader, lang: Lang): number {
  const national = scholarship.countries !== "ALL" && scholarship.countries.length <= 2;
  if (national) return scholarship.destinations === "HOME" ? 0 : 1;
  const destinations = Array.isArray(scholarship.destinations) ? scholarship.destinations : [];
  const region = reader.country === "OTHER" ? undefined : regionOf(reader.country);
  const nearby = region ? (REGIONS[region].countries as CountryCode[]) : [];
  if (destinations.some((d) => nearby.includes(d))) return 2;
  const spoken = lang === "es" ? SPANISH_SPEAKING : ENGLISH_SPEAKING;
  if (destinations.some((d) => spoken.includes(d))) return 3;
  return FAR;
}

/** Tier of programs abroad, outside the reader's region and language. */
const FAR = 4;

/** The programs the reader may qualify for, in the order and number the report shows them. */
export function scholarshipsFor(
  reader: Reader,
  lang: Lang,
  catalog: readonly Scholarship[] = SCHOLARSHIPS,
): EligibleScholarship[] {
  const eligible = catalog
    .map((scholarship, index) => {
      const standing = qualify(scholarship, reader);
      return standing && { scholarship, ...standing, index, tier: tier(scholarship, reader, lang) };
    })
    .filter((entry): entry is NonNullable<typeof entry> => entry !== null)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(a.qualification === "check") - Number(b.qualification === "check") ||
        a.index - b.index,
    );

  // Study far away, in another language, is a realistic step after a first degree; before it, such
  // programs would only be filler.
  const graduate = applicantsOf(reader.education, isStudying(reader)).includes("graduate");
  const shown: EligibleScholarship[] = [];
  let international = 0;
  for (const { scholarship, qualification, uncertain, tier: t } of eligible) {
    if (shown.length >= SCHOLARSHIPS_SHOWN) break;
    if (t === FAR && !graduate) continue;
    if (t >= 2) {
      if (international >= INTERNATIONAL_SHOWN) continue;
      international += 1;
    }
    shown.push({ scholarship, qualification, uncertain });
  }
  return shown;
}
