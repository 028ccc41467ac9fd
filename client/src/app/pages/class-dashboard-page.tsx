import ArrowLeft from "lucide-react/icons/arrow-left";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { paths } from "@/config/paths";
import {
  downloadGroupReport,
  downloadRosterCsv,
  useClassDashboard,
  useDashboardRoster,
} from "@/features/schools/api/dashboard";
import { CareerAreas, FlaggedStudents, TypeDistribution } from "@/features/schools/components/class-aggregates";
import { ClassRosterTable } from "@/features/schools/components/class-roster";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /escuelas/panel/clase/:id: a class's dashboard for its counsellor: who finished, who is answering,
 * the class's RIASEC types, its frequent career areas, the students to talk with, the roster, and
 * the roster's CSV and the group report's PDF (aggregates only) to download.
 */
export default function ClassDashboardPage() {
  const { id = "" } = useParams<{ id: string }>();
  const { t } = useI18n();
  const dashboard = useClassDashboard(id);
  const roster = useDashboardRoster(id);
  const [downloading, setDownloading] = useState<"csv" | "pdf" | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  useDocumentTitle(
    dashboard.data ? t("schools.dashboard.title", { name: dashboard.data.class.name }) : t("schools.panel.title"),
  );

  const download = async (kind: "csv" | "pdf") => {
    setDownloading(kind);
    setDownloadError(null);
    try {
      await (kind === "csv" ? downloadRosterCsv(id) : downloadGroupReport(id));
    } catch (error) {
      setDownloadError(error instanceof ApiError ? error.message : t("schools.dashboard.downloadError"));
    } finally {
      setDownloading(null);
    }
  };

  let body;
  if (dashboard.isPending) body = <PageLoading />;
  else if (dashboard.isError) {
    const status = dashboard.error instanceof ApiError ? dashboard.error.status : 0;
    body = (
      <p role="alert" className="text-slate-800" data-testid="class-dashboard-error">
        {status === 404
          ? t("schools.dashboard.notFound")
          : status === 401 || status === 403
            ? t("schools.notCounsellor")
            : t("schools.panel.loadError")}
      </p>
    );
  } else {
    const data = dashboard.data;
    const { joined, inProgress } = data.waiting;
    const state = data.class.closed
      ? { key: "schools.dashboard.closedState" as const, tone: "border-slate-300 bg-slate-50 text-slate-900" }
      : data.finished === 0 && inProgress === 0 && joined === 0
        ? { key: "schools.dashboard.emptyState" as const, tone: "border-brand-200 bg-brand-50 text-brand-900" }
        : inProgress > 0
          ? { key: "schools.dashboard.inProgressState" as const, tone: "border-amber-300 bg-amber-50 text-amber-950" }
          : null;
    body = (
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t("schools.dashboard.title", { name: data.class.name })}
          </h1>
          <p className="mt-1 text-slate-700">
            {data.class.grade} · {data.class.year} ·{" "}
            {t("schools.panel.joined", { joined: data.class.joined, size: data.class.size })}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm" data-testid="class-counts">
            <li className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-950">
              {t("schools.dashboard.finished", { finished: data.finished })}
            </li>
            <li className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
              {t("schools.dashboard.inProgress", { count: inProgress })}
            </li>
            <li className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-800">
              {t("schools.dashboard.joined", { count: joined })}
            </li>
          </ul>
        </div>
        {state ? (
          <p role="status" className={`rounded-2xl border p-4 ${state.tone}`} data-testid="class-state">
            {t(state.key)}
          </p>
        ) : null}
        {data.finished > 0 ? (
          <>
            <TypeDistribution dashboard={data} />
            {data.areas.length > 0 ? <CareerAreas areas={data.areas} /> : null}
            <FlaggedStudents flagged={data.flagged} />
          </>
        ) : (
          <p className="text-slate-700" data-testid="class-none-finished">
            {t("schools.dashboard.noneFinished")}
          </p>
        )}
        <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="class-roster-title">
          <h2 id="class-roster-title" className="text-lg font-bold text-slate-900">
            {t("schools.dashboard.rosterTitle")}
          </h2>
          {roster.data ? (
            <ClassRosterTable roster={roster.data} />
          ) : roster.isError ? (
            <p className="mt-4 text-sm text-red-700">{t("schools.panel.loadError")}</p>
          ) : (
            <p className="mt-4 text-sm text-slate-600">{t("app.loading")}</p>
          )}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button variant="outline" disabled={downloading !== null} onClick={() => void download("csv")}>
              <Download className="h-4 w-4" aria-hidden />
              {t("schools.dashboard.downloadCsv")}
            </Button>
            <Button disabled={downloading !== null} onClick={() => void download("pdf")}>
              <FileText className="h-4 w-4" aria-hidden />
              {t("schools.dashboard.downloadPdf")}
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-600">{t("schools.dashboard.pdfHint")}</p>
          {downloadError ? (
            <FormAlert variant="destructive" className="mt-3">
              {downloadError}
            </FormAlert>
          ) : null}
        </section>
      </div>
    );
  }

  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <Link href={paths.schoolsPanel} className="inline-flex items-center gap-1 font-semibold text-brand-800">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t("schools.dashboard.back")}
          </Link>
          {dashboard.data ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                void dashboard.refetch();
                void roster.refetch();
              }}
            >
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t("schools.dashboard.refresh")}
            </Button>
          ) : null}
        </div>
        {body}
      </div>
    </PublicLayout>
  );
}
