import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { refreshAfterPayment } from "@/app/refresh-after-payment";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { SaveReportPrompt } from "@/features/auth/components/save-report-prompt";
import { assessmentQueryOptions } from "@/features/assessment/api/get-assessment";
import {
  BackToPaypal,
  MissingPayment,
  PaymentFailed,
  PaymentUnconfirmed,
} from "@/features/payments/components/finalize-outcomes";
import { PaymentReceipt } from "@/features/payments/components/payment-receipt";
import { usePaymentFinalize } from "@/features/payments/hooks/use-payment-finalize";
import { presentationOf } from "@/features/payments/payment-methods";
import { useReportLink } from "@/features/reports/report-link";
import { useI18n } from "@/lib/i18n";
import { lastAssessmentId } from "@/lib/session-storage";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useHydrated } from "@/lib/use-hydrated";

export default function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const assessmentId = search.get("assessment") ?? "";
  const orderId = search.get("order") ?? "";
  // What the return needs, from its method's presentation; a return that names no method is the spec's PayPal
  // return (`/payment-success?assessment=&order=`), whose order is captured here.
  const onReturn = presentationOf(search.get("method") ?? "")?.onReturn ?? "capture";
  const { state, finalize } = usePaymentFinalize({ assessmentId, orderId, capture: onReturn === "capture" });
  const hydrated = useHydrated();
  const completed = state.kind === "completed";
  // Read once paid (the cache was dropped): whether signing in would keep the report in an account.
  const assessment = useQuery({ ...assessmentQueryOptions(assessmentId, lang), enabled: completed });
  // the PDF opens for this browser (the owner, or the one that took the test), through a signed link
  const reportLink = useReportLink(assessmentId, lang, completed);

  useDocumentTitle(t("success.pageTitle"));

  // Whatever the path, once paid every page shows it at once (no stale locked preview).
  useEffect(() => {
    if (completed && assessmentId) refreshAfterPayment(queryClient, assessmentId);
  }, [completed, assessmentId, queryClient]);

  if (!assessmentId) {
    return (
      <CheckoutShell>
        <MissingPayment latestAssessmentId={hydrated ? lastAssessmentId() : undefined} />
      </CheckoutShell>
    );
  }

  return (
    <CheckoutShell>
      {state.kind === "backToPaypal" ? (
        <BackToPaypal />
      ) : state.kind === "failed" ? (
        <PaymentFailed assessmentId={assessmentId} message={state.message} />
      ) : state.kind === "unconfirmed" ? (
        <PaymentUnconfirmed message={state.message} onRetry={finalize} />
      ) : (
        <PaymentReceipt
          stage={state.kind}
          assessmentId={assessmentId}
          orderId={orderId}
          downloadHref={reportLink.data?.url}
        />
      )}
      {completed ? <SaveReportPrompt assessment={assessment.data} then="account" className="mt-6" /> : null}
    </CheckoutShell>
  );
}
