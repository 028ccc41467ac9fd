import * as Tabs from "@radix-ui/react-tabs";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useRegister, type RegisterInput } from "@/features/auth/api/register";
import { LoginForm } from "@/features/auth/components/login-form";
import { safeNextPath } from "@/features/auth/redirects";
import { RegisterForm } from "@/features/auth/components/register-form";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTestTaker } from "@/features/assessment/hooks/use-test-taker";

type Tab = "login" | "register";

const tabClasses =
  "flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** /user-login: sign in or create an account. */
export default function UserLoginPage() {
  const { t } = useI18n();
  // registering after the test: the name, email and country given on its form are filled in
  const testTaker = useTestTaker();
  const [, navigate] = useLocation();
  // Sent here from a page that needs an account (the admin panel, the seller area): back there afterwards.
  const next = new URLSearchParams(useSearch()).get("next");
  const [tab, setTab] = useState<Tab>("login");
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [registerError, setRegisterError] = useState<string | null>(null);
  // This screen asks the new user to sign in afterwards: the registration answer is not stored.
  const registerMutation = useRegister({ signIn: false });

  useDocumentTitle(t("acct.userLogin.title"));

  const createAccount = (input: RegisterInput) => {
    setRegisterError(null);
    registerMutation.mutate(input, {
      onSuccess: () => {
        setRegisteredEmail(input.email);
        setTab("login");
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.message ? error.message : t("acct.registerErrorDefault");
        setRegisterError(message);
        toast({ title: t("acct.registerErrorTitle"), description: message, variant: "destructive" });
      },
    });
  };

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <Link
          href={paths.home}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
          data-testid="back-home"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("nav.backHome")}
        </Link>
        <div className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-center text-2xl font-extrabold text-slate-900">{t("acct.userLogin.title")}</h1>
          <p className="mt-2 text-center text-slate-700">{t("acct.userLogin.subtitle")}</p>

          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
            <Tabs.List aria-label={t("acct.tabs.label")} className="flex gap-1 rounded-xl bg-slate-100 p-1">
              <Tabs.Trigger value="login" className={tabClasses} data-testid="tab-login">
                {t("acct.tabs.login")}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={tabClasses} data-testid="tab-register">
                {t("acct.tabs.register")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="mt-6 focus-visible:outline-none">
              <LoginForm
                key={registeredEmail ?? ""}
                initialEmail={registeredEmail ?? ""}
                notice={registeredEmail ? t("acct.userLogin.registered") : null}
                onSuccess={() => navigate(safeNextPath(next) ?? paths.userDashboard)}
              />
            </Tabs.Content>
            <Tabs.Content value="register" className="mt-6 focus-visible:outline-none">
              <RegisterForm
                variant="user-login"
                pending={registerMutation.isPending}
                error={registerError ? { message: registerError } : null}
                known={testTaker}
                onSubmit={createAccount}
              />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </section>
    </PublicLayout>
  );
}
