import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { translate, type MessageKey, type MessageParams } from "@shared/i18n/catalog";
import { forReader } from "@shared/i18n/spain";
import type { ReportFonts } from "../../lib/fonts";
import type { ReportCareer, ReportData, ReportUniversity } from "./report.model";
import type { RankedRow } from "./guidance.model";

/**
 * Lays out a ReportData as an A4 PDF with pdfkit: cover, profile (hexagon and bar chart drawn as
 * vectors), the three main types, the options at the person's stage with the longer ranked list
 * (or areas to explore), one page per recommended career with its universities, scholarships,
 * the study plan, next steps with a QR code, the method, and a one-page summary for the family;
 * page numbers, company details and support contact in every footer.
 */
const COLORS = {
  brand: "#4338ca",
  brandDark: "#312e81",
  brandLight: "#eef2ff",
  text: "#0f172a",
  muted: "#475569",
  faint: "#94a3b8",
  line: "#e2e8f0",
  panel: "#f8fafc",
  accent: "#f59e0b",
  success: "#047857",
};
export const TYPE_COLORS: Record<HollandType, string> = {
  R: "#b45309",
  I: "#1d4ed8",
  A: "#9d174d",
  S: "#047857",
  E: "#b91c1c",
  C: "#4338ca",
};

const BAND_COLORS: Record<ReportData["careers"][number]["band"], string> = {
  high: "#047857",
  medium: "#1d4ed8",
  explore: "#b45309",
};

const PAGE = { width: 595.28, height: 841.89, margin: 50, top: 92, bottom: 70 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

type Doc = PDFKit.PDFDocument;

export function renderReportPdf(data: ReportData, fonts: ReportFonts): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) =>
    forReader(translate(data.lang, key, params), data.lang, data.country);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: `${t("report.title")} · ${data.fullName}`,
      Author: data.company.name,
      Subject: `${t("report.code")}: ${data.hollandCode}`,
      Keywords: "Holland RIASEC",
    },
    lang: data.lang === "es" ? "es-ES" : "en-US",
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("semibold", fonts.semibold);
  doc.registerFont("bold", fonts.bold);
  doc.registerFont("extrabold", fonts.extrabold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  cover(doc, data, t);
  profilePage(doc, data, t);
  typesPage(doc, data, t);
  optionsPage(doc, data, t);
  data.careers.forEach((_career, index) => careerPage(doc, data, t, index));
  if (data.careers.length >= 2) comparePage(doc, data, t);
  scholarshipsPage(doc, data, t);
  planPage(doc, data, t);
  nextStepsPage(doc, data, t);
  methodPage(doc, data);
  parentsPage(doc, data);
  footers(doc, data, t);
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------
// building blocks

function contentPage(doc: Doc, title: string, kicker: string): void {
  doc.addPage();
  doc.rect(0, 0, PAGE.width, 6).fill(COLORS.brand);
  doc
    .font("semibold")
    .fontSize(8.5)
    .fillColor(COLORS.brand)
    .text(kicker.toUpperCase(), PAGE.margin, 26, { characterSpacing: 1.2, width: CONTENT_WIDTH });
  doc.font("extrabold").fontSize(22).fillColor(COLORS.text).text(title, PAGE.margin, 40, { width: CONTENT_WIDTH });
  doc
    .moveTo(PAGE.margin, doc.y + 6)
    .lineTo(PAGE.margin + 48, doc.y + 6)
    .lineWidth(3)
    .strokeColor(COLORS.accent)
    .stroke();
  doc.x = PAGE.margin;
  doc.y = Math.max(doc.y + 20, PAGE.top);
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** What a continued section's last page holds at least (about six lines): never a lone line or two. */
const MIN_TAIL = 110;

/** A piece of a section, measured before it is drawn. */
interface Block {
  /** The height it takes (at least what `draw` draws). */
  height: number;
  draw(): void;
  /** A heading or a lead-in: it never ends a page, it goes with what follows. */
  keepWithNext?: boolean;
  /** Drawn first when this block opens a continuation page (a table's column heads). */
  afterBreak?: () => void;
}

/**
 * Lays out a section's blocks one after another, continuing on a new page (`start`) where one does
 * not fit. No page ends with a heading, and a continued section's last page never holds only a
 * short tail (a lone "Lista oficial" line, the last row of a table): the page breaks early enough
 * that the last page holds at least MIN_TAIL of the section. A block taller than a page is the one
 * case left to pdfkit's own page break.
 */
function flow(doc: Doc, blocks: Block[], start: () => void): void {
  const rest: number[] = new Array<number>(blocks.length + 1).fill(0);
  for (let i = blocks.length - 1; i >= 0; i--) rest[i] = rest[i + 1]! + blocks[i]!.height;
  blocks.forEach((block, i) => {
    const space = bottomLimit(doc) - doc.y;
    // a heading and what it leads to are placed as one
    let last = i;
    while (blocks[last]!.keepWithNext && last + 1 < blocks.length) last += 1;
    const need = rest[i]! - rest[last + 1]!;
    const allFits = rest[i]! <= space;
    const enoughLeft = rest[last + 1]! >= MIN_TAIL;
    if (need > space || (!allFits && !enoughLeft)) {
      start();
      block.afterBreak?.();
    }
    block.draw();
  });
}

/** A paragraph as a block (`paragraph` measured first). */
function paragraphBlock(
  doc: Doc,
  text: string,
  options: {
    size?: number;
    color?: string;
    font?: string;
    width?: number;
    x?: number;
    gap?: number;
    before?: number;
  } = {},
  keepWithNext = false,
): Block {
  const height =
    (options.before ?? 0) +
    textHeight(doc, text, options.font ?? "regular", options.size ?? 10.5, options.width ?? CONTENT_WIDTH) +
    (options.gap ?? 6);
  return {
    height,
    keepWithNext,
    draw: () => {
      doc.y += options.before ?? 0;
      paragraph(doc, text, options);
    },
  };
}

function paragraph(
  doc: Doc,
  text: string,
  options: { size?: number; color?: string; font?: string; width?: number; x?: number; gap?: number } = {},
): void {
  doc
    .font(options.font ?? "regular")
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? COLORS.text)
    .text(text, options.x ?? PAGE.margin, doc.y, { width: options.width ?? CONTENT_WIDTH, lineGap: 2.5 });
  doc.y += options.gap ?? 6;
}

function label(doc: Doc, text: string, x: number, y: number, width: number, color = COLORS.muted): void {
  doc.font("bold").fontSize(8.5).fillColor(color).text(text.toUpperCase(), x, y, { width, characterSpacing: 0.8 });
}

function bulletList(
  doc: Doc,
  items: string[],
  x: number,
  width: number,
  options: { size?: number; bulletColor?: string } = {},
): void {
  const size = options.size ?? 10;
  for (const item of items) {
    const y = doc.y;
    doc.circle(x + 3, y + size * 0.62, 2.2).fill(options.bulletColor ?? COLORS.brand);
    doc
      .font("regular")
      .fontSize(size)
      .fillColor(COLORS.text)
      .text(item, x + 12, y, { width: width - 12, lineGap: 2 });
    doc.y += 3;
  }
}

/** The height `bulletList` takes. */
function bulletListHeight(doc: Doc, items: string[], width: number, size = 10): number {
  doc.font("regular").fontSize(size);
  return items.reduce((sum, item) => sum + doc.heightOfString(item, { width: width - 12, lineGap: 2 }) + 3, 0);
}

/** A rounded label; it leaves the text cursor where it was. */
function pill(doc: Doc, text: string, x: number, y: number, background: string, color = "#ffffff", size = 9): number {
  const cursor = { x: doc.x, y: doc.y };
  doc.font("bold").fontSize(size);
  const width = doc.widthOfString(text) + 16;
  doc.roundedRect(x, y, width, size + 9, (size + 9) / 2).fill(background);
  doc.fillColor(color).text(text, x + 8, y + 4.5, { lineBreak: false });
  doc.x = cursor.x;
  doc.y = cursor.y;
  return width;
}

function letterBadge(doc: Doc, letter: HollandType, cx: number, cy: number, r: number, fontSize: number): void {
  doc.circle(cx, cy, r).fill(TYPE_COLORS[letter]);
  doc.font("extrabold").fontSize(fontSize).fillColor("#ffffff");
  const w = doc.widthOfString(letter);
  doc.text(letter, cx - w / 2, cy - fontSize * 0.6, { lineBreak: false });
}

function hexagon(doc: Doc, data: ReportData, cx: number, cy: number, radius: number): void {
  const point = (index: number, value: number) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    const r = (radius * value) / 100;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as [number, number];
  };
  for (const ring of [25, 50, 75, 100]) {
    const pts = HOLLAND_TYPES.map((_, i) => point(i, ring));
    doc
      .polygon(...pts)
      .lineWidth(ring === 100 ? 1.4 : 0.6)
      .strokeColor("#cbd5e1")
      .stroke();
  }
  HOLLAND_TYPES.forEach((_, i) => {
    const [x, y] = point(i, 100);
    doc.moveTo(cx, cy).lineTo(x, y).lineWidth(0.6).strokeColor(COLORS.line).stroke();
  });
  const shape = HOLLAND_TYPES.map((type, i) => point(i, Math.max(data.normalized[type], 3)));
  doc
    .polygon(...shape)
    .fillOpacity(0.28)
    .fill(COLORS.brand)
    .fillOpacity(1);
  doc
    .polygon(...shape)
    .lineWidth(2)
    .strokeColor(COLORS.brand)
    .lineJoin("round")
    .stroke();
  shape.forEach(([x, y]) => doc.circle(x, y, 2.6).fill(COLORS.brandDark));
  HOLLAND_TYPES.forEach((type, i) => {
    const [x, y] = point(i, 121);
    letterBadge(doc, type, x, y, 12, 11);
  });
}

