import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { hexDistance, hexIndex } from "@shared/assessment/hexagon";
import type { Assessment } from "@shared/schema/index";
import type { SubmitAssessmentInput } from "@shared/validators/assessment";
import { responseActivityError } from "./assessment.errors";
import { activityType } from "./question-bank.model";

/**
 * Scoring of the forced-choice test (documented in docs/guidance.md):
 * - raw score per type = likes − dislikes, in [−15, 15]; the six always sum to 0 (ipsative);
 * - shown on 0–100 as (s + 15) / 30 × 100, rounded;
 * - ranking: higher score first; ties are broken by (1) being adjacent on the hexagon to the
 *   letter ranked just above, (2) more likes, (3) hexagon order R I A S E C;
 * - Holland code = the first three letters of the ranking;
 * - consistency = 4 − hexagon distance of the first two letters (3 high, 2 medium, 1 low);
 * - differentiation: Holland (s1 − s6, 0–30) and Iachan (s1 − (s2 + s4) / 2); a profile with
 *   s1 − s3 ≤ 2 is reported as undifferentiated.
 */
export type Scores = Record<HollandType, number>;

export interface ScoreCounts {
  likes: Scores;
  dislikes: Scores;
}

export interface Consistency {
  value: 1 | 2 | 3;
  level: "high" | "medium" | "low";
}

export interface Differentiation {
  holland: number;
  iachan: number;
  level: "high" | "medium" | "low";
  undifferentiated: boolean;
}

export interface ScoreResult {
  scores: Scores;
  normalized: Scores;
  likes: Scores;
  dislikes: Scores;
  ranking: HollandType[];
  hollandCode: string;
  primaryType: HollandType;
  secondaryType: HollandType;
  consistency: Consistency;
  differentiation: Differentiation;
}

export const MAX_SCORE = 15;

const zero = (): Scores => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });

/** Counts likes and dislikes per type from responses already resolved to types. */
export function countChoices(choices: { liked: HollandType; disliked: HollandType }[]): ScoreCounts {
  const likes = zero();
  const dislikes = zero();
  for (const { liked, disliked } of choices) {
    likes[liked] += 1;
    dislikes[disliked] += 1;
  }
  return { likes, dislikes };
}

export function normalize(score: number, max = MAX_SCORE): number {
  return Math.round(((score + max) / (2 * max)) * 100);
}

/** Orders the six types by score with the tie-break rule above. */
export function rankTypes(scores: Scores, likes: Scores): HollandType[] {
  const remaining = [...HOLLAND_TYPES];
  const ranking: HollandType[] = [];
  while (remaining.length > 0) {
    const best = Math.max(...remaining.map((t) => scores[t]));
    const previous = ranking[ranking.length - 1];
    const tied = remaining.filter((t) => scores[t] === best);
    tied.sort((a, b) => {
      if (previous) {
        const adjA = hexDistance(previous, a) === 1 ? 1 : 0;
        const adjB = hexDistance(previous, b) === 1 ? 1 : 0;
        if (adjA !== adjB) return adjB - adjA;
      }
      if (likes[a] !== likes[b]) return likes[b] - likes[a];
      return hexIndex(a) - hexIndex(b);
    });
    const chosen = tied[0]!;
    ranking.push(chosen);
    remaining.splice(remaining.indexOf(chosen), 1);
  }
  return ranking;
}

export function consistencyOf(first: HollandType, second: HollandType): Consistency {
  const value = (4 - hexDistance(first, second)) as 1 | 2 | 3;
  return { value, level: value === 3 ? "high" : value === 2 ? "medium" : "low" };
}

export function differentiationOf(scores: Scores): Differentiation {
  const sorted = HOLLAND_TYPES.map((t) => scores[t]).sort((a, b) => b - a) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const holland = sorted[0] - sorted[5];
  const iachan = sorted[0] - (sorted[1] + sorted[3]) / 2;
  const undifferentiated = sorted[0] - sorted[2] <= 2;
  const level = undifferentiated ? "low" : iachan >= 6 ? "high" : "medium";
  return { holland, iachan, level, undifferentiated };
}

export function scoreChoices(choices: { liked: HollandType; disliked: HollandType }[]): ScoreResult {
  const { likes, dislikes } = countChoices(choices);
  const scores = zero();
  const normalized = zero();
  for (const t of HOLLAND_TYPES) {
    scores[t] = likes[t] - dislikes[t];
    normalized[t] = normalize(scores[t]);
  }
  const ranking = rankTypes(scores, likes);
  const [primaryType, secondaryType] = ranking as [HollandType, HollandType];
  return {
    scores,
    normalized,
    likes,
    dislikes,
    ranking,
    hollandCode: ranking.slice(0, 3).join(""),
    primaryType,
    secondaryType,
    consistency: consistencyOf(primaryType, secondaryType),
    differentiation: differentiationOf(scores),
  };
}

/** Resolves each response to Holland types, refusing activities that are not in that question set. */
export function resolveChoices(
  responses: SubmitAssessmentInput["responses"],
): { liked: HollandType; disliked: HollandType }[] {
  return responses.map((response, index) => {
    const liked = activityType(response.questionSet, response.liked);
    const disliked = activityType(response.questionSet, response.disliked);
    if (!liked || !disliked) throw responseActivityError(index);
    return { liked, disliked };
  });
}

/** Re-derives the full result from the stored responses (scoring is deterministic). */
export function resultOf(assessment: Pick<Assessment, "responses">): ScoreResult {
  return scoreChoices(resolveChoices(assessment.responses));
}
