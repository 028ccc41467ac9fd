import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { scoreChoices } from "../assessment/scoring.model";
import { QUESTION_SETS } from "@shared/content/question-bank";
import { guide } from "./matching.model";
import { consistencyClaim } from "./validity.model";
import type { Answers, PersonContext, Guidance } from "./matching.model";

/**
 * Simulated test takers, to calibrate the bands and to publish the test's retest agreement.
 * - A random responder marks, on each of the 15 screens, a liked activity at random and a
 *   disliked one at random among the other five.
 * - A simulated person has six true interest strengths θ (independent standard normal draws)
 *   and answers each screen by a choice model: the liked activity's type is drawn with
 *   probability ∝ exp(β·θ), the disliked one among the other five ∝ exp(−β·θ). β = 1.2 gives
 *   a typical first score near +8 (of 15), like the profiles people really obtain.
 *   A retest is the same person answering the 15 screens again.
 */
export const SIMULATION = { seed: 20261123, randomResponders: 2000, retestPeople: 1000, beta: 1.2 } as const;

const SCHOOL: PersonContext = { stage: "school", age: "15-18" };

/** Small, seedable PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted(random: () => number, types: HollandType[], weights: number[]): HollandType {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = random() * total;
  for (let i = 0; i < types.length; i++) {
    x -= weights[i]!;
    if (x <= 0) return types[i]!;
  }
  return types[types.length - 1]!;
}

export function answer(
  random: () => number,
  theta: Record<HollandType, number>,
  beta: number,
): { liked: HollandType; disliked: HollandType }[] {
  return Array.from({ length: 15 }, () => {
    const liked = weighted(
      random,
      [...HOLLAND_TYPES],
      HOLLAND_TYPES.map((t) => Math.exp(beta * theta[t])),
    );
    const rest = HOLLAND_TYPES.filter((t) => t !== liked);
    const disliked = weighted(
      random,
      rest,
      rest.map((t) => Math.exp(-beta * theta[t])),
    );
    return { liked, disliked };
  });
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** The answers a person gives by type, as activities: on screen i, the activity of that type. */
export function answersForChoices(choices: { liked: HollandType; disliked: HollandType }[]): Answers {
  const of = (i: number, t: HollandType) => QUESTION_SETS[i]!.activities.find((a) => a.type === t)!.id;
  return {
    choices,
    liked: choices.map((c, i) => of(i, c.liked)),
    disliked: choices.map((c, i) => of(i, c.disliked)),
  };
}

export function guidanceFor(
  choices: { liked: HollandType; disliked: HollandType }[],
  person: PersonContext = SCHOOL,
): Guidance {
  const result = scoreChoices(choices);
  return guide(result.scores, result.ranking, person, answersForChoices(choices));
}

export interface RandomFigures {
  n: number;
  high: number;
  medium: number;
  careers: number;
  /** Told their interests are "muy coherentes" (goal: none). */
  coherent: number;
}

export function simulateRandomResponders(
  n: number = SIMULATION.randomResponders,
  seed: number = SIMULATION.seed,
): RandomFigures {
  const random = rng(seed);
  const zero = Object.fromEntries(HOLLAND_TYPES.map((t) => [t, 0])) as Record<HollandType, number>;
  let high = 0;
  let medium = 0;
  let careers = 0;
  let coherent = 0;
  for (let i = 0; i < n; i++) {
    const choices = answer(random, zero, 0);
    const g = guidanceFor(choices);
    const first = g.top[0]!;
    if (first.band === "high") high++;
    if (first.band === "medium") medium++;
    if (g.reading.mode === "careers") careers++;
    const result = scoreChoices(choices);
    if (consistencyClaim(result.consistency.level, g.validity, result.differentiation.undifferentiated) === "high")
      coherent++;
  }
  return { n, high: high / n, medium: medium / n, careers: careers / n, coherent: coherent / n };
}

export interface RetestFigures {
  n: number;
  firstLetter: number;
  firstCareer: number;
  firstInTopThree: number;
}

export function simulateRetest(
  n: number = SIMULATION.retestPeople,
  seed: number = SIMULATION.seed + 1,
  beta: number = SIMULATION.beta,
): RetestFigures {
  const random = rng(seed);
  let letter = 0;
  let career = 0;
  let inTop = 0;
  for (let i = 0; i < n; i++) {
    const theta = Object.fromEntries(HOLLAND_TYPES.map((t) => [t, normal(random)])) as Record<HollandType, number>;
    const a = answer(random, theta, beta);
    const b = answer(random, theta, beta);
    const ra = scoreChoices(a);
    const rb = scoreChoices(b);
    if (ra.ranking[0] === rb.ranking[0]) letter++;
    const ga = guide(ra.scores, ra.ranking, SCHOOL, answersForChoices(a));
    const gb = guide(rb.scores, rb.ranking, SCHOOL, answersForChoices(b));
    if (ga.top[0]!.career.id === gb.top[0]!.career.id) career++;
    if (gb.top.some((m) => m.career.id === ga.top[0]!.career.id)) inTop++;
  }
  return { n, firstLetter: letter / n, firstCareer: career / n, firstInTopThree: inTop / n };
}

/**
 * Answers (liked and disliked activity of each of the 15 screens) that give exactly these
 * scores; used to turn written personas into tests. Types with a positive score are liked that
 * many times, negative ones disliked; the remaining picks are spread as like/dislike pairs of
 * the same type, which cancel out.
 */
export function choicesForScores(scores: Record<HollandType, number>): { liked: HollandType; disliked: HollandType }[] {
  const sum = HOLLAND_TYPES.reduce((s, t) => s + scores[t], 0);
  if (sum !== 0) throw new Error("scores must sum to 0");
  const liked: HollandType[] = HOLLAND_TYPES.flatMap((t) => Array<HollandType>(Math.max(scores[t], 0)).fill(t));
  const disliked: HollandType[] = HOLLAND_TYPES.flatMap((t) => Array<HollandType>(Math.max(-scores[t], 0)).fill(t));
  let k = 0;
  while (liked.length < 15) {
    const t = HOLLAND_TYPES[k++ % 6]!;
    liked.push(t);
    disliked.push(t);
  }
  if (liked.length > 15 || disliked.length !== 15) throw new Error("scores out of range");
  // pair each liked type with a different disliked type
  for (let i = 0; i < 15; i++) {
    if (liked[i] !== disliked[i]) continue;
    const j = disliked.findIndex((d, n) => n !== i && d !== liked[i] && disliked[i] !== liked[n]);
    if (j < 0) throw new Error("cannot pair answers");
    [disliked[i], disliked[j]] = [disliked[j]!, disliked[i]!];
  }
  return liked.map((l, i) => ({ liked: l, disliked: disliked[i]! }));
}
