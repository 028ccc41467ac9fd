import { PublicLayout } from "@/components/layout/public-layout";
import { PlanComparison } from "@/features/premium/components/plan-comparison";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /subscription: the free plan and Premium side by side. */
export default function SubscriptionPage() {
  const { t } = useI18n();
  useDocumentTitle(t("subscription.pageTitle"));
  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("subscription.title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t("subscription.subtitle")}</p>
        </header>
        <PlanComparison />
      </div>
    </PublicLayout>
  );
}
