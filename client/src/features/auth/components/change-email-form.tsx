import Mail from "lucide-react/icons/mail";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { changeEmailSchema } from "@shared/validators/auth";
import type { z } from "@shared/validators/zod";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { refreshSessionUser } from "@/lib/current-user";
import { useI18n } from "@/lib/i18n";
import { useZodForm } from "@/lib/use-zod-form";
import { changeEmail } from "../api/email-verification";

type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

/**
 * 'Cambiar tu email': the new address and the current password. A link goes to the new address;
 * the account keeps its email until the link is opened there (the same rule as a new account's).
 */
export function ChangeEmailForm() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useZodForm<ChangeEmailValues>(changeEmailSchema, {
    defaultValues: { email: "", password: "" },
  });
  const fieldError = (field: keyof ChangeEmailValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(message as MessageKey) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const { message } = await changeEmail(values.email, values.password);
      setResult({ ok: true, message });
      reset();
      await refreshSessionUser(queryClient);
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError && error.message ? error.message : t("api.internal") });
    }
  });

  return (
    <section
      aria-labelledby="change-email-title"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="change-email"
    >
      <h2 id="change-email-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Mail className="h-5 w-5 text-brand-700" aria-hidden />
        {t("verify.changeTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("verify.changeIntro")}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="change-email-new"
          type="email"
          label={t("verify.newEmail")}
          autoComplete="email"
          inputMode="email"
          error={fieldError("email")}
          {...register("email")}
        />
        <PasswordField
          id="change-email-password"
          label={t("verify.currentPassword")}
          autoComplete="current-password"
          showLabel={t("acct.showPassword")}
          hideLabel={t("acct.hidePassword")}
          error={fieldError("password")}
          {...register("password")}
        />
        {result ? (
          <FormAlert
            variant={result.ok ? "success" : "destructive"}
            className="sm:col-span-2"
            testId="change-email-result"
          >
            {result.message}
          </FormAlert>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={formState.isSubmitting} data-testid="change-email-submit">
            {formState.isSubmitting ? t("verify.changeSubmitting") : t("verify.changeSubmit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
