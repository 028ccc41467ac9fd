import { useEffect, useState } from "react";
import { DEFAULT_COUNTRY } from "@shared/i18n/countries";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { completionFormSchema, type CompletionForm } from "@shared/validators/assessment";
import { useI18n } from "@/lib/i18n";
import { readStoredSession } from "@/lib/session-storage";
import { useZodForm } from "@/lib/use-zod-form";
import { loadProgress, saveProgress, type AssessmentProgress } from "../progress";

export type CompletionFormValues = { [K in keyof CompletionForm]: string };
/** Required fields; "currentlyStudying" is optional. */
const FIELDS: (keyof CompletionFormValues)[] = ["fullName", "email", "country", "age", "education"];

/**
 * The completion form's personal fields, started from (and saved back into) the test in progress:
 * 'Volver' and a reload lose nothing. Empty required fields are marked, and told once above the button.
 */
export function useCompletionForm(progress: AssessmentProgress | null) {
  const { t } = useI18n();
  const [missingFields, setMissingFields] = useState(false);
  // A signed-in person's name, email and country are already known: filled in, never over what they typed.
  const [account] = useState(() => readStoredSession()?.user);
  const form = useZodForm<CompletionFormValues>(completionFormSchema, {
    defaultValues: {
      fullName: progress?.personal?.fullName ?? account?.name ?? "",
      email: progress?.personal?.email ?? account?.email ?? "",
      country: progress?.personal?.country ?? account?.country ?? DEFAULT_COUNTRY,
      age: progress?.personal?.age ?? "",
      education: progress?.personal?.education ?? "",
      currentlyStudying: progress?.personal?.currentlyStudying ?? "",
    },
  });
  const { watch, getValues, formState } = form;

  // Keep what was typed with the test in progress: 'Volver' and a reload lose nothing.
  useEffect(() => {
    const subscription = watch((values) => {
      const current = loadProgress();
      if (current) saveProgress({ ...current, personal: values as Partial<CompletionForm> });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // One 'required fields' message above the button (no second copy in a toast); each empty field is marked.
  const onInvalid = () => {
    const values = getValues();
    setMissingFields(FIELDS.some((field) => !String(values[field] ?? "").trim()));
  };

  const fieldError = (field: keyof CompletionFormValues) => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    // An empty field says only that it is required; a filled one says what is wrong with it.
    if (!String(getValues(field) ?? "").trim()) return t("complete.fieldRequired");
    return t(message as MessageKey);
  };

  return { form, missingFields, setMissingFields, onInvalid, fieldError };
}

export type CompletionFormState = ReturnType<typeof useCompletionForm>;
