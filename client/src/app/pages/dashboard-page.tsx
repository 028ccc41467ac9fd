import type { UserDto } from "@shared/validators/auth";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { useDashboardAssessments } from "@/features/accounts/api/get-dashboard";
import { AccessDenied } from "@/features/accounts/components/access-denied";
import { DashboardHeader } from "@/features/accounts/components/dashboard-header";
import { DashboardStats } from "@/features/accounts/components/dashboard-stats";
import { RecentAssessments, type RecentAssessmentSlots } from "@/features/accounts/components/recent-assessments";
import { useAuth } from "@/features/auth/use-auth";
import { VerifyEmailBanner } from "@/features/auth/components/verify-email-banner";
import { OpenPdfButton } from "@/features/reports/pdf-buttons";
import { ShareButton } from "@/features/sharing/components/share-button";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const recentSlots: RecentAssessmentSlots = {
  renderPdf: (item) => <OpenPdfButton assessmentId={item.id} fullName={item.fullName} />,
  renderShare: (assessmentId, primaryTypeName) => (
    <ShareButton assessmentId={assessmentId} primaryTypeName={primaryTypeName} />
  ),
};

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
  if (!user) {
    return (
      <PublicLayout>
        <AccessDenied />
      </PublicLayout>
    );
  }
  return <SignedInDashboard user={user} />;
}

function SignedInDashboard({ user }: { user: UserDto }) {
  const { t, lang } = useI18n();
  const { isVerified } = useAuth();
  const query = useDashboardAssessments(lang, { enabled: isVerified });

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
        <VerifyEmailBanner user={user} />
        <DashboardStats data={query.data} isAdmin={user.role === "admin"} />
        <RecentAssessments query={query} slots={recentSlots} />
      </main>
    </div>
  );
}
