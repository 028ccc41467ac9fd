import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "@shared/validators/zod";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { useZodForm } from "@/lib/use-zod-form";
import { accessCodeError, type AccessCodeError } from "../access-code-error";
import { verifyPayment } from "../api/payments";

/**
 * The portal itself only asks for both fields (one message for either); the server checks the
 * code and the email's form (verifyPaymentSchema) and its answer is shown as it comes.
 */
const accessCodeFormSchema = z.object({
  paymentCode: z.string().trim().min(1, "portal.required"),
  email: z.string().trim().min(1, "portal.required"),
});
export type AccessCodeFormValues = z.infer<typeof accessCodeFormSchema>;

interface Options {
  assessmentId: string;
  /** The assessment's email, put in the email field whenever it is empty. */
  defaultEmail: string | undefined;
  /** The code unlocked the report of `verifiedId` (the code's own assessment, which may be another one). */
  onVerified(verifiedId: string): void;
}

/**
 * The access-code form: its fields, the check with the server and what went wrong. A valid code
 * unlocks the report, puts its assessment in the address and says so in a toast.
 */
export function useVerifyAccessCode({ assessmentId, defaultEmail, onVerified }: Options) {
  const { t } = useI18n();
  const [serverError, setServerError] = useState<AccessCodeError | null>(null);
  const form = useZodForm<AccessCodeFormValues>(accessCodeFormSchema, {
    defaultValues: { paymentCode: "", email: "" },
    // The missing-field message stays until the next try, like the server's answer.
    reValidateMode: "onSubmit",
  });
  const { control, setValue, handleSubmit, formState } = form;
  const email = useWatch({ control, name: "email" });
  useEffect(() => {
    if (defaultEmail && !email) setValue("email", defaultEmail);
  }, [defaultEmail, email, setValue]);

  const verify = useMutation({ mutationFn: verifyPayment });

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const result = await verify.mutateAsync({ ...values, assessmentId });
        onVerified(result.assessmentId);
        const url = new URL(window.location.href);
        url.searchParams.set("assessment", result.assessmentId);
        window.history.replaceState(window.history.state, "", url.pathname + url.search);
        toast({ title: t("portal.verified"), description: t("portal.verifiedBody"), variant: "success" });
      } catch (error) {
        setServerError(accessCodeError(error, t));
      }
    },
    () => setServerError(null),
  );

  const incomplete = Boolean(formState.errors.paymentCode || formState.errors.email);
  const error: AccessCodeError | null = incomplete ? { message: t("portal.required") } : serverError;
  return { form, submit, error, busy: verify.isPending };
}
