import Crown from "lucide-react/icons/crown";
import { useI18n } from "@/lib/i18n";
import { CurrentPlanBadge } from "./current-plan-badge";
import { FeatureList } from "./feature-list";
import { PremiumAction } from "./premium-action";
import { PremiumPrice } from "./premium-price";

/** The Premium plan, recommended unless it is the user's own: its price, what it adds and its call to action. */
export function PremiumPlanCard({ current }: { current: boolean }) {
  const { t } = useI18n();
  return (
    <article
      aria-labelledby="plan-premium"
      className="relative flex flex-col rounded-3xl border-2 border-brand-600 bg-white p-6 shadow-xl sm:p-8"
      data-testid="plan-premium"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-premium" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Crown className="h-5 w-5 text-amber-600" aria-hidden />
          {t("subscription.premiumName")}
        </h2>
        {current ? (
          <CurrentPlanBadge />
        ) : (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800">
            {t("subscription.recommended")}
          </span>
        )}
      </div>
      <PremiumPrice />
      <FeatureList plan="premium" />
      <div className="mt-auto">
        <PremiumAction />
      </div>
    </article>
  );
}
