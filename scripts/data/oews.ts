/**
 * BLS Occupational Employment and Wage Statistics (OEWS), national file → our careers. Pure
 * functions, shared by the importer and its test.
 *
 * The crosswalk: a career names one to three O*NET-SOC occupations in careers.ts (`onet`, the most
 * typical first); an O*NET-SOC code's first seven characters are its SOC 2018 code ("15-1252.00" →
 * "15-1252"), which is the OEWS occupation code. Where OEWS publishes several SOC codes together
 * under an OEWS-specific code ending in 0 and marked "detailed" (29-2010 "Clinical Laboratory
 * Technologists and Technicians" for SOC 29-2011 and 29-2012), that aggregate is used, and the
 * crosswalk says so. The first occupation of the career with a published annual median wins.
 */
import type { PublishedWage, UsOccupationWages } from "../../shared/content/types";

/** The columns of the national file the import reads (as published; the extract keeps them unchanged). */
export const OEWS_COLUMNS = [
  "OCC_CODE",
  "OCC_TITLE",
  "O_GROUP",
  "TOT_EMP",
  "A_PCT25",
  "A_MEDIAN",
  "A_PCT75",
  "ANNUAL",
  "HOURLY",
] as const;
export type OewsRow = Record<(typeof OEWS_COLUMNS)[number], string>;

/**
 * A wage cell as BLS writes it: "48,060" → 48060; "#" (a wage of $115.00 an hour or $239,200 a
 * year or more) → "top"; "*" (not available) or empty → null.
 */
export function parseWage(cell: string): PublishedWage {
  const value = cell.trim();
  if (value === "#") return "top";
  if (value === "" || value === "*") return null;
  const n = Number(value.replace(/,/g, ""));
  if (!Number.isFinite(n)) throw new Error(`unexpected wage cell ${JSON.stringify(cell)}`);
  return n;
}

/** An employment cell: "1,656,880" → 1656880; "**" (not available) or empty → null. */
export function parseEmployment(cell: string): number | null {
  const value = cell.trim();
  if (value === "" || value === "**") return null;
  const n = Number(value.replace(/,/g, ""));
  if (!Number.isInteger(n)) throw new Error(`unexpected employment cell ${JSON.stringify(cell)}`);
  return n;
}

/** The SOC 2018 code of an O*NET-SOC code. */
export const socOf = (onetSoc: string) => onetSoc.slice(0, 7);
/** The OEWS-specific aggregate that may publish a SOC code together with its neighbours. */
export const aggregateOf = (soc: string) => `${soc.slice(0, 6)}0`;

/** Every OEWS code a list of careers may need: their SOC codes and the aggregates of those. */
export function codesNeeded(careers: readonly { onet: string[] }[]): Set<string> {
  return new Set(careers.flatMap((c) => c.onet.flatMap((code) => [socOf(code), aggregateOf(socOf(code))])));
}

/** The row of the national file that gives a SOC code's figures, and how it was found; undefined when none does. */
function rowFor(soc: string, rows: ReadonlyMap<string, OewsRow>): { row: OewsRow; via?: string } | undefined {
  const own = rows.get(soc);
  if (own && own.O_GROUP === "detailed") return { row: own };
  const aggregate = rows.get(aggregateOf(soc));
  if (aggregate && aggregate.O_GROUP === "detailed" && aggregateOf(soc) !== soc) return { row: aggregate, via: aggregateOf(soc) };
  return undefined;
}

/** A career's figures from the national file, by the crosswalk above; null when none of its occupations has a published median. */
export function wagesFor(
  career: { id: string; onet: string[] },
  rows: ReadonlyMap<string, OewsRow>,
  source: string,
): UsOccupationWages | null {
  for (const onetSoc of career.onet) {
    const soc = socOf(onetSoc);
    const found = rowFor(soc, rows);
    if (!found) continue;
    const median = parseWage(found.row.A_MEDIAN);
    if (median === null) continue;
    const crosswalk = found.via
      ? `O*NET-SOC ${onetSoc} (careers.ts) → SOC ${soc} → OEWS ${found.via} (BLS publishes SOC ${soc} within this aggregate)`
      : `O*NET-SOC ${onetSoc} (careers.ts) → SOC ${soc} = OEWS ${soc}`;
    return {
      career: career.id,
      occupationCode: found.row.OCC_CODE,
      occupationTitle: found.row.OCC_TITLE,
      crosswalk,
      employment: parseEmployment(found.row.TOT_EMP),
      p25: parseWage(found.row.A_PCT25),
      median,
      p75: parseWage(found.row.A_PCT75),
      source,
    };
  }
  return null;
}
