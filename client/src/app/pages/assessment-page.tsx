import { ArrowLeft, ArrowRight, CheckCircle2, Clock, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { QUESTION_COUNT } from "@shared/assessment/constants";
import { LanguageToggle } from "@/components/layout/language-toggle";
import { PageLoading } from "@/components/layout/page-loading";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useQuestions } from "@/features/assessment/api/get-questions";
import { ActivityCard } from "@/features/assessment/components/activity-card";
import { useAssessmentProgress } from "@/features/assessment/hooks/use-assessment-progress";
import { useElapsed } from "@/features/assessment/hooks/use-elapsed";
import { hasValidPrepayment, isComplete, saveProgress, shuffled, toggleChoice } from "@/features/assessment/progress";
import { sampleAnswers } from "@/features/assessment/sample-responses";
import { usePaymentConfig } from "@/lib/payment-config";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AssessmentPage() {
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const prepaidFlow = search.get("prepaid") === "true";
  const [, navigate] = useLocation();
  const questions = useQuestions();
  const config = usePaymentConfig();
  const { progress, update, resumed } = useAssessmentProgress({ prepaid: prepaidFlow && hasValidPrepayment() });
  const [showValidation, setShowValidation] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const elapsed = useElapsed(progress.startedAt);

  const sets = questions.data ?? [];
  const total = Math.min(sets.length || QUESTION_COUNT, QUESTION_COUNT);
  const index = Math.min(progress.current, Math.max(total - 1, 0));
  const set = sets[index];
  const choice = set ? progress.answers[set.id] : undefined;
  const valid = isComplete(choice);
  const isLast = index === total - 1;
  const activities = useMemo(() => (set ? shuffled(set.activities, progress.seed, set.id) : []), [set, progress.seed]);

  useDocumentTitle(t("assessment.pageTitle"));

  // Load the completion form once the question is on screen and the browser is idle, so the test
  // can be finished even if the connection drops.
  useEffect(() => {
    const load = () => void import("./assessment-complete-page");
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);

  // Move focus to the question heading when the question changes (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  if (questions.isPending) return <PageLoading label={t("assessment.loading")} fullHeight />;
  if (questions.isError || !set) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
        <p className="max-w-md text-lg text-slate-800">{t("assessment.loadError")}</p>
        <Button onClick={() => void questions.refetch()}>{t("assessment.retry")}</Button>
        <Link href="/" className="text-sm text-brand-700 underline">
          {t("nav.backHome")}
        </Link>
      </div>
    );
  }

  const choose = (side: "liked" | "disliked", activityId: string) => {
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

  const fillDemo = () => {
    const answers = sampleAnswers(sets);
    update((p) => ({ ...p, answers, current: total - 1 }));
    saveProgress({ ...progress, answers, current: total - 1 });
    navigate(`${paths.assessmentComplete}?lang=${lang}`);
  };

  const percent = Math.round((index / total) * 100);
  const nameOf = (id: string | undefined) => {
    const activity = set.activities.find((a) => a.id === id);
    return activity ? (lang === "es" ? activity.nameEs : activity.name) : t("assessment.nothingChosen");
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
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
                {elapsed}
              </span>
            </span>
            <LanguageToggle />
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

      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-3 py-5 sm:px-4">
        {progress.prepaid ? (
          <p className="mb-4 flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
            {t("assessment.prepaid")}
          </p>
        ) : null}
        {resumed && index > 0 ? (
          <p className="sr-only" role="status">
            {t("assessment.resumed")}
          </p>
        ) : null}

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
              onChoose={(side) => choose(side, activity.id)}
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

        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="outline" onClick={goPrevious} disabled={index === 0}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t("assessment.previous")}
          </Button>
          <Button
            onClick={goNext}
            variant={valid ? "primary" : "secondary"}
            data-testid={isLast ? "complete-button" : "next-button"}
          >
            {isLast ? t("assessment.complete") : t("assessment.next")}
            {isLast ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <ArrowRight className="h-4 w-4" aria-hidden />}
          </Button>
        </div>

        {config.data?.demoEnabled ? (
          <div className="mt-8 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4 text-center">
            <p className="text-sm text-amber-900">{t("assessment.demoHint")}</p>
            <Button variant="accent" size="sm" className="mt-2" onClick={fillDemo} data-testid="demo-complete">
              {t("assessment.demoComplete")}
            </Button>
          </div>
        ) : null}
      </main>
    </div>
  );
}