function bars(doc: Doc, data: ReportData, x: number, y: number, width: number): number {
  let cursor = y;
  for (const type of data.ranking) {
    const value = data.normalized[type];
    doc
      .font("semibold")
      .fontSize(9.5)
      .fillColor(COLORS.text)
      .text(`${type} · ${data.typeNames[type]}`, x, cursor, { width: width - 40, lineBreak: false });
    doc
      .font("bold")
      .fontSize(9.5)
      .fillColor(COLORS.text)
      .text(String(value), x + width - 30, cursor, { width: 30, align: "right", lineBreak: false });
    cursor += 14;
    doc.roundedRect(x, cursor, width, 8, 4).fill("#f1f5f9");
    doc.roundedRect(x, cursor, Math.max((width * value) / 100, 8), 8, 4).fill(TYPE_COLORS[type]);
    cursor += 20;
  }
  return cursor;
}

function panel(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  height: number,
  color = COLORS.panel,
  border = COLORS.line,
): void {
  doc.roundedRect(x, y, width, height, 10).fillAndStroke(color, border);
}

/** Height a block of text will take, to size panels before drawing them. */
function textHeight(doc: Doc, text: string, font: string, size: number, width: number): number {
  return doc.font(font).fontSize(size).heightOfString(text, { width, lineGap: 2.5 });
}

// ---------------------------------------------------------------------------------------------
// pages

function cover(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  doc.addPage();
  const bandHeight = 430;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLORS.brandDark);
  doc
    .rect(0, bandHeight - 120, PAGE.width, 120)
    .fillOpacity(0.35)
    .fill(COLORS.brand)
    .fillOpacity(1);
  doc.font("extrabold").fontSize(14).fillColor("#ffffff").text(data.company.name, PAGE.margin, 48);
  doc.font("regular").fontSize(9).fillColor("#c7d2fe").text(t("report.method"), PAGE.margin, 68);
  doc
    .font("extrabold")
    .fontSize(34)
    .fillColor("#ffffff")
    .text(t("report.title"), PAGE.margin, 130, { width: CONTENT_WIDTH - 120, lineGap: 2 });
  doc
    .font("regular")
    .fontSize(12.5)
    .fillColor("#e0e7ff")
    .text(t("report.subtitle"), PAGE.margin, doc.y + 10, { width: CONTENT_WIDTH - 140, lineGap: 3 });

  // the code as three coloured letters
  const code = data.hollandCode.split("") as HollandType[];
  label(doc, t("report.code"), PAGE.margin, 318, 200, "#c7d2fe");
  code.forEach((letter, i) => letterBadge(doc, letter, PAGE.margin + 28 + i * 64, 372, 26, 26));
  doc
    .font("semibold")
    .fontSize(10.5)
    .fillColor("#ffffff")
    .text(code.map((l) => data.typeNames[l]).join(" · "), PAGE.margin + 220, 364, { width: 260 });

  // who and when
  const y = bandHeight + 50;
  label(doc, t("report.preparedFor"), PAGE.margin, y, 300);
  doc
    .font("extrabold")
    .fontSize(24)
    .fillColor(COLORS.text)
    .text(data.fullName, PAGE.margin, y + 16, { width: CONTENT_WIDTH });
  const infoY = doc.y + 18;
  label(doc, t("report.date"), PAGE.margin, infoY, 200);
  doc
    .font("semibold")
    .fontSize(12)
    .fillColor(COLORS.text)
    .text(data.date, PAGE.margin, infoY + 14, { width: 220 });
  label(doc, t("report.country"), PAGE.margin + 250, infoY, 200);
  doc
    .font("semibold")
    .fontSize(12)
    .fillColor(COLORS.text)
    .text(data.countryName, PAGE.margin + 250, infoY + 14, { width: 240 });

  // contents
  const listY = infoY + 56;
  label(doc, t("report.contents"), PAGE.margin, listY, 300);
  doc.y = listY + 15;
  const contents = [
    t("report.profile.title"),
    t("report.types.title"),
    t("guidance.ranked.title"),
    careersTitle(data, t),
    ...(data.careers.length >= 2 ? [t("compare.title")] : []),
    t("report.scholarships.title"),
    t("report.plan.title"),
    t("report.next.title"),
    data.guidance.method.title,
    data.guidance.parents.title,
  ];
  contents.forEach((item, i) => {
    const rowY = doc.y;
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(COLORS.brand)
      .text(String(i + 1).padStart(2, "0"), PAGE.margin, rowY, { width: 24, lineBreak: false });
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(item, PAGE.margin + 30, rowY, { width: 300, lineBreak: false });
    doc.y = rowY + 14.5;
  });
  hexagonMini(doc, data, PAGE.width - PAGE.margin - 85, listY + 60, 62);
}

