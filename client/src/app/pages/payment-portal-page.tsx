import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { refreshAfterPayment } from "@/app/refresh-after-payment";
import { paths } from "@/config/paths";
import { ResendReportButton } from "@/features/accounts/components/resend-report-button";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { AccessCodeCard } from "@/features/payments/components/access-code-card";
import { AccessCodeForm } from "@/features/payments/components/access-code-form";
import { AccessCodeVerified } from "@/features/payments/components/access-code-verified";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { InvalidSession } from "@/features/payments/components/invalid-session";
import { PdfButtons } from "@/features/reports/pdf-buttons";
import { useI18n } from "@/lib/i18n";
import { readStoredSession } from "@/lib/session-storage";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /payment?assessment={id}: unlock the report with an access code. */
export default function PaymentPortalPage() {
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const [assessmentId, setAssessmentId] = useState(search.get("assessment") ?? "");
  const assessment = useAssessment(assessmentId, lang, true);
  const [verified, setVerified] = useState(false);

  useDocumentTitle(t("portal.pageTitle"));

  if (!assessmentId) {
    return (
      <CheckoutShell>
        <InvalidSession />
      </CheckoutShell>
    );
  }

  const unlocked = verified || assessment.data?.isPaid === true;
  const onVerified = (verifiedId: string) => {
    setVerified(true);
    refreshAfterPayment(queryClient, verifiedId);
    if (verifiedId !== assessmentId) setAssessmentId(verifiedId);
    void assessment.refetch();
  };

  return (
    <CheckoutShell>
      <AccessCodeCard assessmentMissing={assessment.isError}>
        {unlocked ? (
          <AccessCodeVerified>
            <PdfButtons
              assessmentId={assessmentId}
              fullName={assessment.data?.fullName ?? ""}
              variant="portal"
              signedIn={readStoredSession() !== null}
            />
            <ResendReportButton assessmentId={assessmentId} />
            <Link
              href={`${paths.results(assessmentId)}?lang=${lang}`}
              className="self-center text-sm font-semibold text-brand-800 underline"
              data-testid="view-results"
            >
              {t("success.viewResults")}
            </Link>
          </AccessCodeVerified>
        ) : (
          <AccessCodeForm
            assessmentId={assessmentId}
            defaultEmail={assessment.data?.person?.email}
            onVerified={onVerified}
          />
        )}
      </AccessCodeCard>
    </CheckoutShell>
  );
}
