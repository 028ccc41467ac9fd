/**
 * Imports the U.S. Bureau of Labor Statistics' Employment Projections 2024–34, Table 1.2
 * "Occupational projections, 2024–34, and worker characteristics, 2024", as the outlook of each
 * career in the United States (DECISIONS 36): the projected change in employment over the decade,
 * the openings a year and the typical education needed for entry.
 *
 * Source (public domain, 17 U.S.C. 105; https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm,
 * workbook occupation.xlsx, sheet "Table 1.2"; the same figures are at data.bls.gov/projections/occupationProj):
 * one row per occupation of the 2024 National Employment Matrix, 832 detailed occupations ("Line
 * item") and 281 groups ("Summary"); employment 2024 and 2034 in thousands (wage and salary workers
 * and the self-employed), change, openings a year, median wage (from OEWS, not read here) and the
 * typical education, experience and training for entry. The sheet's footer reads "Source:
 * Employment Projections program, U.S. Bureau of Labor Statistics".
 *
 * Read from a public copy of the published workbook: github.com/lkomenski/career-viability-dashboard,
 * data/occupation.xlsx (blob e53a048fdd94e7a3a9293ad9b7b3dbeccef91932, added in commit
 * 6d3b1dd52f87238025faf0a0f7f413f64292b721, read at commit 215cb3d5f0cb6236357e854ffdbad2a076e2f936;
 * the repository's README says it is the file downloaded from the BLS page above). The workbook's
 * properties name "U.S. Bureau of Labor Statistics" as its creator (2025-07-07) and the copy's owner
 * as its last editor; its eleven sheets are BLS's Tables 1.1 to 1.12 and the index, and Table 1.2
 * is complete (832 line items, total employment 169,956.1 thousand in 2024, +3.1 %, as BLS's
 * release of 2025 says). Spot checks against the figures BLS publishes in the Occupational Outlook
 * Handbook (registered nurses +5 %, data scientists +34 %, physician assistants +20 %, lawyers +4 %,
 * elementary school teachers −2 %) agree. The figures are the publisher's (BLS), not the copy's.
 *
 * Two steps:
 *   npx tsx scripts/data/import-bls-ep.ts --extract table-1.2.csv
 *     reads the sheet "Table 1.2" exported to CSV as stored (its first line is the table's title,
 *     the second the header; numbers as the workbook stores them) and writes the committed extract
 *     data/outcomes/bls-ep/occupation-table-1.2.extract.csv: the rows of the occupations our careers
 *     name (and the matrix aggregates that may project them), the columns the import reads, titles
 *     without the table's indentation and numbers with the one decimal the workbook shows.
 *   npx tsx scripts/data/import-bls-ep.ts
 *     reads the extract and writes shared/content/outcomes-us-outlook.generated.ts: one row per
 *     career whose occupations have a published projection (crosswalk in scripts/data/ep.ts).
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CAREERS } from "../../shared/content/careers";
import type { DataSource, UsOccupationOutlook } from "../../shared/content/types";
import { readRecords, writeCsv } from "./csv";
import { EP_COLUMNS, EP_PERIOD, normalise, outlookFor, type EpRow } from "./ep";
import { codesNeeded } from "./oews";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const EXTRACT = path.join(ROOT, "data/outcomes/bls-ep/occupation-table-1.2.extract.csv");
const OUT = path.join(ROOT, "shared/content/outcomes-us-outlook.generated.ts");

export const BLS_EP_SOURCE: DataSource = {
  id: "us-bls-ep-2024-34",
  publisher: "U.S. Bureau of Labor Statistics",
  title:
    "Employment Projections 2024–34, Table 1.2: Occupational projections, 2024–34, and worker characteristics, 2024 (occupation.xlsx)",
  url: "https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm",
  licence: "Public domain (17 U.S.C. 105), U.S. Government work",
  retrieved: "2026-11-27",
  kind: "statistics",
};

const MATRIX_CODE = EP_COLUMNS[0];

function extract(csvPath: string) {
  const lines = readFileSync(csvPath, "utf8").split(/\r?\n/);
  const header = lines.findIndex((line) => line.includes(MATRIX_CODE));
  if (header < 0) throw new Error(`no header with ${MATRIX_CODE} in ${csvPath}`);
  const all = readRecords(lines.slice(header).join("\n"), EP_COLUMNS);
  const lineItems = all.filter((r) => r["Occupation type"] === "Line item").length;
  if (lineItems < 800) throw new Error(`only ${lineItems} line items: not the whole table`);
  const needed = codesNeeded(CAREERS);
  const rows = all.filter((r) => needed.has(r[MATRIX_CODE])).map(normalise);
  mkdirSync(path.dirname(EXTRACT), { recursive: true });
  writeFileSync(EXTRACT, writeCsv(EP_COLUMNS, rows));
  console.log(`table 1.2: ${lineItems} line items; extract: ${rows.length} occupations`);
}

/** The careers' projections from the committed extract. */
export function importOutlook(text = readFileSync(EXTRACT, "utf8")): UsOccupationOutlook[] {
  const rows = new Map<string, EpRow>();
  for (const row of readRecords(text, EP_COLUMNS)) rows.set(row[MATRIX_CODE], row);
  return CAREERS.flatMap((career) => outlookFor(career, rows, BLS_EP_SOURCE.id) ?? []);
}

function write(outlook: UsOccupationOutlook[]) {
  const body = `/**
 * Generated by scripts/data/import-bls-ep.ts from data/outcomes/bls-ep/occupation-table-1.2.extract.csv
 * (BLS Employment Projections 2024–34, Table 1.2; public domain). Do not edit by hand.
 */
import type { DataSource, UsOccupationOutlook } from "./types";

export const BLS_EP_SOURCE: DataSource = ${JSON.stringify(BLS_EP_SOURCE, null, 2)};

/** The projection decade. */
export const BLS_EP_PERIOD = ${JSON.stringify(EP_PERIOD)} as const;

export const US_OUTLOOK: UsOccupationOutlook[] = ${JSON.stringify(outlook, null, 2)};
`;
  writeFileSync(OUT, body);
  console.log(`${outlook.length} careers with a United States projection`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--extract");
  if (at >= 0) extract(process.argv[at + 1]!);
  else write(importOutlook());
}
