import { QUESTION_SETS } from "@shared/content/question-bank";
import type { Activity, HollandType } from "@shared/content/types";
import type { QuestionSetDto } from "@shared/validators/assessment";

/** The bank indexed for validation: set id → activity id → activity. */
const bySet = new Map<number, Map<string, Activity>>(
  QUESTION_SETS.map((set) => [set.id, new Map(set.activities.map((a) => [a.id, a]))]),
);

export function findActivity(questionSet: number, activityId: string): Activity | undefined {
  return bySet.get(questionSet)?.get(activityId);
}

export function activityType(questionSet: number, activityId: string): HollandType | undefined {
  return findActivity(questionSet, activityId)?.type;
}

/** What GET /api/assessment/questions serves: the bank without the Holland type of each activity. */
export const QUESTION_SETS_DTO: QuestionSetDto[] = QUESTION_SETS.map((set) => ({
  id: set.id,
  activities: set.activities.map(({ id, image, name, nameEs, alt }) => ({ id, image, name, nameEs, alt })),
}));
