import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import type { AgeRange, EducationLevel } from "@shared/assessment/constants";

/**
 * How the test was answered, checked before it is read (as interest inventories do):
 * - "impossible": an age and education that cannot go together (15-18 with a postgraduate degree);
 * - "straight-line": the same type liked and the same type disliked on (almost) every screen: the
 *   answers say nothing about the four other types, so no order among them can be read;
 * - "inconsistent": a person-fit index says the answers do not hang together: the same types are
 *   liked on some screens and disliked on others far more often than people with real preferences
 *   do (random clicking, or "liking everything" in turn). The index is the number of screens on
 *   which a liked type is also disliked elsewhere: Σ over types of min(likes, dislikes), 0..15.
 *   Calibrated by simulation (simulation.model.ts, SIMULATION): random responders score about 10,
 *   simulated people with real interests about 3; at INCONSISTENT_FROM = 9, about three in four
 *   random responders and fewer than one in twenty-five real people are flagged;
 * - "valid": none of these.
 * A record that is not valid gets exploration and a conversation, never a confident match: no
 * "alta", no "bien definido", no "muy coherentes" (the preview and the report say what the answers
 * can and cannot tell, and offer a short retake).
 */
export type ValidityStatus = "valid" | "impossible" | "straight-line" | "inconsistent";

export interface Validity {
  status: ValidityStatus;
  /** The person-fit index (0..15): liked types also disliked on other screens. */
  contradictions: number;
}

export const STRAIGHT_LINE_FROM = 14;
export const INCONSISTENT_FROM = 9;

export interface Choice {
  liked: HollandType;
  disliked: HollandType;
}

export function contradictionsOf(choices: readonly Choice[]): number {
  const likes = Object.fromEntries(HOLLAND_TYPES.map((t) => [t, 0])) as Record<HollandType, number>;
  const dislikes = { ...likes };
  for (const c of choices) {
    likes[c.liked] += 1;
    dislikes[c.disliked] += 1;
  }
  return HOLLAND_TYPES.reduce((sum, t) => sum + Math.min(likes[t], dislikes[t]), 0);
}

/** The largest number of screens on which one type was liked, and one type disliked. */
function mostRepeated(choices: readonly Choice[]): { liked: number; disliked: number } {
  const count = (pick: (c: Choice) => HollandType) =>
    Math.max(...HOLLAND_TYPES.map((t) => choices.filter((c) => pick(c) === t).length));
  return { liked: count((c) => c.liked), disliked: count((c) => c.disliked) };
}

/** An age and education that cannot go together. */
export function impossiblePerson(age: AgeRange, education: EducationLevel): boolean {
  return age === "15-18" && education === "posgrado";
}

/** At most this many contradictions, answers are consistent enough to call interests "very coherent". */
export const COHERENT_UP_TO = 4;

/**
 * What may be said about the distance of the first two types on the hexagon: "high" ("tus intereses
 * son muy coherentes") only for a valid, differentiated record whose answers hardly contradict
 * themselves; "neighbours" (adjacent types, said without the claim) when they contradict more;
 * "unclear" for an invalid or flat record; otherwise the hexagon's own reading.
 */
export type ConsistencyClaim = "high" | "neighbours" | "medium" | "low" | "unclear";

export function consistencyClaim(
  level: "high" | "medium" | "low",
  validity: Validity,
  undifferentiated: boolean,
): ConsistencyClaim {
  if (validity.status !== "valid" || undifferentiated) return "unclear";
  if (level === "high" && validity.contradictions > COHERENT_UP_TO) return "neighbours";
  return level;
}

export function validityOf(
  choices: readonly Choice[],
  person?: { age: AgeRange; education: EducationLevel },
): Validity {
  const contradictions = contradictionsOf(choices);
  if (person && impossiblePerson(person.age, person.education)) return { status: "impossible", contradictions };
  const repeated = mostRepeated(choices);
  if (repeated.liked >= STRAIGHT_LINE_FROM && repeated.disliked >= STRAIGHT_LINE_FROM)
    return { status: "straight-line", contradictions };
  if (contradictions >= INCONSISTENT_FROM) return { status: "inconsistent", contradictions };
  return { status: "valid", contradictions };
}
