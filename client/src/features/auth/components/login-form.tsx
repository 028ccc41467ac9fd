import { useState } from "react";
import { Link } from "wouter";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { UserDto } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { loginFormSchema, type LoginFormValues } from "../auth-forms";
import { useLogin } from "../api/login";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { useZodForm } from "@/lib/use-zod-form";
import { paths } from "@/config/paths";

interface Props {
  /** Prefills the email (after registering on /user-login) and puts the focus on the password. */
  initialEmail?: string;
  /** Shown above the fields, e.g. 'Registro exitoso. Ahora puedes iniciar sesión.' */
  notice?: string | null;
  /** Also raise the 'Error al iniciar sesión' toast on failure (the inline alert is always shown). */
  errorToast?: boolean;
  onSuccess(user: UserDto): void;
}

/** Email + password, 'Iniciar Sesión' / 'Iniciando...'; the server's message in an alert above the button. */
export function LoginForm({ initialEmail = "", notice, errorToast = false, onSuccess }: Props) {
  const { t } = useI18n();
  const loginMutation = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useZodForm<LoginFormValues>(loginFormSchema, {
    defaultValues: { email: initialEmail, password: "" },
  });
  const fieldError = (field: keyof LoginFormValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(message as MessageKey) : undefined;
  };

  const submit = handleSubmit((values) => {
    setServerError(null);
    loginMutation.mutate(values, {
      onSuccess: (response) => onSuccess(response.user),
      onError: (error) => {
        const message = error instanceof ApiError && error.message ? error.message : t("acct.loginErrorTitle");
        setServerError(message);
        if (errorToast) toast({ title: t("acct.loginErrorTitle"), description: message, variant: "destructive" });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="login-form">
      {notice ? (
        <FormAlert variant="success" testId="login-notice">
          {notice}
        </FormAlert>
      ) : null}
      <TextField
        id="login-email"
        type="email"
        label={t("acct.email")}
        placeholder={t("acct.emailPlaceholder")}
        autoComplete="email"
        inputMode="email"
        error={fieldError("email")}
        {...register("email")}
      />
      <PasswordField
        id="login-password"
        label={t("acct.password")}
        placeholder={t("acct.passwordPlaceholder")}
        autoComplete="current-password"
        autoFocus={Boolean(initialEmail)}
        showLabel={t("acct.showPassword")}
        hideLabel={t("acct.hidePassword")}
        error={fieldError("password")}
        {...register("password")}
      />
      {serverError ? (
        <FormAlert variant="destructive" testId="login-error">
          {serverError}
        </FormAlert>
      ) : null}
      <Button type="submit" className="w-full" disabled={loginMutation.isPending} data-testid="login-submit">
        {loginMutation.isPending ? t("acct.login.pending") : t("acct.login.submit")}
      </Button>
      <p className="text-center text-sm">
        <Link
          href={paths.forgotPassword}
          className="font-semibold text-brand-700 underline"
          data-testid="forgot-password-link"
        >
          {t("privacy.forgot.link")}
        </Link>
      </p>
    </form>
  );
}
