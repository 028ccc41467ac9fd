import Clock from "lucide-react/icons/clock";
import X from "lucide-react/icons/x";
import { Link } from "wouter";
import { HeaderSlot } from "@/components/layout/header-slot";
import { LanguageToggle } from "@/components/layout/language-toggle";
import { useI18n } from "@/lib/i18n";
import { useElapsed } from "../hooks/use-elapsed";

/** The clock alone re-renders each second, not the header or the page around it. */
function ElapsedTime({ since }: { since: number }) {
  return <>{useElapsed(since)}</>;
}

/** The test's sticky header: close, "question n of N", the timer, the language, the account and the progress bar. */
export function TestHeader({ index, total, startedAt }: { index: number; total: number; startedAt: number }) {
  const { t } = useI18n();
  const percent = Math.round((index / total) * 100);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-3">
        <Link
          href="/"
          aria-label={t("assessment.close")}
          title={t("assessment.close")}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        >
          <X className="h-5 w-5" aria-hidden />
        </Link>
        <p className="whitespace-nowrap text-sm font-semibold text-slate-900" data-testid="question-counter">
          {t("assessment.questionOf", { current: index + 1, total })}
        </p>
        <div className="flex items-center gap-2">
          <span className="flex items-center gap-1 text-sm tabular-nums text-slate-700" data-testid="timer">
            <Clock className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t("assessment.timer")}: </span>
            <span role="timer" aria-live="off">
              <ElapsedTime since={startedAt} />
            </span>
          </span>
          <LanguageToggle />
          {/* On a phone the question, the timer and the language fill the bar: the account waits for the completion form. */}
          <div className="hidden sm:block">
            <HeaderSlot />
          </div>
        </div>
      </div>
      <div
        className="h-1.5 bg-slate-200"
        role="progressbar"
        aria-label={t("assessment.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index}
        aria-valuetext={t("assessment.questionOf", { current: index + 1, total })}
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </header>
  );
}
