/**
 * Where-to-study coverage (issue "Where to study, at your level"): for each reader the evaluation
 * looks at, how many institutions of their country offer each of their top three careers at the
 * level of the route the report gives them. The goal: at least 95 % of those careers name at least
 * two institutions.
 *
 * Readers: the evaluation's personas in their own countries, and a sweep of every country of the
 * form's list x the six types (a profile led by each type, its neighbour on the hexagon second) x
 * three stages (finishing school, at university, graduate).
 */
import { HOLLAND_TYPES, type HollandType, type ProgramLevel } from "../../shared/content/types";
import { COUNTRY_CODES, type CountryCode } from "../../shared/i18n/countries";
import type { AgeRange, EducationLevel } from "../../shared/assessment/constants";
import {
  catalogFor,
  evidenceOf,
  institutionCount,
  catalogLevelOf,
  whereToStudy,
  type Country,
} from "../../server/src/features/reports/institutions.model";
import { guide, type Guidance } from "../../server/src/features/careers/matching.model";
import { stageOf, type Stage } from "../../server/src/features/careers/stage.model";
import { scoreChoices } from "../../server/src/features/assessment/scoring.model";
import { choicesForScores } from "../../server/src/features/careers/simulation.model";

export const COVERAGE_GOAL = { share: 0.95, institutions: 2 } as const;

export interface CoverageCell {
  reader: string;
  country: Country;
  career: string;
  level: ProgramLevel;
  institutions: number;
}

const NEXT: Record<HollandType, HollandType> = { R: "I", I: "A", A: "S", S: "E", E: "C", C: "R" };

/** A profile led by `first`, its hexagon neighbour second, the others below (sums to 0). */
export function sweepScores(first: HollandType): Record<HollandType, number> {
  const second = NEXT[first];
  const scores = Object.fromEntries(HOLLAND_TYPES.map((t) => [t, -3])) as Record<HollandType, number>;
  scores[first] = 8;
  scores[second] = 4;
  return scores;
}

export const SWEEP_STAGES: { id: string; age: AgeRange; education: EducationLevel; studying: boolean }[] = [
  { id: "school", age: "15-18", education: "secundaria", studying: true },
  { id: "university-student", age: "19-24", education: "universitario", studying: true },
  { id: "graduate", age: "25-35", education: "universitario", studying: false },
];

/** The coverage cells of a reader's top three: `stage` decides which programs the reader may enter (catalogFor). */
export function cellsOf(reader: string, country: Country, g: Guidance, stage: Stage): CoverageCell[] {
  if (g.reading.mode !== "careers") return [];
  const index = catalogFor(stage);
  return g.top.map((m) => {
    const level = catalogLevelOf(m.route.route);
    return {
      reader,
      country,
      career: m.career.id,
      level,
      institutions: institutionCount(m.career.id, country, level, index),
    };
  });
}

export function sweepCells(): CoverageCell[] {
  const countries = COUNTRY_CODES.filter((c): c is Country => c !== "OTHER");
  const cells: CoverageCell[] = [];
  for (const type of HOLLAND_TYPES) {
    const result = scoreChoices(choicesForScores(sweepScores(type)));
    for (const stage of SWEEP_STAGES) {
      for (const country of countries) {
        const readerStage = stageOf(stage.age, stage.education, stage.studying);
        const g = guide(result.scores, result.ranking, { stage: readerStage, age: stage.age, country });
        cells.push(...cellsOf(`${type}·${stage.id}`, country, g, readerStage));
      }
    }
  }
  return cells;
}

export function coverageShare(cells: CoverageCell[]): number {
  if (cells.length === 0) return 1;
  return cells.filter((c) => c.institutions >= COVERAGE_GOAL.institutions).length / cells.length;
}

/** Country x level: covered cells / all cells, and the careers missing most often. */
export function coverageTable(cells: CoverageCell[]): string {
  const countries = [...new Set(cells.map((c) => c.country))].sort();
  const levels: ProgramLevel[] = ["technical", "bachelor", "graduate"];
  const lines = [`${"country".padEnd(8)}${levels.map((l) => l.padStart(12)).join("")}${"all".padStart(10)}`];
  for (const country of countries) {
    const mine = cells.filter((c) => c.country === country);
    const cell = (list: CoverageCell[]) =>
      list.length === 0 ? "-" : `${list.filter((c) => c.institutions >= 2).length}/${list.length}`;
    lines.push(
      `${country.padEnd(8)}${levels.map((l) => cell(mine.filter((c) => c.level === l)).padStart(12)).join("")}${cell(mine).padStart(10)}`,
    );
  }
  const missing = new Map<string, Set<string>>();
  for (const c of cells.filter((c) => c.institutions < COVERAGE_GOAL.institutions)) {
    const key = `${c.career} (${c.level})`;
    missing.set(key, (missing.get(key) ?? new Set()).add(c.country));
  }
  const worst = [...missing.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, 25);
  if (worst.length > 0) {
    lines.push("", "Fewer than two institutions (career, level: countries):");
    for (const [key, set] of worst) lines.push(`  ${key}: ${[...set].sort().join(" ")}`);
  }
  return lines.join("\n");
}

/** What backs the programs the readers' reports list, counted once per reader and listed row. */
export interface ShownEvidence {
  shown: number;
  registry: number;
  page: number;
  press: number;
  /** Written from the institution's published offer without reading the program's page (evidenceOf). */
  offer: number;
}

/** For every reader's top-three career, the institutions its card lists at home, by what backs each row. */
export function shownEvidence(cells: CoverageCell[]): ShownEvidence {
  const out: ShownEvidence = { shown: 0, registry: 0, page: 0, press: 0, offer: 0 };
  for (const c of cells) {
    const where = whereToStudy(c.career, c.country, c.level);
    for (const offer of where.offers) {
      out.shown += 1;
      out[evidenceOf(offer)] += 1;
    }
  }
  return out;
}

/** The share of listed rows resting on a registry or a page read (not only on the offer noted from memory). */
export const readShare = (e: ShownEvidence): number => (e.shown === 0 ? 1 : (e.shown - e.offer) / e.shown);

export type { CountryCode };