function hexagonMini(doc: Doc, data: ReportData, cx: number, cy: number, radius: number): void {
  hexagon(doc, data, cx, cy, radius);
}

function profilePage(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  contentPage(doc, t("report.profile.title"), data.company.name);
  paragraph(doc, t("report.profile.intro"), { color: COLORS.muted, gap: 14 });
  const top = doc.y;
  const half = (CONTENT_WIDTH - 20) / 2;
  panel(doc, PAGE.margin, top, half, 270);
  label(doc, t("report.profile.hexagon"), PAGE.margin + 16, top + 14, half - 32);
  hexagon(doc, data, PAGE.margin + half / 2, top + 150, 88);
  panel(doc, PAGE.margin + half + 20, top, half, 270);
  label(doc, t("report.profile.bars"), PAGE.margin + half + 36, top + 14, half - 32);
  bars(doc, data, PAGE.margin + half + 36, top + 38, half - 52);
  doc.y = top + 290;

  const boxes: [string, string, string][] = [
    [t("report.profile.consistency"), data.consistency.text, ""],
    [
      t("report.profile.differentiation"),
      data.differentiation.text,
      `${data.guidance.lettersText} ${t("report.profile.indices", { holland: data.differentiation.holland })}`,
    ],
  ];
  for (const [title, body, note] of boxes) {
    const bodyHeight =
      textHeight(doc, body, "regular", 10.5, CONTENT_WIDTH - 36) +
      (note ? textHeight(doc, note, "regular", 8.5, CONTENT_WIDTH - 36) + 8 : 0);
    const y = doc.y;
    panel(doc, PAGE.margin, y, CONTENT_WIDTH, bodyHeight + 42, COLORS.brandLight, "#c7d2fe");
    label(doc, title, PAGE.margin + 18, y + 14, CONTENT_WIDTH - 36, COLORS.brand);
    doc
      .font("regular")
      .fontSize(10.5)
      .fillColor(COLORS.text)
      .text(body, PAGE.margin + 18, y + 30, { width: CONTENT_WIDTH - 36, lineGap: 2.5 });
    if (note)
      doc
        .font("regular")
        .fontSize(8.5)
        .fillColor(COLORS.muted)
        .text(note, PAGE.margin + 18, doc.y + 4, { width: CONTENT_WIDTH - 36 });
    doc.y = y + bodyHeight + 54;
  }
  paragraph(doc, t("report.profile.howToRead"), { size: 9.5, color: COLORS.muted });
}

function typesPage(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  const start = () => contentPage(doc, t("report.types.title"), data.company.name);
  start();
  paragraph(doc, t(data.differentiation.undifferentiated ? "report.types.introUnclear" : "report.types.intro"), {
    color: COLORS.muted,
    gap: 12,
  });
  const blocks = data.types.map((type, index): Block => {
    const innerWidth = CONTENT_WIDTH - 90;
    const height =
      textHeight(doc, type.description, "regular", 9.5, innerWidth) +
      textHeight(doc, type.tagline, "semibold", 10.5, innerWidth) +
      80;
    const draw = () => {
      const y = doc.y;
      panel(doc, PAGE.margin, y, CONTENT_WIDTH, height, "#ffffff");
      doc.rect(PAGE.margin, y + 10, 4, height - 20).fill(TYPE_COLORS[type.letter]);
      letterBadge(doc, type.letter, PAGE.margin + 42, y + 40, 22, 20);
      const x = PAGE.margin + 76;
      label(doc, t("report.types.position", { position: index + 1 }), x, y + 16, innerWidth);
      doc
        .font("extrabold")
        .fontSize(16)
        .fillColor(TYPE_COLORS[type.letter])
        .text(`${type.name} · ${type.score}/100`, x, y + 29, { width: innerWidth });
      doc
        .font("semibold")
        .fontSize(10.5)
        .fillColor(COLORS.text)
        .text(type.tagline, x, doc.y + 3, { width: innerWidth, lineGap: 2 });
      doc
        .font("regular")
        .fontSize(9.5)
        .fillColor(COLORS.muted)
        .text(type.description, x, doc.y + 4, { width: innerWidth, lineGap: 2.5 });
      let chipX = x;
      const chipY = doc.y + 8;
      for (const trait of type.traits.slice(0, 5)) {
        doc.font("bold").fontSize(8);
        const w = doc.widthOfString(trait) + 16;
        if (chipX + w > PAGE.margin + CONTENT_WIDTH - 10) break;
        chipX += pill(doc, trait, chipX, chipY, "#f1f5f9", COLORS.text, 8) + 6;
      }
      doc.y = y + height + 10;
    };
    return { height: height + 10, draw };
  });
  // environments and activities of the primary type
  const primary = data.types[0];
  const half = (CONTENT_WIDTH - 20) / 2;
  if (primary)
    blocks.push({
      height:
        16 +
        Math.max(bulletListHeight(doc, primary.environments, half), bulletListHeight(doc, primary.activities, half)) +
        8,
      draw: () => environments(primary),
    });
  flow(doc, blocks, start);

  function environments(primary: ReportData["types"][number]): void {
    const y = doc.y;
    label(
      doc,
      `${t("report.types.environments")} · ${primary.name}`,
      PAGE.margin,
      y,
      half,
      TYPE_COLORS[primary.letter],
    );
    doc.y = y + 16;
    bulletList(doc, primary.environments, PAGE.margin, half, { bulletColor: TYPE_COLORS[primary.letter] });
    const leftEnd = doc.y;
    label(
      doc,
      `${t("report.types.activities")} · ${primary.name}`,
      PAGE.margin + half + 20,
      y,
      half,
      TYPE_COLORS[primary.letter],
    );
    doc.y = y + 16;
    bulletList(doc, primary.activities, PAGE.margin + half + 20, half, { bulletColor: TYPE_COLORS[primary.letter] });
    doc.y = Math.max(leftEnd, doc.y) + 8;
  }
}

