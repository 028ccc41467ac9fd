import { ConfiguredPrice } from "@/components/configured-price";
import { DiscountBadge } from "@/components/discount-badge";
import { useI18n } from "@/lib/i18n";

/** Premium's price: this visitor's price of one report, its discount badge on the card's corner. */
export function PremiumPrice() {
  const { t } = useI18n();
  return (
    <div className="mt-4 min-h-20" aria-live="polite">
      <DiscountBadge />
      <ConfiguredPrice errorMessage={t("subscription.priceError")} />
      <p className="mt-1 text-sm font-semibold text-slate-700">{t("subscription.premiumNote")}</p>
    </div>
  );
}
