import ArrowLeft from "lucide-react/icons/arrow-left";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { paths } from "@/config/paths";
import { FormAlert } from "@/components/ui/form-alert";
import { requestPasswordReset } from "@/features/privacy/api";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /forgot-password: asks for the email and says, whatever it is, that a link was sent if the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useDocumentTitle(t("privacy.forgot.pageTitle"));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("api.internal"));
    } finally {
      setPending(false);
    }
  };

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <Link
          href={paths.userLogin}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("privacy.forgot.back")}
        </Link>
        <div className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-extrabold text-slate-900">{t("privacy.forgot.title")}</h1>
          <p className="mt-2 text-slate-700">{t("privacy.forgot.body")}</p>
          {sent ? (
            <div className="mt-6">
              <FormAlert variant="success" testId="forgot-sent">
                {sent}
              </FormAlert>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
              <TextField
                id="forgot-email"
                type="email"
                label={t("acct.email")}
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
              {error ? <FormAlert variant="destructive">{error}</FormAlert> : null}
              <Button type="submit" className="w-full" disabled={pending || !email.trim()}>
                {pending ? t("privacy.forgot.pending") : t("privacy.forgot.submit")}
              </Button>
            </form>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
