import { ArrowLeft, Check, Info, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { formatMoney } from "@shared/pricing";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { customerDataSchema, type CheckoutMethod, type CustomerData } from "@shared/validators/checkout";
import { PageLoading } from "@/components/layout/page-loading";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ageOptions, countryOptions, educationOptions } from "@/config/options";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { SelectField } from "@/components/ui/select-field";
import { usePaymentConfig } from "@/lib/payment-config";
import { createCardPayment, createPaypalOrder, useQuote } from "@/features/payments/api/payments";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { PriceTag } from "@/features/payments/components/price-tag";
import { PromoCodeField } from "@/features/payments/components/promo-code-field";
import { setAppliedPromo } from "@/lib/applied-promo";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { InvalidSession } from "./payment-selection-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useZodForm } from "@/lib/use-zod-form";
import { checkoutMethodsOf, METHOD_PRESENTATION } from "@/lib/payment-methods";
import { BrandMarks } from "@/components/ui/brand-marks";
import { paths } from "@/config/paths";

type FormValues = { [K in keyof CustomerData]: string };

/** Posts the gateway's fields as a hidden form: the browser, not the server, goes to the bank's page. */
function postForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = url;
  form.style.display = "none";
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** Set when the bank's page was opened and the bank has a contingency site: coming back offers that site. */
const backupKey = (assessmentId: string) => `qe-card-backup:${assessmentId}`;

function readBackupOffer(assessmentId: string): boolean {
  try {
    return sessionStorage.getItem(backupKey(assessmentId)) === "1";
  } catch {
    return false;
  }
}

