import { PRODUCT_FACTS } from "@shared/content/product-facts";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { useI18n } from "@/lib/i18n";

/** Counts of the product's own content (DECISIONS 36: no claim about users or ratings that no survey backs). */
const STATS: { label: MessageKey; value: string }[] = [
  { label: "landing.stats.careersLabel", value: String(PRODUCT_FACTS.careers) },
  { label: "landing.stats.screensLabel", value: String(PRODUCT_FACTS.screens) },
  { label: "landing.stats.countriesLabel", value: String(PRODUCT_FACTS.countries) },
  { label: "landing.stats.scholarshipsLabel", value: String(PRODUCT_FACTS.scholarships) },
  { label: "landing.stats.accessLabel", value: "24/7" },
];

/** The figures band: what the test and the report are made of, and when they can be used. */
export function StatsSection() {
  const { t } = useI18n();
  return (
    <section className="below-fold bg-brand-800 py-14 text-white" aria-labelledby="stats-title">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="stats-title" className="text-center text-2xl font-bold">
          {t("landing.stats.title")}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-5">
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt className="text-sm text-brand-100">{t(stat.label)}</dt>
              <dd className="text-3xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
