import type { Lang } from "@shared/i18n/lang";
import { loadReportFonts } from "./lib/fonts";
import type { Assessment } from "@shared/schema/index";
import { buildReport, type ReportOptions } from "./features/reports/report.model";
import { renderReportPdf } from "./features/reports/report.pdf";
import { renderShareImage } from "./features/sharing/share-preview.image";
import type { ShareView } from "./features/sharing/sharing.service";

/** What the render pool sends a worker: the data to draw, never a database handle. */
export type RenderTask =
  | { kind: "share-image"; view: ShareView; lang: Lang; host: string }
  | { kind: "report-pdf"; assessment: Assessment; options: ReportOptions };

/**
 * Runs in a worker thread of the render pool (lib/render-pool.ts, wired in deps.ts): a report PDF
 * (its contents worked out from the assessment, a few milliseconds, then pdfkit, 50-130 ms of CPU) or a share picture (resvg, about a tenth of a second), away from the
 * thread that answers requests. Built as its own file beside the server bundle (`npm run build:server`).
 */
export default async function render(task: RenderTask): Promise<Uint8Array> {
  if (task.kind === "share-image") return renderShareImage(task.view, task.lang, task.host);
  const pdf = await renderReportPdf(buildReport(task.assessment, task.options), loadReportFonts());
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
