import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { paths } from "@/config/paths";
import { verifyEmail } from "@/features/auth/api/email-verification";
import { useAuth } from "@/features/auth/use-auth";
import { ApiError } from "@/lib/api-client";
import { refreshSessionUser } from "@/lib/current-user";
import { takeFragmentToken } from "@/lib/fragment-token";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

type Outcome =
  | { kind: "checking" }
  | { kind: "done"; email: string }
  | { kind: "failed"; message: string | null }
  | { kind: "missing" };

/** /verify-email#token=…: proves the account's email (or the new one of an email change), on any device. */
export default function VerifyEmailPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [token, setToken] = useState(takeFragmentToken);
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? { kind: "checking" } : { kind: "missing" }));
  // A link works once: each token is sent once, whatever re-renders or re-runs the effect.
  const sent = useRef<string | null>(null);

  useDocumentTitle(t("verify.pageTitle"));

  // Another link opened in this tab changes only the address's fragment: the page takes the new token.
  useEffect(() => {
    const onHashChange = () => {
      const next = takeFragmentToken();
      if (!next) return;
      setOutcome({ kind: "checking" });
      setToken(next);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verifyEmail(token).then(
      async ({ email }) => {
        // the account is read again first, so the dashboard the next link leads to never shows it unconfirmed
        await refreshSessionUser(queryClient);
        setOutcome({ kind: "done", email });
      },
      (error: unknown) =>
        setOutcome({ kind: "failed", message: error instanceof ApiError && error.message ? error.message : null }),
    );
  }, [token, queryClient]);

  const next = user ? (
    <Link href={paths.userDashboard} className={buttonClasses("primary", "md")} data-testid="verify-email-next">
      {t("verify.toDashboard")}
    </Link>
  ) : (
    <Link href={paths.userLogin} className={buttonClasses("primary", "md")} data-testid="verify-email-next">
      {t("verify.toLogin")}
    </Link>
  );

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" data-testid="verify-email">
          <h1 className="text-2xl font-extrabold text-slate-900">
            {outcome.kind === "failed" || outcome.kind === "missing" ? t("verify.failedTitle") : t("verify.pageTitle")}
          </h1>
          <div className="mt-6 space-y-4">
            {outcome.kind === "checking" ? <PageLoading label={t("verify.checking")} /> : null}
            {outcome.kind === "done" ? (
              <>
                <FormAlert variant="success" title={t("verify.done")} testId="verify-email-done">
                  {t("verify.doneBody", { email: outcome.email })}
                </FormAlert>
                {next}
              </>
            ) : null}
            {outcome.kind === "failed" || outcome.kind === "missing" ? (
              <>
                <FormAlert variant="destructive" testId="verify-email-failed">
                  {outcome.kind === "missing" ? t("verify.noToken") : (outcome.message ?? t("verify.resendError"))}
                </FormAlert>
                {next}
              </>
            ) : null}
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
