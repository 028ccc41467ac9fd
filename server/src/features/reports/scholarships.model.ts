import { SCHOLARSHIPS } from "@shared/content/scholarships";
import type { Applicant, RouteLevel, Scholarship, StudyLevel } from "@shared/content/types";
import { ENGLISH_SPEAKING, regionOf, REGIONS, SPANISH_SPEAKING } from "@shared/content/regions";
import type { CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { AgeRange, EducationLevel } from "@shared/validators/assessment";

/**
 * Which scholarships a reader may qualify for (pure: no I/O). A program is shown only when none of
 * its recorded rules excludes the reader: origin country, where the reader studies (a program of
 * one country's institutions needs enrolment there), age limits, who may apply (education reached
 * or in progress) and whether the applicant must be studying now. The reader's country is where
 * they live and, when studying, where they are enrolled.
 * - "likely": every recorded rule is met for sure ("probablemente calificas").
 * - "check": no rule excludes the reader, but at least one cannot be decided from what we know,
 *   e.g. the age range straddles the program's limit, or we do not know whether a university-level
 *   reader is still studying ("revisa los requisitos").
 * Grades, income and documents are never known: the program's own text says what it asks.
 */
export type Qualification = "likely" | "check";

/**
 * Why a program is "check" rather than "likely". "destination": the program is for students of
 * another country's institutions; the reader would have to be admitted there first. "work": the program
 * asks something of the applicant's job (Scholarship.work), which the form does not ask.
 */
export type Uncertainty = "age" | "education" | "situation" | "country" | "destination" | "work";

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

/** Whether the reader is enrolled now in a technical, university or postgraduate program. */
function inHigherEducation(reader: Reader, studying: boolean | null): boolean {
  return studying === true && reader.education !== "secundaria";
}

/** The reader's standing for one program: null when a rule excludes them. */
export function qualify(scholarship: Scholarship, reader: Reader): Omit<EligibleScholarship, "scholarship"> | null {
  const uncertain: Uncertainty[] = [];

  if (scholarship.countries === "ALL") {
    if (reader.country === "OTHER") uncertain.push("country");
  } else if (!scholarship.countries.includes(reader.country)) {
    return null;
  } else if (reader.country === "OTHER") {
    uncertain.push("country");
  }

  const studying = isStudying(reader);

  // A program of one country's institutions: the reader studies (or would study) in their own
  // country, so elsewhere they would first have to be admitted there.
  const destinations = scholarship.destinations;
  if (scholarship.enrolment && Array.isArray(destinations) && !destinations.includes(reader.country)) {
    if (scholarship.enrolment === "enrolled" || inHigherEducation(reader, studying)) return null;
    uncertain.push("destination");
  }

  const [from, to] = AGE_YEARS[reader.age];
  const max = scholarship.ages.max ?? Number.POSITIVE_INFINITY;
  if (to < scholarship.ages.min || from > max) return null;
  if (from < scholarship.ages.min || to > max) uncertain.push("age");

  const possible = applicantsOf(reader.education, studying);
  const matching = possible.filter((a) => scholarship.applicants.includes(a));
  if (matching.length === 0) return null;
  if (matching.length < possible.length) uncertain.push("education");

  if (scholarship.situation !== "any") {
    if (studying === null) uncertain.push("situation");
    else if (studying !== (scholarship.situation === "studying")) return null;
  }

  if (scholarship.work !== undefined) uncertain.push("work");

  return { qualification: uncertain.length === 0 ? "likely" : "check", uncertain };
}

/**
 * The levels the program may fund for this reader: its levels, narrowed by what each kind of
 * applicant the reader could be may get (`levelsBy`).
 */
export function fundedLevels(scholarship: Scholarship, reader: Reader): StudyLevel[] {
  const kinds = applicantsOf(reader.education, isStudying(reader)).filter((a) => scholarship.applicants.includes(a));
  return scholarship.levels.filter((level) =>
    kinds.some((kind) => (scholarship.levelsBy?.[kind] ?? scholarship.levels).includes(level)),
  );
}

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
  // A program of the institutions of the reader's own country, open to every nationality.
  if (studiedAtHome(scholarship, reader)) return 1.5;
  const region = reader.country === "OTHER" ? undefined : regionOf(reader.country);
  const nearby = region ? (REGIONS[region].countries as CountryCode[]) : [];
  if (destinations.some((d) => nearby.includes(d))) return 2;
  // Open to every country and studied at home (or anywhere): nothing to move for.
  if (scholarship.destinations === "HOME") return 2;
  const spoken = lang === "es" ? SPANISH_SPEAKING : ENGLISH_SPEAKING;
  if (destinations.some((d) => spoken.includes(d))) return 3;
  return FAR;
}

/**
 * Whether the program funds study in the reader's own country: a national program at home, one
 * open to every country studied at home (online), or a program of the institutions of the reader's
 * country (the Deutschlandstipendium for a reader in Germany).
 */
