import CalendarClock from "lucide-react/icons/calendar-clock";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { useRetakeStatus } from "../api/get-retake-status";
import { formatDate } from "../format";
import { RetakeComparison, type RenderHexagon } from "./retake-comparison";
import { NewAssessmentLink } from "./user-assessments";

/** "Repetir el test" once 30 days have passed since the latest test, the date until then; "Nueva Evaluación" before any test. */
export function RetakeAction({ enabled, size = "md" }: { enabled: boolean; size?: "sm" | "md" }) {
  const { t, lang } = useI18n();
  const status = useRetakeStatus({ enabled });
  if (!status.data?.latest) return <NewAssessmentLink size={size} />;
  if (status.data.canRetakeNow) {
    return (
      <Link href={paths.assessment(lang)} className={buttonClasses("primary", size)} data-testid="retake-button">
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t("retake.button")}
      </Link>
    );
  }
  return (
    <p
      className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800"
      data-testid="retake-date"
    >
      <CalendarClock className="h-4 w-4 text-brand-700" aria-hidden />
      {t("retake.availableOn", { date: formatDate(status.data.canRetakeAt!, lang) })}
    </p>
  );
}

/** With two tests or more: the latest and the previous one compared. */
export function ProfileChange({ enabled, renderHexagon }: { enabled: boolean; renderHexagon: RenderHexagon }) {
  const status = useRetakeStatus({ enabled });
  const data = status.data;
  if (!data?.latest || !data.previous) return null;
  return (
    <RetakeComparison
      status={{ ...data, latest: data.latest, previous: data.previous }}
      renderHexagon={renderHexagon}
    />
  );
}
