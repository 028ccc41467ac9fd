import { useI18n } from "@/lib/i18n";
import { PricingCard } from "./pricing-card";

/** The price, under a heading only screen readers announce (the card names it). */
export function PricingSection() {
  const { t } = useI18n();
  return (
    <section className="below-fold mx-auto max-w-6xl px-4 py-16" aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="sr-only">
        {t("landing.pricing.title")}
      </h2>
      <PricingCard />
    </section>
  );
}
