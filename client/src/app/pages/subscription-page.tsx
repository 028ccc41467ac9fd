import { PublicLayout } from "@/components/layout/public-layout";
import { useSessionUser } from "@/features/premium/api/get-session-user";
import { PlanComparison } from "@/features/premium/components/plan-comparison";
import { useI18n } from "@/lib/i18n";
import { readStoredSession } from "@/lib/session-storage";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /subscription: the free plan and Premium side by side. A Premium account reads its own state
 * ("Tu cuenta es Premium"), never an offer to upgrade to what it has.
 */
export default function SubscriptionPage() {
  const { t } = useI18n();
  const user = useSessionUser();
  // until the server answers, the account this browser stored (no "Mejorar a Premium" flashing by)
  const account = user.isPending ? readStoredSession()?.user : user.data;
  const premium = account?.isPremium === true;
  useDocumentTitle(premium ? t("subscription.premiumPageTitle") : t("subscription.pageTitle"));
  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
            {premium ? t("subscription.premiumTitle") : t("subscription.title")}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">
            {premium ? t("subscription.premiumSubtitle") : t("subscription.subtitle")}
          </p>
        </header>
        <PlanComparison />
      </div>
    </PublicLayout>
  );
}
