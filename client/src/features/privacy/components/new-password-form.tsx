import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";

/**
 * New password + confirmation (and the current one when `withCurrent`), checked here as the
 * server does (6 characters at least); `onSave` sends it, its error is shown above the button.
 */
export function NewPasswordForm({
  withCurrent = false,
  onSave,
  children,
}: {
  withCurrent?: boolean;
  onSave(current: string, next: string): Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (next.length < 6) return setError(t("auth.passwordMin"));
    if (next !== confirm) return setError(t("privacy.passwordsDiffer"));
    setPending(true);
    try {
      await onSave(current, next);
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("api.internal"));
    } finally {
      setPending(false);
    }
  };

  const toggle = { showLabel: t("acct.showPassword"), hideLabel: t("acct.hidePassword") };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="new-password-form">
      {children}
      {withCurrent ? (
        <PasswordField
          id="current-password"
          label={t("privacy.currentPassword")}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          {...toggle}
        />
      ) : null}
      <PasswordField
        id="new-password"
        label={t("privacy.newPassword")}
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        {...toggle}
      />
      <PasswordField
        id="confirm-new-password"
        label={t("privacy.confirmNewPassword")}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        {...toggle}
      />
      {error ? (
        <FormAlert variant="destructive" testId="password-error">
          {error}
        </FormAlert>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending} data-testid="save-password">
        {pending ? t("privacy.saving") : t("privacy.save")}
      </Button>
    </form>
  );
}
