import { useEffect } from "react";
import { DEFAULT_COUNTRY } from "@shared/i18n/countries";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { countryOptions } from "@/config/options";
import { SelectField } from "@/components/ui/select-field";
import { useI18n } from "@/lib/i18n";
import { registerPageSchema, userLoginRegisterSchema, type RegisterFormValues } from "../auth-forms";
import type { RegisterInput } from "../api/register";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { useZodForm } from "@/lib/use-zod-form";

interface Props {
  /** "user-login": the /user-login tab (its messages, country after email); "register": /register (its messages, country last). */
  variant: "user-login" | "register";
  pending: boolean;
  /** The server's message, shown in an alert above the submit button. */
  error?: { title?: string; message: string } | null;
  onSubmit(input: RegisterInput): void;
  /** What the product already knows of this person (the test this browser took): filled in where nothing was typed. */
  known?: KnownPerson | null;
}

export interface KnownPerson {
  name?: string;
  email?: string;
  country?: string;
}

/** Name, email, country (canonical list, DO by default), password and its confirmation with show/hide. */
export function RegisterForm({ variant, pending, error, onSubmit, known }: Props) {
  const { t, lang } = useI18n();
  const schema = variant === "user-login" ? userLoginRegisterSchema : registerPageSchema;
  const { register, handleSubmit, formState, setValue, getFieldState } = useZodForm<RegisterFormValues>(schema, {
    defaultValues: { name: "", email: "", country: DEFAULT_COUNTRY, password: "", confirmPassword: "" },
  });
  // The person's test arrives after the form: it fills only the fields they have not touched.
  useEffect(() => {
    if (!known) return;
    for (const field of ["name", "email", "country"] as const) {
      const value = known[field];
      if (value && !getFieldState(field).isDirty) setValue(field, value);
    }
  }, [known, getFieldState, setValue]);
  const fieldError = (field: keyof RegisterFormValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(message as MessageKey) : undefined;
  };
  const id = (field: string) => `${variant}-${field}`;

  const country = (
    <SelectField
      id={id("country")}
      label={t("acct.country")}
      placeholder={t("acct.countryPlaceholder")}
      options={countryOptions(lang)}
      autoComplete="country"
      error={fieldError("country")}
      {...register("country")}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          onSubmit({
            name: values.name.trim(),
            email: values.email.trim(),
            country: values.country,
            password: values.password,
          }),
        )(event)
      }
      className="space-y-4"
      data-testid="register-form"
    >
      <TextField
        id={id("name")}
        label={t("acct.fullName")}
        placeholder={t("acct.fullNamePlaceholder")}
        autoComplete="name"
        error={fieldError("name")}
        {...register("name")}
      />
      <TextField
        id={id("email")}
        type="email"
        label={t("acct.email")}
        placeholder={t("acct.emailPlaceholder")}
        autoComplete="email"
        inputMode="email"
        error={fieldError("email")}
        {...register("email")}
      />
      {variant === "user-login" ? country : null}
      <PasswordField
        id={id("password")}
        label={t("acct.password")}
        placeholder={t("acct.passwordNewPlaceholder")}
        autoComplete="new-password"
        showLabel={t("acct.showPassword")}
        hideLabel={t("acct.hidePassword")}
        error={fieldError("password")}
        {...register("password")}
      />
      <PasswordField
        id={id("confirm-password")}
        label={t("acct.confirmPassword")}
        placeholder={t("acct.confirmPasswordPlaceholder")}
        autoComplete="new-password"
        showLabel={t("acct.showConfirm")}
        hideLabel={t("acct.hideConfirm")}
        error={fieldError("confirmPassword")}
        {...register("confirmPassword")}
      />
      {variant === "register" ? country : null}
      {error ? (
        <FormAlert variant="destructive" title={error.title} testId="register-error">
          {error.message}
        </FormAlert>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending} data-testid="register-submit">
        {pending ? t("acct.register.pending") : t("acct.register.submit")}
      </Button>
    </form>
  );
}
