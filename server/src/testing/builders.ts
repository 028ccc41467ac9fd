import { randomUUID } from "node:crypto";
import { QUESTION_SETS } from "@shared/content/question-bank";
import type { HollandType } from "@shared/content/types";
import type { SubmitAssessmentInput } from "@shared/validators/assessment";

/** 15 responses liking the `liked` type's activity and disliking the `disliked` type's in every set. */
export function buildResponses(
  liked: HollandType = "I",
  disliked: HollandType = "C",
): SubmitAssessmentInput["responses"] {
  return QUESTION_SETS.map((set) => ({
    questionSet: set.id,
    liked: set.activities.find((a) => a.type === liked)!.id,
    disliked: set.activities.find((a) => a.type === disliked)!.id,
  }));
}

let counter = 0;
/** A valid submission body; unique email per call. */
export function buildSubmission(overrides: Partial<SubmitAssessmentInput> = {}): SubmitAssessmentInput {
  counter += 1;
  return {
    fullName: "Ana María Pérez",
    email: `ana.${counter}.${Date.now()}@example.com`,
    age: "15-18",
    education: "secundaria",
    country: "DO",
    isPrepaid: false,
    responses: buildResponses(),
    submissionId: randomUUID(),
    ...overrides,
  };
}
