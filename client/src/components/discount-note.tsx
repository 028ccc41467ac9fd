import { formatMoney } from "@shared/pricing";
import type { QuoteDto } from "@shared/validators/checkout";
import { useI18n } from "@/lib/i18n";

/**
 * Names the visitor's own discount in a server quote (the one that applied, discounts never stack): the
 * promo code they applied, their retake discount, or the seller whose link they came through, on the landing page and /subscription (its words ship with the landing page).
 */
export function DiscountNote({ quote, className }: { quote: QuoteDto; className?: string }) {
  const { t, lang } = useI18n();
  const promo = quote.promoCode && quote.promoDiscount ? quote.promoDiscount : undefined;
  // only the discount that made the price (discounts never stack)
  const referral = !!quote.sellerName && quote.appliedDiscount === "referral";
  if (!referral && !promo && !quote.retakeDiscountPercent) return null;
  return (
    <p
      className={className ?? "mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900"}
      data-testid="discount-note"
    >
      {promo
        ? t("landing.pricing.promo", {
            code: quote.promoCode ?? "",
            discount: formatMoney(promo, quote.currency, lang),
          })
        : quote.retakeDiscountPercent
          ? t("landing.pricing.retake", { percent: quote.retakeDiscountPercent })
          : t("landing.pricing.referral", { percent: quote.referralDiscountPercent, seller: quote.sellerName ?? "" })}
    </p>
  );
}
