import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { LOCKED_SCORE_PLACEHOLDER } from "@shared/assessment/constants";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { translate } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { cleanText } from "@shared/validators/text";
import { loadReportFonts } from "../../lib/fonts";
import type { ShareView } from "./sharing.service";

/** Size of the link preview picture (Open Graph, Twitter large card). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Changes whenever the picture's design changes, so caches keyed by it refresh. */
export const OG_VERSION = "1";

const TYPE_COLORS: Record<HollandType, string> = {
  R: "#b45309",
  I: "#1d4ed8",
  A: "#9d174d",
  S: "#047857",
  E: "#b91c1c",
  C: "#4338ca",
};

/**
 * Text for the SVG: cleaned (no control or bidi-override characters, which XML refuses or which
 * would reorder the line; a stored name may predate the cleaning), without the two non-characters
 * XML also refuses, and escaped.
 */
const escapeXml = (value: string) =>
  cleanText(value)
    .replace(/[\ufffe\uffff]/g, "")
    .replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

let fontFiles: string[] | undefined;
/** resvg reads TrueType files: the report's Inter, converted once per process into a private temporary folder. */
function interFontFiles(): string[] {
  if (fontFiles && fontFiles.every((file) => fs.existsSync(file))) return fontFiles;
  const fonts = loadReportFonts();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-og-fonts-"));
  fontFiles = (["regular", "bold", "extrabold"] as const).map((weight) => {
    const file = path.join(dir, `inter-${weight}.ttf`);
    fs.writeFileSync(file, fonts[weight]);
    return file;
  });
  return fontFiles;
}

/** The product's mark (the favicon's compass), 64 units wide, placed at x, y with a scale. */
function mark(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<rect width="64" height="64" rx="14" fill="url(#markGradient)"/>
<circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="4"/>
<path d="M32 15 L37 32 L32 49 L27 32 Z" fill="#fff"/>
<path d="M32 15 L37 32 L27 32 Z" fill="#fbbf24"/>
<circle cx="32" cy="32" r="3" fill="#4338ca"/>
</g>`;
}

/** The RIASEC hexagon: rings, axes, the person's shape, the letters, and the two scores of the free preview. */
function hexagon(view: ShareView, cx: number, cy: number, radius: number): string {
  const point = (index: number, value: number) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    const r = (radius * value) / 100;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  };
  const ring = (value: number) =>
    HOLLAND_TYPES.map((_, i) =>
      point(i, value)
        .map((n) => n.toFixed(1))
        .join(","),
    ).join(" ");
  const parts: string[] = [];
  for (const v of [25, 50, 75, 100])
    parts.push(`<polygon points="${ring(v)}" fill="none" stroke="#cbd5e1" stroke-width="${v === 100 ? 3 : 1.5}"/>`);
  HOLLAND_TYPES.forEach((_, i) => {
    const [x, y] = point(i, 100);
    parts.push(
      `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#e2e8f0" stroke-width="1.5"/>`,
    );
  });
  // A locked type's corner sits at the placeholder, as on the results page.
  const drawn = (type: HollandType) => {
    const score = view.normalizedScores[type];
    return score === undefined ? LOCKED_SCORE_PLACEHOLDER : Math.max(score, 4);
  };
  const shape = HOLLAND_TYPES.map((type, i) =>
    point(i, drawn(type))
      .map((n) => n.toFixed(1))
      .join(","),
  ).join(" ");
  parts.push(
    `<polygon points="${shape}" fill="#6366f1" fill-opacity="0.3" stroke="#4338ca" stroke-width="5" stroke-linejoin="round"/>`,
  );
  const shown = [view.primaryType, view.secondaryType];
  HOLLAND_TYPES.forEach((type, i) => {
    const [x, y] = point(i, 124);
    const strong = shown.includes(type);
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${strong ? 30 : 24}" fill="${TYPE_COLORS[type]}"${strong ? "" : ' fill-opacity="0.55"'}/>`,
      `<text x="${x.toFixed(1)}" y="${(y + (strong ? 11 : 9)).toFixed(1)}" text-anchor="middle" font-size="${strong ? 30 : 24}" font-weight="800" fill="#ffffff">${type}</text>`,
    );
    if (strong) {
      const [vx, vy] = point(i, drawn(type));
      parts.push(
        `<circle cx="${vx.toFixed(1)}" cy="${vy.toFixed(1)}" r="9" fill="${TYPE_COLORS[type]}" stroke="#ffffff" stroke-width="3"/>`,
      );
    }
  });
  return parts.join("\n");
}

/** A font size at which `text` fits `width` pixels (Inter's average advance is about 0.56 em). */
function fitting(text: string, width: number, max: number, min: number): number {
  const size = Math.floor(width / (Math.max(text.length, 1) * 0.56));
  return Math.max(min, Math.min(max, size));
}

/** The picture as SVG: first name, the two strongest types, the hexagon and the product's mark, in `lang`. */
export function shareImageSvg(view: ShareView, lang: Lang, host: string): string {
  const name = escapeXml(view.firstName);
  const nameSize = fitting(view.firstName, 600, 96, 44);
  const types = `${view.primaryTypeName} · ${view.secondaryTypeName}`;
  const typesSize = fitting(types, 600, 44, 28);
  const letters = [view.primaryType, view.secondaryType]
    .map(
      (type, i) =>
        `<rect x="${72 + i * 92}" y="372" width="80" height="80" rx="18" fill="${TYPE_COLORS[type]}"/>` +
        `<text x="${112 + i * 92}" y="428" text-anchor="middle" font-size="50" font-weight="800" fill="#ffffff">${type}</text>`,
    )
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="Inter">
<defs>
<linearGradient id="markGradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>
</defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>
<rect x="660" y="0" width="540" height="${OG_HEIGHT}" fill="#eef2ff"/>
<rect x="0" y="${OG_HEIGHT - 16}" width="${OG_WIDTH}" height="16" fill="url(#band)"/>
${mark(72, 56, 0.9)}
<text x="146" y="103" font-size="36" font-weight="800" fill="#3730a3">QuéEstudiar</text>
<text x="72" y="196" font-size="28" font-weight="700" fill="#64748b" letter-spacing="2">${escapeXml(translate(lang, "share.imageProfile").toUpperCase())}</text>
<text x="72" y="296" font-size="${nameSize}" font-weight="800" fill="#0f172a">${name}</text>
${letters}
<text x="72" y="${500 + typesSize / 2}" font-size="${typesSize}" font-weight="700" fill="#312e81">${escapeXml(types)}</text>
<text x="72" y="578" font-size="26" font-weight="400" fill="#475569">${escapeXml(translate(lang, "share.imageTagline"))} · ${escapeXml(host)}</text>
${hexagon(view, 930, 315, 190)}
</svg>`;
}

/** Renders the PNG (1200 × 630) with resvg: no browser, only the bundled Inter font. */
export function renderShareImage(view: ShareView, lang: Lang, host: string): Buffer {
  const resvg = new Resvg(shareImageSvg(view, lang, host), {
    font: { loadSystemFonts: false, fontFiles: interFontFiles(), defaultFontFamily: "Inter" },
    fitTo: { mode: "original" },
  });
  return resvg.render().asPng();
}

/** A small least-recently-used memory of rendered pictures (by link, language and design version). */
export function createImageCache(maxEntries = 200) {
  const entries = new Map<string, Buffer>();
  return {
    get(key: string): Buffer | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, png: Buffer): void {
      entries.delete(key);
      entries.set(key, png);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(prefix: string): void {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
export type ImageCache = ReturnType<typeof createImageCache>;
