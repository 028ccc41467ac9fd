import { BarChart3, ClipboardList, FileText, KeyRound, LogOut, Plus, ShieldAlert } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import type { DashboardAssessmentDto } from "@shared/validators/accounts";
import type { UserDto } from "@shared/validators/auth";
import { LanguageToggle } from "@/components/layout/language-toggle";
import { Logo } from "@/components/layout/logo";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ShareButton } from "@/features/sharing/components/share-button";
import { useDashboardAssessments } from "@/features/accounts/api/get-dashboard";
import { ListEmpty, ListError, ListLoading } from "@/features/accounts/components/list-state";
import { formatDate } from "@/features/accounts/format";
import { clearStoredSession } from "@/lib/session-storage";
import { useAuth } from "@/features/auth/use-auth";
import { usePaymentConfig } from "@/lib/payment-config";
import { openPdf } from "@/features/reports/pdf-actions";
import { pdfErrorToast } from "@/features/reports/pdf-buttons";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const RECENT_COUNT = 3;

/** /dashboard: the signed-in home; signed out, 'Acceso denegado'. */
export default function DashboardPage() {
  const { t } = useI18n();
  const { user, isLoading } = useAuth();

  useDocumentTitle(t("acct.d.pageTitle"));

  if (isLoading) {
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  }
  if (!user) return <AccessDenied />;
  return <SignedInDashboard user={user} />;
}

function AccessDenied() {
  const { t } = useI18n();
  return (
    <PublicLayout>
      <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="access-denied">
        <ShieldAlert className="mx-auto h-12 w-12 text-red-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("acct.d.deniedTitle")}</h1>
        <p className="mt-3 text-slate-700">{t("acct.d.deniedBody")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={paths.home} className={buttonClasses("primary", "md")}>
            {t("nav.backHome")}
          </Link>
          <Link href={paths.userLogin} className={buttonClasses("outline", "md")}>
            {t("acct.login.submit")}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}

function DashboardHeader({ user }: { user: UserDto }) {
  const { t, lang } = useI18n();
  const navLink =
    "rounded-lg px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900";
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <Logo />
        <nav aria-label={t("acct.d.nav")} className="order-3 flex w-full flex-wrap gap-1 sm:order-none sm:w-auto">
          <Link href={paths.dashboard} className={navLink} aria-current="page">
            {t("acct.d.navDashboard")}
          </Link>
          <Link href={paths.assessment(lang)} className={navLink}>
            {t("acct.d.navNewTest")}
          </Link>
          {user.role === "admin" ? (
            <Link href={paths.admin} className={navLink} data-testid="nav-admin">
              {t("acct.d.navAdmin")}
            </Link>
          ) : null}
          {user.role === "seller" || user.role === "admin" ? (
            <Link href={paths.seller} className={navLink} data-testid="nav-seller">
              {t("acct.d.navSeller")}
            </Link>
          ) : null}
        </nav>
        <div className="flex items-center gap-2">
          <span
            className="max-w-28 truncate text-sm font-semibold text-slate-800 sm:max-w-40"
            data-testid="header-user"
          >
            {user.firstName || user.email}
          </span>
          <LanguageToggle />
          <Link href={paths.changePassword} className={buttonClasses("ghost", "sm")} data-testid="change-password-link">
            <KeyRound className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t("privacy.change.link")}</span>
          </Link>
          {/* Browser navigation to /api/logout ends the server session; the stored token goes first. */}
          <a
            href="/api/logout"
            onClick={() => clearStoredSession()}
            className={buttonClasses("outline", "sm")}
            data-testid="logout"
          >
            <LogOut className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">{t("acct.logout")}</span>
          </a>
        </div>
      </div>
    </header>
  );
}