/** "Your 3 recommended careers", or "3 careers to explore" for a flat or opposite-type profile. */
function careersTitle(data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): string {
  return data.guidance.mode === "explore" ? t("guidance.careers.exploreTitle") : t("report.careers.title");
}

function careerPage(
  doc: Doc,
  data: ReportData,
  t: (key: MessageKey, params?: MessageParams) => string,
  index: number,
): void {
  const career = data.careers[index]!;
  const start = () => contentPage(doc, careersTitle(data, t), `${data.company.name} · ${index + 1}/3`);
  start();
  if (index === 0) paragraph(doc, t("report.careers.intro"), { color: COLORS.muted, gap: 12 });

  // heading with the band (three calibrated levels, never a percentage)
  const y = doc.y;
  const x = PAGE.margin + 130;
  const width = CONTENT_WIDTH - 148;
  const kicker = `${index + 1} · ${career.kind.toUpperCase()} · ${career.field.toUpperCase()}`;
  const kickerHeight = doc.font("semibold").fontSize(8.5).heightOfString(kicker, { width, characterSpacing: 0.6 });
  const headHeight = Math.max(
    96,
    50 +
      kickerHeight +
      textHeight(doc, career.name, "extrabold", 19, width) +
      textHeight(doc, career.bandNote, "regular", 8.5, width),
  );
  panel(doc, PAGE.margin, y, CONTENT_WIDTH, headHeight, COLORS.brandLight, "#c7d2fe");
  const bandColor = BAND_COLORS[career.band];
  const filled = career.band === "high" ? 3 : career.band === "medium" ? 2 : 1;
  for (let i = 0; i < 3; i++)
    doc.roundedRect(PAGE.margin + 18 + i * 32, y + 22, 26, 10, 5).fill(i < filled ? bandColor : "#c7d2fe");
  doc
    .font("extrabold")
    .fontSize(13)
    .fillColor(bandColor)
    .text(career.bandLabel, PAGE.margin + 18, y + 40, { width: 100 });
  if (career.tied)
    doc
      .font("semibold")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`~ ${t("guidance.tied")}`, PAGE.margin + 18, doc.y + 4, { width: 100 });
  doc
    .font("semibold")
    .fontSize(8.5)
    .fillColor(COLORS.muted)
    .text(kicker, x, y + 16, { width, characterSpacing: 0.6 });
  doc
    .font("extrabold")
    .fontSize(19)
    .fillColor(COLORS.text)
    .text(career.name, x, y + 18 + kickerHeight, { width });
  let codeX = x;
  const codeY = doc.y + 14;
  for (const letter of career.code.split("") as HollandType[]) {
    letterBadge(doc, letter, codeX + 9, codeY, 9, 9);
    codeX += 22;
  }
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(COLORS.muted)
    .text(t("report.career.code", { code: career.code }), codeX + 4, codeY - 5, { width: 200 });
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(COLORS.muted)
    .text(career.bandNote, x, codeY + 14, { width, lineGap: 1.5 });
  doc.y = y + headHeight + 14;

  label(doc, t("report.career.why"), PAGE.margin, doc.y, CONTENT_WIDTH, COLORS.brand);
  doc.y += 14;
  paragraph(doc, career.reason, { size: 10, gap: 8 });
  paragraph(doc, career.description, { size: 11, gap: 12 });

  const top = doc.y;
  const half = (CONTENT_WIDTH - 24) / 2;
  label(doc, t("report.career.subjects"), PAGE.margin, top, half);
  doc.y = top + 15;
  bulletList(doc, career.subjects, PAGE.margin, half);
  const leftEnd = doc.y;
  label(doc, t("report.career.work"), PAGE.margin + half + 24, top, half);
  doc.y = top + 15;
  bulletList(doc, career.work, PAGE.margin + half + 24, half, { bulletColor: COLORS.success });
  doc.y = Math.max(leftEnd, doc.y) + 8;

  const factsY = doc.y;
  const third = CONTENT_WIDTH / 3;
  const facts: [string, string][] = [
    [t("report.career.duration"), career.duration],
    [t("report.career.kind"), career.kind],
    [t("report.career.field"), career.field],
  ];
  let factsEnd = factsY + 30;
  facts.forEach(([name, value], i) => {
    label(doc, name, PAGE.margin + i * third, factsY, third - 10);
    doc
      .font("semibold")
      .fontSize(10.5)
      .fillColor(COLORS.text)
      .text(value, PAGE.margin + i * third, factsY + 13, { width: third - 10 });
    factsEnd = Math.max(factsEnd, doc.y);
  });
  doc.y = factsEnd + 4;
  if (career.routeNote) paragraph(doc, career.routeNote, { size: 9, color: COLORS.muted, gap: 10 });

  // where to study: the heading with its notes, the institutions, other routes, official lists, sources
  const blocks: Block[] = [
    {
      height:
        doc.font("extrabold").fontSize(13).heightOfString(career.universitiesHeading, { width: CONTENT_WIDTH }) + 4,
      keepWithNext: true,
      draw: () => {
        doc
          .font("extrabold")
          .fontSize(13)
          .fillColor(COLORS.text)
          .text(career.universitiesHeading, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
        doc.y += 4;
      },
    },
  ];
  if (career.universitiesNote)
    blocks.push(paragraphBlock(doc, career.universitiesNote, { size: 9.5, font: "semibold", gap: 4 }, true));
  if (career.universitiesRegistry)
    blocks.push(
      paragraphBlock(doc, career.universitiesRegistry.text, { size: 9.5, color: COLORS.muted, gap: 4 }, true),
    );
  for (const university of career.universities)
    blocks.push(institutionBlock(doc, university, !!career.universitiesAbroad));
  for (const alternative of career.universitiesAlternatives ?? []) {
    blocks.push(paragraphBlock(doc, alternative.title, { size: 9.5, font: "semibold", gap: 0, before: 4 }, true));
    const rows = alternative.rows.map((university) => institutionBlock(doc, university, alternative.abroad));
    const funding = (alternative.funding ?? []).map((line) =>
      paragraphBlock(doc, line, { size: 9, color: COLORS.muted, gap: 2, before: 2 }),
    );
    // the scholarship lines stay with the last program they follow, never alone at the top of a page
    const last = rows[rows.length - 1];
    if (last && funding.length > 0) for (const block of [last, ...funding.slice(0, -1)]) block.keepWithNext = true;
    blocks.push(...rows, ...funding);
  }
  for (const registry of career.universitiesRegistry?.registries ?? []) {
    const name = paragraphBlock(doc, registry.name, { size: 9.5, font: "semibold", gap: 0, before: 4 });
    const urlHeight = doc.font("regular").fontSize(9).heightOfString(registry.url, { width: CONTENT_WIDTH });
    blocks.push({
      height: name.height + urlHeight,
      draw: () => {
        name.draw();
        doc.font("regular").fontSize(9).fillColor(COLORS.brand).text(registry.url, PAGE.margin, doc.y, {
          width: CONTENT_WIDTH,
          link: registry.url,
          underline: false,
        });
      },
    });
  }
  if (career.universitiesSources)
    blocks.push(paragraphBlock(doc, career.universitiesSources, { size: 8, color: COLORS.muted, gap: 0, before: 4 }));
  blocks.push(...outcomeBlocks(doc, career));
  flow(doc, blocks, start);
}

