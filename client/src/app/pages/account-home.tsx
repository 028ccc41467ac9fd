import { Redirect } from "wouter";
import type { UserDto } from "@shared/validators/auth";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { paths } from "@/config/paths";
import { useDashboardAssessments } from "@/features/accounts/api/get-dashboard";
import { AccessDenied } from "@/features/accounts/components/access-denied";
import { AccountInfo } from "@/features/accounts/components/account-info";
import { DashboardHeader, type AccountView } from "@/features/accounts/components/dashboard-header";
import { DashboardStats } from "@/features/accounts/components/dashboard-stats";
import { PaymentList } from "@/features/accounts/components/payment-list";
import { RecentAssessments, type RecentAssessmentSlots } from "@/features/accounts/components/recent-assessments";
import { ProfileChange, RetakeAction } from "@/features/accounts/components/retake-action";
import { SupportLine } from "@/features/accounts/components/support-line";
import { UserAssessments, type UserAssessmentSlots } from "@/features/accounts/components/user-assessments";
import { UserDashboardHeader } from "@/features/accounts/components/user-dashboard-header";
import { UserDashboardTabs } from "@/features/accounts/components/user-dashboard-tabs";
import { HexagonChart } from "@/features/assessment/components/hexagon-chart";
import { useLogout } from "@/features/auth/api/logout";
import { useAuth } from "@/features/auth/use-auth";
import { ChangeEmailForm } from "@/features/auth/components/change-email-form";
import { VerifyEmailBanner } from "@/features/auth/components/verify-email-banner";
import { CareerCompare } from "@/features/career-compare/components/career-compare";
import { DataRightsSection } from "@/features/privacy/components/data-rights";
import { OpenPdfButton, PdfButtons } from "@/features/reports/pdf-buttons";
import { ShareButton } from "@/features/sharing/components/share-button";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * The signed-in person's one home, in two views: /dashboard (the overview: counts and the latest
 * tests) and /user-dashboard (the account: every test, payments, email and data). Both show the same
 * header, greeting, name and actions (a new test, or the date the retake opens), so a person never
 * meets two stories about one account.
 */
export function AccountHome({ view }: { view: AccountView }) {
  const { t } = useI18n();
  const { user, isLoading } = useAuth();

  useDocumentTitle(t(view === "overview" ? "acct.d.pageTitle" : "acct.ud.pageTitle"));

  if (isLoading) {
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  }
  if (!user) {
    // The spec's two signed-out answers: 'Acceso denegado' on /dashboard, the sign-in screen for /user-dashboard.
    if (view === "account") return <Redirect to={paths.userLogin} replace />;
    return (
      <PublicLayout>
        <AccessDenied />
      </PublicLayout>
    );
  }
  return <SignedInHome user={user} view={view} />;
}

function SignedInHome({ user, view }: { user: UserDto; view: AccountView }) {
  const { t } = useI18n();
  const { isVerified } = useAuth();
  const logout = useLogout();
  // The account view signs out to the sign-in screen (spec); the overview through /api/logout to home.
  const signOut =
    view === "account" ? { run: () => logout.mutate(paths.userLogin), pending: logout.isPending } : undefined;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      <DashboardHeader user={user} view={view} signOut={signOut} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {/* The new-test action (or the retake date) sits beside the greeting here, in the new-test card on the overview. */}
        <UserDashboardHeader
          name={user.firstName || t("acct.d.defaultName")}
          actions={view === "account" ? <RetakeAction enabled={isVerified} /> : null}
        />
        <VerifyEmailBanner user={user} />
        {view === "overview" ? <Overview /> : <Account user={user} />}
      </main>
    </div>
  );
}

const recentSlots: RecentAssessmentSlots = {
  renderPdf: (item) => <OpenPdfButton assessmentId={item.id} fullName={item.fullName} />,
  renderShare: (assessmentId, primaryTypeName) => (
    <ShareButton assessmentId={assessmentId} primaryTypeName={primaryTypeName} />
  ),
};

/** /dashboard: the counts, the way to a new test, the latest three tests. */
function Overview() {
  const { lang } = useI18n();
  const { user, isVerified } = useAuth();
  const query = useDashboardAssessments(lang, { enabled: isVerified });
  return (
    <>
      <DashboardStats
        data={query.data}
        newTest={<RetakeAction enabled={isVerified} size="sm" />}
        isAdmin={user?.role === "admin"}
      />
      <RecentAssessments query={query} slots={recentSlots} />
    </>
  );
}

/** /user-dashboard: the account, how the profile changed, every test and payment, email and data rights. */
function Account({ user }: { user: UserDto }) {
  const { isVerified } = useAuth();
  const slots: UserAssessmentSlots = {
    renderPdf: (assessmentId) => <PdfButtons assessmentId={assessmentId} fullName={user.name} signedIn />,
    renderCompare: (assessmentId) => <CareerCompare assessmentId={assessmentId} />,
    renderShare: (assessmentId, primaryTypeName) => (
      <ShareButton assessmentId={assessmentId} primaryTypeName={primaryTypeName} />
    ),
  };
  return (
    <>
      <AccountInfo user={user} />
      <ProfileChange
        enabled={isVerified}
        renderHexagon={(scores, label) => <HexagonChart scores={scores} visible={Object.keys(scores)} label={label} />}
      />
      <UserDashboardTabs
        assessments={<UserAssessments enabled={isVerified} slots={slots} />}
        payments={<PaymentList enabled={isVerified} />}
      />
      <ChangeEmailForm />
      <DataRightsSection />
      <SupportLine />
    </>
  );
}
