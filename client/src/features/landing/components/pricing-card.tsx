import { Check } from "lucide-react";
import { Link } from "wouter";
import { discountPercent, formatMoney, fromCents, toCents } from "@shared/pricing";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePaymentConfig } from "@/features/payments/api/get-payment-config";
import { useI18n } from "@/lib/i18n";

/** The price from GET /api/payment/config: struck-through original, current price, discount badge (spec section 9). */
export function PricingCard() {
  const { t, lang } = useI18n();
  const { data, isPending, isError } = usePaymentConfig();
  const percent = data ? discountPercent(data.originalPrice, data.basePrice) : 0;
  const localAmount = data ? fromCents(Math.round(toCents(data.basePrice) * Number(data.exchangeRate))) : undefined;

  return (
    <div className="relative mx-auto w-full max-w-md rounded-3xl border-2 border-brand-600 bg-white p-8 shadow-xl" data-testid="pricing-card">
      {percent > 0 ? (
        <span className="absolute -top-4 right-6 rounded-full bg-accent-400 px-4 py-1.5 text-sm font-extrabold text-slate-900 shadow" data-testid="discount-badge" aria-label={t("landing.pricing.discountLabel", { percent })}>
          {t("landing.pricing.discount", { percent })}
        </span>
      ) : null}
      <h3 className="text-xl font-bold text-slate-900">{t("landing.pricing.title")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("landing.pricing.subtitle")}</p>
      <div className="mt-6 min-h-20" aria-live="polite">
        {isPending ? (
          <div className="h-16 animate-pulse rounded-xl bg-slate-100" role="status" aria-label={t("app.loading")} />
        ) : isError || !data ? (
          <p className="text-sm text-red-700">{t("landing.pricing.loadError")}</p>
        ) : (
          <div>
            {percent > 0 ? (
              <p className="text-slate-500">
                <span className="sr-only">{t("landing.pricing.originalPrice")}: </span>
                <s data-testid="original-price">{formatMoney(data.originalPrice, data.currency, lang)}</s>
              </p>
            ) : null}
            <p className="text-4xl font-extrabold text-brand-800">
              <span className="sr-only">{t("landing.pricing.currentPrice")}: </span>
              <span data-testid="current-price">{formatMoney(data.basePrice, data.currency, lang)}</span>
            </p>
            {data.localCurrency !== data.currency && localAmount ? (
              <p className="mt-1 text-sm text-slate-600">{t("landing.pricing.local", { amount: formatMoney(localAmount, data.localCurrency, lang) })}</p>
            ) : null}
          </div>
        )}
      </div>
      <ul className="mt-6 space-y-3 text-sm text-slate-800">
        {(["feature1", "feature2", "feature3", "feature4", "feature5"] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <Check className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            <span>{t(`landing.pricing.${key}`)}</span>
          </li>
        ))}
      </ul>
      <Link href={paths.assessment(lang)} className={buttonClasses("primary", "lg", "mt-8 w-full")}>
        {t("landing.pricing.cta")}
      </Link>
    </div>
  );
}