/**
 * Pay and employment (DECISIONS 36): the career's published figures with their source line, its
 * outlook with its own, then the sentence about the reader's country and the portal that publishes
 * its figures.
 */
function outcomeBlocks(doc: Doc, career: ReportCareer): Block[] {
  const { note, figures } = career.outcome;
  const blocks: Block[] = [paragraphBlock(doc, note.title, { size: 13, font: "extrabold", gap: 4, before: 14 }, true)];
  const figureBlocks: Block[] = [];
  if (figures) {
    figureBlocks.push(paragraphBlock(doc, figures.heading, { size: 9.5, font: "semibold", gap: 2, before: 4 }, true));
    figureBlocks.push(paragraphBlock(doc, figures.occupation, { size: 9.5, color: COLORS.muted, gap: 2 }, true));
    for (const line of figures.lines) figureBlocks.push(paragraphBlock(doc, `• ${line}`, { size: 10, gap: 2 }, true));
    figureBlocks.push(paragraphBlock(doc, figures.source, { size: 8, color: COLORS.muted, gap: 4, before: 2 }));
    const { outlook } = figures;
    if (outlook) {
      if (outlook.occupation)
        figureBlocks.push(paragraphBlock(doc, outlook.occupation, { size: 9.5, color: COLORS.muted, gap: 2 }, true));
      for (const line of outlook.lines) figureBlocks.push(paragraphBlock(doc, `• ${line}`, { size: 10, gap: 2 }, true));
      figureBlocks.push(paragraphBlock(doc, outlook.source, { size: 8, color: COLORS.muted, gap: 4, before: 2 }));
    }
  }
  // the reader's own country's figures first; another country's after what the reader's country publishes
  if (figures && !figures.foreign) blocks.push(...figureBlocks);
  if (note.text) blocks.push(paragraphBlock(doc, note.text, { size: 9.5, gap: 4 }, !!note.portal));
  if (note.portal) blocks.push(linkBlock(doc, note.portal.label, note.portal.url));
  if (figures?.foreign) blocks.push(...figureBlocks);
  return blocks;
}

/** A label in semibold over its address, the address a link. */
function linkBlock(doc: Doc, text: string, url: string): Block {
  const name = paragraphBlock(doc, text, { size: 9.5, font: "semibold", gap: 0 });
  const urlHeight = doc.font("regular").fontSize(9).heightOfString(url, { width: CONTENT_WIDTH });
  return {
    height: name.height + urlHeight,
    draw: () => {
      name.draw();
      doc.font("regular").fontSize(9).fillColor(COLORS.brand).text(url, PAGE.margin, doc.y, {
        width: CONTENT_WIDTH,
        link: url,
        underline: false,
      });
    },
  };
}

/** One institution of a "where to study" list: name, program, official address, city and kind. */
function institutionBlock(doc: Doc, university: ReportUniversity, abroad: boolean): Block {
  const left = CONTENT_WIDTH - 170;
  const place = abroad ? `${university.city}, ${university.country}` : university.city;
  const leftHeight =
    doc.font("semibold").fontSize(10).heightOfString(university.name, { width: left }) +
    (university.program ? doc.font("regular").fontSize(9).heightOfString(university.program, { width: left }) + 1 : 0) +
    doc.font("regular").fontSize(8.5).heightOfString(university.websiteLine, { width: left }) +
    1;
  const rightHeight =
    doc.font("regular").fontSize(9).heightOfString(place, { width: 160 }) +
    1 +
    doc.font("regular").fontSize(9).heightOfString(university.kind, { width: 160 });
  return {
    height: 8 + Math.max(leftHeight, rightHeight) + 4,
    draw: () => institutionRow(doc, university, place),
  };
}

function institutionRow(doc: Doc, university: ReportUniversity, place: string): void {
  const rowY = doc.y + 4;
  doc
    .moveTo(PAGE.margin, rowY - 2)
    .lineTo(PAGE.margin + CONTENT_WIDTH, rowY - 2)
    .lineWidth(0.5)
    .strokeColor(COLORS.line)
    .stroke();
  doc
    .font("semibold")
    .fontSize(10)
    .fillColor(COLORS.text)
    .text(university.name, PAGE.margin, rowY + 4, { width: CONTENT_WIDTH - 170 });
  if (university.program) {
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(university.program, PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH - 170 });
  }
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(COLORS.brand)
    .text(university.websiteLine, PAGE.margin, doc.y + 1, {
      width: CONTENT_WIDTH - 170,
      link: university.website,
      underline: false,
    });
  const infoEnd = doc.y;
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(place, PAGE.margin + CONTENT_WIDTH - 160, rowY + 4, { width: 160, align: "right" });
  doc.text(university.kind, PAGE.margin + CONTENT_WIDTH - 160, doc.y + 1, { width: 160, align: "right" });
  doc.y = Math.max(infoEnd, doc.y) + 4;
}

