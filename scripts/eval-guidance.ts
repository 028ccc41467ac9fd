/**
 * `npm run eval:guidance`: the guidance evaluation.
 *
 * 1. Runs every persona of scripts/eval-guidance/personas.ts (written before the method) through
 *    the real matching and prints a table: profile, stage, mode, top three with their bands,
 *    and whether the top three are acceptable (none of the persona's wrong careers, at least two
 *    of its expected ones; a flat profile must get broad areas, an opposite-type profile may).
 * 2. Simulates random responders (share shown a strong band, goal at most 10 %) and retests
 *    (agreement of the first letter and of the first career), as the report's method states.
 * 3. Where-to-study coverage (scripts/eval-guidance/coverage.ts).
 * The table is written to docs/evaluation/guidance.md; scripts/eval-guidance.test.ts holds the floors.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HOLLAND_TYPES, type HollandType } from "../shared/content/types";
import { guide } from "../server/src/features/careers/matching.model";
import { stageOf } from "../server/src/features/careers/stage.model";
import { CALIBRATION_FIGURES } from "../server/src/features/careers/calibration.model";
import {
  choicesForScores,
  simulateRandomResponders,
  simulateRetest,
  SIMULATION,
} from "../server/src/features/careers/simulation.model";
import { scoreChoices } from "../server/src/features/assessment/scoring.model";
import { PERSONAS, type Persona } from "./eval-guidance/personas";
import {
  cellsOf,
  COVERAGE_GOAL,
  coverageShare,
  coverageTable,
  readShare,
  shownEvidence,
  sweepCells,
  type CoverageCell,
} from "./eval-guidance/coverage";
import { QUESTION_SETS } from "../shared/content/question-bank";
import type { StoredResponse } from "../shared/schema/index";
import { activityType } from "../server/src/features/assessment/question-bank.model";

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/**
 * 15 screens allow at most 15 likes, so the positive scores can add up to 15 at most (and the
 * negative ones to −15). A persona written with more is scaled down in proportion (largest
 * remainders), keeping its order of types; the table says which.
 */
export function feasibleScores(scores: Record<HollandType, number>): Record<HollandType, number> {
  const total = HOLLAND_TYPES.reduce((sum, t) => sum + Math.max(scores[t], 0), 0);
  if (total <= 15) return scores;
  const out = { ...scores };
  for (const sign of [1, -1]) {
    const types = HOLLAND_TYPES.filter((t) => sign * scores[t] > 0);
    const exact = types.map((t) => (sign * scores[t] * 15) / total);
    const floors = exact.map(Math.floor);
    let left = 15 - floors.reduce((a, b) => a + b, 0);
    const order = exact.map((x, i) => ({ i, rest: x - floors[i]! })).sort((a, b) => b.rest - a.rest);
    for (const { i } of order) if (left-- > 0) floors[i]!++;
    types.forEach((t, i) => (out[t] = sign * floors[i]!));
  }
  return out;
}

/**
 * The persona's answers as the app stores them: its own answers when it has them; otherwise, for
 * each screen, the activity of the type it chose (choicesForScores gives the types, screen by screen).
 */
export function responsesOf(p: Persona): { responses: StoredResponse[]; scaled: boolean } {
  if (p.answers) {
    if (p.answers.length !== QUESTION_SETS.length) throw new Error(`${p.id}: answers for ${p.answers.length} screens`);
    const responses = p.answers.map(([liked, disliked], i) => {
      const set = QUESTION_SETS[i]!;
      for (const id of [liked, disliked])
        if (!set.activities.some((a) => a.id === id)) throw new Error(`${p.id}: "${id}" is not on screen ${set.id}`);
      if (liked === disliked) throw new Error(`${p.id}: screen ${set.id} likes and dislikes one activity`);
      return { questionSet: set.id, liked, disliked };
    });
    return { responses, scaled: false };
  }
  if (!p.scores) throw new Error(`${p.id}: neither scores nor answers`);
  const scores = feasibleScores(p.scores);
  const choices = choicesForScores(scores);
  const responses = choices.map(({ liked, disliked }, i) => {
    const set = QUESTION_SETS[i]!;
    const of = (t: HollandType) => set.activities.find((a) => a.type === t)!.id;
    return { questionSet: set.id, liked: of(liked), disliked: of(disliked) };
  });
  return { responses, scaled: scores !== p.scores };
}

/** Types of stored responses, as the server resolves them. */
export function choicesOf(responses: StoredResponse[]): { liked: HollandType; disliked: HollandType }[] {
  return responses.map((r) => ({
    liked: activityType(r.questionSet, r.liked)!,
    disliked: activityType(r.questionSet, r.disliked)!,
  }));
}

