import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { CurrentPlanBadge } from "./current-plan-badge";
import { FeatureList } from "./feature-list";

/** The free plan: its price, what it includes and, for a visitor, the way to take the test. */
export function FreePlanCard({ current, offerStart }: { current: boolean; offerStart: boolean }) {
  const { t, lang } = useI18n();
  return (
    <article
      aria-labelledby="plan-free"
      className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      data-testid="plan-free"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-free" className="text-xl font-bold text-slate-900">
          {t("subscription.freeName")}
        </h2>
        {current ? <CurrentPlanBadge /> : null}
      </div>
      <div className="mt-4 min-h-20">
        <p className="text-4xl font-extrabold text-slate-900">{t("subscription.freePrice")}</p>
        <p className="mt-1 text-sm font-semibold text-slate-700">{t("subscription.freeNote")}</p>
      </div>
      <FeatureList plan="free" />
      {offerStart ? (
        <div className="mt-auto pt-8">
          <Link
            href={paths.assessment(lang)}
            className={buttonClasses("outline", "lg", "w-full")}
            data-testid="start-free"
          >
            {t("subscription.ctaFree")}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