/** The top careers side by side: level, length, where to study in the reader's country, subjects, fit. */
function comparePage(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  const start = () => contentPage(doc, t("compare.title"), careersTitle(data, t));
  start();
  const careers = data.careers.slice(0, 3);
  const gap = 12;
  const width = (CONTENT_WIDTH - gap * (careers.length - 1)) / careers.length;
  const xOf = (i: number) => PAGE.margin + i * (width + gap);
  const place = careers[0]?.universitiesAbroad ? t("compare.abroad") : data.countryName;
  const rows: { title: string; values: (c: ReportCareer) => string; size?: number; font?: string }[] = [
    { title: "", values: (c) => c.name, size: 12, font: "extrabold" },
    { title: "", values: (c) => c.bandLabel, size: 9.5, font: "bold" },
    { title: t("compare.level"), values: (c) => c.kind },
    { title: t("compare.duration"), values: (c) => c.duration },
    {
      title: t("compare.where", { place }),
      values: (c) =>
        c.universities.length > 0
          ? c.universities
              .slice(0, 3)
              .map((u) => `• ${u.name}`)
              .join("\n")
          : (c.universitiesRegistry?.registries[0]?.name ?? t("compare.noInstitution")),
    },
    { title: t("compare.subjects"), values: (c) => c.subjects.join(" · ") },
    { title: t("compare.fit"), values: (c) => c.reason, size: 8.5 },
    // cost where published, pay, employment and outlook: each cell with its source, or "Sin datos" (DECISIONS 36)
    ...(["cost", "pay", "employment", "outlook"] as const).map((cell) => ({
      title: t(`compare.${cell}`),
      values: (c: ReportCareer) => {
        const { value, source } = c.outcome.compare[cell];
        return source ? `${value}\n${source}` : value;
      },
      size: 9,
    })),
  ];
  const blocks = rows.map((row): Block => {
    const size = row.size ?? 9.5;
    const font = row.font ?? "regular";
    const heights = careers.map((c) => textHeight(doc, row.values(c), font, size, width));
    const titleHeight = row.title
      ? doc.font("bold").fontSize(8.5).heightOfString(row.title.toUpperCase(), { width, characterSpacing: 0.8 }) + 4
      : 0;
    const height = Math.max(...heights) + titleHeight;
    const draw = () => {
      const y = doc.y;
      careers.forEach((career, i) => {
        if (row.title) label(doc, row.title, xOf(i), y, width);
        doc
          .font(font)
          .fontSize(size)
          .fillColor(row.font === "bold" ? COLORS.success : COLORS.text)
          .text(row.values(career), xOf(i), y + titleHeight, { width, lineGap: 1.5 });
      });
      doc.y = y + height + 6;
      doc
        .moveTo(PAGE.margin, doc.y)
        .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
        .lineWidth(0.5)
        .strokeColor(COLORS.line)
        .stroke();
      doc.y += 8;
    };
    return { height: height + 14, draw };
  });
  // a continued table names its columns again: the careers' names head every page of it
  flow(doc, blocks, () => {
    start();
    blocks[0]!.draw();
  });
}

function scholarshipsPage(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  const start = () => contentPage(doc, t("report.scholarships.title"), data.company.name);
  start();
  paragraph(doc, data.scholarshipsIntro, { color: COLORS.muted, gap: 6 });
  paragraph(doc, t("report.scholarships.verify"), { size: 9.5, color: COLORS.accent, font: "semibold", gap: 12 });
  if (data.scholarships.length === 0) paragraph(doc, t("report.scholarships.none"));
  const cards = data.scholarships.map((s): Block => {
    const inner = CONTENT_WIDTH - 36;
    const half = (inner - 16) / 2;
    const x = PAGE.margin + 18;
    const likely = s.qualification === "likely";
    doc.font("bold").fontSize(8);
    const pillsWidth = Math.max(doc.widthOfString(s.qualificationLabel), doc.widthOfString(s.levels)) + 24;
    const titleWidth = inner - pillsWidth;
    const where = `${t("report.scholarships.where")}: ${s.destination}`;
    const height =
      14 +
      textHeight(doc, s.provider, "semibold", 8.5, titleWidth) +
      2 +
      textHeight(doc, s.name, "extrabold", 12, titleWidth) +
      (s.qualificationNote ? textHeight(doc, s.qualificationNote, "semibold", 9, inner) + 4 : 0) +
      18 +
      Math.max(textHeight(doc, s.eligibility, "regular", 9.5, half), textHeight(doc, s.covers, "regular", 9.5, half)) +
      20 +
      textHeight(doc, s.prepare, "regular", 9.5, inner) +
      6 +
      textHeight(doc, where, "semibold", 9, inner) +
      5 +
      textHeight(doc, s.url, "regular", 8.5, inner) +
      8;
    const draw = () => {
      const y = doc.y;
      panel(doc, PAGE.margin, y, CONTENT_WIDTH, height, "#ffffff", likely ? "#a7f3d0" : "#fde68a");
      doc
        .font("semibold")
        .fontSize(8.5)
        .fillColor(COLORS.muted)
        .text(s.provider, x, y + 14, { width: titleWidth, characterSpacing: 0.5 });
      doc
        .font("extrabold")
        .fontSize(12)
        .fillColor(COLORS.text)
        .text(s.name, x, doc.y + 2, { width: titleWidth });
      const afterTitle = doc.y;
      doc.font("bold").fontSize(8);
      const right = PAGE.margin + CONTENT_WIDTH - 18;
      pill(
        doc,
        s.qualificationLabel,
        right - doc.widthOfString(s.qualificationLabel) - 16,
        y + 14,
        likely ? "#d1fae5" : "#fef3c7",
        likely ? COLORS.success : "#92400e",
        8,
      );
      doc.font("bold").fontSize(8);
      pill(doc, s.levels, right - doc.widthOfString(s.levels) - 16, y + 35, COLORS.brandLight, COLORS.brand, 8);
      doc.y = afterTitle;
      if (s.qualificationNote) {
        doc
          .font("semibold")
          .fontSize(9)
          .fillColor("#92400e")
          .text(s.qualificationNote, x, doc.y + 4, { width: inner });
      }
      const rowY = Math.max(doc.y, y + 56) + 6;
      label(doc, t("report.scholarships.who"), x, rowY, half);
      doc
        .font("regular")
        .fontSize(9.5)
        .fillColor(COLORS.text)
        .text(s.eligibility, x, rowY + 12, { width: half, lineGap: 2 });
      const leftEnd = doc.y;
      label(doc, t("report.scholarships.covers"), x + 16 + half, rowY, half);
      doc
        .font("regular")
        .fontSize(9.5)
        .fillColor(COLORS.text)
        .text(s.covers, x + 16 + half, rowY + 12, { width: half, lineGap: 2 });
      const prepareY = Math.max(leftEnd, doc.y) + 8;
      label(doc, t("report.scholarships.prepare"), x, prepareY, inner);
      doc
        .font("regular")
        .fontSize(9.5)
        .fillColor(COLORS.text)
        .text(s.prepare, x, prepareY + 12, { width: inner, lineGap: 2 });
      doc
        .font("semibold")
        .fontSize(9)
        .fillColor(COLORS.muted)
        .text(where, x, doc.y + 6, { width: inner });
      doc
        .font("regular")
        .fontSize(8.5)
        .fillColor(COLORS.brand)
        .text(s.url, x, doc.y + 5, { width: inner, link: s.url });
      doc.y = y + Math.max(height, doc.y - y + 8) + 10;
    };
    return { height: height + 10, draw };
  });
  flow(doc, cards, start);
}

