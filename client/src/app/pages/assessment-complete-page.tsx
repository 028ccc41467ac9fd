import { useState } from "react";
import { mayNeedGuardian } from "@shared/assessment/consent";
import type { CompletionForm as CompletionFormData } from "@shared/validators/assessment";
import { CompletionForm } from "@/features/assessment/components/completion-form";
import { CompletionShell } from "@/features/assessment/components/completion-shell";
import { NoAnswers } from "@/features/assessment/components/no-answers";
import { useAssessmentSubmission } from "@/features/assessment/hooks/use-assessment-submission";
import { useCompletionForm } from "@/features/assessment/hooks/use-completion-form";
import { loadProgress, type AssessmentProgress } from "@/features/assessment/progress";
import { useConsentFields } from "@/features/privacy/components/consent-fields";
import { useJoinClass } from "@/features/schools/api/join-class";
import { joinedClass } from "@/lib/class-join";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AssessmentCompletePage() {
  const { t } = useI18n();
  const [progress] = useState<AssessmentProgress | null>(() => loadProgress());
  // taken through a class's link: the student sees the test goes to that class
  const [joined] = useState(() => joinedClass());
  const completion = useCompletionForm(progress);
  const { handleSubmit, watch, getValues } = completion.form;
  // whether the class's school holds the families' written consent, for a student who may be a minor: as the
  // class says now (the counsellor may have confirmed or withdrawn it during the test), else as it said when the
  // student joined (offline, or the class is gone)
  const mayBeMinor = mayNeedGuardian(watch("age"), watch("country"));
  const joinInfo = useJoinClass(joined && mayBeMinor ? joined.code : undefined);
  const schoolConsent = joinInfo.data ? joinInfo.data.schoolConsent === true : joined?.schoolConsent === true;
  const consentFields = useConsentFields(
    watch("country"),
    watch("age"),
    watch("email"),
    joined !== undefined,
    joined !== undefined && schoolConsent,
  );
  const submission = useAssessmentSubmission({ progress, consentValues: consentFields.values, getValues });

  useDocumentTitle(t("complete.pageTitle"));

  if (!submission.hasAnswers) {
    return (
      <CompletionShell>
        <NoAnswers />
      </CompletionShell>
    );
  }

  const onSubmit = handleSubmit(
    (values) => {
      completion.setMissingFields(false);
      if (!consentFields.check()) return;
      void submission.send(values as CompletionFormData);
    },
    () => {
      consentFields.check();
      completion.onInvalid();
    },
  );

  const onSaveAsPractice = handleSubmit((values) => {
    if (!consentFields.check()) return;
    submission.sendAsPractice(values as CompletionFormData);
  });

  return (
    <CompletionShell>
      {joined ? (
        <p
          className="mb-4 rounded-xl bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900"
          data-testid="joined-class"
        >
          {t("schools.join.joinedBanner", { name: joined.className })}
        </p>
      ) : null}
      <CompletionForm
        practice={submission.practice}
        tooSoon={submission.tooSoon}
        onSaveAsPractice={onSaveAsPractice}
        completion={completion}
        offline={submission.offline}
        submitError={submission.submitError}
        submitting={submission.submitting}
        consent={consentFields.element}
        onSubmit={onSubmit}
      />
    </CompletionShell>
  );
}
