import * as Tabs from "@radix-ui/react-tabs";
import ClipboardList from "lucide-react/icons/clipboard-list";
import CreditCard from "lucide-react/icons/credit-card";
import type { ReactNode } from "react";
import { useI18n } from "@/lib/i18n";

const tabClasses =
  "inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** The account's two tabs: its assessments and its payments. */
export function UserDashboardTabs({ assessments, payments }: { assessments: ReactNode; payments: ReactNode }) {
  const { t } = useI18n();
  return (
    <Tabs.Root defaultValue="assessments" className="mt-8">
      <Tabs.List aria-label={t("acct.ud.tabsLabel")} className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:max-w-md">
        <Tabs.Trigger value="assessments" className={tabClasses} data-testid="tab-assessments">
          <ClipboardList className="h-4 w-4" aria-hidden />
          {t("acct.ud.tabAssessments")}
        </Tabs.Trigger>
        <Tabs.Trigger value="payments" className={tabClasses} data-testid="tab-payments">
          <CreditCard className="h-4 w-4" aria-hidden />
          {t("acct.ud.tabPayments")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="assessments" className="mt-6 focus-visible:outline-none">
        {assessments}
      </Tabs.Content>
      <Tabs.Content value="payments" className="mt-6 focus-visible:outline-none">
        {payments}
      </Tabs.Content>
    </Tabs.Root>
  );
}
