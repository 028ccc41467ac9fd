import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { AUTH_USER_QUERY_KEY } from "@/lib/current-user";
import { FormAlert } from "@/components/ui/form-alert";
import { readStoredSession, refreshStoredUser } from "@/lib/session-storage";
import { changePassword } from "@/features/privacy/api";
import { NewPasswordForm } from "@/features/privacy/components/new-password-form";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /change-password: the signed-in user's new password; a temporary password leads here first. */
export default function ChangePasswordPage() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const stored = readStoredSession();

  useDocumentTitle(t("privacy.change.pageTitle"));

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-extrabold text-slate-900">{t("privacy.change.title")}</h1>
          {stored ? (
            <>
              <p className="mt-2 mb-6 text-slate-700">{t("privacy.change.body")}</p>
              <NewPasswordForm
                withCurrent
                onSave={async (current, next) => {
                  const { user } = await changePassword(current, next);
                  refreshStoredUser(user);
                  queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
                  toast({ title: t("privacy.change.done"), variant: "success" });
                  navigate(
                    user.role === "seller" ? paths.seller : user.role === "admin" ? paths.admin : paths.userDashboard,
                  );
                }}
              >
                {stored.user.mustChangePassword ? (
                  <FormAlert variant="destructive" testId="password-change-required">
                    {t("privacy.change.required")}
                  </FormAlert>
                ) : null}
              </NewPasswordForm>
            </>
          ) : (
            <Link href={paths.userLogin} className={buttonClasses("primary", "md", "mt-6")}>
              {t("acct.login.submit")}
            </Link>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
