import CircleCheck from "lucide-react/icons/circle-check";
import CircleMinus from "lucide-react/icons/circle-minus";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import type { AdminMethodStatusDto, AdminPaymentConfigInput } from "@shared/validators/admin";
import type { CheckoutMethod } from "@shared/validators/checkout";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { discountPercent, formatMoney, quoteAmounts } from "@shared/pricing";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import type { AdminPaymentConfig } from "../api/admin-config";
import type { ConfigField, ConfigFormValues } from "../config-form";
import { describeMethod } from "../method-status";
import { Badge, HintedField, Section, SwitchField } from "./fields";
import { PackTiersEditor } from "./pack-tiers-editor";

export type ConfigForm = UseFormReturn<ConfigFormValues, unknown, AdminPaymentConfigInput>;
interface SectionProps {
  form: ConfigForm;
  fieldError(name: ConfigField): string | undefined;
}

const isAmount = (value: string) => /^\d{1,6}(\.\d{1,2})?$/.test(value.trim()) && Number(value) > 0;
const isNumber = (value: string) => value.trim() !== "" && Number.isFinite(Number(value));

/**
 * Prices, referral discount and commission, local currency, and the volume prices of schools' packs of reports; with a
 * live preview (percent off rounded to a whole number).
 */
export function PricingSection({ form, fieldError }: SectionProps) {
  const { t, lang } = useI18n();
  const { register, control } = form;
  const [
    originalPrice,
    basePrice,
    currency,
    referralDiscountPercent,
    retakeDiscountPercent,
    localCurrency,
    exchangeRate,
  ] = useWatch({
    control,
    name: [
      "originalPrice",
      "basePrice",
      "currency",
      "referralDiscountPercent",
      "retakeDiscountPercent",
      "localCurrency",
      "exchangeRate",
    ],
  });
  const pricesValid = isAmount(originalPrice) && isAmount(basePrice);
  const percent = pricesValid ? discountPercent(originalPrice, basePrice) : 0;
  const quote =
    pricesValid && isNumber(exchangeRate) && isNumber(referralDiscountPercent)
      ? quoteAmounts({ basePrice, originalPrice, exchangeRate, referralDiscountPercent })
      : undefined;
  const retakeQuote =
    pricesValid && isNumber(exchangeRate) && isNumber(retakeDiscountPercent)
      ? quoteAmounts({ basePrice, originalPrice, exchangeRate, retakeDiscountPercent })
      : undefined;
  const plainLocal =
    pricesValid && isNumber(exchangeRate)
      ? quoteAmounts({ basePrice, originalPrice, exchangeRate }).localAmount
      : undefined;
  const money = (amount: string, code: string) => formatMoney(amount, /^[A-Z]{3}$/.test(code) ? code : "USD", lang);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid grid-cols-1 gap-6">
        <Section title={t("adminPanel.pricing.title")}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <HintedField
              id="originalPrice"
              type="number"
              step="0.01"
              min="0.01"
              inputMode="decimal"
              label={t("adminPanel.pricing.originalPrice")}
              error={fieldError("originalPrice")}
              {...register("originalPrice")}
            />
            <HintedField
              id="basePrice"
              type="number"
              step="0.01"
              min="0.01"
              inputMode="decimal"
              label={t("adminPanel.pricing.basePrice")}
              error={fieldError("basePrice")}
              {...register("basePrice")}
            />
            <HintedField
              id="currency"
              label={t("adminPanel.pricing.currency")}
              maxLength={3}
              autoCapitalize="characters"
              error={fieldError("currency")}
              {...register("currency", { setValueAs: (v: string) => v.toUpperCase() })}
            />
          </div>
        </Section>
        <Section title={t("adminPanel.pricing.referralTitle")}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <HintedField
              id="referralDiscountPercent"
              type="number"
              step="0.01"
              min="0"
              max="90"
              inputMode="decimal"
              label={t("adminPanel.pricing.referralDiscount")}
              error={fieldError("referralDiscountPercent")}
              {...register("referralDiscountPercent")}
            />
            <HintedField
              id="defaultCommissionRate"
              type="number"
              step="0.01"
              min="0"
              max="90"
              inputMode="decimal"
              label={t("adminPanel.pricing.defaultCommission")}
              error={fieldError("defaultCommissionRate")}
              {...register("defaultCommissionRate")}
            />
          </div>
        </Section>
        <Section title={t("adminPanel.pricing.retakeTitle")}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <HintedField
              id="retakeDiscountPercent"
              type="number"
              step="0.01"
              min="0"
              max="100"
              inputMode="decimal"
              label={t("adminPanel.pricing.retakeDiscount")}
              hint={t("adminPanel.pricing.retakeHint")}
              error={fieldError("retakeDiscountPercent")}
              {...register("retakeDiscountPercent")}
            />
          </div>
        </Section>
        <Section title={t("adminPanel.pricing.localTitle")}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <HintedField
              id="localCurrency"
              label={t("adminPanel.pricing.localCurrency")}
              maxLength={3}
              autoCapitalize="characters"
              error={fieldError("localCurrency")}
              {...register("localCurrency", { setValueAs: (v: string) => v.toUpperCase() })}
            />
            <HintedField
              id="exchangeRate"
              type="number"
              step="0.01"
              min="0.01"
              inputMode="decimal"
              label={t("adminPanel.pricing.exchangeRate", { currency: currency || "USD" })}
              error={fieldError("exchangeRate")}
              {...register("exchangeRate")}
            />
          </div>
        </Section>
        <PackTiersEditor form={form} />
      </div>

      <aside
        className="h-fit rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm"
        aria-labelledby="pricing-preview-title"
        data-testid="pricing-preview"
      >
        <h2 id="pricing-preview-title" className="text-sm font-bold uppercase tracking-wide text-slate-600">
          {t("adminPanel.pricing.preview")}
        </h2>
        {pricesValid ? (
          <div className="mt-3" aria-live="polite">
            {percent > 0 ? (
              <p className="text-slate-500">
                <s data-testid="preview-original">{money(originalPrice, currency)}</s>
              </p>
            ) : null}
            <p className="text-3xl font-extrabold text-brand-800" data-testid="preview-price">
              {money(basePrice, currency)}
            </p>
            <p className="mt-2">
              {percent > 0 ? (
                <Badge tone="amber" testId="preview-discount">
                  {t("adminPanel.pricing.off", { percent })}
                </Badge>
              ) : (
                <Badge tone="slate" testId="preview-discount">
                  {t("adminPanel.pricing.noDiscount")}
                </Badge>
              )}
            </p>
            {quote && Number(referralDiscountPercent) > 0 ? (
              <p className="mt-3 text-sm text-slate-700">
                {t("adminPanel.pricing.referralPreview", { amount: money(quote.amount, currency) })}
              </p>
            ) : null}
            {retakeQuote && Number(retakeDiscountPercent) > 0 ? (
              <p className="mt-1 text-sm text-slate-700" data-testid="preview-retake">
                {t("adminPanel.pricing.retakePreview", { amount: money(retakeQuote.amount, currency) })}
              </p>
            ) : null}
            {plainLocal && /^[A-Z]{3}$/.test(localCurrency) ? (
              <p className="mt-1 text-sm text-slate-700">
                {t("adminPanel.pricing.localPreview", { amount: formatMoney(plainLocal, localCurrency, lang) })}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-600">—</p>
        )}
      </aside>
    </div>
  );
}

/**
 * Each checkout method's on/off switch and its test mode (the local sandbox while it has no credentials), which can
 * only change while its method is on, as the provider declares them (`switchForms`); next to them, what customers
 * get now from the saved settings (DECISIONS 39).
 */
export function MethodsSection({ form, config }: SectionProps & { config: AdminPaymentConfig }) {
  const { t } = useI18n();
  const enabledValues = useWatch({
    control: form.control,
    name: config.switchForms.map((switches) => switches.enabled.name as ConfigField),
  });
  const dirty = form.formState.isDirty;
  return (
    <Section title={t("adminPanel.methods.title")} description={t("adminPanel.methods.note")}>
      <div className="grid grid-cols-1 gap-6">
        {config.switchForms.map((switches, index) => {
          const status = config.methods.find((method) => method.id === switches.method);
          return (
            <div
              key={switches.method}
              className="grid grid-cols-1 gap-3"
              data-testid={`method-group-${switches.method}`}
            >
              {[switches.enabled, switches.testMode].map((field) => (
                <Controller
                  key={field.name}
                  control={form.control}
                  name={field.name as ConfigField}
                  render={({ field: control }) => (
                    <SwitchField
                      id={field.name}
                      label={t(field.label)}
                      hint={t(field.hint)}
                      checked={control.value === true}
                      onChange={control.onChange}
                      disabled={field === switches.testMode && enabledValues[index] !== true}
                    />
                  )}
                />
              ))}
              {status ? <MethodStatusBox status={status} dirty={dirty} /> : null}
            </div>
          );
        })}
      </div>
    </Section>
  );
}

const STATUS_LOOK = {
  ok: { box: "border-emerald-200 bg-emerald-50 text-emerald-950", icon: CircleCheck },
  blocked: { box: "border-red-200 bg-red-50 text-red-950", icon: TriangleAlert },
  off: { box: "border-slate-200 bg-slate-50 text-slate-800", icon: CircleMinus },
} as const;

/** What customers get from a method now, as saved on the server; with unsaved changes, it says it will update. */
function MethodStatusBox({ status, dirty }: { status: AdminMethodStatusDto; dirty: boolean }) {
  const { t, lang } = useI18n();
  const text = describeMethod(status, t, lang);
  const look = STATUS_LOOK[text.tone];
  const Icon = look.icon;
  return (
    <div
      role="status"
      className={cn("rounded-xl border p-4 text-sm", look.box)}
      data-testid={`method-status-${status.id}`}
      data-state={text.tone}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <span className="sr-only">{t("adminPanel.methodStatus.label")}: </span>
          {text.headline}
        </span>
      </p>
      {text.details.length > 0 ? (
        <ul className="mt-1 grid gap-1 pl-6">
          {text.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {dirty ? <p className="mt-2 pl-6 text-xs italic">{t("adminPanel.methods.unsaved")}</p> : null}
    </div>
  );
}

/**
 * The demo, its own switch, with its effect on customers; and the test tools only admins ever see (DECISIONS 39:
 * nothing test-only reaches customers as a side effect of another switch).
 */
export function TestingSwitches({ form, config }: SectionProps & { config: AdminPaymentConfig }) {
  const { t } = useI18n();
  return (
    <Section title={t("adminPanel.testing.title")}>
      <div className="grid grid-cols-1 gap-3">
        <Controller
          control={form.control}
          name="demoEnabled"
          render={({ field }) => (
            <SwitchField
              id="demoEnabled"
              label={t("adminPanel.testing.demo")}
              hint={t("adminPanel.testing.demoHint")}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <p
          role="status"
          className={cn(
            "rounded-xl border p-4 text-sm font-semibold",
            config.demoEnabled
              ? "border-amber-300 bg-amber-50 text-amber-950"
              : "border-slate-200 bg-slate-50 text-slate-800",
          )}
          data-testid="demo-status"
        >
          {config.demoEnabled ? t("adminPanel.testing.demoOn") : t("adminPanel.testing.demoOff")}
        </p>
        <div
          className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
          data-testid="admin-tools"
        >
          <h3 className="font-semibold text-slate-900">{t("adminPanel.testing.adminToolsTitle")}</h3>
          <p className="mt-1">{t("adminPanel.testing.adminTools")}</p>
          <p className="mt-2">{t("adminPanel.testing.sandboxTip")}</p>
        </div>
      </div>
    </Section>
  );
}

/** Whether a write-only secret is set, and its last 4 characters (`<name>Set`, `<name>Last4` of the admin's config). */
function secretStatusOf(config: AdminPaymentConfig, name: string): { isSet: boolean; last4: string } {
  const fields = config as unknown as Record<string, unknown>;
  return { isSet: fields[`${name}Set`] === true, last4: String(fields[`${name}Last4`] ?? "") };
}

/** Credentials (write-only: the API never returns a secret) and the company details, shown the same everywhere. */
export function CredentialsSection({ form, fieldError, config }: SectionProps & { config: AdminPaymentConfig }) {
  const { t } = useI18n();
  const { register } = form;
  const secretHint = (isSet: boolean, last4: string) => (
    <>
      <span data-testid="secret-status">
        {isSet ? t("adminPanel.credentials.secretSet", { last4 }) : t("adminPanel.credentials.secretNotSet")}
      </span>
      {isSet ? ` · ${t("adminPanel.credentials.secretKeep")}` : null}
    </>
  );
  return (
    <div className="grid grid-cols-1 gap-6">
      <p className="text-sm text-slate-700">{t("adminPanel.credentials.note")}</p>
      {/* Each provider's form, as its declaration on the server lists the fields (GET /api/admin/payment-config). */}
      {config.credentialForms.map((credentials) => (
        <Section key={credentials.method} title={t(credentials.title)}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {credentials.fields.map((field) => {
              const name = field.name as ConfigField;
              const secret = field.kind === "secret" ? secretStatusOf(config, field.name) : undefined;
              return (
                <HintedField
                  key={field.name}
                  id={field.name}
                  type={field.kind === "secret" ? "password" : field.kind === "url" ? "url" : undefined}
                  autoComplete={field.kind === "secret" ? "new-password" : "off"}
                  spellCheck={field.code ? false : undefined}
                  placeholder={field.kind === "url" ? "https://" : undefined}
                  label={t(field.label)}
                  hint={secret ? secretHint(secret.isSet, secret.last4) : field.hint ? t(field.hint) : undefined}
                  error={fieldError(name)}
                  className={field.wide ? "sm:col-span-2" : undefined}
                  {...register(name)}
                />
              );
            })}
          </div>
        </Section>
      ))}
      <Section title={t("adminPanel.company.title")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <HintedField
            id="companyName"
            label={t("adminPanel.company.name")}
            error={fieldError("companyName")}
            {...register("companyName")}
          />
          <HintedField
            id="supportEmail"
            type="email"
            label={t("adminPanel.company.email")}
            error={fieldError("supportEmail")}
            {...register("supportEmail")}
          />
          <HintedField
            id="companyAddress"
            label={t("adminPanel.company.address")}
            error={fieldError("companyAddress")}
            className="sm:col-span-2"
            {...register("companyAddress")}
          />
          <HintedField
            id="supportPhone"
            type="tel"
            label={t("adminPanel.company.phone")}
            error={fieldError("supportPhone")}
            {...register("supportPhone")}
          />
          <div className="hidden sm:block" aria-hidden />
          <HintedField
            id="supportHoursEs"
            label={t("adminPanel.company.hoursEs")}
            error={fieldError("supportHoursEs")}
            {...register("supportHoursEs")}
          />
          <HintedField
            id="supportHoursEn"
            label={t("adminPanel.company.hoursEn")}
            error={fieldError("supportHoursEn")}
            {...register("supportHoursEn")}
          />
        </div>
      </Section>
    </div>
  );
}

/** Each method's line in the status summary (the compiler asks for a new method's). */
const STATUS_ITEM: Record<CheckoutMethod, { key: string; label: MessageKey }> = {
  paypal: { key: "paypal", label: "adminPanel.status.paypal" },
  banco_popular: { key: "cards", label: "adminPanel.status.cards" },
};

/**
 * The system status summary, as saved on the server: whether customers can pay with PayPal and by card now (the
 * server's decision, the one /payment-selection follows), the demo, and the mode that results: real charges, test
 * ones, both, or none.
 */
export function SystemStatus({ config }: { config: AdminPaymentConfig }) {
  const { t } = useI18n();
  type Dot = "on" | "off" | "warn";
  const methodItem = (key: string, label: string, status: AdminMethodStatusDto | undefined) => ({
    key,
    label,
    value: !status?.enabled
      ? t("adminPanel.status.off")
      : !status.available
        ? t("adminPanel.status.unavailable")
        : status.mode === "local_sandbox"
          ? t("adminPanel.status.availableSandbox")
          : status.mode === "provider_test"
            ? t("adminPanel.status.availableProviderTest")
            : t("adminPanel.status.available"),
    dot: (!status?.enabled ? "off" : status.available ? "on" : "warn") as Dot,
  });
  const usable = config.methods.filter((method) => method.available);
  const live = usable.some((method) => method.mode === "live");
  const test = config.demoEnabled || usable.some((method) => method.mode !== "live");
  const items: { key: string; label: string; value: string; dot: Dot }[] = [
    ...config.methods.map((method) => methodItem(STATUS_ITEM[method.id].key, t(STATUS_ITEM[method.id].label), method)),
    {
      key: "demo",
      label: t("adminPanel.status.demo"),
      value: config.demoEnabled ? t("adminPanel.status.on") : t("adminPanel.status.off"),
      dot: config.demoEnabled ? "on" : "off",
    },
    {
      key: "mode",
      label: t("adminPanel.status.mode"),
      value:
        live && test
          ? t("adminPanel.status.modeMixed")
          : live
            ? t("adminPanel.status.modeLive")
            : test
              ? t("adminPanel.status.modeTest")
              : t("adminPanel.status.modeNone"),
      dot: live ? "on" : test ? "off" : "warn",
    },
  ];
  const dots = { on: "bg-emerald-500", off: "bg-slate-400", warn: "bg-red-600" };
  return (
    <section
      aria-labelledby="system-status-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="system-status"
    >
      <h2 id="system-status-title" className="text-sm font-bold uppercase tracking-wide text-slate-600">
        {t("adminPanel.status.title")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="rounded-xl bg-slate-50 p-3" data-testid={`status-${item.key}`}>
            <dt className="text-xs font-semibold text-slate-600">{item.label}</dt>
            <dd className="mt-1 flex items-center gap-2 text-sm font-bold text-slate-900">
              <span className={`h-2.5 w-2.5 shrink-0 rounded-full ${dots[item.dot]}`} aria-hidden />
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