function SignedInDashboard({ user }: { user: UserDto }) {
  const { t, lang } = useI18n();
  const { isVerified } = useAuth();
  const query = useDashboardAssessments(lang, { enabled: isVerified });
  const config = usePaymentConfig();
  const items = query.data?.items ?? [];
  const latest = items[0];

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      <DashboardHeader user={user} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid="welcome">
          {t("acct.d.welcome", { name: user.firstName || t("acct.d.defaultName") })}
        </h1>
        <p className="mt-1 text-slate-700">{t("acct.d.welcomeBody")}</p>

        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <StatCard icon={Plus} title={t("acct.d.newTestTitle")} body={t("acct.d.newTestBody")} testId="card-new-test">
            <Link href={paths.assessment(lang)} className={buttonClasses("primary", "sm")}>
              {t("acct.d.startTest")}
            </Link>
            {config.data?.testMode ? (
              <Link
                href={paths.paymentPortal(latest?.id)}
                className={buttonClasses("warning", "sm")}
                data-testid="test-payment-portal"
              >
                {t("acct.d.testPortal")}
              </Link>
            ) : null}
          </StatCard>
          <StatCard
            icon={ClipboardList}
            title={t("acct.d.evaluationsTitle")}
            body={t("acct.d.evaluationsBody")}
            value={query.data?.counts.assessments}
            testId="card-evaluations"
          >
            <Link href={paths.userDashboard} className={buttonClasses("outline", "sm")}>
              {t("acct.d.evaluationsCta")}
            </Link>
          </StatCard>
          <StatCard
            icon={BarChart3}
            title={t("acct.d.paidTitle")}
            body={t("acct.d.paidBody")}
            value={query.data?.counts.paid}
            testId="card-paid"
          >
            <Link href={paths.userDashboard} className={buttonClasses("outline", "sm")}>
              {t("acct.d.paidCta")}
            </Link>
          </StatCard>
        </div>

        <section aria-labelledby="recent-title" className="mt-10">
          <h2 id="recent-title" className="text-xl font-bold text-slate-900">
            {t("acct.d.recent")}
          </h2>
          <div className="mt-4">
            {query.isPending ? (
              <ListLoading label={t("acct.ud.loadingAssessments")} />
            ) : query.isError ? (
              <ListError onRetry={() => void query.refetch()} />
            ) : items.length === 0 ? (
              <ListEmpty
                title={t("acct.d.empty")}
                testId="dashboard-empty"
                action={
                  <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md")}>
                    {t("acct.d.firstTest")}
                  </Link>
                }
              />
            ) : (
              <>
                <ul className="space-y-3" data-testid="recent-assessments">
                  {items.slice(0, RECENT_COUNT).map((item) => (
                    <li key={item.id}>
                      <RecentAssessment item={item} />
                    </li>
                  ))}
                </ul>
                {query.data.hasMore || items.length > RECENT_COUNT ? (
                  <div className="mt-4 text-center">
                    <Link href={paths.userDashboard} className={buttonClasses("outline", "md")} data-testid="see-all">
                      {t("acct.d.seeAll")}
                    </Link>
                  </div>
                ) : null}
              </>
            )}
          </div>
        </section>
      </main>
    </div>
  );
}

function StatCard({
  icon: Icon,
  title,
  body,
  value,
  testId,
  children,
}: {
  icon: typeof Plus;
  title: string;
  body: string;
  value?: number | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon className="h-5 w-5 text-brand-700" aria-hidden />
        {title}
      </h2>
      {value !== undefined ? (
        <p className="mt-2 text-3xl font-extrabold text-brand-800" data-testid={`${testId}-count`}>
          {value}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{body}</p>
      <div className="mt-4 flex flex-wrap gap-2">{children}</div>
    </section>
  );
}

function RecentAssessment({ item }: { item: DashboardAssessmentDto }) {
  const { t, lang } = useI18n();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPdf(item.id, lang);
    } catch (error) {
      pdfErrorToast(error, t("pdf.openError"), t, true);
    } finally {
      setOpening(false);
    }
  };
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      data-testid="recent-assessment"
      data-assessment-id={item.id}
    >
      <div className="flex items-center gap-4">
        <span
          className="flex h-12 min-w-14 items-center justify-center rounded-xl bg-brand-50 px-2 font-mono text-lg font-extrabold text-brand-800"
          data-testid="holland-code"
        >
          {item.results.hollandCode || t("acct.d.na")}
        </span>
        <div>
          <p className="font-semibold text-slate-900">{item.fullName}</p>
          <p className="text-sm text-slate-700">{item.results.primaryTypeName || t("acct.d.completedFallback")}</p>
          <p className="text-xs text-slate-600">{formatDate(item.completedAt, lang)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          href={`${paths.results(item.id)}?lang=${lang}`}
          className={buttonClasses("outline", "sm")}
          data-testid="view-results"
        >
          {t("acct.viewResults")}
        </Link>
        {item.isPaid ? (
          <Button
            size="sm"
            onClick={() => void open()}
            disabled={opening}
            aria-label={t("acct.d.pdfLabel", { name: item.fullName })}
            data-testid="open-pdf"
          >
            <FileText className="h-4 w-4" aria-hidden />
            {t("acct.d.pdf")}
          </Button>
        ) : null}
        <ShareButton assessmentId={item.id} primaryTypeName={item.results.primaryTypeName} />
      </div>
    </article>
  );
}
