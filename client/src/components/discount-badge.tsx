import { useI18n } from "@/lib/i18n";
import { useVisitorPrice } from "@/lib/visitor-price";

/**
 * "-N%" pinned to the top right corner of a price card (the landing page's and the Premium plan's),
 * while this visitor's price carries a discount; nothing otherwise. The card is `relative`.
 */
export function DiscountBadge() {
  const { t } = useI18n();
  const { data } = useVisitorPrice();
  const percent = data?.discountPercent ?? 0;
  return percent > 0 ? (
    <span
      className="absolute -top-4 right-6 rounded-full bg-accent-400 px-4 py-1.5 text-sm font-extrabold text-slate-900 shadow"
      data-testid="discount-badge"
      aria-label={t("landing.pricing.discountLabel", { percent })}
    >
      {t("landing.pricing.discount", { percent })}
    </span>
  ) : null;
}
