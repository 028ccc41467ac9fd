import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";

/**
 * Report fonts: Inter (SIL Open Font License) from @fontsource/inter. pdfkit re-inflates WOFF
 * tables for every document and cannot read WOFF2 with non-ASCII text, so the WOFF files are
 * converted once to plain TrueType buffers here (WOFF 1.0 is a zlib-compressed SFNT).
 */
export function woffToTtf(woff: Buffer, dropTables: string[] = []): Buffer {
  if (woff.toString("ascii", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const entries = woff.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < entries; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString("latin1", entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error(`WOFF table ${tag} has the wrong length`);
    if (!dropTables.includes(tag)) tables.push({ tag, checksum, data });
  }
  const numTables = tables.length;
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  searchRange *= 16;
  const headerSize = 12 + numTables * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const total = headerSize + tables.reduce((sum, t) => sum + padded(t.data.length), 0);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.write(table.tag, record, 4, "latin1");
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

export interface ReportFonts {
  regular: Buffer;
  semibold: Buffer;
  bold: Buffer;
  extrabold: Buffer;
}

let cached: ReportFonts | undefined;

/** Loaded and converted once per process. */
export function loadReportFonts(): ReportFonts {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("@fontsource/inter/package.json")), "files");
  // The OpenType layout tables (GSUB: contextual alternates and ligatures; GPOS: kerning) are
  // dropped: fontkit's shaping of them took two thirds of the render time (about 210 ms against
  // 60 ms for the whole report), and Latin text reads fine without them.
  const read = (weight: number) =>
    woffToTtf(fs.readFileSync(path.join(dir, `inter-latin-${weight}-normal.woff`)), ["GSUB", "GPOS"]);
  cached = { regular: read(400), semibold: read(600), bold: read(700), extrabold: read(800) };
  return cached;
}
