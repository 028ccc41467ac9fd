import CheckCircle2 from "lucide-react/icons/circle-check";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { useRetakeStatus } from "@/features/accounts/api/get-retake-status";
import { PracticeBanner, RetakeGate } from "@/features/accounts/components/retake-gate";
import { useQuestions } from "@/features/assessment/api/get-questions";
import { DemoFill } from "@/features/assessment/components/demo-fill";
import { QuestionStep } from "@/features/assessment/components/question-step";
import { QuestionsError } from "@/features/assessment/components/questions-error";
import { TestHeader } from "@/features/assessment/components/test-header";
import { TestNavigation } from "@/features/assessment/components/test-navigation";
import { useAssessmentProgress } from "@/features/assessment/hooks/use-assessment-progress";
import { useTestSteps } from "@/features/assessment/hooks/use-test-steps";
import { hasValidPrepayment } from "@/features/assessment/progress";
import { useStoredUser } from "@/features/auth/hooks/use-stored-user";
import { usePaymentConfig } from "@/lib/payment-config";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AssessmentPage() {
  const { t } = useI18n();
  const search = new URLSearchParams(useSearch());
  const prepaidFlow = search.get("prepaid") === "true";
  const questions = useQuestions();
  const config = usePaymentConfig();
  const { progress, update, resumed } = useAssessmentProgress({ prepaid: prepaidFlow && hasValidPrepayment() });
  const steps = useTestSteps({ sets: questions.data ?? [], progress, update });
  const { index, total, set } = steps;
  // A signed-in person is told before the first screen when their retake opens (30 days after the
  // latest test) and may take this one as a practice run: answers are never thrown away at the end.
  // Only a browser holding a session asks (an anonymous visitor's test page makes no account request).
  const signedIn = useStoredUser() !== null;
  const retake = useRetakeStatus({ enabled: signedIn });
  const waitingForRetake = retake.data && !retake.data.canRetakeNow ? retake.data : undefined;

  useDocumentTitle(t("assessment.pageTitle"));

  // Load the completion form once the first question is answered and the browser is idle, so the
  // test can be finished even if the connection drops, and the page's first seconds stay free.
  const started = index > 0;
  useEffect(() => {
    if (!started) return;
    const load = () => void import("./assessment-complete-page");
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, [started]);

  if (questions.isPending || (signedIn && retake.isPending))
    return <PageLoading label={t("assessment.loading")} fullHeight />;
  if (questions.isError || !set) return <QuestionsError onRetry={() => void questions.refetch()} />;

  if (waitingForRetake?.canRetakeAt && !progress.practice) {
    const status = { ...waitingForRetake, canRetakeAt: waitingForRetake.canRetakeAt };
    return (
      <div className="flex min-h-screen flex-col bg-slate-50">
        <TestHeader index={index} total={total} startedAt={progress.startedAt} />
        <main id="main" className="w-full flex-1 px-3 py-8 sm:px-4">
          <RetakeGate status={status} onPractice={() => update((current) => ({ ...current, practice: true }))} />
        </main>
      </div>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <TestHeader index={index} total={total} startedAt={progress.startedAt} />

      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-3 py-5 sm:px-4">
        {progress.prepaid ? (
          <p className="mb-4 flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
            {t("assessment.prepaid")}
          </p>
        ) : null}
        {progress.practice && waitingForRetake ? <PracticeBanner canRetakeAt={waitingForRetake.canRetakeAt} /> : null}
        {resumed && index > 0 ? (
          <p className="sr-only" role="status">
            {t("assessment.resumed")}
          </p>
        ) : null}

        <QuestionStep
          set={set}
          index={index}
          total={total}
          activities={steps.activities}
          choice={steps.choice}
          showValidation={steps.showValidation}
          onChoose={steps.choose}
        />
        <TestNavigation
          index={index}
          isLast={steps.isLast}
          valid={steps.valid}
          onPrevious={steps.goPrevious}
          onNext={steps.goNext}
        />

        {config.data?.demoEnabled ? <DemoFill onFill={steps.fillDemo} /> : null}
      </main>
    </div>
  );
}
