import type { QuestionSetDto } from "@shared/validators/assessment";
import type { Choice } from "./progress";

/** The demo's 15 fixed sample answers: in each set, the activity at one fixed position liked and another disliked. */
export function sampleAnswers(sets: QuestionSetDto[]): Record<number, Choice> {
  const answers: Record<number, Choice> = {};
  for (const set of sets) {
    const liked = set.activities[set.id % 6];
    const disliked = set.activities[(set.id + 3) % 6];
    if (liked && disliked) answers[set.id] = { liked: liked.id, disliked: disliked.id };
  }
  return answers;
}
