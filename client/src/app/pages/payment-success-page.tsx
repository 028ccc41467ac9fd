import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { refreshAfterPayment } from "@/app/refresh-after-payment";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { BackToPaypal, PaymentFailed, PaymentUnconfirmed } from "@/features/payments/components/finalize-outcomes";
import { PaymentReceipt } from "@/features/payments/components/payment-receipt";
import { usePaymentFinalize } from "@/features/payments/hooks/use-payment-finalize";
import { pdfUrl } from "@/features/reports/pdf-actions";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const assessmentId = search.get("assessment") ?? "";
  const orderId = search.get("order") ?? "";
  const isCard = search.get("method") === "banco_popular";
  const { state, finalize } = usePaymentFinalize({ assessmentId, orderId, isCard });

  useDocumentTitle(t("success.pageTitle"));

  // Whatever the path, once paid every page shows it at once (no stale locked preview).
  const completed = state.kind === "completed";
  useEffect(() => {
    if (completed && assessmentId) refreshAfterPayment(queryClient, assessmentId);
  }, [completed, assessmentId, queryClient]);

  if (!assessmentId) {
    return (
      <CheckoutShell>
        <p role="alert" className="rounded-2xl bg-white p-8 text-center shadow-sm">
          {t("success.missing")}
        </p>
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
          downloadHref={pdfUrl(assessmentId, lang)}
        />
      )}
    </CheckoutShell>
  );
}
