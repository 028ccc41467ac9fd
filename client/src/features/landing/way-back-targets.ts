import type { Lang } from "@shared/i18n/lang";
import { paths } from "@/config/paths";
import { lastAssessmentId } from "@/lib/session-storage";
import type { WayBackTargets } from "./components/way-back";

/**
 * What this browser holds: a test with answers saved (`test`: back to its question, or to the
 * completion form once all are answered) and the latest test it submitted (its results page,
 * where the browser's claim secret still applies).
 */
export function wayBackOf(
  lang: Lang,
  test: "none" | "answering" | "finished",
  lastAssessment: string | undefined = lastAssessmentId(),
): WayBackTargets {
  return {
    resumeHref:
      test === "none"
        ? undefined
        : test === "finished"
          ? `${paths.assessmentComplete}?lang=${lang}`
          : paths.assessment(lang),
    resultsHref: lastAssessment ? `${paths.results(lastAssessment)}?lang=${lang}` : undefined,
  };
}
