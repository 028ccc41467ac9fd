import { formatMoney, fromCents, toCents } from "@shared/pricing";
import { usePaymentConfig } from "@/lib/payment-config";
import { useI18n } from "@/lib/i18n";

/**
 * The report's configured price: struck-through original, current price and its local-currency
 * equivalent, with loading and error states (the landing page's and the Premium page's price).
 */
export function ConfiguredPrice({ errorMessage }: { errorMessage: string }) {
  const { t, lang } = useI18n();
  const { data, isPending, isError } = usePaymentConfig();
  if (isPending)
    return <div className="h-16 animate-pulse rounded-xl bg-slate-100" role="status" aria-label={t("app.loading")} />;
  if (isError || !data) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {errorMessage}
      </p>
    );
  }
  const discounted = toCents(data.basePrice) < toCents(data.originalPrice);
  const localAmount = fromCents(Math.round(toCents(data.basePrice) * Number(data.exchangeRate)));
  return (
    <div>
      {discounted ? (
        <p className="text-slate-500">
          <span className="sr-only">{t("landing.pricing.originalPrice")}: </span>
          <s data-testid="original-price">{formatMoney(data.originalPrice, data.currency, lang)}</s>
        </p>
      ) : null}
      <p className="text-4xl font-extrabold text-brand-800">
        <span className="sr-only">{t("landing.pricing.currentPrice")}: </span>
        <span data-testid="current-price">{formatMoney(data.basePrice, data.currency, lang)}</span>
      </p>
      {data.localCurrency !== data.currency ? (
        <p className="mt-1 text-sm text-slate-600">
          {t("landing.pricing.local", { amount: formatMoney(localAmount, data.localCurrency, lang) })}
        </p>
      ) : null}
    </div>
  );
}
