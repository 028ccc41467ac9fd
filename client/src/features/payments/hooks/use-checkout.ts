import { useEffect, useRef, useState } from "react";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { AssessmentDetailDto } from "@shared/validators/assessment";
import { customerDataSchema, type CheckoutMethod, type CustomerData, type QuoteDto } from "@shared/validators/checkout";
import { ApiError } from "@/lib/api-client";
import { setAppliedPromo } from "../applied-promo";
import { useI18n } from "@/lib/i18n";
import { presentationOf } from "../payment-methods";
import { postForm } from "@/lib/post-form";
import { useZodForm } from "@/lib/use-zod-form";
import { startCheckout } from "../api/payments";
import { leavePage } from "@/lib/leave-page";

export type CheckoutFormValues = { [K in keyof CustomerData]: string };

/** Set when the bank's page was opened and the bank has a contingency site: coming back offers that site. */
const backupKey = (assessmentId: string) => `qe-card-backup:${assessmentId}`;

function readBackupOffer(assessmentId: string): boolean {
  try {
    return sessionStorage.getItem(backupKey(assessmentId)) === "1";
  } catch {
    return false;
  }
}

interface Options {
  assessmentId: string;
  method: string;
  quote: QuoteDto | undefined;
  /** The assessment, once loaded: its person's data pre-fills the form (once). */
  assessment: Pick<AssessmentDetailDto, "fullName" | "person"> | undefined;
}

/**
 * The checkout form's state and its payment: the server's start says where the browser goes, a redirect
 * (PayPal's approval page) or a form posted to the provider's page (the bank's, or, after coming back from
 * it, the bank's contingency site).
 */
export function useCheckout({ assessmentId, method, quote, assessment }: Options) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  /** What went wrong with the last attempt, said on the page (never a browser alert). */
  const [error, setError] = useState<string | null>(null);
  const prefilled = useRef(false);
  const [backupOffer, setBackupOffer] = useState(() => readBackupOffer(assessmentId));
  /** How this method is shown (its texts come from its entry, whatever the provider). */
  const presentation = presentationOf(method);

  // Coming back from the bank's page (the back button may restore this page from the cache).
  useEffect(() => {
    const onShow = () => {
      setBusy(false);
      setStatus(null);
      setBackupOffer(readBackupOffer(assessmentId));
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [assessmentId]);

  const form = useZodForm<CheckoutFormValues>(customerDataSchema, {
    defaultValues: { fullName: "", email: "", age: "", education: "", country: "DO" },
  });

  // Pre-filled from the assessment.
  useEffect(() => {
    if (!assessment || prefilled.current) return;
    prefilled.current = true;
    // The person's data comes only to the browser that took the test or the account that owns it.
    const person = assessment.person;
    form.reset({
      fullName: assessment.fullName,
      email: person?.email ?? "",
      age: person?.age ?? "",
      education: person?.education ?? "",
      country: person?.country ?? "DO",
    });
  }, [assessment, form]);

  /** `useBackup`: post to the bank's contingency site instead of its main page (a new payment attempt either way). */
  const pay = async (values: CheckoutFormValues, useBackup: boolean) => {
    setError(null);
    if (!presentation) {
      setError(t("checkout.invalidMethod"));
      return;
    }
    if (!quote) return;
    setBusy(true);
    try {
      const body = {
        assessmentId,
        customerData: values as CustomerData,
        amount: quote.amount,
        currency: quote.currency,
        promoCode: quote.promoCode,
      };
      // The server says how to go on; the page follows its kind, whatever the provider.
      const result = await startCheckout(method as CheckoutMethod, body);
      if (result.kind === "redirect") {
        if (!result.url) {
          setError(t("checkout.noApprovalUrl"));
          setBusy(false);
          return;
        }
        leavePage.to(result.url);
        return;
      }
      if (!result.formUrl || !result.formData) {
        setError(t("checkout.noFormData"));
        setBusy(false);
        return;
      }
      try {
        if (result.backupFormUrl) sessionStorage.setItem(backupKey(assessmentId), "1");
        else sessionStorage.removeItem(backupKey(assessmentId));
      } catch {
        // Storage unavailable: the contingency offer is simply not shown on return.
      }
      setStatus(t("checkout.redirectingBank"));
      postForm(useBackup && result.backupFormUrl ? result.backupFormUrl : result.formUrl, result.formData);
    } catch (error) {
      // A code refused at payment (used up meanwhile, paused, expired) is dropped: the price shown goes back to normal.
      if (error instanceof ApiError && error.code?.startsWith("promo.")) setAppliedPromo(assessmentId, null);
      setError(t("checkout.error", { message: error instanceof Error ? error.message : String(error) }));
      setBusy(false);
    }
  };

  const fieldError = (field: keyof CheckoutFormValues) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(message as MessageKey) : undefined;
  };

  return {
    form,
    presentation,
    busy,
    status,
    error,
    backupOffer,
    fieldError,
    submit: form.handleSubmit((values) => pay(values, false)),
    submitToBackup: form.handleSubmit((values) => pay(values, true)),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
