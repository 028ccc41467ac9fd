import path from "node:path";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment } from "@shared/schema/index";
import type { Config } from "../../config";
import { sign, verifySignature } from "../../lib/signing";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import type { AssessmentReader } from "../assessment/assessment.service";
import type { PublicConfigCache } from "../payments/public-config.service";
import { loadReportFonts } from "../../lib/fonts";
import { createReportCache, type ReportCache } from "./report.cache";
import { buildReport, type ReportOptions } from "./report.model";
import { asBuffer, RenderPoolFullError, type RenderPool } from "../../lib/render-pool";
import { renderReportPdf } from "./report.pdf";
import type { PaymentsService } from "../payments/payments.service";
import {
  badDownloadSignatureError,
  reportNotPaidError,
  reportOwnerOnlyError,
  reportRefundedError,
  reportsBusyError,
  reportSignInError,
} from "./reports.errors";
import type { Metrics } from "../metrics/metrics.service";

/**
 * Who may open a paid report without a signed link (DECISIONS 32): its signed-in owner, an admin,
 * or the browser holding its claim secret. Holding the id alone is not enough, whoever asks.
 */
function mayOpen(
  assessment: Assessment,
  viewer: { id: string; role: string } | undefined,
  holds: ((assessment: Assessment) => boolean) | undefined,
): boolean {
  if (viewer?.role === "admin") return true;
  if (assessment.userId !== null && viewer?.id === assessment.userId) return true;
  return holds?.(assessment) === true;
}

/** Signed download links last 30 days. */
export const DOWNLOAD_LINK_DAYS = 30;

