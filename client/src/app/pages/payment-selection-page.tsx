import { useQueryClient } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { paths } from "@/config/paths";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { SaveReportPrompt } from "@/features/auth/components/save-report-prompt";
import { useQuote } from "@/features/payments/api/payments";
import { refreshAfterPayment } from "@/app/refresh-after-payment";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { ContinuePayment } from "@/features/payments/components/continue-payment";
import { InvalidSession } from "@/features/payments/components/invalid-session";
import { MethodPicker } from "@/features/payments/components/method-picker";
import { PaymentNotice } from "@/features/payments/components/payment-notice";
import { PromoCodeField } from "@/features/payments/components/promo-code-field";
import { AlreadyPaid, NoPaymentMethods } from "@/features/payments/components/selection-outcomes";
import { useDemoPayment } from "@/features/payments/hooks/use-demo-payment";
import { usePaymentChoices, type PaymentChoice } from "@/features/payments/hooks/use-payment-choices";
import { returnedMethod } from "@/features/payments/payment-methods";
import { useI18n } from "@/lib/i18n";
import { usePaymentConfig } from "@/lib/payment-config";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function PaymentSelectionPage() {
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const assessmentId = search.get("assessment") ?? "";
  const [, navigate] = useLocation();
  const config = usePaymentConfig();
  const quote = useQuote(assessmentId);
  const assessment = useAssessment(assessmentId, lang);
  const { methods, cards } = usePaymentChoices(config.data);
  const [selected, setSelected] = useState<PaymentChoice | null>(null);
  const demo = useDemoPayment(assessmentId, () => {
    refreshAfterPayment(queryClient, assessmentId);
    navigate(`${paths.results(assessmentId)}?demo=true&lang=${lang}`);
  });

  useDocumentTitle(t("selection.pageTitle"));

  // Back from a provider's page (cancelled, declined): that method stays chosen.
  const returnedFrom: PaymentChoice | null = returnedMethod(search) ?? null;
  const current = selected ?? (returnedFrom && methods.includes(returnedFrom) ? returnedFrom : methods[0]) ?? null;
  const backHref = assessmentId ? paths.results(assessmentId) : "/";

  if (!assessmentId) {
    return (
      <CheckoutShell>
        <InvalidSession />
      </CheckoutShell>
    );
  }
  if (config.isPending || quote.isPending) {
    return (
      <CheckoutShell>
        <PageLoading label={t("selection.loading")} fullHeight />
      </CheckoutShell>
    );
  }
  if (quote.isError && assessment.isError) {
    return (
      <CheckoutShell>
        <InvalidSession />
      </CheckoutShell>
    );
  }
  if (assessment.data?.isPaid) {
    return (
      <CheckoutShell>
        <AlreadyPaid assessmentId={assessmentId} />
      </CheckoutShell>
    );
  }
  if (config.data && methods.length === 0) {
    return (
      <CheckoutShell>
        <NoPaymentMethods backHref={backHref} />
      </CheckoutShell>
    );
  }

  const proceed = () => {
    if (!current) return;
    if (current === "demo") void demo.pay();
    else navigate(paths.checkout(assessmentId, { method: current, lang }));
  };

  const q = quote.data;
  const buttonLabel = (current && cards[current]?.continueLabel) ?? t("selection.continueDemo");

  return (
    <CheckoutShell wide>
      <Link href={backHref} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("selection.backToResults")}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900">{t("selection.title")}</h1>
      <p className="mt-2 text-slate-700">{t("selection.subtitle")}</p>
      {q?.sellerName && q.appliedDiscount === "referral" ? (
        <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {t("selection.referral", { percent: q.referralDiscountPercent, seller: q.sellerName })}
        </p>
      ) : null}
      {q?.sellerName && q.appliedDiscount === "promo" ? (
        <p className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-800" data-testid="referral-replaced">
          {t("selection.referralReplaced", { percent: q.referralDiscountPercent, seller: q.sellerName })}
        </p>
      ) : null}
      <PaymentNotice search={search} />

      <MethodPicker methods={methods} cards={cards} current={current} quote={q} onSelect={setSelected} />

      {demo.failed ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t("selection.demoError")}
        </p>
      ) : null}

      <div className="mx-auto mt-6 max-w-md">
        <PromoCodeField assessmentId={assessmentId} />
      </div>

      <ContinuePayment label={buttonLabel} busy={demo.busy} disabled={!current || demo.busy} onContinue={proceed} />
      <SaveReportPrompt assessment={assessment.data} then="payment" className="mx-auto mt-8 max-w-md" />
    </CheckoutShell>
  );
}
