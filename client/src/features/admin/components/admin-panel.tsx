import * as Tabs from "@radix-ui/react-tabs";
import Save from "lucide-react/icons/save";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import type { AdminPaymentConfig } from "../api/admin-config";
import type { PanelTab } from "../config-form";
import { useConfigForm } from "../use-config-form";
import { AccessCodesPanel } from "./access-codes-panel";
import { AuditLog } from "./audit-log";
import { CredentialsSection, MethodsSection, PricingSection, SystemStatus, TestingSwitches } from "./config-sections";
import { FailedEmails } from "./failed-emails";
import { PaymentsPanel } from "./payments-panel";
import { PromoCodesPanel } from "./promo-codes-panel";
import { ReferralsPanel } from "./referrals-panel";
import { SellersPanel } from "./sellers-panel";
import { SchoolsPanel } from "./schools-panel";

const CONFIG_FORM_ID = "admin-config-form";

/** The admin panel: system status, the config tabs (one form), sellers, referrals, payments, the audit log and the save bar. */
export function AdminPanel({ config }: { config: AdminPaymentConfig }) {
  const { t } = useI18n();
  const { form, tab, setTab, fieldError, saveError, isSaving, onSave, onInvalid } = useConfigForm(config);
  const { formState, handleSubmit } = form;

  const tabs: { value: PanelTab; label: string }[] = [
    { value: "pricing", label: t("adminPanel.tab.pricing") },
    { value: "methods", label: t("adminPanel.tab.methods") },
    { value: "testing", label: t("adminPanel.tab.testing") },
    { value: "credentials", label: t("adminPanel.tab.credentials") },
    { value: "sellers", label: t("adminPanel.tab.sellers") },
    { value: "referrals", label: t("adminPanel.tab.referrals") },
    { value: "payments", label: t("adminPanel.tab.payments") },
    { value: "schools", label: t("schools.admin.tab") },
  ];
  // Config tabs stay mounted (hidden when inactive) so every field keeps its input and can be focused.
  const configContent = "mt-6 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=inactive]:hidden";
  const sectionProps = { form, fieldError };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("adminPanel.pageTitle")}</h1>
      <p className="mt-1 text-slate-700">{t("adminPanel.subtitle")}</p>

      <div className="mt-6">
        <SystemStatus config={config} />
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PanelTab)} className="mt-6">
        <Tabs.List aria-label={t("adminPanel.tabsLabel")} className="flex flex-wrap gap-x-1 border-b border-slate-200">
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              data-testid={`tab-${item.value}`}
              className={cn(
                "shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
                "border-transparent text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
              )}
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <form
          id={CONFIG_FORM_ID}
          className="[&_input]:scroll-mt-24 [&_input]:scroll-mb-24"
          noValidate
          onSubmit={(event) => void handleSubmit(onSave, onInvalid)(event)}
          aria-label={t("adminPanel.pageTitle")}
        >
          <Tabs.Content value="pricing" forceMount className={configContent}>
            <div className="grid grid-cols-1 gap-6">
              <PricingSection {...sectionProps} />
              <PromoCodesPanel currency={config.currency} />
            </div>
          </Tabs.Content>
          <Tabs.Content value="methods" forceMount className={configContent}>
            <MethodsSection {...sectionProps} config={config} />
          </Tabs.Content>
          <Tabs.Content value="testing" forceMount className={configContent}>
            <div className="grid grid-cols-1 gap-6">
              <TestingSwitches {...sectionProps} config={config} />
              <AccessCodesPanel />
              <FailedEmails />
            </div>
          </Tabs.Content>
          <Tabs.Content value="credentials" forceMount className={configContent}>
            <CredentialsSection {...sectionProps} config={config} />
          </Tabs.Content>
        </form>
        <Tabs.Content value="sellers" className="mt-6">
          <SellersPanel currency={config.currency} defaultCommissionRate={config.defaultCommissionRate} />
        </Tabs.Content>
        <Tabs.Content value="referrals" className="mt-6">
          <ReferralsPanel currency={config.currency} />
        </Tabs.Content>
        <Tabs.Content value="payments" className="mt-6">
          <PaymentsPanel />
        </Tabs.Content>
        <Tabs.Content value="schools" className="mt-6">
          <SchoolsPanel />
        </Tabs.Content>
      </Tabs.Root>

      <div className="mt-8">
        <AuditLog />
      </div>

      {/* The sticky save bar: always in reach, on every tab. */}
      <div
        className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur"
        data-testid="save-bar"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 text-sm" aria-live="polite">
            <p className={formState.isDirty ? "font-semibold text-amber-800" : "text-slate-600"}>
              {formState.isDirty ? t("adminPanel.unsaved") : t("adminPanel.allSaved")}
            </p>
            {saveError ? (
              <p className="text-red-700" role="alert" data-testid="save-error">
                {saveError}
              </p>
            ) : null}
          </div>
          <Button type="submit" form={CONFIG_FORM_ID} disabled={isSaving} data-testid="save-config">
            <Save className="h-4 w-4" aria-hidden />
            {isSaving ? t("adminPanel.saving") : t("adminPanel.save")}
          </Button>
        </div>
      </div>
    </div>
  );
}
