import { formatMoney } from "@shared/pricing";
import type { QuoteDto } from "@shared/validators/checkout";
import { useI18n } from "@/lib/i18n";

/** Struck-through original price, current price and the percent-off badge. */
export function PriceTag({ quote, size = "md" }: { quote: QuoteDto; size?: "md" | "lg" }) {
  const { t, lang } = useI18n();
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {quote.discountPercent > 0 ? (
        <s className="text-sm text-slate-600" data-testid="original-price">
          {formatMoney(quote.originalPrice, quote.currency, lang)}
        </s>
      ) : null}
      <span className={`${size === "lg" ? "text-3xl" : "text-2xl"} font-extrabold text-brand-800`} data-testid="price">
        {formatMoney(quote.amount, quote.currency, lang)}
      </span>
      {quote.discountPercent > 0 ? (
        <span
          className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-extrabold text-slate-900"
          data-testid="discount"
        >
          {t("selection.off", { percent: quote.discountPercent })}
        </span>
      ) : null}
      {quote.retakeDiscountPercent ? (
        <span className="basis-full text-sm font-semibold text-emerald-800" data-testid="price-retake">
          {t("retake.discountApplied", { percent: quote.retakeDiscountPercent })}
        </span>
      ) : null}
      {quote.promoCode && quote.promoDiscount ? (
        <span className="basis-full text-sm font-semibold text-emerald-800" data-testid="price-promo">
          {t("promo.appliedLine", {
            code: quote.promoCode,
            discount: formatMoney(quote.promoDiscount, quote.currency, lang),
          })}
        </span>
      ) : null}
    </div>
  );
}