function planPage(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  const start = () => contentPage(doc, t("report.plan.title"), data.company.name);
  start();
  pill(doc, data.plan.stageLabel, PAGE.margin, doc.y, COLORS.brand, "#ffffff", 9);
  doc.y += 28;
  paragraph(doc, data.plan.intro, { color: COLORS.muted, gap: 14 });
  const colors = ["#4338ca", "#0369a1", "#047857", "#b45309"];
  const blocks = data.plan.horizons.map((horizon, i): Block => {
    const items = horizon.items;
    const inner = CONTENT_WIDTH - 60;
    const height = 30 + items.reduce((sum, item) => sum + textHeight(doc, item, "regular", 10, inner - 12) + 5, 0);
    const drawn =
      2 +
      doc.font("extrabold").fontSize(13).heightOfString(horizon.title, { width: inner }) +
      6 +
      bulletListHeight(doc, items, inner) +
      12;
    const draw = () => {
      const y = doc.y;
      const color = colors[i % colors.length]!;
      // timeline
      doc.circle(PAGE.margin + 12, y + 10, 9).fill(color);
      doc
        .font("extrabold")
        .fontSize(9)
        .fillColor("#ffffff")
        .text(String(i + 1), PAGE.margin + 9, y + 5.5, { lineBreak: false });
      if (i < data.plan.horizons.length - 1) {
        doc
          .moveTo(PAGE.margin + 12, y + 22)
          .lineTo(PAGE.margin + 12, y + height + 4)
          .lineWidth(1.5)
          .strokeColor("#cbd5e1")
          .dash(3, { space: 3 })
          .stroke()
          .undash();
      }
      doc
        .font("extrabold")
        .fontSize(13)
        .fillColor(color)
        .text(horizon.title, PAGE.margin + 36, y + 2, { width: inner });
      doc.y += 6;
      bulletList(doc, items, PAGE.margin + 36, inner, { bulletColor: color });
      doc.y += 12;
    };
    return { height: Math.max(height, drawn), draw };
  });
  flow(doc, blocks, start);
}

function nextStepsPage(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  const start = () => contentPage(doc, t("report.next.title"), data.company.name);
  start();
  const blocks = data.plan.nextSteps.map((step, i): Block => ({
    height:
      Math.max(
        4 +
          doc
            .font("semibold")
            .fontSize(11)
            .heightOfString(step, { width: CONTENT_WIDTH - 36, lineGap: 2 }),
        24,
      ) + 10,
    draw: () => {
      const y = doc.y;
      doc.roundedRect(PAGE.margin, y, 24, 24, 6).fill(COLORS.brand);
      doc
        .font("extrabold")
        .fontSize(11)
        .fillColor("#ffffff")
        .text(String(i + 1), PAGE.margin, y + 6, { width: 24, align: "center" });
      doc
        .font("semibold")
        .fontSize(11)
        .fillColor(COLORS.text)
        .text(step, PAGE.margin + 36, y + 4, { width: CONTENT_WIDTH - 36, lineGap: 2 });
      doc.y = Math.max(doc.y, y + 24) + 10;
    },
  }));
  // link and QR code back to the online results
  blocks.push({
    height: 6 + 146,
    draw: () => {
      doc.y += 6;
      const y = doc.y;
      panel(doc, PAGE.margin, y, CONTENT_WIDTH, 130, COLORS.brandLight, "#c7d2fe");
      qr(doc, data.resultsUrl, PAGE.margin + CONTENT_WIDTH - 124, y + 11, 108);
      doc
        .font("extrabold")
        .fontSize(13)
        .fillColor(COLORS.text)
        .text(t("report.next.online"), PAGE.margin + 18, y + 18, { width: CONTENT_WIDTH - 170 });
      doc
        .font("regular")
        .fontSize(10)
        .fillColor(COLORS.muted)
        .text(t("report.next.onlineBody"), PAGE.margin + 18, doc.y + 4, { width: CONTENT_WIDTH - 170 });
      doc
        .font("semibold")
        .fontSize(9)
        .fillColor(COLORS.brand)
        .text(data.resultsUrl, PAGE.margin + 18, doc.y + 6, { width: CONTENT_WIDTH - 170, link: data.resultsUrl });
      doc.y = y + 146;
    },
  });
  blocks.push(
    paragraphBlock(
      doc,
      t("report.next.support", {
        email: data.company.supportEmail,
        phone: data.company.supportPhone,
        hours: data.company.supportHours[data.lang],
      }),
      { size: 10, gap: 14 },
    ),
  );
  flow(doc, blocks, start);
}

