import type { Lang } from "@shared/i18n/lang";
import { loadReportFonts } from "./lib/fonts";
import type { Assessment } from "@shared/schema/index";
import { buildReport, type ReportOptions } from "./features/reports/report.model";
import { renderReportPdf } from "./features/reports/report.pdf";
import { renderShareImage } from "./features/sharing/share-preview.image";
import type { ShareView } from "./features/sharing/sharing.service";
import { QUESTION_SETS } from "@shared/content/question-bank";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";

/** What the render pool sends a worker: the data to draw, never a database handle. */
export type RenderTask =
  | { kind: "share-image"; view: ShareView; lang: Lang; host: string }
  | { kind: "report-pdf"; assessment: Assessment; options: ReportOptions }
  /** Draws a sample of each kind and throws it away: the thread's modules, fonts and compiled code are ready. */
  | { kind: "warm-up" };

/**
 * Runs in a worker thread of the render pool (lib/render-pool.ts, wired in deps.ts): a report PDF
 * (its contents worked out from the assessment, a few milliseconds, then pdfkit, 50-130 ms of CPU) or a share picture (resvg, about a tenth of a second), away from the
 * thread that answers requests. Built as its own file beside the server bundle (`npm run build:server`).
 */
export default async function render(task: RenderTask): Promise<Uint8Array> {
  if (task.kind === "warm-up") {
    await warmUp();
    return new Uint8Array(0);
  }
  if (task.kind === "share-image") return renderShareImage(task.view, task.lang, task.host);
  const pdf = await renderReportPdf(buildReport(task.assessment, task.options), loadReportFonts());
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/**
 * A thread's first render costs about ten times a warm one (1.5 s against 0.13 s for a report on a
 * quiet core: loading pdfkit, resvg and the fonts, compiling the drawing code), so the pool draws one
 * sample of each kind on every thread as the server starts (RenderPool.warm). No person's data: a
 * made-up test answered on the first two activities of each screen.
 */
async function warmUp(): Promise<void> {
  const sample = sampleReport(new Date());
  await renderReportPdf(buildReport(sample.assessment, sample.options), loadReportFonts());
  const [first, second] = [HOLLAND_TYPE_INFO.I, HOLLAND_TYPE_INFO.A];
  renderShareImage(
    {
      shareId: "warm-up",
      lang: "es",
      firstName: "Warm",
      code: "IA",
      primaryType: "I",
      secondaryType: "A",
      primaryTypeName: first.name.es,
      secondaryTypeName: second.name.es,
      normalizedScores: { I: 80, A: 60 },
      primaryDescription: first.about.es,
      primaryTraits: first.traits.map((trait) => trait.es),
      primaryEnvironments: first.environments.map((place) => place.es),
    },
    "es",
    "example.org",
  );
}

/** A made-up paid test and its report options (no person's data): the warm-up's sample, and the tests'. */
export function sampleReport(at: Date): Extract<RenderTask, { kind: "report-pdf" }> {
  const responses = QUESTION_SETS.map((set) => ({
    questionSet: set.id,
    liked: set.activities[0]!.id,
    disliked: set.activities[1]!.id,
  }));
  const assessment = {
    id: "warm-up",
    fullName: "Warm Up",
    email: "warm-up@example.org",
    age: "19-24",
    education: "secundaria",
    country: "CO",
    language: "es",
    responses,
    isPaid: true,
    paidAt: at,
    createdAt: at,
    completedAt: at,
    currentlyStudying: false,
  } as unknown as Assessment;
  const company = {
    name: "Warm-up",
    address: "-",
    supportEmail: "warm-up@example.org",
    supportPhone: "-",
    supportHours: { es: "-", en: "-" },
  };
  return {
    kind: "report-pdf",
    assessment,
    options: { lang: "es", company, publicUrl: "https://example.org", now: at },
  };
}
