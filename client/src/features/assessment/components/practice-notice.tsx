import CalendarClock from "lucide-react/icons/calendar-clock";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** Above a practice run's results: it replaces nothing and has no report; the person's report is on their dashboard. */
export function PracticeNotice() {
  const { t } = useI18n();
  return (
    <div className="border-b border-sky-200 bg-sky-50" data-testid="practice-notice">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <CalendarClock className="h-6 w-6 shrink-0 text-sky-700" aria-hidden />
          <div>
            <p className="font-semibold text-sky-950">{t("retake.practiceResultsTitle")}</p>
            <p className="text-sm text-sky-900">{t("retake.practiceResultsBody")}</p>
          </div>
        </div>
        <Link href={paths.userDashboard} className={buttonClasses("outline", "md", "shrink-0")}>
          {t("retake.toDashboard")}
        </Link>
      </div>
    </div>
  );
}
