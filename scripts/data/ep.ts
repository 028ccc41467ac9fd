/**
 * BLS Employment Projections, Table 1.2 "Occupational projections, 2024–34, and worker
 * characteristics, 2024" → our careers. Pure functions, shared by the importer and its test.
 *
 * The crosswalk is the one of the pay figures (scripts/data/oews.ts): a career names one to three
 * O*NET-SOC occupations in careers.ts (`onet`, the most typical first); an O*NET-SOC code's first
 * seven characters are its SOC 2018 code, which is the code of the 2024 National Employment Matrix
 * for a detailed occupation ("Line item" in the table). Where BLS projects several SOC codes
 * together under a matrix code ending in 0, that line item is used, and the crosswalk says so. The
 * first occupation of the career with a line item wins (a "Summary" row is a sum of occupations,
 * never one career's figures).
 */
import { BLS_ENTRY_EDUCATION, type BlsEntryEducation, type UsOccupationOutlook } from "../../shared/content/types";
import { aggregateOf, socOf } from "./oews";

/** The columns of Table 1.2 the import reads, under their published names (the extract keeps them). */
export const EP_COLUMNS = [
  "2024 National Employment Matrix code",
  "2024 National Employment Matrix title",
  "Occupation type",
  "Employment, 2024",
  "Employment, 2034",
  "Employment change, percent, 2024–34",
  "Occupational openings, 2024–34 annual average",
  "Typical education needed for entry",
] as const;
export type EpRow = Record<(typeof EP_COLUMNS)[number], string>;

/** The projection decade, as BLS writes it in the table's title. */
export const EP_PERIOD = { start: 2024, end: 2034, label: "2024–34" } as const;

/**
 * A numeric cell: "1693.8" → 1693.8 (the workbook stores doubles such as 4.9000000000000004 and shows
 * one decimal, which is what BLS publishes: the extract keeps that decimal). "—" (not available) or
 * empty → null.
 */
export function parseNumber(cell: string): number | null {
  const value = cell.trim();
  if (value === "" || value === "—") return null;
  const n = Number(value.replace(/,/g, ""));
  if (!Number.isFinite(n)) throw new Error(`unexpected number cell ${JSON.stringify(cell)}`);
  return Math.round(n * 10) / 10;
}

/** The education cell: one of the eight categories BLS uses; "—" or empty → null. */
export function parseEducation(cell: string): BlsEntryEducation | null {
  const value = cell.trim();
  if (value === "" || value === "—") return null;
  const known = BLS_ENTRY_EDUCATION.find((e) => e === value);
  if (!known) throw new Error(`unexpected education cell ${JSON.stringify(cell)}`);
  return known;
}

/** A row as the extract keeps it: the title without the table's indentation, numbers with the published decimal. */
export function normalise(row: EpRow): EpRow {
  const num = (cell: string) => {
    const n = parseNumber(cell);
    return n === null ? cell.trim() : n.toFixed(1);
  };
  return {
    ...row,
    "2024 National Employment Matrix title": row["2024 National Employment Matrix title"].trim(),
    "Employment, 2024": num(row["Employment, 2024"]),
    "Employment, 2034": num(row["Employment, 2034"]),
    "Employment change, percent, 2024–34": num(row["Employment change, percent, 2024–34"]),
    "Occupational openings, 2024–34 annual average": num(row["Occupational openings, 2024–34 annual average"]),
  };
}

const isLineItem = (row: EpRow | undefined): row is EpRow => row?.["Occupation type"] === "Line item";

/** The line item that gives a SOC code's projection, and how it was found; undefined when none does. */
function rowFor(soc: string, rows: ReadonlyMap<string, EpRow>): { row: EpRow; via?: string } | undefined {
  const own = rows.get(soc);
  if (isLineItem(own)) return { row: own };
  const aggregate = rows.get(aggregateOf(soc));
  if (isLineItem(aggregate) && aggregateOf(soc) !== soc) return { row: aggregate, via: aggregateOf(soc) };
  return undefined;
}

/** A career's projection from Table 1.2, by the crosswalk above; null when none of its occupations has a published change. */
export function outlookFor(
  career: { id: string; onet: string[] },
  rows: ReadonlyMap<string, EpRow>,
  source: string,
): UsOccupationOutlook | null {
  for (const onetSoc of career.onet) {
    const soc = socOf(onetSoc);
    const found = rowFor(soc, rows);
    if (!found) continue;
    const { row } = found;
    const percentChange = parseNumber(row["Employment change, percent, 2024–34"]);
    const employmentBase = parseNumber(row["Employment, 2024"]);
    const employmentProjected = parseNumber(row["Employment, 2034"]);
    if (percentChange === null || employmentBase === null || employmentProjected === null) continue;
    const code = row["2024 National Employment Matrix code"];
    const crosswalk = found.via
      ? `O*NET-SOC ${onetSoc} (careers.ts) → SOC ${soc} → National Employment Matrix ${found.via} (BLS projects SOC ${soc} within this occupation)`
      : `O*NET-SOC ${onetSoc} (careers.ts) → SOC ${soc} = National Employment Matrix ${soc}`;
    return {
      career: career.id,
      occupationCode: code,
      occupationTitle: row["2024 National Employment Matrix title"].trim(),
      crosswalk,
      employmentBase,
      employmentProjected,
      percentChange,
      annualOpenings: parseNumber(row["Occupational openings, 2024–34 annual average"]),
      entryEducation: parseEducation(row["Typical education needed for entry"]),
      source,
    };
  }
  return null;
}
