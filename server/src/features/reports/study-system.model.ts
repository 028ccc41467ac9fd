import {
  STUDY_SYSTEMS,
  type AfterStudy,
  type EntranceExam,
  type ExperienceRecognition,
  type StudyRegistry,
  type StudySystem,
  type ToPractice,
} from "@shared/content/study-systems";
import type { Localized, ProgramLevel } from "@shared/content/types";
import type { CountryCode } from "@shared/i18n/countries";

/**
 * How to study at one level in the reader's country (pure: no I/O), from STUDY_SYSTEMS: the
 * official registries where every accredited program of that level is listed, the entrance exams
 * of that level, and the usual length as the country states it. A reader outside the list
 * ("OTHER") gets nothing: the report then says to check their own country's official bodies.
 */

/** Careers whose first degree has its own length (medicine); other careers take the level's. */
const MEDICINE_CAREERS: ReadonlySet<string> = new Set(["medicine"]);

function systemOf(country: CountryCode): StudySystem | undefined {
  return country === "OTHER" ? undefined : STUDY_SYSTEMS[country];
}

/** The registries that list or accredit programs of `level` in `country`, in the table's order. */
export function registriesFor(country: CountryCode, level: ProgramLevel): StudyRegistry[] {
  return systemOf(country)?.registries.filter((registry) => registry.levels.includes(level)) ?? [];
}

/**
 * The admission entries of `level` in `country`: named tests ("test", with name and URL), a line
 * saying each institution sets its own ("own"), or that none is needed ("none"). Empty where the
 * table says nothing for that level.
 */
export function examsFor(country: CountryCode, level: ProgramLevel): EntranceExam[] {
  return systemOf(country)?.exams.filter((exam) => exam.levels.includes(level)) ?? [];
}

/** Only the named tests of `level` (for "take a mock test of {examName}"); empty when none is named. */
export function namedExamsFor(country: CountryCode, level: ProgramLevel): Extract<EntranceExam, { kind: "test" }>[] {
  return examsFor(country, level).filter(
    (exam): exam is Extract<EntranceExam, { kind: "test" }> => exam.kind === "test",
  );
}

/**
 * The usual length of a `level` program in `country`, as the country states it. For medicine
 * (`careerId` "medicine") at bachelor or graduate level, medicine's own length where the table
 * gives one (Spain: "6 años"; the United States: four years after a bachelor's). Undefined for
 * "OTHER".
 */
export function durationFor(country: CountryCode, level: ProgramLevel, careerId?: string): Localized | undefined {
  const system = systemOf(country);
  if (!system) return undefined;
  const { durations } = system;
  if (careerId && MEDICINE_CAREERS.has(careerId) && level !== "technical" && durations.medicine) {
    return durations.medicine;
  }
  return durations[level];
}

/**
 * Where `careerId` is a profession entered only after university study (the United States and Puerto
 * Rico: medicine, law, dentistry, pharmacy, veterinary medicine), what comes first and the years from
 * secondary school to the professional degree; undefined elsewhere.
 */
export function afterStudyIn(country: CountryCode, careerId: string): AfterStudy | undefined {
  return systemOf(country)?.afterStudy?.find((entry) => entry.careers.includes(careerId));
}

/**
 * Where the first degree of `careerId` does not qualify for practice on its own in `country` (Spain's law, health
 * psychology, architecture), what still comes after it; undefined elsewhere.
 */
export function toPracticeIn(country: CountryCode, careerId: string): ToPractice | undefined {
  return systemOf(country)?.toPractice?.find((entry) => entry.careers.includes(careerId));
}

/** The official ways an adult in `country` gets what they learned by working recognised; empty where none is known. */
export function recognitionFor(country: CountryCode): ExperienceRecognition[] {
  return systemOf(country)?.recognition ?? [];
}
