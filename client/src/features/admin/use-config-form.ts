import { useEffect, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { adminPaymentConfigSchema, type AdminPaymentConfigInput } from "@shared/validators/admin";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useZodForm } from "@/lib/use-zod-form";
import { useSaveAdminConfig, type AdminPaymentConfig } from "./api/admin-config";
import {
  fieldTabs,
  isConfigField,
  toFormValues,
  type ConfigField,
  type ConfigFormValues,
  type PanelTab,
} from "./config-form";
import { isMessageKey } from "./messages";
import { saveWarnings } from "./method-status";

/** A warning stays long enough to be read to its end (the methods tab keeps saying it). */
const WARNING_DURATION = 15_000;

/**
 * The admin config form: its open tab, its fields' translated errors, and saving. A failed save
 * (in the browser or on the server) opens the tab of the first invalid field and focuses it.
 */
export function useConfigForm(config: AdminPaymentConfig) {
  const { t, lang } = useI18n();
  const [tab, setTab] = useState<PanelTab>("pricing");
  const [focusField, setFocusField] = useState<ConfigField | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveAdminConfig();
  const form = useZodForm<ConfigFormValues, AdminPaymentConfigInput>(adminPaymentConfigSchema, {
    defaultValues: toFormValues(config),
  });
  const { formState, setError, reset, setFocus } = form;

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
    const first = fieldTabs(config).find(([field]) => fields.includes(field));
    if (!first) return;
    setTab(first[1]);
    setFocusField(first[0] === "packTiers" ? firstTierInput() : first[0]);
  };

  /** The tiers editor's first input with an error of its own, or its first input (the error is about the list). */
  const firstTierInput = (): ConfigField => {
    const rows = formState.errors.packTiers;
    if (Array.isArray(rows)) {
      const index = rows.findIndex(Boolean);
      const row = rows[index] as Partial<Record<"minQuantity" | "unitPrice", unknown>> | undefined;
      if (row) return `packTiers.${index}.${row.minQuantity ? "minQuantity" : "unitPrice"}`;
    }
    return "packTiers.0.minQuantity";
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
      // Saved is not the same as working: a switched-on method customers still cannot use is named, with what it lacks.
      const warnings = saveWarnings(saved.methods, saved.demoEnabled, t, lang);
      toast(
        warnings.length > 0
          ? {
              title: t("adminPanel.saveWarningTitle"),
              description: warnings.join(" "),
              variant: "warning",
              duration: WARNING_DURATION,
            }
          : {
              title: t("adminPanel.saveSuccessTitle"),
              description: t("adminPanel.saveSuccessBody"),
              variant: "success",
            },
      );
    } catch (error) {
      const details = error instanceof ApiError ? (error.details ?? []) : [];
      const fields: string[] = [];
      for (const detail of details) {
        // A tier's own field comes as `packTiers.1.unitPrice`; the list's rules as `packTiers`.
        const field = detail.path.split(".")[0] ?? "";
        if (isConfigField(config, field)) {
          setError(detail.path, { type: "server", message: detail.message });
          fields.push(field);
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

  return { form, tab, setTab, fieldError, saveError, isSaving: save.isPending, onSave, onInvalid };
}