export default function CheckoutPage() {
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const assessmentId = search.get("assessment") ?? "";
  const method = search.get("method") ?? "";
  const assessment = useAssessment(assessmentId, lang, true);
  const quote = useQuote(assessmentId);
  const config = usePaymentConfig();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  /** What went wrong with the last attempt, said on the page (never a browser alert). */
  const [error, setError] = useState<string | null>(null);
  const prefilled = useRef(false);
  const [backupOffer, setBackupOffer] = useState(() => readBackupOffer(assessmentId));

  // Coming back from the bank's page (the back button may restore this page from the cache).
  useEffect(() => {
    const onShow = () => {
      setBusy(false);
      setStatus(null);
      setBackupOffer(readBackupOffer(assessmentId));
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [assessmentId]);

  const form = useZodForm<FormValues>(customerDataSchema, {
    defaultValues: { fullName: "", email: "", age: "", education: "", country: "DO" },
  });

  useDocumentTitle(t("checkout.pageTitle"));

  // Pre-filled from the assessment.
  useEffect(() => {
    if (!assessment.data || prefilled.current) return;
    prefilled.current = true;
    // The person's data comes only to the browser that took the test or the account that owns it.
    const person = assessment.data.person;
    form.reset({
      fullName: assessment.data.fullName,
      email: person?.email ?? "",
      age: person?.age ?? "",
      education: person?.education ?? "",
      country: person?.country ?? "DO",
    });
  }, [assessment.data, form]);

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

  const isPaypal = method === "paypal";
  const chosen = checkoutMethodsOf(config.data).find((m) => m.id === method);
  const sandbox = chosen?.sandbox;
  const q = quote.data;

  /** `useBackup`: post to the bank's contingency site instead of its main page (a new payment attempt either way). */
  const pay = async (values: FormValues, useBackup: boolean) => {
    setError(null);
    if (!(method in METHOD_PRESENTATION)) {
      setError(t("checkout.invalidMethod"));
      return;
    }
    if (!q) return;
    setBusy(true);
    try {
      const body = {
        assessmentId,
        customerData: values as CustomerData,
        amount: q.amount,
        currency: q.currency,
        promoCode: q.promoCode,
      };
      if (isPaypal) {
        const result = await createPaypalOrder(body);
        if (!result.approvalUrl) {
          setError(t("checkout.noApprovalUrl"));
          setBusy(false);
          return;
        }
        window.location.assign(result.approvalUrl);
        return;
      }
      const result = await createCardPayment(body);
      if (!result.formUrl || !result.formData) {
        setError(t("checkout.noFormData"));
        setBusy(false);
        return;
      }
      try {
        if (result.backupFormUrl) sessionStorage.setItem(backupKey(assessmentId), "1");
        else sessionStorage.removeItem(backupKey(assessmentId));
      } catch {
        // Storage unavailable: the contingency offer is simply not shown on return.
      }
      setStatus(t("checkout.redirectingBank"));
      postForm(useBackup && result.backupFormUrl ? result.backupFormUrl : result.formUrl, result.formData);
    } catch (error) {
      // A code refused at payment (used up meanwhile, paused, expired) is dropped: the price shown goes back to normal.
      if (error instanceof ApiError && error.code?.startsWith("promo.")) setAppliedPromo(assessmentId, null);
      setError(t("checkout.error", { message: error instanceof Error ? error.message : String(error) }));
      setBusy(false);
    }
  };
  const submit = form.handleSubmit((values) => pay(values, false));
  const submitToBackup = form.handleSubmit((values) => pay(values, true));

  const fieldError = (field: keyof FormValues) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(message as MessageKey) : undefined;
  };

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
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="rounded-2xl bg-white p-6 shadow-sm lg:col-span-3"
          aria-labelledby="customer-title"
        >
          <h2 id="customer-title" className="text-lg font-bold text-slate-900">
            {t("checkout.customer")}
          </h2>
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              id="fullName"
              label={t("complete.fullName")}
              autoComplete="name"
              error={fieldError("fullName")}
              className="sm:col-span-2"
              {...form.register("fullName")}
            />
            <TextField
              id="email"
              type="email"
              label={t("complete.email")}
              autoComplete="email"
              error={fieldError("email")}
              className="sm:col-span-2"
              {...form.register("email")}
            />
            <SelectField
              id="age"
              label={t("complete.age")}
              placeholder={t("complete.select")}
              options={ageOptions(lang)}
              error={fieldError("age")}
              {...form.register("age")}
            />
            <SelectField
              id="education"
              label={t("complete.education")}
              placeholder={t("complete.select")}
              options={educationOptions(lang)}
              error={fieldError("education")}
              {...form.register("education")}
            />
            <SelectField
              id="country"
              label={t("complete.country")}
              options={countryOptions(lang)}
              error={fieldError("country")}
              className="sm:col-span-2"
              {...form.register("country")}
            />
          </div>
          <p className="mt-5 flex gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            <Info className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            {isPaypal ? t("checkout.paypalTips") : t("checkout.cardTips")}
          </p>
          {sandbox ? (
            <p
              className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
              data-testid="sandbox-notice"
            >
              {t("selection.localSandbox")}: {t("checkout.sandboxNotice")}
            </p>
          ) : null}
          {status ? (
            <p role="status" className="mt-3 text-sm font-semibold text-brand-800">
              {status}
            </p>
          ) : null}
          {error ? (
            <p
              role="alert"
              className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
              data-testid="checkout-error"
            >
              {error}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy} data-testid="pay-button">
            <Lock className="h-4 w-4" aria-hidden />
            {busy ? t("checkout.processing") : isPaypal ? t("checkout.payPaypal") : t("checkout.payCard")}
          </Button>
          {!isPaypal && backupOffer ? (
            <div
              className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
              data-testid="card-backup"
            >
              <p>{t("checkout.backupPrompt")}</p>
              <Button
                type="button"
                variant="secondary"
                className="mt-2 w-full"
                disabled={busy}
                onClick={() => void submitToBackup()}
              >
                {t("checkout.backupButton")}
              </Button>
            </div>
          ) : null}
        </form>

        <aside
          className="rounded-2xl border border-brand-200 bg-brand-50 p-6 lg:col-span-2"
          aria-labelledby="summary-title"
        >
          <h2 id="summary-title" className="text-lg font-bold text-slate-900">
            {t("checkout.summary")}
          </h2>
          <p className="mt-3 font-semibold text-slate-900">{t("checkout.product")}</p>
          <ul className="mt-3 space-y-2 text-sm text-slate-800">
            {(["feature1", "feature2", "feature3", "feature4"] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <Check className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                {t(`checkout.${key}`)}
              </li>
            ))}
          </ul>
          <div className="mt-5 border-t border-brand-200 pt-4">
            <p className="text-sm text-slate-700">{t("checkout.total")}</p>
            {q ? <PriceTag quote={q} size="lg" /> : null}
            {!isPaypal && q ? (
              <p className="mt-2 text-sm text-slate-700">
                {t("checkout.chargedLocal", { amount: formatMoney(q.localAmount, q.localCurrency, lang) })}
              </p>
            ) : null}
          </div>
          <div className="mt-5">
            <PromoCodeField assessmentId={assessmentId} />
          </div>
        </aside>
      </div>
    </CheckoutShell>
  );
}
