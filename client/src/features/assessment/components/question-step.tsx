import { useEffect, useRef } from "react";
import type { QuestionActivityDto, QuestionSetDto } from "@shared/validators/assessment";
import { useI18n } from "@/lib/i18n";
import type { Choice } from "../progress";
import { ActivityCard } from "./activity-card";

/**
 * One question of the test: its instructions, the activities to like and dislike, what is chosen
 * (for screen readers) and, when asked to go on too early, what is missing.
 */
export function QuestionStep({
  set,
  index,
  total,
  activities,
  choice,
  showValidation,
  onChoose,
}: {
  set: QuestionSetDto;
  index: number;
  total: number;
  activities: QuestionActivityDto[];
  choice: Choice | undefined;
  showValidation: boolean;
  onChoose: (side: "liked" | "disliked", activityId: string) => void;
}) {
  const { t, lang } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Move focus to the question heading when the question changes (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  const nameOf = (id: string | undefined) => {
    const activity = set.activities.find((a) => a.id === id);
    return activity ? (lang === "es" ? activity.nameEs : activity.name) : t("assessment.nothingChosen");
  };

  return (
    <>
      <h1
        ref={headingRef}
        tabIndex={-1}
        id="question-title"
        className="text-xl font-bold text-slate-900 outline-none sm:text-2xl"
      >
        <span className="sr-only">{t("assessment.questionOf", { current: index + 1, total })}. </span>
        {t("assessment.instructions")}
      </h1>
      <p className="mt-1 text-sm text-slate-700">{t("assessment.instructionsDetail")}</p>

      <ul
        className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-3"
        aria-label={t("assessment.activitiesLabel", { current: index + 1 })}
      >
        {activities.map((activity) => (
          <ActivityCard
            key={activity.id}
            activity={activity}
            liked={choice?.liked === activity.id}
            disliked={choice?.disliked === activity.id}
            onChoose={(side) => onChoose(side, activity.id)}
          />
        ))}
      </ul>

      <p className="sr-only" aria-live="polite">
        {t("assessment.choiceSummary", { liked: nameOf(choice?.liked), disliked: nameOf(choice?.disliked) })}
      </p>

      {showValidation ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
          data-testid="validation-message"
        >
          {t("assessment.validation")}
        </p>
      ) : null}
    </>
  );
}
