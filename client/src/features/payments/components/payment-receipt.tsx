import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { Link } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { buttonClasses } from "@/components/ui/button";
import { Reference } from "@/components/ui/reference";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { SupportContact } from "./support-contact";

/**
 * The payment's receipt while it is confirmed, pending or done: the order, the assessment, and the
 * report's download and results (usable once done).
 */
export function PaymentReceipt({
  stage,
  assessmentId,
  orderId,
  downloadHref,
}: {
  stage: "finalizing" | "pending" | "completed";
  assessmentId: string;
  orderId: string;
  /** The report's signed link; none while it is on its way, or for a browser that may not open it. */
  downloadHref: string | undefined;
}) {
  const { t, lang } = useI18n();
  const done = stage === "completed";
  const canDownload = done && downloadHref !== undefined;
  return (
    <div className="rounded-2xl bg-white p-8 shadow-sm">
      {stage === "finalizing" ? (
        <PageLoading label={t("success.finalizing")} />
      ) : stage === "pending" ? (
        <div role="status" className="text-center">
          <Clock className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.pendingTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("success.pendingBody")}</p>
        </div>
      ) : (
        <div className="text-center" role="status">
          <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
          <h1 className="mt-3 text-2xl font-extrabold text-slate-900" data-testid="success-title">
            {t("success.title")}
          </h1>
        </div>
      )}

      {/* Side by side while each reference fits on one line, else one under the other. */}
      <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm">
        <div className="min-w-0 flex-auto">
          <dt className="text-slate-600">{t("success.order")}</dt>
          <dd className="font-semibold text-slate-900" data-testid="order-id">
            {orderId ? <Reference value={orderId} /> : "—"}
          </dd>
        </div>
        <div className="min-w-0 flex-auto">
          <dt className="text-slate-600">{t("success.assessment")}</dt>
          <dd className="font-semibold text-slate-900" data-testid="assessment-id">
            <Reference value={assessmentId} />
          </dd>
        </div>
        <div className="flex-auto">
          <dt className="text-slate-600">{t("success.status")}</dt>
          <dd className={cn("font-semibold", done ? "text-emerald-700" : "text-amber-700")}>
            {done ? t("success.completed") : t("app.loading")}
          </dd>
        </div>
      </dl>

      {done ? (
        <p className="mt-5 text-slate-700">
          {t("success.emailed")} {t("success.downloadNow")}
        </p>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a
          href={canDownload ? downloadHref : undefined}
          // the signed link answers the PDF as a download (the report email's link does the same)
          download
          aria-disabled={!canDownload}
          className={buttonClasses("primary", "md", cn("sm:flex-1", !canDownload && "pointer-events-none opacity-50"))}
          data-testid="download-report"
        >
          <Download className="h-4 w-4" aria-hidden />
          {t("success.download")}
        </a>
        <Link
          href={`${paths.results(assessmentId)}?paid=true&lang=${lang}`}
          aria-disabled={!done}
          className={buttonClasses("outline", "md", cn("sm:flex-1", !done && "pointer-events-none opacity-50"))}
          data-testid="view-results"
        >
          <FileText className="h-4 w-4" aria-hidden />
          {t("success.viewResults")}
        </Link>
      </div>
      <SupportContact className="mt-6 text-center text-sm text-slate-600" />
    </div>
  );
}
