/**
 * `npm run eval:guidance`: the guidance evaluation.
 *
 * 1. Runs every persona of scripts/eval-guidance/personas.ts (written before the method) through
 *    the real matching and prints a table: profile, stage, mode, top three with their bands,
 *    and whether the top three are acceptable (none of the persona's wrong careers, at least two
 *    of its expected ones; a flat profile must get broad areas, an opposite-type profile may).
 * 2. Simulates random responders (share shown a strong band, goal at most 10 %) and retests
 *    (agreement of the first letter and of the first career), as the report's method states.
 * Exit code 1 when the random-responder goal is missed.
 */
import { HOLLAND_TYPES, type HollandType } from "../shared/content/types";
import { guide } from "../server/src/features/careers/matching.model";
import { stageOf } from "../server/src/features/careers/stage.model";
import { CALIBRATION_FIGURES } from "../server/src/features/careers/calibration";
import { simulateRandomResponders, simulateRetest, SIMULATION } from "../server/src/features/careers/simulation";
import { rankTypes } from "../server/src/features/assessment/scoring.model";
import { PERSONAS, type Persona } from "./eval-guidance/personas";

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Likes and dislikes consistent with a persona's scores, for the tie-break of the ranking. */
function likesOf(scores: Record<HollandType, number>): Record<HollandType, number> {
  return Object.fromEntries(HOLLAND_TYPES.map((t) => [t, Math.max(0, scores[t])])) as Record<HollandType, number>;
}

export function evaluatePersona(p: Persona) {
  const ranking = rankTypes(p.scores, likesOf(p.scores));
  const stage = stageOf(p.age, p.education, p.currentlyStudying);
  const g = guide(p.scores, ranking, { stage, age: p.age });
  const ids = g.top.map((m) => m.career.id);
  const wrong = ids.filter((id) => p.wrong.includes(id));
  const expectedHits = ids.filter((id) => p.expected.includes(id)).length;
  const careersOk = wrong.length === 0 && expectedHits >= 2;
  const explore = g.reading.mode === "explore";
  const ok = p.expect === "explore" ? explore : p.expect === "explore-or-careers" ? explore || careersOk : !explore && careersOk;
  return { p, ranking, stage, g, ids, wrong, expectedHits, ok };
}

function main(): void {
  const rows = PERSONAS.map(evaluatePersona);
  console.log(`Guidance evaluation: ${rows.length} personas\n`);
  for (const r of rows) {
    const scores = HOLLAND_TYPES.map((t) => `${t}${r.p.scores[t] >= 0 ? "+" : ""}${r.p.scores[t]}`).join(" ");
    const top = r.g.top.map((m) => `${m.career.id} (${m.band}${m.tiedWithPrevious ? ", tied" : ""}, ${m.route.route})`).join(", ");
    console.log(`${r.ok ? "OK  " : "FAIL"} ${r.p.id.padEnd(22)} ${scores.padEnd(28)} ${r.p.age.padEnd(5)} ${r.stage.padEnd(18)} ${r.g.reading.mode.padEnd(8)} ${top}`);
    if (r.wrong.length > 0) console.log(`       wrong in top three: ${r.wrong.join(", ")}`);
    if (!r.ok && r.p.expect !== "explore") console.log(`       expected hits: ${r.expectedHits} of 3`);
  }
  const accepted = rows.filter((r) => r.ok).length;
  console.log(`\nAcceptable top three: ${accepted} of ${rows.length} (${pct(accepted / rows.length)})`);

  const random = simulateRandomResponders();
  const retest = simulateRetest();
  console.log(`\nRandom responders (${random.n}, seed ${SIMULATION.seed}):`);
  console.log(`  first career in the strong band ("alta"): ${pct(random.high)} (goal: at most 10 %)`);
  console.log(`  first career in the medium band: ${pct(random.medium)}`);
  console.log(`  shown confident careers rather than broad areas: ${pct(random.careers)}`);
  console.log(`\nSimulated retest (${retest.n} people, choice model β = ${SIMULATION.beta}):`);
  console.log(`  same first letter: ${pct(retest.firstLetter)}`);
  console.log(`  same first career: ${pct(retest.firstCareer)}`);
  console.log(`  first career among the retest's top three: ${pct(retest.firstInTopThree)}`);

  const stale =
    CALIBRATION_FIGURES.randomHigh !== random.high ||
    CALIBRATION_FIGURES.randomCareers !== random.careers ||
    CALIBRATION_FIGURES.retestFirstLetter !== retest.firstLetter ||
    CALIBRATION_FIGURES.retestFirstCareer !== retest.firstCareer ||
    CALIBRATION_FIGURES.retestFirstInTopThree !== retest.firstInTopThree;
  if (stale) {
    console.log("\nThe figures published in calibration.ts differ; update CALIBRATION_FIGURES to:");
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
  if (random.high > 0.1) process.exitCode = 1;
}

if (process.argv[1]?.endsWith("eval-guidance.ts")) main();
