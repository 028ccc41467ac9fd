/**
 * One sheet of an .xlsx workbook as CSV, with no dependency: reads the zip's central directory, inflates
 * the parts it needs (node:zlib) and reads the sheet's cells (inline strings `<is><t>`, shared strings,
 * numbers as written). Cells are placed by their reference, so an empty cell stays an empty field.
 *
 *   npx tsx scripts/data/xlsx-to-csv.ts book.xlsx [sheet name] > sheet.csv
 *     (the first sheet when no name is given)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateRawSync } from "node:zlib";
import { writeCsv } from "./csv";

/** The files of a zip archive by name (stored or deflated entries). */
export function unzip(buf: Buffer): Map<string, () => Buffer> {
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error("not a zip archive");
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const files = new Map<string, () => Buffer>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error("bad zip central directory");
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLen);
    files.set(name, () => {
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      const data = buf.subarray(start, start + size);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      throw new Error(`${name}: unsupported zip method ${method}`);
    });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[e.toLowerCase()] ?? "";
  });
/** The text of every `<t>` in a fragment (rich text runs joined). */
const texts = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decode(m[1] ?? "")).join("");
/** "AB12" → 27 (zero-based column). */
const column = (ref: string) => [...(/^[A-Z]+/.exec(ref)?.[0] ?? "")].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** The rows of a sheet of the workbook (by name, else the first), as arrays of cell texts. */
export function sheetRows(xlsx: Buffer, sheetName?: string): string[][] {
  const files = unzip(xlsx);
  const read = (name: string) => {
    const f = files.get(name);
    if (!f) throw new Error(`${name} is not in the workbook`);
    return f().toString("utf8");
  };
  const workbook = read("xl/workbook.xml");
  const rels = read("xl/_rels/workbook.xml.rels");
  const sheets = [...workbook.matchAll(/<sheet\b[^>]*>/g)].map((m) => ({
    name: decode(/\bname="([^"]*)"/.exec(m[0])?.[1] ?? ""),
    rid: /\br:id="([^"]*)"/.exec(m[0])?.[1] ?? "",
  }));
  const sheet = sheetName === undefined ? sheets[0] : sheets.find((s) => s.name === sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName ?? ""} (sheets: ${sheets.map((s) => s.name).join(", ")})`);
  const rel = [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((r) => r.includes(`Id="${sheet.rid}"`));
  const target = /\bTarget="([^"]*)"/.exec(rel ?? "")?.[1];
  if (!target) throw new Error(`sheet ${sheet.name}: no target`);
  const shared = files.has("xl/sharedStrings.xml")
    ? [...read("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1] ?? ""))
    : [];
  const xml = read(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
  const rows: string[][] = [];
  for (const r of xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const row: string[] = [];
    for (const c of (r[1] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? "";
      const body = c[2] ?? "";
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="([^"]*)"/.exec(attrs)?.[1];
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      const value =
        type === "inlineStr" ? texts(body) : type === "s" ? (shared[Number(v)] ?? "") : v === undefined ? "" : decode(v);
      const at = ref ? column(ref) : row.length;
      while (row.length < at) row.push("");
      row[at] = value;
    }
    rows.push(row);
  }
  return rows;
}

function main() {
  const [file, sheetName] = process.argv.slice(2);
  if (!file) throw new Error("usage: xlsx-to-csv.ts book.xlsx [sheet name]");
  const [header = [], ...rows] = sheetRows(readFileSync(file), sheetName);
  const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
  process.stdout.write(writeCsv(header, records));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
