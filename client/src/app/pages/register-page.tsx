import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { formatMoney } from "@shared/pricing";
import { PublicLayout } from "@/components/layout/public-layout";
import { toast } from "@/components/ui/use-toast";
import { useRegister, type RegisterInput } from "@/features/auth/api/register";
import { RegisterForm } from "@/features/auth/components/register-form";
import { registerRedirectTarget } from "@/features/auth/redirects";
import { usePaymentConfig } from "@/lib/payment-config";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { paths } from "@/config/paths";
import { useTestTaker } from "@/features/assessment/hooks/use-test-taker";

/** /register/:redirect?: create an account, then /{redirect} (default /dashboard) or back to paying. */
export default function RegisterPage() {
  const { t, lang } = useI18n();
  // registering after the test: the name, email and country given on its form are filled in
  const testTaker = useTestTaker();
  const [, navigate] = useLocation();
  const { redirect } = useParams<{ redirect?: string }>();
  const isPayment = redirect === "payment";
  const config = usePaymentConfig();
  const registerMutation = useRegister();
  const [error, setError] = useState<string | null>(null);
  const title = isPayment ? t("acct.register.paymentTitle") : t("acct.register.title");

  useDocumentTitle(title);

  const submit = (input: RegisterInput) => {
    setError(null);
    registerMutation.mutate(input, {
      onSuccess: () => navigate(registerRedirectTarget(redirect)),
      onError: (failure) => {
        const message = failure instanceof ApiError && failure.message ? failure.message : t("acct.createErrorDefault");
        setError(message);
        toast({ title: t("acct.createErrorTitle"), description: message, variant: "destructive" });
      },
    });
  };

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-center text-2xl font-extrabold text-slate-900">{title}</h1>
          <p className="mt-2 text-center text-slate-700" data-testid="register-subtitle">
            {isPayment && config.data
              ? t("acct.paymentSubtitle", { price: formatMoney(config.data.basePrice, config.data.currency, lang) })
              : t("acct.register.subtitle")}
          </p>
          <div className="mt-6">
            <RegisterForm
              variant="register"
              pending={registerMutation.isPending}
              error={error ? { title: t("acct.createErrorTitle"), message: error } : null}
              known={testTaker}
              onSubmit={submit}
            />
          </div>
          <p className="mt-6 text-center text-sm text-slate-700">
            {t("acct.register.haveAccount")}{" "}
            <Link
              href={paths.login(isPayment)}
              className="font-semibold text-brand-700 underline"
              data-testid="login-link"
            >
              {t("acct.register.loginLink")}
            </Link>
          </p>
        </div>
      </section>
    </PublicLayout>
  );
}
