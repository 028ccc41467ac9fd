import BarChart3 from "lucide-react/icons/chart-column";
import BookOpenCheck from "lucide-react/icons/book-open-check";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Images from "lucide-react/icons/images";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { useI18n } from "@/lib/i18n";

const FEATURES = [
  { key: "test", icon: Images },
  { key: "profile", icon: BarChart3 },
  { key: "careers", icon: GraduationCap },
  { key: "plan", icon: BookOpenCheck },
] as const;

/** What the test gives: four cards (the picture test, the profile, the careers, the study plan). */
export function FeaturesSection() {
  const { t } = useI18n();
  return (
    <section className="below-fold mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-title">
      <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
        {t("landing.features.title")}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{t("landing.features.subtitle")}</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon: Icon }) => (
          <article key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon className="h-10 w-10 rounded-xl bg-brand-50 p-2 text-brand-700" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              {t(`landing.features.${key}.title` as MessageKey)}
            </h3>
            <p className="mt-2 text-sm text-slate-700">{t(`landing.features.${key}.body` as MessageKey)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
