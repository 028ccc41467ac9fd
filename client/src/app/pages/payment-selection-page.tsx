import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, FlaskConical, ShieldCheck, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { formatMoney } from "@shared/pricing";
import { PageLoading } from "@/components/layout/page-loading";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { usePaymentConfig } from "@/lib/payment-config";
import { checkoutMethodsOf, METHOD_PRESENTATION } from "@/lib/payment-methods";
import { BrandMarks } from "@/components/ui/brand-marks";
import type { SimpleIcon } from "simple-icons";
import type { CheckoutMethod } from "@shared/validators/checkout";
import { demoPayment, useQuote } from "@/features/payments/api/payments";
import { refreshAfterPayment } from "@/app/refresh-after-payment";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { PriceTag } from "@/features/payments/components/price-tag";
import { PromoCodeField } from "@/features/payments/components/promo-code-field";
import { InvalidSession } from "@/features/payments/components/invalid-session";
import { declineReasonKey } from "@/features/payments/decline-reason";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

type Method = CheckoutMethod | "demo";

export default function PaymentSelectionPage() {
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const assessmentId = search.get("assessment") ?? "";
  const [, navigate] = useLocation();
  const config = usePaymentConfig();
  const quote = useQuote(assessmentId);
  const assessment = useAssessment(assessmentId, lang);
  const [selected, setSelected] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [demoError, setDemoError] = useState(false);

  useDocumentTitle(t("selection.pageTitle"));

  // The server's provider registry decides which methods exist and their order; demo comes last while it is on.
  const checkoutMethods = checkoutMethodsOf(config.data);
  const methods: Method[] = [
    ...checkoutMethods.map((method) => method.id),
    ...(config.data?.demoEnabled ? ["demo" as const] : []),
  ];
  const current = selected ?? methods[0] ?? null;
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
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="status">
          <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-600" aria-hidden />
          <p className="mt-3 text-lg font-semibold text-slate-900">{t("selection.alreadyPaid")}</p>
          <Link href={paths.results(assessmentId)} className={buttonClasses("primary", "md", "mt-6")}>
            {t("selection.viewReport")}
          </Link>
        </div>
      </CheckoutShell>
    );
  }
  if (config.data && methods.length === 0) {
    return (
      <CheckoutShell>
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
          <h1 className="text-2xl font-bold text-slate-900">{t("selection.noneTitle")}</h1>
          <p className="mt-3 text-slate-700">{t("selection.noneBody")}</p>
          <Link href={backHref} className={buttonClasses("primary", "md", "mt-6")}>
            {t("selection.backToResults")}
          </Link>
        </div>
      </CheckoutShell>
    );
  }

  const notice = (() => {
    if (search.get("paypal") === "cancelled") return t("selection.paypalCancelled");
    const card = search.get("card");
    if (card === "cancelled") return t("selection.cardCancelled");
    if (card === "declined") {
      // Our own words for the bank's verified code; the address carries no text of its own.
      const reason = declineReasonKey(search.get("code"));
      return reason ? t("selection.cardDeclinedReason", { reason: t(reason) }) : t("selection.cardDeclined");
    }
    if (card === "invalid") return t("selection.cardInvalid");
    return null;
  })();

  const proceed = async () => {
    if (!current) return;
    if (current === "demo") {
      setBusy(true);
      setDemoError(false);
      try {
        await demoPayment({ assessmentId, method: "demo" });
        refreshAfterPayment(queryClient, assessmentId);
        navigate(`${paths.results(assessmentId)}?demo=true&lang=${lang}`);
      } catch (error) {
        console.info("demo payment failed", error);
        setDemoError(true);
      } finally {
        setBusy(false);
      }
      return;
    }
    navigate(paths.checkout(assessmentId, { method: current, lang }));
  };

  const q = quote.data;
  const cfg = config.data!;
  type Card = {
    title: string;
    icon: LucideIcon;
    body: string;
    badges: string[];
    available: boolean;
    continueLabel: string;
    showsLocalAmount: boolean;
    marks: readonly SimpleIcon[];
  };
  const cards: Partial<Record<Method, Card>> = Object.fromEntries(
    checkoutMethods.map((method) => {
      const look = METHOD_PRESENTATION[method.id];
      const card: Card = {
        title: t(look.title),
        icon: look.icon,
        body: t(look.body),
        badges: [
          ...(method.id === "paypal" && cfg.paypalTestMode ? [t("selection.testMode")] : []),
          ...(method.sandbox ? [t("selection.localSandbox")] : []),
        ],
        available: method.available,
        continueLabel: t(look.continueLabel),
        showsLocalAmount: look.showsLocalAmount,
        marks: look.marks,
      };
      return [method.id, card];
    }),
  );
  cards.demo = {
    title: t("selection.demo"),
    icon: FlaskConical,
    body: t("selection.demoBody"),
    badges: [t("selection.demoOnly")],
    available: true,
    continueLabel: t("selection.continueDemo"),
    showsLocalAmount: false,
    marks: [],
  };
  const buttonLabel = (current && cards[current]?.continueLabel) ?? t("selection.continueDemo");

  return (
    <CheckoutShell wide>
      <Link href={backHref} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("selection.backToResults")}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900">{t("selection.title")}</h1>
      <p className="mt-2 text-slate-700">{t("selection.subtitle")}</p>
      {q?.sellerName && !q.retakeDiscountPercent ? (
        <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {t("selection.referral", { percent: q.referralDiscountPercent, seller: q.sellerName })}
        </p>
      ) : null}
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="payment-notice"
        >
          {notice}
        </p>
      ) : null}

      <div
        role="radiogroup"
        aria-label={t("selection.methodsLabel")}
        className={cn(
          "mt-6 grid gap-4",
          methods.length === 1
            ? "mx-auto max-w-md"
            : methods.length === 2
              ? "sm:grid-cols-2"
              : "sm:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {methods.map((method) => {
          const card = cards[method]!;
          const Icon = card.icon;
          const isSelected = current === method;
          return (
            <button
              key={method}
              type="button"
              role="radio"
              aria-checked={isSelected}
              disabled={!card.available}
              onClick={() => setSelected(method)}
              className={cn(
                "flex flex-col rounded-2xl border-2 bg-white p-5 text-left shadow-sm transition-colors disabled:opacity-60",
                isSelected ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200 hover:border-brand-300",
              )}
              data-testid={`method-${method}`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
                  <Icon className="h-6 w-6 text-brand-700" aria-hidden />
                  {card.title}
                </span>
                {isSelected ? (
                  <CheckCircle2 className="h-5 w-5 text-brand-700" aria-label={t("selection.selected")} />
                ) : null}
              </span>
              {card.marks.length > 0 ? <BrandMarks icons={card.marks} className="mt-3" /> : null}
              <span className="mt-2 text-sm text-slate-700">{card.body}</span>
              {card.badges.length > 0 ? (
                <span className="mt-2 flex flex-wrap gap-1">
                  {card.badges.map((badge) => (
                    <span
                      key={badge}
                      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900"
                    >
                      {badge}
                    </span>
                  ))}
                </span>
              ) : null}
              <span className="mt-4">
                {method === "demo" ? (
                  <span className="text-2xl font-extrabold text-emerald-700">{t("selection.demoFree")}</span>
                ) : q ? (
                  <PriceTag quote={q} />
                ) : null}
              </span>
              {card.showsLocalAmount && q ? (
                <span className="mt-1 text-xs text-slate-600">
                  {t("selection.cardLocal", { amount: formatMoney(q.localAmount, q.localCurrency, lang) })}
                </span>
              ) : null}
              {!card.available ? (
                <span className="mt-2 text-xs font-semibold text-red-700">{t("selection.unavailable")}</span>
              ) : null}
            </button>
          );
        })}
      </div>

      {demoError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t("selection.demoError")}
        </p>
      ) : null}

      <div className="mx-auto mt-6 max-w-md">
        <PromoCodeField assessmentId={assessmentId} />
      </div>

      <div className="mx-auto mt-8 max-w-md text-center">
        <Button
          size="lg"
          className="w-full"
          onClick={() => void proceed()}
          disabled={!current || busy}
          data-testid="continue-payment"
        >
          {busy ? t("checkout.processing") : buttonLabel}
        </Button>
        <p className="mt-3 text-xs text-slate-600">
          <Link href={paths.terms} className="underline">
            {t("selection.terms")}
          </Link>
        </p>
        <p className="mt-1 text-xs text-slate-600">{t("selection.emailNote")}</p>
        <p className="mt-2 flex items-center justify-center gap-1 text-xs font-semibold text-emerald-800">
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {t("selection.secure")}
        </p>
      </div>
    </CheckoutShell>
  );
}
