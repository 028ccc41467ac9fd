import { formatMoney } from "@shared/pricing";
import { DiscountNote } from "@/components/discount-note";
import { useI18n } from "@/lib/i18n";
import { useVisitorPrice } from "@/lib/visitor-price";

/**
 * The report's price for this visitor (the landing page's and the Premium page's): struck-through
 * original, current price with the discount named (their seller's link or promo code) and its
 * local-currency equivalent, with loading and error states. The figures are the server's, the
 * same as payment selection and checkout show.
 */
export function ConfiguredPrice({ errorMessage }: { errorMessage: string }) {
  const { t, lang } = useI18n();
  const { data, isPending, isError } = useVisitorPrice();
  if (isPending)
    return <div className="h-16 animate-pulse rounded-xl bg-slate-100" role="status" aria-label={t("app.loading")} />;
  if (isError || !data) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {errorMessage}
      </p>
    );
  }
  return (
    <div>
      {data.discountPercent > 0 ? (
        <p className="text-slate-500">
          <span className="sr-only">{t("landing.pricing.originalPrice")}: </span>
          <s data-testid="original-price">{formatMoney(data.originalPrice, data.currency, lang)}</s>
        </p>
      ) : null}
      <p className="text-4xl font-extrabold text-brand-800">
        <span className="sr-only">{t("landing.pricing.currentPrice")}: </span>
        <span data-testid="current-price">{formatMoney(data.amount, data.currency, lang)}</span>
      </p>
      {data.localCurrency !== data.currency ? (
        <p className="mt-1 text-sm text-slate-600">
          {t("landing.pricing.local", { amount: formatMoney(data.localAmount, data.localCurrency, lang) })}
        </p>
      ) : null}
      <DiscountNote quote={data} />
    </div>
  );
}
