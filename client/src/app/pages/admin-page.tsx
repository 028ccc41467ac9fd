import { FailedEmails } from "@/features/admin/components/failed-emails";
import * as Tabs from "@radix-ui/react-tabs";
import { Lock, Save } from "lucide-react";
import { useEffect, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { Link } from "wouter";
import { adminPaymentConfigSchema, type AdminPaymentConfigInput } from "@shared/validators/admin";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useAdminConfig, useSaveAdminConfig, type AdminPaymentConfig } from "@/features/admin/api/admin-config";
import { AccessCodesPanel } from "@/features/admin/components/access-codes-panel";
import { AuditLog } from "@/features/admin/components/audit-log";
import {
  CredentialsSection,
  MethodsSection,
  PricingSection,
  SystemStatus,
  TestingSwitches,
} from "@/features/admin/components/config-sections";
import { PaymentsPanel } from "@/features/admin/components/payments-panel";
import { ReferralsPanel } from "@/features/admin/components/referrals-panel";
import { SellersPanel } from "@/features/admin/components/sellers-panel";
import { PromoCodesPanel } from "@/features/admin/components/promo-codes-panel";
import {
  FIELD_TABS,
  isConfigField,
  toFormValues,
  type ConfigField,
  type ConfigFormValues,
  type PanelTab,
} from "@/features/admin/config-form";
import { isMessageKey } from "@/features/admin/messages";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useZodForm } from "@/lib/use-zod-form";

const CONFIG_FORM_ID = "admin-config-form";

/** /admin: administrators only (the server decides: 401 signed out, 403 any other role). */
export default function AdminPage() {
  const { t } = useI18n();
  const config = useAdminConfig();
  const denied = config.error instanceof ApiError && (config.error.status === 401 || config.error.status === 403);

  useDocumentTitle(t("adminPanel.pageTitle"));

  // A failed load is a destructive toast 'Error' / 'No se pudo cargar la configuración'.
  useEffect(() => {
    if (config.isError && !denied)
      toast({
        title: t("adminPanel.loadErrorTitle"),
        description: t("adminPanel.loadErrorBody"),
        variant: "destructive",
      });
    // once per failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.isError, config.errorUpdatedAt, denied]);

  if (config.isPending) {
    return (
      <PublicLayout>
        <PageLoading label={t("adminPanel.loading")} fullHeight />
      </PublicLayout>
    );
  }
  if (denied) {
    const signedOut = (config.error as ApiError).status === 401;
    return (
      <PublicLayout>
        <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="access-denied">
          <Lock className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
          <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("adminPanel.accessDenied")}</h1>
          <p className="mt-3 text-slate-700">
            {signedOut ? t("adminPanel.signInPrompt") : t("adminPanel.accessDeniedBody")}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {signedOut ? (
              <Link href={paths.userLogin} className={buttonClasses("primary", "md")}>
                {t("nav.login")}
              </Link>
            ) : null}
            <Link href={paths.home} className={buttonClasses(signedOut ? "outline" : "primary", "md")}>
              {t("nav.backHome")}
            </Link>
          </div>
        </section>
      </PublicLayout>
    );
  }
  if (config.isError) {
    return (
      <PublicLayout>
        <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
          <h1 className="text-2xl font-bold text-slate-900">{t("adminPanel.loadErrorTitle")}</h1>
          <p className="mt-3 text-slate-700">{t("adminPanel.loadErrorBody")}</p>
          <Button className="mt-6" onClick={() => void config.refetch()}>
            {t("adminPanel.retry")}
          </Button>
        </section>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <AdminPanel config={config.data} />
    </PublicLayout>
  );
}

function AdminPanel({ config }: { config: AdminPaymentConfig }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<PanelTab>("pricing");
  const [focusField, setFocusField] = useState<ConfigField | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveAdminConfig();
  const form = useZodForm<ConfigFormValues, AdminPaymentConfigInput>(adminPaymentConfigSchema, {
    defaultValues: toFormValues(config),
  });
  const { formState, handleSubmit, setError, reset, setFocus } = form;

  const fieldError = (name: ConfigField) => {
    const error = formState.errors[name];
    if (!error) return undefined;
    const message = error.message ?? "";
    // The server's details arrive translated; the shared schema's messages are catalog keys.
    if (error.type === "server" && message) return message;
    return isMessageKey(message) ? t(message) : t("api.invalidBody");
  };

  // After switching to the tab of the first invalid field, put the focus on it.
  useEffect(() => {
    if (!focusField) return;
    const frame = requestAnimationFrame(() => {
      setFocus(focusField);
      setFocusField(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusField, setFocus]);

  const showFirstError = (fields: string[]) => {
    const first = FIELD_TABS.find(([field]) => fields.includes(field));
    if (!first) return;
    setTab(first[1]);
    setFocusField(first[0]);
  };

  const failToast = () =>
    toast({
      title: t("adminPanel.saveErrorTitle"),
      description: t("adminPanel.saveErrorBody"),
      variant: "destructive",
    });

  const onSave = async (input: AdminPaymentConfigInput) => {
    setSaveError(null);
    try {
      const saved = await save.mutateAsync(input);
      reset(toFormValues(saved));
      toast({
        title: t("adminPanel.saveSuccessTitle"),
        description: t("adminPanel.saveSuccessBody"),
        variant: "success",
      });
    } catch (error) {
      const details = error instanceof ApiError ? (error.details ?? []) : [];
      const fields: string[] = [];
      for (const detail of details) {
        if (isConfigField(detail.path)) {
          setError(detail.path, { type: "server", message: detail.message });
          fields.push(detail.path);
        }
      }
      showFirstError(fields);
      setSaveError(error instanceof ApiError ? error.message : null);
      failToast();
    }
  };

  const onInvalid = (errors: FieldErrors<ConfigFormValues>) => {
    showFirstError(Object.keys(errors));
    failToast();
  };

  const tabs: { value: PanelTab; label: string }[] = [
    { value: "pricing", label: t("adminPanel.tab.pricing") },
    { value: "methods", label: t("adminPanel.tab.methods") },
    { value: "testing", label: t("adminPanel.tab.testing") },
    { value: "credentials", label: t("adminPanel.tab.credentials") },
    { value: "sellers", label: t("adminPanel.tab.sellers") },
    { value: "referrals", label: t("adminPanel.tab.referrals") },
    { value: "payments", label: t("adminPanel.tab.payments") },
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
        <Tabs.List
          aria-label={t("adminPanel.tabsLabel")}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4"
        >
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
            <MethodsSection {...sectionProps} />
          </Tabs.Content>
          <Tabs.Content value="testing" forceMount className={configContent}>
            <div className="grid grid-cols-1 gap-6">
              <TestingSwitches {...sectionProps} />
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
          <Button type="submit" form={CONFIG_FORM_ID} disabled={save.isPending} data-testid="save-config">
            <Save className="h-4 w-4" aria-hidden />
            {save.isPending ? t("adminPanel.saving") : t("adminPanel.save")}
          </Button>
        </div>
      </div>
    </div>
  );
}
