import type { Career, Localized, ProgramLevel } from "@shared/content/types";
import type { AgeRange, EducationLevel } from "@shared/assessment/constants";

/**
 * Level first: the person's age, education (the highest level reached or in progress) and, when
 * answered, whether they study now decide which kind of program leads.
 * - school: finishing secondary school; university and technical programs side by side.
 * - no-degree: finished school some time ago; university and technical side by side; from 36 on,
 *   degrees of four years or more after the shorter routes.
 * - technical: holds or studies a technical program; a university degree (often with credits
 *   recognized) or another technical program; from 36 on, degrees of four years or more rank one
 *   step after the shorter routes (a score step, not a later route: a degree in the person's own
 *   field often credits their courses).
 * - university-student: a degree in progress; other degrees first, technical complements after.
 * - graduate: holds a degree (or a postgraduate one); postgraduate routes lead, then short
 *   technical programs (up to two years), then longer technical programs and a second degree.
 */
export type Stage = "school" | "no-degree" | "technical" | "university-student" | "graduate";

/** How a career would be studied at the person's stage. */
export type Route = "degree" | "technical" | "postgraduate" | "professional" | "short" | "second-degree";

export interface CareerRoute {
  route: Route;
  duration: Localized;
  /** 0 leads at this stage, 1 comes after, 2 last. */
  rank: 0 | 1 | 2;
}

export function stageOf(age: AgeRange, education: EducationLevel, currentlyStudying: boolean | null): Stage {
  switch (education) {
    case "secundaria":
      return age === "15-18" || currentlyStudying === true ? "school" : "no-degree";
    case "tecnico":
      return "technical";
    case "universitario":
      // Unknown: under 25 most people at this level are still studying.
      if (currentlyStudying === true) return "university-student";
      if (currentlyStudying === false) return "graduate";
      return age === "15-18" || age === "19-24" ? "university-student" : "graduate";
    case "posgrado":
      return "graduate";
  }
}

/** Shortest usual length in years, from a duration text such as "4-5 years". */
export function minYears(duration: Localized): number {
  const n = Number(/\d+(?:\.\d+)?/.exec(duration.en)?.[0]);
  return Number.isFinite(n) ? n : 4;
}

/** Longest usual length in years ("2-3 years" → 3). */
export function maxYears(duration: Localized): number {
  const all = duration.en.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  return all.length > 0 ? Math.max(...all) : 4;
}

/** Readers of 36 or more: shorter routes go a step ahead of long degrees (DECISIONS 35). */
export const OLDER_AGES: readonly AgeRange[] = ["36-45", "46+"];

/** At most this many years, a technical program is a short route for a graduate. */
export const SHORT_YEARS = 2;

/**
 * The length of a career at a level in the reader's country, as the country states it (its program
 * rows, or its usual length for the level); undefined keeps the career's own length.
 */
export type LengthIn = (level: ProgramLevel, own: Localized) => Localized | undefined;

/**
 * How a career is studied at a stage, and its rank (0 leads). Lengths are the country's where
 * `lengthIn` gives one (Spain's grados: 4 years), and rank by them. Durations: from 36 on, without a
 * degree (or with a technical one), a university degree of four years or more comes after the shorter routes; a graduate
 * sees graduate programs first, technical programs of up to two years as short routes, and a
 * longer technical program or a second bachelor's last (the report says why when one is shown).
 * `professional`: where the reader's country enters the career only after university study (the
 * United States' law, medicine), the professional program's own length: a graduate's route to it.
 */
export function routeFor(
  career: Pick<Career, "level" | "duration" | "postgraduate">,
  stage: Stage,
  age: AgeRange,
  lengthIn?: LengthIn,
  professional?: Localized,
): CareerRoute {
  const older = OLDER_AGES.includes(age);
  const at = (level: ProgramLevel, own: Localized) => lengthIn?.(level, own) ?? own;
  const first = at(career.level === "technical" ? "technical" : "bachelor", career.duration);
  career = {
    ...career,
    duration: first,
    postgraduate: career.postgraduate && at("graduate", career.postgraduate),
  };
  switch (stage) {
    case "school":
      return { route: career.level === "technical" ? "technical" : "degree", duration: career.duration, rank: 0 };
    case "no-degree":
      if (career.level === "technical") return { route: "technical", duration: career.duration, rank: 0 };
      return { route: "degree", duration: career.duration, rank: older && minYears(career.duration) >= 4 ? 1 : 0 };
    case "technical":
      if (career.level === "technical") return { route: "technical", duration: career.duration, rank: 0 };
      return { route: "degree", duration: career.duration, rank: older && minYears(career.duration) >= 4 ? 1 : 0 };
    case "university-student":
      if (career.level === "technical") return { route: "technical", duration: career.duration, rank: 1 };
      return { route: "degree", duration: career.duration, rank: 0 };
    case "graduate":
      // a profession the reader's country enters after university study (the United States' JD, MD):
      // a graduate enters its professional school with the degree they hold
      // (one of four years or more, the length of a second bachelor's, comes after the graduate programs and
      // short routes the stage leads with, and the card says why)
      if (professional)
        return { route: "professional", duration: professional, rank: minYears(professional) >= 4 ? 1 : 0 };
      if (career.postgraduate) return { route: "postgraduate", duration: career.postgraduate, rank: 0 };
      if (career.level === "technical")
        return maxYears(career.duration) <= SHORT_YEARS
          ? { route: "short", duration: career.duration, rank: 1 }
          : { route: "technical", duration: career.duration, rank: 2 };
      return { route: "second-degree", duration: career.duration, rank: 2 };
  }
}
