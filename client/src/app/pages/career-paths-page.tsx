import type { ReactNode } from "react";
import { PageLoading } from "@/components/layout/page-loading";
import { OutcomeNote } from "@/components/outcome-note";
import { PublicLayout } from "@/components/layout/public-layout";
import { useCareerPaths } from "@/features/career-paths/api/get-career-paths";
import { AuthRequired } from "@/features/career-paths/components/auth-required";
import { DetailPanel } from "@/features/career-paths/components/detail-panel";
import { ExplorerHeading } from "@/features/career-paths/components/explorer-heading";
import { HeaderLinks } from "@/features/career-paths/components/header-links";
import { LoadError } from "@/features/career-paths/components/load-error";
import { TrackPanel } from "@/features/career-paths/components/track-panel";
import { TypeFilters } from "@/features/career-paths/components/type-filters";
import { UpgradePrompt } from "@/features/career-paths/components/upgrade-prompt";
import { useCareerExplorer } from "@/features/career-paths/hooks/use-career-explorer";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /career-paths: the career explorer of a signed-in account. */
export default function CareerPathsPage() {
  const { t, lang } = useI18n();
  const query = useCareerPaths(lang);
  const explorer = useCareerExplorer(query.data);

  useDocumentTitle(t("careerPaths.pageTitle"));

  const layout = (children: ReactNode) => <PublicLayout headerExtra={<HeaderLinks />}>{children}</PublicLayout>;

  if (query.isPending) return layout(<PageLoading label={t("careerPaths.loading")} fullHeight />);

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 401) return layout(<AuthRequired />);
    return layout(
      <LoadError message={query.error.message} retrying={query.isFetching} onRetry={() => void query.refetch()} />,
    );
  }

  if (!explorer) return layout(<PageLoading label={t("careerPaths.loading")} fullHeight />);
  const { premium, userCode, outcomes } = query.data;

  return layout(
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <ExplorerHeading premium={premium} />
      <UpgradePrompt premium={premium} />
      <TypeFilters explorer={explorer} userCode={userCode} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <TrackPanel explorer={explorer} premium={premium} userCode={userCode} />
        <DetailPanel explorer={explorer} premium={premium} userCode={userCode} />
      </div>
      {/* The steps carry no figures (DECISIONS 36): what the reader's country publishes, and where. */}
      {outcomes ? (
        <OutcomeNote note={outcomes} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" />
      ) : null}
    </div>,
  );
}
