import { useI18n } from "@/lib/i18n";

/** "Tu plan actual" on the card of the signed-in user's plan. */
export function CurrentPlanBadge() {
  const { t } = useI18n();
  return (
    <span className="rounded-full bg-slate-800 px-3 py-1 text-xs font-bold text-white" data-testid="current-plan">
      {t("subscription.currentPlan")}
    </span>
  );
}
