import Info from "lucide-react/icons/info";
import Lock from "lucide-react/icons/lock";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ageOptions, countryOptions, educationOptions } from "@/config/options";
import { useI18n } from "@/lib/i18n";
import { formatMoney } from "@shared/pricing";
import type { QuoteDto } from "@shared/validators/checkout";
import type { Checkout } from "../hooks/use-checkout";
import { PromoCodeField } from "./promo-code-field";

const FORM_ID = "checkout-form";

/**
 * The buyer's data, the promo code and the pay button (with the bank's contingency site once it was
 * offered). The promo code changes the price, so it comes before the button that pays, on a phone as
 * on a desktop; it is a form of its own, so the buyer's form ends above it and the pay button submits
 * the buyer's form from below it.
 */
export function CheckoutForm({
  assessmentId,
  checkout,
  sandbox,
  quote,
}: {
  assessmentId: string;
  checkout: Checkout;
  sandbox: boolean | undefined;
  /** The total, repeated above the pay button where the summary sits below the form (phones). */
  quote: QuoteDto | undefined;
}) {
  const { t, lang } = useI18n();
  const { form, presentation, busy, status, error, backupOffer, fieldError, submit, submitToBackup } = checkout;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm lg:col-span-3">
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="customer-title">
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
          {t(presentation?.tips ?? "checkout.cardTips")}
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
      </form>
      <div className="mt-5">
        <PromoCodeField assessmentId={assessmentId} />
      </div>
      {quote ? (
        <div className="mt-6 flex items-center justify-between gap-3 lg:hidden" data-testid="form-total">
          <p className="text-sm font-semibold text-slate-700">{t("checkout.total")}</p>
          <p className="text-xl font-extrabold text-brand-800">{formatMoney(quote.amount, quote.currency, lang)}</p>
        </div>
      ) : null}
      <Button type="submit" form={FORM_ID} size="lg" className="mt-6 w-full" disabled={busy} data-testid="pay-button">
        <Lock className="h-4 w-4" aria-hidden />
        {busy ? t("checkout.processing") : t(presentation?.payLabel ?? "checkout.payCard")}
      </Button>
      {backupOffer ? (
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
    </div>
  );
}