function studiedAtHome(scholarship: Scholarship, reader: Reader): boolean {
  if (scholarship.destinations === "HOME") return true;
  return (
    Array.isArray(scholarship.destinations) &&
    scholarship.enrolment !== undefined &&
    scholarship.destinations.includes(reader.country)
  );
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
  // programs would only be filler. For "Other" nothing is known to be near or far.
  const graduate = applicantsOf(reader.education, isStudying(reader)).includes("graduate");
  const shown: EligibleScholarship[] = [];
  let international = 0;
  for (const { scholarship, qualification, uncertain, tier: t } of eligible) {
    if (shown.length >= SCHOLARSHIPS_SHOWN) break;
    if (t === FAR && !graduate && reader.country !== "OTHER") continue;
    if (t >= 2) {
      if (international >= INTERNATIONAL_SHOWN) continue;
      international += 1;
    }
    shown.push({ scholarship, qualification, uncertain });
  }
  return shown;
}

/** The report's language where the reader's country speaks one of them (for the ranking of routes). */
function languageOf(country: CountryCode): Lang {
  return ENGLISH_SPEAKING.includes(country) ? "en" : "es";
}

/**
 * The program the study plan names for a route: the best one the reader may qualify for that funds
 * study at `level` for them (a program for secondary school never funds a route; a graduate is
 * never offered a program for a first degree only). The plan's technical and undergraduate routes
 * are in the reader's country, so only programs studied there fund them; a postgraduate route may
 * be abroad, through a scholarship that pays for the move, but never through another country's
 * institutions' own program the reader would first have to move to be admitted to. Best means, in
 * order: the reader's own national programs to study at home, then their country's programs
 * abroad, then programs open to many countries, nearest first (as in the report's list, far-away
 * programs only for graduates); "likely" before "check"; then the content's order. null when none
 * fits.
 */
export function scholarshipForRoute(
  reader: Reader,
  level: RouteLevel,
  catalog: readonly Scholarship[] = SCHOLARSHIPS,
): EligibleScholarship | null {
  const lang = reader.country === "OTHER" ? "en" : languageOf(reader.country);
  const graduate = applicantsOf(reader.education, isStudying(reader)).includes("graduate");
  let best: { entry: EligibleScholarship; tier: number; index: number } | null = null;
  catalog.forEach((scholarship, index) => {
    if (!fundedLevels(scholarship, reader).includes(level)) return;
    if (level !== "postgraduate" && !studiedAtHome(scholarship, reader)) return;
    const standing = qualify(scholarship, reader);
    if (!standing || standing.uncertain.includes("destination")) return;
    const t = tier(scholarship, reader, lang);
    if (t === FAR && !graduate && reader.country !== "OTHER") return;
    const entry = { scholarship, ...standing };
    const better =
      !best ||
      t < best.tier ||
      (t === best.tier && standing.qualification === "likely" && best.entry.qualification === "check");
    if (better) best = { entry, tier: t, index };
  });
  return best === null ? null : (best as { entry: EligibleScholarship }).entry;
}

/**
 * A program that may pay for studying at `level` in `destination`, another country than the
 * reader's, for the report's "the program in other countries" lists: one the reader may qualify
 * for (admission there is what the reader would seek, so a program of that country's institutions
 * counts), that funds the level for them and whole programs (not a short exchange). Best means, in
 * order: the reader's own national programs for study abroad, then programs for that destination,
 * then any other; "likely" before "check"; then the content's order. null when none fits.
 */
export function scholarshipToStudyIn(
  reader: Reader,
  level: RouteLevel,
  destination: CountryCode,
  catalog: readonly Scholarship[] = SCHOLARSHIPS,
): EligibleScholarship | null {
  if (destination === reader.country) return null;
  const candidates = catalog
    .map((scholarship, index) => ({ scholarship, index }))
    .filter(({ scholarship: s }) => {
      if (s.fundsWholeProgram === false) return false;
      if (s.destinations === "HOME") return false;
      if (Array.isArray(s.destinations) && !s.destinations.includes(destination)) return false;
      return fundedLevels(s, reader).includes(level);
    })
    .flatMap(({ scholarship, index }) => {
      const standing = qualify(scholarship, reader);
      if (!standing) return [];
      // the reader would study there: a program of that country's institutions is not uncertain for that
      const uncertain = standing.uncertain.filter((u) => u !== "destination");
      const national = scholarship.countries !== "ALL" && scholarship.countries.length <= 2;
      const rank = national ? 0 : Array.isArray(scholarship.destinations) ? 1 : 2;
      const qualification: Qualification = uncertain.length === 0 ? "likely" : "check";
      return [{ entry: { scholarship, qualification, uncertain }, rank, index }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(a.entry.qualification === "check") - Number(b.entry.qualification === "check") ||
        a.index - b.index,
    );
  return candidates[0]?.entry ?? null;
}
