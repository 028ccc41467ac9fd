import { useI18n } from "@/lib/i18n";
import { useSessionUser } from "../api/get-session-user";
import { FreePlanCard } from "./free-plan-card";
import { PremiumPlanCard } from "./premium-plan-card";

/** The free plan beside Premium, the signed-in user's own plan marked as theirs. */
export function PlanComparison() {
  const { t } = useI18n();
  const user = useSessionUser();
  const currentPlan = user.data ? (user.data.isPremium ? "premium" : "free") : null;
  return (
    <section
      aria-label={t("subscription.comparison")}
      className="mt-12 grid gap-8 md:grid-cols-2"
      data-testid="plan-comparison"
    >
      {/* "Empezar gratis" only for a visitor: a signed-in account has the free plan already */}
      <FreePlanCard current={currentPlan === "free"} offerStart={!user.isPending && !user.data} />
      <PremiumPlanCard current={currentPlan === "premium"} />
    </section>
  );
}
