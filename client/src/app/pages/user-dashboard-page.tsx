import LogOut from "lucide-react/icons/log-out";
import { Redirect } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AccountInfo } from "@/features/accounts/components/account-info";
import { PaymentList } from "@/features/accounts/components/payment-list";
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
import { PdfButtons } from "@/features/reports/pdf-buttons";
import { ShareButton } from "@/features/sharing/components/share-button";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /user-dashboard: the signed-in user's account, assessments and payments. */
export default function UserDashboardPage() {
  const { t } = useI18n();
  const { user, isLoading, isVerified } = useAuth();
  const logout = useLogout();

  useDocumentTitle(t("acct.ud.pageTitle"));

  if (isLoading) {
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  }
  if (!user) return <Redirect to={paths.userLogin} replace />;

  const slots: UserAssessmentSlots = {
    renderPdf: (assessmentId) => <PdfButtons assessmentId={assessmentId} fullName={user.name} signedIn />,
    renderCompare: (assessmentId) => <CareerCompare assessmentId={assessmentId} />,
    renderShare: (assessmentId, primaryTypeName) => (
      <ShareButton assessmentId={assessmentId} primaryTypeName={primaryTypeName} />
    ),
  };

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-5xl px-4 py-8">
        <UserDashboardHeader
          name={user.name}
          actions={
            <>
              <RetakeAction enabled={isVerified} />
              <Button
                variant="outline"
                onClick={() => logout.mutate(paths.userLogin)}
                disabled={logout.isPending}
                data-testid="logout"
              >
                <LogOut className="h-4 w-4" aria-hidden />
                {t("acct.logout")}
              </Button>
            </>
          }
        />
        <VerifyEmailBanner user={user} />
        <AccountInfo user={user} />
        <ProfileChange
          enabled={isVerified}
          renderHexagon={(scores, label) => (
            <HexagonChart scores={scores} visible={Object.keys(scores)} label={label} />
          )}
        />
        <UserDashboardTabs
          assessments={<UserAssessments enabled={isVerified} slots={slots} />}
          payments={<PaymentList enabled={isVerified} />}
        />
        <ChangeEmailForm />
        <DataRightsSection />
        <SupportLine />
      </section>
    </PublicLayout>
  );
}
