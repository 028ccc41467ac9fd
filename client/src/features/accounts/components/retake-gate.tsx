import CalendarClock from "lucide-react/icons/calendar-clock";
import { Link } from "wouter";
import type { RetakeStatusDto } from "@shared/validators/accounts";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { formatDate } from "../format";

/**
 * Before the first screen, for a signed-in person whose latest test is under 30 days old: when they
 * can retake it, and that a test taken now is a practice run (kept, never replacing their report).
 */
export function RetakeGate({
  status,
  onPractice,
}: {
  status: RetakeStatusDto & { canRetakeAt: string };
  onPractice: () => void;
}) {
  const { t, lang } = useI18n();
  return (
    <section
      className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="retake-gate-title"
      data-testid="retake-gate"
    >
      <h1 id="retake-gate-title" className="flex items-center gap-2 text-2xl font-extrabold text-slate-900">
        <CalendarClock className="h-6 w-6 shrink-0 text-brand-700" aria-hidden />
        {t("retake.gateTitle")}
      </h1>
      <p className="mt-3 text-slate-800">
        {t("retake.gateBody", {
          last: status.latest ? formatDate(status.latest.completedAt, lang) : "",
          date: formatDate(status.canRetakeAt, lang),
        })}
      </p>
      <p className="mt-3 text-slate-700">{t("retake.gatePractice")}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onPractice} data-testid="practice-start" autoFocus>
          {t("retake.practiceStart")}
        </Button>
        <Link href={paths.userDashboard} className={buttonClasses("outline", "md")}>
          {t("retake.toDashboard")}
        </Link>
      </div>
    </section>
  );
}

/** Above the questions of a practice run: what it is, and when the real retake opens. */
export function PracticeBanner({ canRetakeAt }: { canRetakeAt: string | null | undefined }) {
  const { t, lang } = useI18n();
  return (
    <p
      className="mb-4 flex items-center gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-950"
      role="status"
      data-testid="practice-banner"
    >
      <CalendarClock className="h-5 w-5 shrink-0" aria-hidden />
      {canRetakeAt
        ? t("retake.practiceBanner", { date: formatDate(canRetakeAt, lang) })
        : t("retake.practiceBannerNoDate")}
    </p>
  );
}
