import Check from "lucide-react/icons/check";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { ConfiguredPrice } from "@/components/configured-price";
import { DiscountBadge } from "@/components/discount-badge";

/**
 * This visitor's price (the public config's, or the server's quote with their referral or promo
 * code): struck-through original, current price, discount badge.
 */
export function PricingCard() {
  const { t, lang } = useI18n();
  return (
    <div
      className="relative mx-auto w-full max-w-md rounded-3xl border-2 border-brand-600 bg-white p-8 shadow-xl"
      data-testid="pricing-card"
    >
      <DiscountBadge />
      <h3 className="text-xl font-bold text-slate-900">{t("landing.pricing.title")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("landing.pricing.subtitle")}</p>
      <div className="mt-6 min-h-20" aria-live="polite">
        <ConfiguredPrice errorMessage={t("landing.pricing.loadError")} />
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