export function evaluatePersona(p: Persona) {
  // The persona's answers go through the real scoring, tie-break rule included.
  const { responses, scaled } = responsesOf(p);
  const result = scoreChoices(choicesOf(responses));
  const ranking = result.ranking;
  const stage = stageOf(p.age, p.education, p.currentlyStudying);
  const g = guide(
    result.scores,
    ranking,
    { stage, age: p.age, education: p.education, ...(p.country === "OTHER" ? {} : { country: p.country }) },
    {
      choices: choicesOf(responses),
      liked: responses.map((r) => r.liked),
      disliked: responses.map((r) => r.disliked),
    },
  );
  const ids = g.top.map((m) => m.career.id);
  const wrong = ids.filter((id) => p.wrong.includes(id));
  const expectedHits = ids.filter((id) => p.expected.includes(id)).length;
  const careersOk = wrong.length === 0 && expectedHits >= 2;
  const explore = g.reading.mode === "explore";
  const invalid = g.validity.status !== "valid";
  const ok =
    p.expect === "invalid"
      ? invalid && explore
      : p.expect === "explore"
        ? explore
        : p.expect === "explore-or-careers"
          ? explore || careersOk
          : !explore && careersOk;
  return { p, responses, scores: result.scores, scaled, ranking, stage, g, ids, wrong, expectedHits, ok };
}

/** The coverage cells of the personas' top three careers, each in the persona's own country. */
export function personaCoverageCells(rows = PERSONAS.map(evaluatePersona)): CoverageCell[] {
  return rows.flatMap((r) => (r.p.country === "OTHER" ? [] : cellsOf(r.p.id, r.p.country, r.g, r.stage)));
}

export interface EvaluationFigures {
  personas: number;
  acceptable: number;
  /** Graduates (and postgraduates) whose first career is a second bachelor's the report does not explain. */
  graduatesToBachelor: number;
  coveragePersonas: number;
  coverageSweep: number;
  /** Of the programs the readers' cards list at home, the share resting on a registry or a page read. */
  listedRead: number;
  randomHigh: number;
  randomMedium: number;
  randomCareers: number;
  randomCoherent: number;
  invalidRecognised: number;
  retestFirstLetter: number;
  retestFirstCareer: number;
  retestFirstInTopThree: number;
}

/** Runs the whole evaluation: the figures the threshold test holds, and the table as printed. */
export function runEvaluation(): { figures: EvaluationFigures; text: string } {
  const out: string[] = [];
  const log = (line = "") => out.push(line);
  const rows = PERSONAS.map(evaluatePersona);
  log(`Guidance evaluation: ${rows.length} personas`);
  log();
  for (const r of rows) {
    const scores =
      HOLLAND_TYPES.map((t) => `${t}${r.scores[t] >= 0 ? "+" : ""}${r.scores[t]}`).join(" ") + (r.scaled ? "*" : "");
    const top = r.g.top
      .map(
        (m) =>
          `${m.career.id} (${m.band}${m.tiedWithPrevious ? ", tied" : ""}, ${m.route.route}${m.later ? ", said why" : ""})`,
      )
      .join(", ");
    log(
      `${r.ok ? "OK  " : "FAIL"} ${r.p.id.padEnd(24)} ${scores.padEnd(28)} ${r.p.age.padEnd(5)} ${r.stage.padEnd(18)} ${(r.g.validity.status === "valid" ? r.g.reading.mode : r.g.validity.status).padEnd(13)} ${top}`,
    );
    if (r.wrong.length > 0) log(`       wrong in top three: ${r.wrong.join(", ")}`);
    if (!r.ok && r.p.expect !== "explore") log(`       expected hits: ${r.expectedHits} of 3`);
  }
  log();
  log(
    `* scores scaled to what 15 screens allow (positive scores add up to 15 at most): ${rows.filter((r) => r.scaled).length} personas`,
  );
  const accepted = rows.filter((r) => r.ok).length;
  log();
  log(`Acceptable top three: ${accepted} of ${rows.length} (${pct(accepted / rows.length)})`);
  const graduates = rows.filter((r) => r.stage === "graduate" && r.g.reading.mode === "careers");
  const firstLong = (r: (typeof rows)[number]) =>
    r.g.top[0]?.route.route === "second-degree" || r.g.top[0]?.route.route === "technical";
  // A longer route leads only when no graduate or short route fits as well, and the report says why (`later`).
  const toBachelor = graduates.filter((r) => firstLong(r) && !r.g.top[0]!.later);
  const explained = graduates.filter((r) => firstLong(r) && r.g.top[0]!.later);
  log(
    `Graduates whose first career is a second bachelor's or a long technical program without saying why: ${toBachelor.length} of ${graduates.length}${toBachelor.length > 0 ? ` (${toBachelor.map((r) => r.p.id).join(", ")})` : ""}; said why: ${explained.length}${explained.length > 0 ? ` (${explained.map((r) => r.p.id).join(", ")})` : ""}`,
  );
  const invalidRows = rows.filter((r) => r.p.expect === "invalid");
  log(
    `Invalid records recognised (no confident career): ${invalidRows.filter((r) => r.ok).length} of ${invalidRows.length}; valid personas flagged invalid: ${rows.filter((r) => r.p.expect !== "invalid" && r.g.validity.status !== "valid").length}`,
  );

  const personaCells = personaCoverageCells(rows);
  const sweep = sweepCells();
  log();
  log(
    `Where to study: top-three careers naming at least ${COVERAGE_GOAL.institutions} institutions of the reader's country at the route's level`,
  );
  log(`  personas: ${pct(coverageShare(personaCells))} of ${personaCells.length}`);
  log(`  sweep (every country x six types x three stages): ${pct(coverageShare(sweep))} of ${sweep.length}`);
  log(`  goal: at least ${pct(COVERAGE_GOAL.share)}`);
  log();
  log(coverageTable([...personaCells, ...sweep]));
  const evidence = shownEvidence([...personaCells, ...sweep]);
  log();
  log(`What backs the programs those cards list (${evidence.shown} rows shown, counted per reader):`);
  log(`  an official registry: ${pct(evidence.registry / evidence.shown)}`);
  log(`  the institution's own page, read: ${pct(evidence.page / evidence.shown)}`);
  log(`  a news report or document naming the program, read: ${pct(evidence.press / evidence.shown)}`);
  log(
    `  the offer noted from the official site, not re-read (the report says so): ${pct(evidence.offer / evidence.shown)}`,
  );

  const random = simulateRandomResponders();
  const retest = simulateRetest();
  log();
  log(`Random responders (${random.n}, seed ${SIMULATION.seed}):`);
  log(`  first career in the strong band ("alta"): ${pct(random.high)} (goal: at most 5 %)`);
  log(`  first career in the medium band: ${pct(random.medium)}`);
  log(`  shown confident careers rather than broad areas: ${pct(random.careers)}`);
  log(`  told their interests are "muy coherentes": ${pct(random.coherent)} (goal: none)`);
  log();
  log(`Simulated retest (${retest.n} people, choice model β = ${SIMULATION.beta}):`);
  log(`  same first letter: ${pct(retest.firstLetter)}`);
  log(`  same first career: ${pct(retest.firstCareer)}`);
  log(`  first career among the retest's top three: ${pct(retest.firstInTopThree)}`);

  const figures: EvaluationFigures = {
    personas: rows.length,
    acceptable: accepted / rows.length,
    graduatesToBachelor: toBachelor.length,
    coveragePersonas: coverageShare(personaCells),
    coverageSweep: coverageShare(sweep),
    listedRead: readShare(evidence),
    randomHigh: random.high,
    randomMedium: random.medium,
    randomCareers: random.careers,
    randomCoherent: random.coherent,
    invalidRecognised: invalidRows.length === 0 ? 1 : invalidRows.filter((r) => r.ok).length / invalidRows.length,
    retestFirstLetter: retest.firstLetter,
    retestFirstCareer: retest.firstCareer,
    retestFirstInTopThree: retest.firstInTopThree,
  };
  return { figures, text: out.join("\n") };
}

