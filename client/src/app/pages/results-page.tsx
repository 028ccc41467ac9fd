import { useLocation, useParams, useSearch } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { PageLoading } from "@/components/layout/page-loading";
import { paths } from "@/config/paths";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { CareerList } from "@/features/assessment/components/career-list";
import { CareerCompare } from "@/features/career-compare/components/career-compare";
import { GetReportLinks } from "@/features/assessment/components/get-report-links";
import { NewTestButton } from "@/features/assessment/components/new-test-button";
import { PracticeNotice } from "@/features/assessment/components/practice-notice";
import { PreviewBanner } from "@/features/assessment/components/preview-banner";
import { ProfileSummary } from "@/features/assessment/components/profile-summary";
import { ResultsChart } from "@/features/assessment/components/results-chart";
import { ReportNoticeBanner, reportNoticeOf } from "@/features/assessment/components/report-notice";
import { ResultsError } from "@/features/assessment/components/results-error";
import { ScoreList } from "@/features/assessment/components/score-list";
import { useHeldClaimSecret, useRememberLatestAssessment } from "@/features/assessment/hooks/use-held-claim-secret";
import { resultsView } from "@/features/assessment/results-view";
import { OwnerSignIn, SaveReportPrompt } from "@/features/auth/components/save-report-prompt";
import { PdfButtons } from "@/features/reports/pdf-buttons";
import { ShareButton } from "@/features/sharing/components/share-button";
import { claimSecretOf, readStoredSession } from "@/lib/session-storage";
import { DeleteAssessmentSection } from "@/features/privacy/components/delete-assessment";
import { LeaveClassSection } from "@/features/schools/components/leave-class";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { formatLongDate } from "@/lib/format-date";
import { useHydrated } from "@/lib/use-hydrated";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ResultsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const search = useSearch();
  const preview = useAssessment(id, lang);
  const holds = useHeldClaimSecret(id);
  // The page may arrive rendered by the server (server/src/features/assessment/results-page.routes.ts):
  // this browser's own parts (its time zone, what it holds) show once the app has taken it over.
  const hydrated = useHydrated();
  const signedIn = hydrated && readStoredSession() !== null;
  // A paid report reaches only its owner or the browser that took the test (DECISIONS 32): the page
  // arrives with what anyone holding the id sees, then this browser asks again with its proof.
  const locked = preview.data?.isPaid === true && !preview.data.fullReport;
  const mayOwn = hydrated && locked && (holds || signedIn);
  const own = useAssessment(id, lang, true, mayOwn);
  const query = own.data?.fullReport ? own : preview;

  useDocumentTitle(t("results.pageTitle"));
  useRememberLatestAssessment(query.data);

  if (query.isPending)
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  if (query.isError) {
    return (
      <PublicLayout>
        <ResultsError notFound={query.error instanceof ApiError && query.error.status === 404} />
      </PublicLayout>
    );
  }

  const data = query.data;
  const { paid, visible, listed, careers } = resultsView(data);
  const date = formatLongDate(data.completedAt, lang, !hydrated);
  // Paid, but not for this viewer (yet): while this browser's own answer is on its way, nothing is asked of it.
  const opening = mayOwn && own.isPending;
  const lockedForViewer = data.isPaid && !paid && !opening;
  // An account's report is shown only to that account: anyone else is asked to sign in with it.
  const ownerMustSignIn = lockedForViewer && data.belongsToAccount;
  // A report bought without an account opens only where it was bought, or from the report email's link.
  const buyerOnly = lockedForViewer && !data.belongsToAccount;
  // Sent back from a PDF the server could not show this browser: why, when it still holds.
  const notice = hydrated ? reportNoticeOf(search) : undefined;
  const showNotice =
    notice === "expired" ||
    ((notice === "unpaid" || notice === "refunded") && !paid) ||
    (notice === "sign-in" && ownerMustSignIn) ||
    (notice === "owner-only" && buyerOnly);

  return (
    <PublicLayout>
      {data.practice ? <PracticeNotice /> : !data.isPaid ? <PreviewBanner assessmentId={data.id} /> : null}

      <div className="mx-auto max-w-5xl px-4 py-10">
        <p className="text-sm text-slate-600">{t("results.completedOn", { date })}</p>
        <h1 className="mt-1 text-3xl font-extrabold text-slate-900">
          {t("results.greeting", { name: data.fullName })}
        </h1>
        {showNotice && notice ? <ReportNoticeBanner notice={notice} /> : null}

        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <ProfileSummary data={data} />
          <ResultsChart scores={data.normalizedScores} visible={visible} listed={listed} />
        </div>

        <ScoreList scores={data.normalizedScores} visible={visible} listed={listed} paid={paid} />
        <CareerList careers={careers} paid={paid} outcomes={data.results.outcomes} />
        {paid && hydrated ? (
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <CareerCompare assessmentId={data.id} claimSecret={claimSecretOf(data.id)} />
          </div>
        ) : null}

        <section
          className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-6"
          aria-label={paid ? t("results.paidTitle") : t("results.getReport")}
        >
          {ownerMustSignIn ? (
            <OwnerSignIn />
          ) : buyerOnly ? (
            <div data-testid="buyer-only">
              <h2 className="text-lg font-bold text-brand-900">{t("results.paidTitle")}</h2>
              <p className="mt-1 text-sm text-brand-900">{t("results.report.owner-only")}</p>
            </div>
          ) : paid || opening ? (
            <>
              <h2 className="text-lg font-bold text-brand-900">{t("results.paidTitle")}</h2>
              <p className="mt-1 text-sm text-brand-900">{t("results.paidBody")}</p>
            </>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {data.isPaid ? (
              paid ? (
                <PdfButtons assessmentId={data.id} fullName={data.fullName} signedIn={signedIn} />
              ) : null
            ) : data.practice ? null : (
              <GetReportLinks assessmentId={data.id} />
            )}
            <NewTestButton />
          </div>
          {hydrated && (holds || signedIn) ? (
            <div className="mt-4">
              <ShareButton
                assessmentId={data.id}
                primaryTypeName={data.results.primaryTypeName}
                claimSecret={claimSecretOf(data.id)}
              />
            </div>
          ) : null}
        </section>
        <SaveReportPrompt assessment={data} then="account" className="mt-6" />
        {hydrated && (holds || signedIn) ? (
          <LeaveClassSection assessmentId={data.id} claimSecret={claimSecretOf(data.id)} />
        ) : null}
        {hydrated && holds ? (
          <DeleteAssessmentSection assessmentId={data.id} onDeleted={() => navigate(paths.home)} />
        ) : null}
      </div>
    </PublicLayout>
  );
}
