import type { HollandType } from "@shared/content/types";

/**
 * What a test shows wherever it appears before its report is paid (results page, account lists,
 * the retake comparison, emails, the share page and picture): the two strongest types and their
 * scores, the code's first two letters. The third letter, the other four scores and their order
 * are part of what the report unlocks; a paid test shows everything.
 */
export function shownProfile(
  result: { hollandCode: string; ranking: readonly HollandType[]; normalized: Readonly<Record<HollandType, number>> },
  paid: boolean,
): { hollandCode: string; scores: Partial<Record<HollandType, number>>; types: HollandType[] } {
  const types = paid ? [...result.ranking] : result.ranking.slice(0, 2);
  return {
    hollandCode: paid ? result.hollandCode : result.hollandCode.slice(0, 2),
    scores: Object.fromEntries(types.map((type) => [type, result.normalized[type]])),
    types,
  };
}