/** The file the docs link: the evaluation's table exactly as the script prints it. */
export const EVALUATION_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "docs",
  "evaluation",
  "guidance.md",
);

export function evaluationDocument(text: string): string {
  return [
    "# Guidance evaluation",
    "",
    "Written by `npm run eval:guidance` (scripts/eval-guidance.ts); do not edit by hand. The threshold",
    "test (scripts/eval-guidance.test.ts) fails when this file is out of date or a figure drops below",
    "its committed floor (scripts/eval-guidance/floors.ts).",
    "",
    "```text",
    text,
    "```",
    "",
  ].join("\n");
}

function main(): void {
  const { figures, text } = runEvaluation();
  console.log(text);
  fs.mkdirSync(path.dirname(EVALUATION_FILE), { recursive: true });
  fs.writeFileSync(EVALUATION_FILE, evaluationDocument(text));
  console.log(`\nWritten to ${path.relative(process.cwd(), EVALUATION_FILE)}`);
  const random = { high: figures.randomHigh, careers: figures.randomCareers };
  const retest = {
    firstLetter: figures.retestFirstLetter,
    firstCareer: figures.retestFirstCareer,
    firstInTopThree: figures.retestFirstInTopThree,
  };
  const stale =
    CALIBRATION_FIGURES.randomHigh !== random.high ||
    CALIBRATION_FIGURES.randomCareers !== random.careers ||
    CALIBRATION_FIGURES.retestFirstLetter !== retest.firstLetter ||
    CALIBRATION_FIGURES.retestFirstCareer !== retest.firstCareer ||
    CALIBRATION_FIGURES.retestFirstInTopThree !== retest.firstInTopThree;
  if (stale) {
    console.log("\nThe figures published in calibration.model.ts differ; update CALIBRATION_FIGURES to:");
    console.log(
      JSON.stringify({
        randomHigh: random.high,
        randomCareers: random.careers,
        retestFirstLetter: retest.firstLetter,
        retestFirstCareer: retest.firstCareer,
        retestFirstInTopThree: retest.firstInTopThree,
      }),
    );
  }
}

if (process.argv[1]?.endsWith("eval-guidance.ts")) main();