export function createReportsService({
  config,
  cache,
  metrics,
  assessments,
  payments: paymentsFeature,
  publicConfig,
  renders,
}: {
  config: Config;
  cache?: ReportCache;
  /** The app's render pool: PDFs are drawn in its worker threads; without it (some tests), on this thread. */
  renders?: RenderPool<{ kind: "report-pdf"; assessment: Assessment; options: ReportOptions }>;
  metrics?: Pick<Metrics, "pdfRendered" | "pdfCacheHit">;
  assessments: AssessmentReader;
  /** The payments feature: a view or download of a paid report is recorded on its payment. */
  payments: Pick<PaymentsService, "recordReportDownload" | "wasRefunded">;
  /**
   * The public config's snapshot: the company details a report prints come from it, not from a
   * database read on every view (a save invalidates it at once).
   */
  publicConfig: Pick<PublicConfigCache, "get">;
}) {
  const reportCache =
    cache ??
    createReportCache({
      dir: path.join(config.dataDir, "reports"),
      ...(metrics ? { onRender: metrics.pdfRendered, onHit: metrics.pdfCacheHit } : {}),
    });

  const linkPayload = (id: string, expires: number) => `report:${id}:${expires}`;

  /** An unpaid report: refunded (its links were revoked, said so) or never paid. */
  async function unpaidError(assessmentId: string) {
    return (await paymentsFeature.wasRefunded(assessmentId)) ? reportRefundedError() : reportNotPaidError();
  }

  /**
   * A paid report opens for a signed link or the viewer `mayOpen` accepts. An unpaid one says so (the
   * preview tells anyone holding the id as much); only someone who may open it learns it was refunded.
   */
  async function assertMayOpenPaid(
    assessment: Assessment,
    signed: boolean,
    viewer: { id: string; role: string } | undefined,
    holds: ((assessment: Assessment) => boolean) | undefined,
  ): Promise<void> {
    const allowed = signed || mayOpen(assessment, viewer, holds);
    if (!assessment.isPaid) throw allowed ? await unpaidError(assessment.id) : reportNotPaidError();
    if (!allowed) throw assessment.userId !== null ? reportSignInError() : reportOwnerOnlyError();
  }

  /**
   * Works out and draws a PDF in the render pool (503 with Retry-After when it is full), or here
   * without one: the request thread only reads the assessment.
   */
  async function draw(assessment: Assessment, options: ReportOptions, signal: AbortSignal): Promise<Buffer> {
    if (!renders) return renderReportPdf(buildReport(assessment, options), loadReportFonts());
    try {
      return asBuffer(await renders.run({ kind: "report-pdf", assessment, options }, signal));
    } catch (error) {
      if (error instanceof RenderPoolFullError) throw reportsBusyError();
      throw error;
    }
  }

  /** The PDF of a paid assessment, rendered once per content version and cached; `signal`: the asker went away. */
  async function renderFor(assessment: Assessment, lang: Lang, signal?: AbortSignal): Promise<Buffer> {
    const { company } = await publicConfig.get();
    return reportCache.get(
      [assessment.id, lang, company, config.publicUrl, assessment.completedAt.toISOString()],
      (cancelled) =>
        draw(assessment, { lang, company, publicUrl: config.publicUrl, now: assessment.completedAt }, cancelled),
      assessment.id,
      signal,
    );
  }

  return {
    renderFor,

    /** Erasure: the rendered PDFs of an assessment go from the cache (memory and disk). */
    forgetRendered: (assessmentId: string) => reportCache.forget(assessmentId),

    async getPdf(input: {
      id: string;
      lang: Lang;
      expires?: number | undefined;
      sig?: string | undefined;
      now?: number;
      /** The signed-in viewer, if any. */
      viewer?: { id: string; role: string } | undefined;
      /** Whether the browser proved it holds the test's claim secret (the caller checks it). */
      holds?: ((assessment: Assessment) => boolean) | undefined;
      /** Aborted when the client goes away: a render nobody waits for any more is cancelled. */
      signal?: AbortSignal;
    }): Promise<{ pdf: Buffer; assessment: Assessment }> {
      const assessment = await assessments.findById(input.id);
      if (!assessment) throw assessmentNotFoundError();
      const signed = input.sig !== undefined || input.expires !== undefined;
      if (signed) {
        const now = Math.floor((input.now ?? Date.now()) / 1000);
        const valid =
          input.sig !== undefined &&
          input.expires !== undefined &&
          input.expires >= now &&
          verifySignature(config.sessionSecret, linkPayload(assessment.id, input.expires), input.sig);
        if (!valid) throw badDownloadSignatureError();
      }
      await assertMayOpenPaid(assessment, signed, input.viewer, input.holds);
      const pdf = await renderFor(assessment, input.lang, input.signal);
      // Only the buyer's own views and downloads count against the refund promise (DECISIONS 32): the
      // signed link of the report email, the owner, the browser that took the test. An administrator
      // looking at someone else's report does not use it up.
      const adminLooking = !signed && input.viewer?.role === "admin" && input.viewer.id !== assessment.userId;
      if (!adminLooking) await paymentsFeature.recordReportDownload(assessment.id);
      return { pdf, assessment };
    },

    /** A link that downloads the PDF without a session, valid 30 days. */
    downloadLink(id: string, lang: Lang, now = Date.now()): { url: string; expiresAt: string } {
      const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_DAYS * 24 * 60 * 60;
      const sig = sign(config.sessionSecret, linkPayload(id, expires));
      const url = `${config.publicUrl}/api/assessment/${encodeURIComponent(id)}/pdf?lang=${lang}&download=1&expires=${expires}&sig=${sig}`;
      return { url, expiresAt: new Date(expires * 1000).toISOString() };
    },

    async getDownloadLink(
      id: string,
      lang: Lang,
      viewer?: { id: string; role: string },
      holds?: (assessment: Assessment) => boolean,
    ) {
      const assessment = await assessments.findById(id);
      if (!assessment) throw assessmentNotFoundError();
      await assertMayOpenPaid(assessment, false, viewer, holds);
      return this.downloadLink(id, lang);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

/** "Reporte-Vocacional-Maria-Perez.pdf": the person's name, ASCII-safe. */
export function reportFilename(prefix: string, fullName: string): string {
  const name = fullName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${prefix}${name ? `-${name}` : ""}.pdf`;
}