/** The options at the person's stage, ties in words, areas to explore, and the longer ranked list. */
function optionsPage(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  const g = data.guidance;
  const start = () => contentPage(doc, t("guidance.ranked.title"), data.company.name);
  start();
  paragraph(doc, g.stageText, { gap: 10 });
  if (g.exploreText) {
    const inner = CONTENT_WIDTH - 36;
    const lines = g.areas.map((a) => a.line);
    const height =
      40 +
      textHeight(doc, g.exploreText, "regular", 10, inner) +
      lines.reduce((h, l) => h + textHeight(doc, l, "regular", 10, inner - 12) + 5, 0);
    const y = doc.y;
    panel(doc, PAGE.margin, y, CONTENT_WIDTH, height, "#fffbeb", "#fcd34d");
    label(doc, t("guidance.areas.title"), PAGE.margin + 18, y + 14, inner, "#92400e");
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(g.exploreText, PAGE.margin + 18, y + 30, { width: inner, lineGap: 2.5 });
    doc.y += 6;
    bulletList(doc, lines, PAGE.margin + 18, inner, { bulletColor: COLORS.accent });
    doc.y = y + height + 12;
  }
  paragraph(doc, t("guidance.ranked.intro", { count: g.ranked.length }), { size: 9.5, color: COLORS.muted, gap: 8 });
  if (g.coPrimaryText) paragraph(doc, g.coPrimaryText, { size: 9.5, color: COLORS.muted, gap: 8 });
  const cols = [
    { x: PAGE.margin, w: 48, head: t("guidance.ranked.position") },
    { x: PAGE.margin + 50, w: 168, head: t("guidance.ranked.career") },
    { x: PAGE.margin + 222, w: 196, head: t("guidance.ranked.route") },
    { x: PAGE.margin + 420, w: CONTENT_WIDTH - 420, head: t("guidance.ranked.band") },
  ];
  const heads = () => {
    const headY = doc.y;
    cols.forEach((c) => label(doc, c.head, c.x, headY, c.w));
    doc.y = headY + 16;
  };
  const tableBlocks = (rows: RankedRow[]): Block[] => [
    { height: 16, keepWithNext: true, draw: heads },
    ...rows.map((row): Block => ({
      height:
        Math.max(
          textHeight(doc, row.name, "semibold", 9.5, cols[1]!.w),
          textHeight(doc, row.route, "regular", 9, cols[2]!.w),
        ) + 8,
      // a table continued on a new page repeats its column heads
      afterBreak: heads,
      draw: () => rankedRow(doc, row, cols),
    })),
  ];
  const blocks = tableBlocks(g.ranked);
  if (g.later)
    blocks.push(
      paragraphBlock(doc, g.later.title, { size: 9.5, color: COLORS.muted, gap: 8, before: 10 }, true),
      ...tableBlocks(g.later.rows),
    );
  flow(doc, blocks, start);
}

/** One row of the ranked list: position, career, route and band. */
function rankedRow(doc: Doc, row: RankedRow, cols: { x: number; w: number }[]): void {
  const height =
    Math.max(
      textHeight(doc, row.name, "semibold", 9.5, cols[1]!.w),
      textHeight(doc, row.route, "regular", 9, cols[2]!.w),
    ) + 8;
  const y = doc.y;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(COLORS.line)
    .stroke();
  doc
    .font("bold")
    .fontSize(9.5)
    .fillColor(COLORS.brand)
    .text(`${row.tied ? "~ " : ""}${row.position}`, cols[0]!.x, y + 5, { width: cols[0]!.w });
  doc
    .font(row.inTop ? "bold" : "semibold")
    .fontSize(9.5)
    .fillColor(row.inTop ? COLORS.brand : COLORS.text)
    .text(row.name, cols[1]!.x, y + 5, { width: cols[1]!.w });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(row.route, cols[2]!.x, y + 5, { width: cols[2]!.w });
  doc
    .font("semibold")
    .fontSize(9)
    .fillColor(COLORS.text)
    .text(row.band, cols[3]!.x, y + 5, { width: cols[3]!.w });
  doc.y = y + height;
}

/** How the results were calculated, with the calibration and retest figures. */
function methodPage(doc: Doc, data: ReportData): void {
  const t = (key: MessageKey, params?: MessageParams) => translate(data.lang, key, params);
  contentPage(doc, data.guidance.method.title, data.company.name);
  for (const p of data.guidance.method.paragraphs) paragraph(doc, p, { size: 10.5, gap: 10 });
  paragraph(doc, t("report.disclaimer"), { size: 9.5, color: COLORS.muted, gap: 8 });
  paragraph(doc, t("footer.onet"), { size: 8, color: COLORS.faint });
}

/** One page for the family, in plain words. */
function parentsPage(doc: Doc, data: ReportData): void {
  const p = data.guidance.parents;
  const start = () => contentPage(doc, p.title, p.kicker);
  start();
  paragraph(doc, p.intro, { color: COLORS.muted, gap: 12 });
  const title = (text: string): Block => ({
    height: doc.font("extrabold").fontSize(12.5).heightOfString(text, { width: CONTENT_WIDTH }) + 4,
    keepWithNext: true,
    draw: () => {
      doc
        .font("extrabold")
        .fontSize(12.5)
        .fillColor(COLORS.brandDark)
        .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
      doc.y += 4;
    },
  });
  const options: Block = {
    height: bulletListHeight(doc, p.options, CONTENT_WIDTH, 10.5) + 8,
    draw: () => {
      bulletList(doc, p.options, PAGE.margin, CONTENT_WIDTH, { size: 10.5 });
      doc.y += 8;
    },
  };
  const steps = p.next.map((step, i): Block => ({
    height:
      Math.max(
        3 +
          doc
            .font("regular")
            .fontSize(10.5)
            .heightOfString(step, { width: CONTENT_WIDTH - 30, lineGap: 2 }),
        20,
      ) + 8,
    draw: () => {
      const y = doc.y;
      doc.roundedRect(PAGE.margin, y, 20, 20, 5).fill(COLORS.brand);
      doc
        .font("extrabold")
        .fontSize(10)
        .fillColor("#ffffff")
        .text(String(i + 1), PAGE.margin, y + 5, { width: 20, align: "center" });
      doc
        .font("regular")
        .fontSize(10.5)
        .fillColor(COLORS.text)
        .text(step, PAGE.margin + 30, y + 3, { width: CONTENT_WIDTH - 30, lineGap: 2 });
      doc.y = Math.max(doc.y, y + 20) + 8;
    },
  }));
  flow(
    doc,
    [
      title(p.profileTitle),
      paragraphBlock(doc, p.profileBody, { size: 10.5, gap: 14 }),
      title(p.optionsTitle),
      options,
      title(p.timeTitle),
      paragraphBlock(doc, p.timeBody, { size: 10.5, gap: 14 }),
      title(p.nextTitle),
      ...steps,
    ],
    start,
  );
}

function qr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const code = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = code.modules.size;
  const cell = size / (count + 2);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.modules.get(row, col))
        doc.rect(x + (col + 1) * cell, y + (row + 1) * cell, cell + 0.15, cell + 0.15).fill("#000000");
    }
  }
}

function footers(doc: Doc, data: ReportData, t: (key: MessageKey, params?: MessageParams) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 44;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.width - PAGE.margin, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(
        t("report.footer", {
          company: data.company.name,
          email: data.company.supportEmail,
          phone: data.company.supportPhone,
        }),
        PAGE.margin,
        y,
        {
          width: CONTENT_WIDTH - 100,
          lineBreak: false,
        },
      );
    doc.text(data.company.address, PAGE.margin, y + 11, { width: CONTENT_WIDTH - 100, lineBreak: false });
    doc
      .font("semibold")
      .text(t("report.page", { page: i + 1, pages: range.count }), PAGE.width - PAGE.margin - 100, y, {
        width: 100,
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
