import { Link, useLocation, useRoute } from "wouter";
import { formatMoney } from "@shared/pricing";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { LoginForm } from "@/features/auth/components/login-form";
import { paymentResumeTarget } from "@/features/auth/redirects";
import { useAuth } from "@/features/auth/use-auth";
import { usePaymentConfig } from "@/lib/payment-config";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /login and /login/payment: sign in, then the dashboard, or back to paying for the held assessment. */
export default function LoginPage() {
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const [isPayment] = useRoute(paths.login(true));
  const { user, isVerified } = useAuth();
  const config = usePaymentConfig();
  const target = () => (isPayment ? paymentResumeTarget() : paths.dashboard);
  const title = isPayment ? t("acct.login.paymentTitle") : t("acct.login.title");

  useDocumentTitle(title);

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-center text-2xl font-extrabold text-slate-900">{title}</h1>
          <p className="mt-2 text-center text-slate-700" data-testid="login-subtitle">
            {isPayment && config.data
              ? t("acct.paymentSubtitle", { price: formatMoney(config.data.basePrice, config.data.currency, lang) })
              : t("acct.login.subtitle")}
          </p>
          {user && isVerified ? (
            <div className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-900" role="status">
              <p>{t("acct.alreadySignedIn", { name: user.name })}</p>
              <Link href={target()} className={buttonClasses("primary", "sm", "mt-3")}>
                {t("acct.continue")}
              </Link>
            </div>
          ) : null}
          <div className="mt-6">
            <LoginForm errorToast onSuccess={() => navigate(target())} />
          </div>
          <p className="mt-6 text-center text-sm text-slate-700">
            {t("acct.login.noAccount")}{" "}
            <Link
              href={paths.register(isPayment)}
              className="font-semibold text-brand-700 underline"
              data-testid="register-link"
            >
              {t("acct.login.registerLink")}
            </Link>
          </p>
        </div>
      </section>
    </PublicLayout>
  );
}
