import { useMemo, useState } from "react";
import { useLocation } from "wouter";
import { QUESTION_COUNT } from "@shared/assessment/constants";
import type { QuestionSetDto } from "@shared/validators/assessment";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { sampleAnswers } from "../sample-responses";
import { isComplete, orderSeed, saveProgress, shuffled, toggleChoice, type AssessmentProgress } from "../progress";

/**
 * The test's steps: the question on screen, its choice, and the moves between questions (a step
 * goes on only once one activity is liked and one disliked; the last one opens the completion form).
 */
export function useTestSteps({
  sets,
  progress,
  update,
}: {
  sets: QuestionSetDto[];
  progress: AssessmentProgress;
  update: (fn: (current: AssessmentProgress) => AssessmentProgress) => void;
}) {
  const { lang } = useI18n();
  const [, navigate] = useLocation();
  const [showValidation, setShowValidation] = useState(false);
  const total = Math.min(sets.length || QUESTION_COUNT, QUESTION_COUNT);
  const index = Math.min(progress.current, Math.max(total - 1, 0));
  const set = sets[index];
  const choice = set ? progress.answers[set.id] : undefined;
  const valid = isComplete(choice);
  const isLast = index === total - 1;
  const seed = orderSeed(progress, index);
  const activities = useMemo(() => (set ? shuffled(set.activities, seed, set.id) : []), [set, seed]);

  const choose = (side: "liked" | "disliked", activityId: string) => {
    if (!set) return;
    setShowValidation(false);
    update((p) => ({ ...p, answers: { ...p.answers, [set.id]: toggleChoice(p.answers[set.id], side, activityId) } }));
  };

  const goNext = () => {
    if (!valid) {
      setShowValidation(true);
      return;
    }
    setShowValidation(false);
    if (isLast) {
      navigate(`${paths.assessmentComplete}?lang=${lang}`);
      return;
    }
    update((p) => ({ ...p, current: index + 1 }));
  };

  const goPrevious = () => {
    setShowValidation(false);
    update((p) => ({ ...p, current: Math.max(0, index - 1) }));
  };

  /** The demo's sample answers, straight to the completion form. */
  const fillDemo = () => {
    const answers = sampleAnswers(sets);
    update((p) => ({ ...p, answers, current: total - 1 }));
    saveProgress({ ...progress, answers, current: total - 1 });
    navigate(`${paths.assessmentComplete}?lang=${lang}`);
  };

  return { total, index, set, choice, valid, isLast, activities, showValidation, choose, goNext, goPrevious, fillDemo };
}
