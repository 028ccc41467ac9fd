import type { MessageKey } from "@shared/i18n/client-catalog";
import { useI18n } from "@/lib/i18n";

const STATS = ["rating", "users", "countries", "satisfaction", "access"] as const;

/** The figures band: rating, users, countries, satisfaction, access. */
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
            <div key={stat}>
              <dt className="text-sm text-brand-100">{t(`landing.stats.${stat}Label` as MessageKey)}</dt>
              <dd className="text-3xl font-extrabold">{t(`landing.stats.${stat}` as MessageKey)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
