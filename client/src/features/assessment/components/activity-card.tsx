import ThumbsDown from "lucide-react/icons/thumbs-down";
import ThumbsUp from "lucide-react/icons/thumbs-up";
import type { QuestionActivityDto } from "@shared/validators/assessment";
import { useI18n } from "@/lib/i18n";
import { clsx } from "clsx";
import { activityImageUrl } from "../api/get-questions";

interface Props {
  activity: QuestionActivityDto;
  liked: boolean;
  disliked: boolean;
  onChoose(side: "liked" | "disliked"): void;
}

/** One picture of a set with its two choices; both are real buttons (aria-pressed) for keyboard and screen readers. */
export function ActivityCard({ activity, liked, disliked, onChoose }: Props) {
  const { t, lang } = useI18n();
  const name = lang === "es" ? activity.nameEs : activity.name;
  return (
    <li
      className={clsx(
        "flex flex-col rounded-2xl border-2 p-3 shadow-sm transition-colors",
        liked
          ? "border-emerald-500 bg-emerald-50"
          : disliked
            ? "border-rose-500 bg-rose-50"
            : "border-slate-200 bg-white",
      )}
      data-testid="activity-card"
      data-activity-id={activity.id}
    >
      <div className="flex flex-1 flex-col items-center text-center">
        <img
          src={activityImageUrl(activity.image)}
          alt={activity.alt[lang]}
          width={72}
          height={72}
          className="h-16 w-16 sm:h-20 sm:w-20"
          draggable={false}
        />
        <p className="mt-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">{name}</p>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          aria-pressed={liked}
          aria-label={t("assessment.likeActivity", { activity: name })}
          onClick={() => onChoose("liked")}
          className={clsx(
            "flex min-h-11 items-center justify-center gap-1 rounded-xl border text-xs font-bold sm:text-sm",
            liked
              ? "border-emerald-700 bg-emerald-700 text-white"
              : "border-emerald-300 bg-white text-emerald-800 hover:bg-emerald-50",
          )}
        >
          <ThumbsUp className="h-4 w-4" aria-hidden />
          <span aria-hidden>{t("assessment.like")}</span>
        </button>
        <button
          type="button"
          aria-pressed={disliked}
          aria-label={t("assessment.dislikeActivity", { activity: name })}
          onClick={() => onChoose("disliked")}
          className={clsx(
            "flex min-h-11 items-center justify-center gap-1 rounded-xl border text-xs font-bold sm:text-sm",
            disliked
              ? "border-rose-700 bg-rose-700 text-white"
              : "border-rose-300 bg-white text-rose-800 hover:bg-rose-50",
          )}
        >
          <ThumbsDown className="h-4 w-4" aria-hidden />
          <span aria-hidden>{t("assessment.dislike")}</span>
        </button>
      </div>
    </li>
  );
}
