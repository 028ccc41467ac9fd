import { ACTIVITY_EVIDENCE } from "@shared/content/activity-evidence";
import { QUESTION_SETS } from "@shared/content/question-bank";
import type { HollandType } from "@shared/content/types";

/**
 * Evidence from the activities a person liked and disliked (matching, third version): inside one
 * type, careers differ more than types do, and the activities themselves say which careers of a type
 * fit (an R person who liked engines, welding and wiring is not a cook). Each activity of the question
 * bank names the careers it speaks for (shared/content/activity-evidence.ts, most direct first).
 *
 * sum(career) = Σ weight of the liked activities that point to it − ½ Σ weight of the disliked
 * ones, where an activity weighs 1 for the first three careers it names and 0.6 for the rest. One
 * liked activity is not yet evidence (a single screen is noise: the simulated retest loses stability
 * when it counts): evidence = (sum − 1) / EVIDENCE_SATURATION when the sum is above 1, the sum itself
 * when negative, 0 otherwise, clipped to −1..1; three strong liked activities are full evidence. A
 * career no activity points to has no evidence from pointing: it is matched on the type profile alone,
 * except as below.
 *
 * Absence is evidence too: a person who liked at least ABSENT_MIN activities of a career's leading
 * type (its first letter and any tied with it), none of which points to the career, has said which
 * careers of that type they mean, and the career gets −ABSENT_PENALTY. An R person who liked engines,
 * welding, wiring and bricks, and no activity of a kitchen, is not a cook.
 */
export interface AnswerEvidence {
  liked: readonly string[];
  disliked: readonly string[];
}

export const EVIDENCE_SATURATION = 2;
const TYPE_OF = new Map<string, HollandType>(
  QUESTION_SETS.flatMap((set) => set.activities.map((activity) => [activity.id, activity.type] as const)),
);
export const ABSENT_MIN = 3;
export const ABSENT_PENALTY = 0.25;

interface Pointer {
  activity: string;
  weight: number;
}

const BY_CAREER = new Map<string, Pointer[]>();
for (const [activity, { careers }] of Object.entries(ACTIVITY_EVIDENCE)) {
  careers.forEach((career, i) => {
    const list = BY_CAREER.get(career) ?? [];
    list.push({ activity, weight: i < 3 ? 1 : 0.6 });
    BY_CAREER.set(career, list);
  });
}

/** Whether any activity of the test speaks for this career. */
export function hasEvidence(careerId: string): boolean {
  return BY_CAREER.has(careerId);
}

/** The evidence for a career (−1..1); `firsts` are the career's leading letters (its first and any tied with it). */
export function evidenceFor(
  careerId: string,
  answers: AnswerEvidence | undefined,
  firsts: readonly HollandType[] = [],
): number {
  if (!answers) return 0;
  const pointers = BY_CAREER.get(careerId) ?? [];
  const likedOfType = answers.liked.filter((a) => firsts.includes(TYPE_OF.get(a)!)).length;
  if (likedOfType >= ABSENT_MIN && !pointers.some((p) => answers.liked.includes(p.activity))) return -ABSENT_PENALTY;
  if (pointers.length === 0) return 0;
  let sum = 0;
  for (const { activity, weight } of pointers) {
    if (answers.liked.includes(activity)) sum += weight;
    if (answers.disliked.includes(activity)) sum -= weight / 2;
  }
  const beyondOne = sum > 1 ? sum - 1 : sum < 0 ? sum : 0;
  return Math.max(-1, Math.min(1, beyondOne / EVIDENCE_SATURATION));
}

/** The liked activities that speak for this career, strongest first. */
export function pointingLikedActivities(careerId: string, liked: readonly string[]): string[] {
  return (BY_CAREER.get(careerId) ?? [])
    .filter((p) => liked.includes(p.activity))
    .sort((a, b) => b.weight - a.weight)
    .map((p) => p.activity);
}
