import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, useSearch } from "wouter";
import type { CheckoutMethod } from "@shared/validators/checkout";
import { PageLoading } from "@/components/layout/page-loading";
import { BrandMarks } from "@/components/ui/brand-marks";
import { paths } from "@/config/paths";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { SaveReportPrompt } from "@/features/auth/components/save-report-prompt";
import { useQuote } from "@/features/payments/api/payments";
import { CheckoutForm } from "@/features/payments/components/checkout-form";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { InvalidSession } from "@/features/payments/components/invalid-session";
import { OrderSummary } from "@/features/payments/components/order-summary";
import { AlreadyPaid } from "@/features/payments/components/selection-outcomes";
import { useCheckout } from "@/features/payments/hooks/use-checkout";
import { useI18n } from "@/lib/i18n";
import { usePaymentConfig } from "@/lib/payment-config";
import { checkoutMethodsOf, METHOD_PRESENTATION } from "@/features/payments/payment-methods";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function CheckoutPage() {
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const assessmentId = search.get("assessment") ?? "";
  const method = search.get("method") ?? "";
  const assessment = useAssessment(assessmentId, lang, true);
  const quote = useQuote(assessmentId);
  const config = usePaymentConfig();
  const checkout = useCheckout({ assessmentId, method, quote: quote.data, assessment: assessment.data });

  useDocumentTitle(t("checkout.pageTitle"));

  if (!assessmentId) {
    return (
      <CheckoutShell>
        <InvalidSession />
      </CheckoutShell>
    );
  }
  if (assessment.isPending || quote.isPending) {
    return (
      <CheckoutShell>
        <PageLoading fullHeight />
      </CheckoutShell>
    );
  }
  if (assessment.isError) {
    return (
      <CheckoutShell>
        <InvalidSession />
      </CheckoutShell>
    );
  }

  if (assessment.data.isPaid) {
    return (
      <CheckoutShell>
        <AlreadyPaid assessmentId={assessmentId} />
      </CheckoutShell>
    );
  }

  const chosen = checkoutMethodsOf(config.data).find((m) => m.id === method);

  return (
    <CheckoutShell wide>
      <Link
        href={paths.paymentSelection(assessmentId, { lang })}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("checkout.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">{t("checkout.title")}</h1>
        {method in METHOD_PRESENTATION ? (
          <BrandMarks icons={METHOD_PRESENTATION[method as CheckoutMethod].marks} />
        ) : null}
      </div>
      <p className="mt-2 text-slate-700">{t("checkout.subtitle")}</p>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-5">
        <CheckoutForm assessmentId={assessmentId} checkout={checkout} sandbox={chosen?.sandbox} quote={quote.data} />
        <OrderSummary quote={quote.data} showsLocalAmount={checkout.presentation?.showsLocalAmount ?? true} />
      </div>
      <SaveReportPrompt assessment={assessment.data} then="payment" className="mt-6" />
    </CheckoutShell>
  );
}
