import PDFDocument from "pdfkit";
import { ANSWER_CONCERNS, type ClassDashboardDto } from "@shared/validators/schools";
import { translate, type MessageKey, type MessageParams } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { numberLocale } from "@shared/i18n/number-format";
import type { ReportFonts } from "../../lib/fonts";

/** What the group report shows: the class and its aggregates, never a student's name (DECISIONS 38). */
export interface ClassReportData {
  lang: Lang;
  /** The school's country: numbers are written as it writes them. */
  country?: string;
  schoolName: string;
  className: string;
  grade: string;
  year: number;
  /** The day it was drawn, already formatted for the reader. */
  date: string;
  finished: number;
  inProgress: number;
  distribution: ClassDashboardDto["distribution"];
  areas: ClassDashboardDto["areas"];
  /** How many students' answers need a conversation, per reason (counts only). */
  concerns: Record<(typeof ANSWER_CONCERNS)[number], number>;
}

const COLORS = { brand: "#4338ca", text: "#0f172a", muted: "#475569", line: "#e2e8f0", bar: "#6366f1" };
const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2;

/**
 * The class's group report for a meeting with parents or the principal: an A4 PDF with the class's
 * RIASEC distribution (bars), the mean score per type, the most frequent career areas and how many
 * students' answers need a conversation, by reason. Aggregates only: no student is named.
 */
export function renderClassReportPdf(data: ClassReportData, fonts: ReportFonts): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) => translate(data.lang, key, params);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${t("schools.report.title")} · ${data.className}`, Author: data.schoolName },
    lang: data.lang === "es" ? "es-ES" : "en-US",
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const heading = (text: string) => {
    doc.moveDown(1.2);
    doc.font("bold").fontSize(14).fillColor(COLORS.brand).text(text, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.4);
  };
  const line = (text: string, options: { font?: "regular" | "bold"; color?: string; size?: number } = {}) =>
    doc
      .font(options.font ?? "regular")
      .fontSize(options.size ?? 11)
      .fillColor(options.color ?? COLORS.text)
      .text(text, MARGIN, doc.y, { width: WIDTH });

  doc.font("bold").fontSize(20).fillColor(COLORS.text).text(t("schools.report.title"), MARGIN, MARGIN);
  line(`${data.className} · ${data.grade} · ${data.year}`, { font: "bold", size: 13 });
  line(data.schoolName, { color: COLORS.muted });
  line(t("schools.report.date", { date: data.date }), { color: COLORS.muted, size: 10 });
  doc.moveDown(0.6);
  line(t("schools.report.counts", { finished: data.finished, inProgress: data.inProgress }));
  line(t("schools.report.privacy"), { color: COLORS.muted, size: 9.5 });

  heading(t("schools.dashboard.distributionTitle"));
  if (data.finished === 0) line(t("schools.dashboard.noneFinished"), { color: COLORS.muted });
  else {
    const most = Math.max(1, ...data.distribution.map((d) => d.first));
    const labelWidth = 150;
    const barMax = WIDTH - labelWidth - 120;
    for (const row of data.distribution) {
      const y = doc.y;
      doc
        .font("regular")
        .fontSize(10.5)
        .fillColor(COLORS.text)
        .text(`${row.type} · ${t(`holland.${row.type}` as MessageKey)}`, MARGIN, y + 2, { width: labelWidth });
      doc.rect(MARGIN + labelWidth, y + 2, barMax, 12).fill(COLORS.line);
      if (row.first > 0) doc.rect(MARGIN + labelWidth, y + 2, (barMax * row.first) / most, 12).fill(COLORS.bar);
      doc
        .font("regular")
        .fontSize(10)
        .fillColor(COLORS.muted)
        .text(
          t("schools.report.typeRow", {
            count: row.first,
            mean: row.meanScore.toLocaleString(numberLocale(data.lang, data.country), {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
          }),
          MARGIN + labelWidth + barMax + 8,
          y + 2,
          { width: 112 },
        );
      doc.y = y + 22;
    }
    line(t("schools.dashboard.meanHint"), { color: COLORS.muted, size: 9.5 });
  }

  heading(t("schools.dashboard.areasTitle"));
  if (data.areas.length === 0) line(t("schools.dashboard.noneFinished"), { color: COLORS.muted });
  data.areas.forEach((area, index) =>
    line(
      `${index + 1}. ${t(`field.${area.field}` as MessageKey)}: ${t("schools.dashboard.areaStudents", { count: area.students })}`,
    ),
  );

  heading(t("schools.report.concernsTitle"));
  const flagged = ANSWER_CONCERNS.filter((reason) => data.concerns[reason] > 0);
  if (flagged.length === 0) line(t("schools.report.noConcerns"));
  for (const reason of flagged)
    line(`${t(`schools.reason.${reason}` as MessageKey)} (${data.concerns[reason]})`, { size: 10.5 });
  if (flagged.length > 0) {
    doc.moveDown(0.4);
    line(t("schools.report.concernsHint"), { color: COLORS.muted, size: 9.5 });
  }

  doc.end();
  return done;
}
