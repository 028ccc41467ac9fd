import { DEFAULT_COUNTRY } from "@shared/i18n/countries";
import { counsellorSignUpSchema, type CounsellorSignUpInput } from "@shared/validators/schools";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { countryOptions } from "@/config/options";
import { ApiError } from "@/lib/api-client";
import { hasMessage, useI18n } from "@/lib/i18n";
import { useZodForm } from "@/lib/use-zod-form";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { useCounsellorSignUp } from "../api/counsellor-sign-up";

const EMPTY: CounsellorSignUpInput = {
  name: "",
  email: "",
  password: "",
  schoolName: "",
  country: DEFAULT_COUNTRY,
  city: "",
};

/** A counsellor's sign-up: their name, email and password, and the school's name, country and city. */
export function CounsellorSignUpForm({ onDone }: { onDone(): void }) {
  const { t, lang } = useI18n();
  const signUp = useCounsellorSignUp();
  const { register, handleSubmit, formState } = useZodForm<CounsellorSignUpInput>(counsellorSignUpSchema, {
    defaultValues: EMPTY,
  });
  const fieldError = (name: keyof CounsellorSignUpInput) => {
    const message = formState.errors[name]?.message;
    if (message === undefined) return undefined;
    return hasMessage(message) ? t(message as MessageKey) : t("api.invalidBody");
  };
  const onSubmit = handleSubmit(async (input) => {
    await signUp.mutateAsync(input);
    onDone();
  });
  const serverError = signUp.error
    ? signUp.error instanceof ApiError
      ? signUp.error.message
      : t("api.internal")
    : null;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      className="space-y-4"
      data-testid="counsellor-sign-up"
    >
      <TextField
        id="counsellor-name"
        label={t("schools.form.name")}
        autoComplete="name"
        error={fieldError("name")}
        {...register("name")}
      />
      <TextField
        id="counsellor-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t("schools.form.email")}
        error={fieldError("email")}
        {...register("email")}
      />
      <PasswordField
        id="counsellor-password"
        label={t("schools.form.password")}
        autoComplete="new-password"
        showLabel={t("acct.showPassword")}
        hideLabel={t("acct.hidePassword")}
        error={fieldError("password")}
        {...register("password")}
      />
      <TextField
        id="counsellor-school"
        label={t("schools.form.schoolName")}
        autoComplete="organization"
        error={fieldError("schoolName")}
        {...register("schoolName")}
      />
      <SelectField
        id="counsellor-country"
        label={t("schools.form.country")}
        options={countryOptions(lang)}
        autoComplete="country"
        error={fieldError("country")}
        {...register("country")}
      />
      <TextField
        id="counsellor-city"
        label={t("schools.form.city")}
        autoComplete="address-level2"
        error={fieldError("city")}
        {...register("city")}
      />
      {serverError ? <FormAlert variant="destructive">{serverError}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t("schools.form.submitting") : t("schools.form.submit")}
      </Button>
    </form>
  );
}
