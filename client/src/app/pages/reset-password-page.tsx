import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { applySignIn } from "@/lib/current-user";
import { FormAlert } from "@/components/ui/form-alert";
import { resetPassword } from "@/features/privacy/api";
import { NewPasswordForm } from "@/features/privacy/components/new-password-form";
import { takeFragmentToken } from "@/lib/fragment-token";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /reset-password#token=…: choose a new password; every other session ends and this browser is signed in. */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [token] = useState(takeFragmentToken);

  useDocumentTitle(t("privacy.reset.pageTitle"));

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-extrabold text-slate-900">{t("privacy.reset.title")}</h1>
          {token ? (
            <>
              <p className="mt-2 mb-6 text-slate-700">{t("privacy.reset.body")}</p>
              <NewPasswordForm
                onSave={async (_current, next) => {
                  const response = await resetPassword(token, next);
                  applySignIn(queryClient, response);
                  toast({ title: t("privacy.reset.done"), variant: "success" });
                  navigate(paths.userDashboard);
                }}
              />
            </>
          ) : (
            <div className="mt-6 space-y-4">
              <FormAlert variant="destructive">{t("privacy.reset.missing")}</FormAlert>
              <Link href={paths.forgotPassword} className={buttonClasses("primary", "md")}>
                {t("privacy.reset.askAgain")}
              </Link>
            </div>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
