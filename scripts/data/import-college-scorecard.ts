/**
 * Imports the U.S. Department of Education's College Scorecard "Field of Study" data into the
 * program catalog of the United States and Puerto Rico.
 *
 * Source (public domain, 17 U.S.C. 105; https://collegescorecard.ed.gov/data/):
 * - FieldOfStudyData1516_1617_PP.csv: programs by institution × 4-digit CIP × credential level, with
 *   the IPEDS awards conferred in award years 2015-16 and 2016-17 (IPEDSCOUNT1, IPEDSCOUNT2);
 * - MERGED2023_24_PP.csv: the institution file of the 2023-24 release (name, city, state, control,
 *   website, whether it still operates, highest degree, share of degrees per CIP family).
 * Both read from the public mirror github.com/Amherst-Statistics/CollegeScorecard (inst/extdata/,
 * files as published by the Department, bzip2-compressed; snapshot of 2026-03-18). The newer Field
 * of Study files are not in that mirror (over its size limit), so programs come from the 2015-17
 * pooled file and are kept only when the 2023-24 institution file shows the institution still
 * operating and still awarding degrees in the field's CIP family (undergraduate levels) or
 * awarding graduate degrees (graduate level).
 *
 * Two steps:
 *   npx tsx scripts/data/import-college-scorecard.ts --extract FieldOfStudyData1516_1617_PP.csv MERGED2023_24_PP.csv
 *     writes the committed extract data/registries/college-scorecard/{field-of-study,institutions}.csv:
 *     institutions currently operating (CURROPER = 1) in the 50 states, DC and Puerto Rico; programs
 *     of those institutions whose CIP series maps to one of our careers (see scorecard.ts) at a level
 *     we list, with at least one award in the two years, and of those only the candidates of a wider selection
 *     (EXTRACT_CAP, 4, per career, level and state; all of Puerto Rico). Only the columns the import reads are kept;
 *     the institution file's PCIP01…PCIP54 columns are kept as the list of families with PCIP > 0.
 *   npx tsx scripts/data/import-college-scorecard.ts
 *     reads the extract and writes shared/content/programs/us.generated.ts and pr.generated.ts:
 *     at most CAP_US (2) institutions per career, level and state in the United States (CAP_PR, 5, in
 *     Puerto Rico, where every institution is kept as a candidate), the largest by awards, public ones first
 *     for at least half of the places.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readRecords, writeCsv } from "./csv";
import { CREDENTIAL, seriesToCareers, selectPrograms, type FosRow, type Pick, type ScorecardInstitution } from "./scorecard";
import type { DataSource, ProgramLevel } from "../../shared/content/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DIR = path.join(ROOT, "data/registries/college-scorecard");
/** Candidates kept per career, level and state in the committed extract (the import keeps fewer). */
const EXTRACT_CAP = 4;
/** Institutions listed per career, level and state: the United States, and Puerto Rico. */
const CAP_US = 2;
const CAP_PR = 5;
const INSTITUTION_RAW = ["UNITID", "INSTNM", "CITY", "STABBR", "CONTROL", "INSTURL", "HIGHDEG", "UGDS", "CURROPER"] as const;
const FOS_RAW = ["UNITID", "CIPCODE", "CIPDESC", "CREDLEV", "IPEDSCOUNT1", "IPEDSCOUNT2"] as const;
const INSTITUTION_COLUMNS = [...INSTITUTION_RAW.filter((c) => c !== "CURROPER"), "PCIP_NONZERO"] as const;
type InstitutionRecord = Record<(typeof INSTITUTION_COLUMNS)[number], string>;
type FosRecord = Record<(typeof FOS_RAW)[number], string>;
const STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split(
    " ",
  ),
);

export const SOURCE_ID = "us-college-scorecard-fos";
export function scorecardSource(country: "US" | "PR"): DataSource {
  return {
    id: country === "US" ? SOURCE_ID : "pr-college-scorecard-fos",
    publisher: "U.S. Department of Education (College Scorecard; IPEDS completions, NCES)",
    title:
      "College Scorecard — Field of Study data, FieldOfStudyData1516_1617_PP.csv (award years 2015-16 and 2016-17), checked against the institution file MERGED2023_24_PP.csv",
    url: "https://collegescorecard.ed.gov/data/",
    licence: "Public domain (17 U.S.C. 105), U.S. Government work",
    retrieved: "2026-11-26",
    kind: "registry",
  };
}

function num(s: string | undefined): number {
  const n = Number(s);
  return Number.isFinite(n) ? n : 0;
}

function extract(fosPath: string, mergedPath: string) {
  const mergedText = readFileSync(mergedPath, "utf8");
  const pcipCols = (mergedText.slice(0, mergedText.indexOf("\n")).match(/\bPCIP\d\d\b/g) ?? []) as string[];
  const merged = readRecords(mergedText, [...INSTITUTION_RAW, ...pcipCols], (h) => h.replace(/^\uFEFF/, "")) as (Record<
    (typeof INSTITUTION_RAW)[number],
    string
  > &
    Record<string, string>)[];
  const inst = merged
    .filter((r) => r.CURROPER === "1" && STATES.has(r.STABBR))
    .map((r) => ({
      UNITID: r.UNITID,
      INSTNM: r.INSTNM,
      CITY: r.CITY,
      STABBR: r.STABBR,
      CONTROL: r.CONTROL,
      INSTURL: r.INSTURL,
      HIGHDEG: r.HIGHDEG,
      UGDS: r.UGDS === "NULL" ? "" : r.UGDS,
      PCIP_NONZERO: pcipCols
        .filter((c) => num(r[c]) > 0)
        .map((c) => c.slice(4))
        .join(" "),
    }));
  const ids = new Set(inst.map((r) => r.UNITID));
  const map = seriesToCareers();
  const mapped = new Set([...map.technical.keys(), ...map.university.keys()]);
  let fos = readRecords(readFileSync(fosPath, "latin1"), FOS_RAW, (h) => h.replace(/^(\u00ef\u00bb\u00bf)?P_/, ""))
    .filter((r) => ids.has(r.UNITID) && mapped.has(r.CIPCODE.padStart(4, "0")))
    .map((r) => ({
      UNITID: r.UNITID,
      CIPCODE: r.CIPCODE.padStart(4, "0"),
      CIPDESC: r.CIPDESC,
      CREDLEV: r.CREDLEV,
      IPEDSCOUNT1: r.IPEDSCOUNT1 === "NULL" ? "" : r.IPEDSCOUNT1,
      IPEDSCOUNT2: r.IPEDSCOUNT2 === "NULL" ? "" : r.IPEDSCOUNT2,
    }))
    .filter((r) => num(r.IPEDSCOUNT1) + num(r.IPEDSCOUNT2) >= 1 && r.CREDLEV !== "4");
  // keep only the rows that can be selected: the candidates of a wider selection (EXTRACT_CAP per career,
  // level and state, every institution in Puerto Rico)
  const institutions = new Map<string, ScorecardInstitution>(
    inst.map((r) => [r.UNITID, toInstitution(r)] as const),
  );
  const wide = selectPrograms(
    fos.map(toRow),
    institutions,
    (state) => (state === "PR" ? 1000 : EXTRACT_CAP),
  );
  const keep = new Set(wide.map((p) => `${p.unitid}|${p.cip4}|${p.credlev}`));
  fos = fos.filter((r) => keep.has(`${r.UNITID}|${r.CIPCODE}|${r.CREDLEV}`));
  const used = new Set(fos.map((r) => r.UNITID));
  mkdirSync(DIR, { recursive: true });
  writeFileSync(
    path.join(DIR, "institutions.csv"),
    writeCsv(
      INSTITUTION_COLUMNS,
      inst.filter((r) => used.has(r.UNITID)),
    ),
  );
  writeFileSync(path.join(DIR, "field-of-study.csv"), writeCsv(FOS_RAW, fos));
  console.log(`extract: ${used.size} institutions, ${fos.length} programs`);
}

function toInstitution(r: InstitutionRecord): ScorecardInstitution {
  return {
    unitid: r.UNITID,
    name: r.INSTNM,
    city: r.CITY,
    state: r.STABBR,
    control: num(r.CONTROL),
    url: r.INSTURL,
    highdeg: num(r.HIGHDEG),
    ugds: num(r.UGDS),
    families: new Set(r.PCIP_NONZERO.split(" ").filter(Boolean)),
  };
}

function toRow(r: FosRecord): FosRow {
  return {
    unitid: r.UNITID,
    cip4: r.CIPCODE,
    cipdesc: r.CIPDESC,
    credlev: num(r.CREDLEV),
    awards: num(r.IPEDSCOUNT1) + num(r.IPEDSCOUNT2),
  };
}

export function loadExtract(dir = DIR): { rows: FosRow[]; institutions: Map<string, ScorecardInstitution> } {
  const institutions = new Map<string, ScorecardInstitution>();
  for (const r of readRecords(readFileSync(path.join(dir, "institutions.csv"), "utf8"), INSTITUTION_COLUMNS))
    institutions.set(r.UNITID, toInstitution(r));
  const rows = readRecords(readFileSync(path.join(dir, "field-of-study.csv"), "utf8"), FOS_RAW).map(toRow);
  return { rows, institutions };
}

/** "www.aamu.edu/" → "https://www.aamu.edu/"; null when it is not a plain host name. */
export function httpsUrl(raw: string): string | null {
  const s = raw.trim().replace(/^https?:\/\//i, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i.test(s)) return null;
  return `https://${s}`;
}

function ts(s: string): string {
  return JSON.stringify(s);
}

/** Writes one generated catalog file. */
export function renderCatalog(
  country: "US" | "PR",
  picks: readonly Pick[],
  institutions: ReadonlyMap<string, ScorecardInstitution>,
): string {
  const source = scorecardSource(country);
  const cc = country.toLowerCase();
  const used = [...new Set(picks.map((p) => p.unitid))]
    .map((id) => institutions.get(id)!)
    .filter((i) => httpsUrl(i.url))
    .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
  const ok = new Set(used.map((i) => i.unitid));
  const lines: string[] = [];
  lines.push(
    "// Generated by scripts/data/import-college-scorecard.ts from data/registries/college-scorecard/. Do not edit by hand.",
    'import type { CountryCatalog, Institution } from "../types";',
    'import { offered, type ProgramRow } from "./define";',
    "",
    `const SOURCE = ${ts(source.id)};`,
    "/** CIP 4-digit series titles (as the Field of Study file states them) and credential levels. */",
    `const CIP: Record<string, string> = {`,
    ...[...new Map(picks.map((p) => [p.cip4, p.name.replace(/ \([^()]*\)$/, "")])).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `  ${ts(k)}: ${ts(v)},`),
    "};",
    `const CRED: Record<number, string> = ${JSON.stringify(CREDENTIAL)};`,
    "/** One registry program: the career, its CIP series and credential level (CREDLEV). */",
    "const p = (career: string, cip4: string, credlev: number): ProgramRow => [career, `${CIP[cip4]} (${CRED[credlev]})`];",
    `const inst = (unitid: string, name: string, city: string, kind: Institution["kind"], website: string): Institution => ({`,
    `  id: \`${cc}-ipeds-\${unitid}\`,`,
    `  country: ${ts(country)},`,
    "  name,",
    "  city,",
    "  kind,",
    "  website,",
    "  source: SOURCE,",
    "});",
    "",
    `export const CATALOG_${country}_REGISTRY: CountryCatalog = {`,
    `  country: ${ts(country)},`,
    `  sources: [${JSON.stringify(source)}],`,
    "  institutions: [",
  );
  for (const i of used) {
    const city = country === "US" ? `${i.city}, ${i.state}` : i.city;
    lines.push(
      `    inst(${ts(i.unitid)}, ${ts(i.name)}, ${ts(city)}, ${ts(i.control === 1 ? "public" : "private")}, ${ts(httpsUrl(i.url)!)}),`,
    );
  }
  lines.push("  ],", "  programs: [");
  const byInst = new Map<string, Pick[]>();
  for (const p of picks) if (ok.has(p.unitid)) byInst.set(p.unitid, [...(byInst.get(p.unitid) ?? []), p]);
  for (const i of used) {
    const list = byInst.get(i.unitid) ?? [];
    for (const level of ["technical", "bachelor", "graduate"] as ProgramLevel[]) {
      const rows = list.filter((p) => p.level === level).sort((a, b) => a.career.localeCompare(b.career));
      if (!rows.length) continue;
      lines.push(
        `    ...offered(${ts(`${cc}-ipeds-${i.unitid}`)}, ${ts(level)}, SOURCE, [${rows.map((p) => `p(${ts(p.career)}, ${ts(p.cip4)}, ${p.credlev})`).join(", ")}]),`,
      );
    }
  }
  lines.push("  ],", "};", "");
  return lines.join("\n");
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--extract") return extract(args[1] ?? "", args[2] ?? "");
  const { rows, institutions } = loadExtract();
  const picks = selectPrograms(rows, institutions, (state) => (state === "PR" ? CAP_PR : CAP_US));
  for (const country of ["US", "PR"] as const) {
    const mine = picks.filter((p) => (institutions.get(p.unitid)!.state === "PR") === (country === "PR"));
    const out = path.join(ROOT, `shared/content/programs/${country.toLowerCase()}.generated.ts`);
    writeFileSync(out, renderCatalog(country, mine, institutions));
    const count = (l: string) => mine.filter((p) => p.level === l).length;
    console.log(
      `${country}: ${new Set(mine.map((p) => p.unitid)).size} institutions; technical ${count("technical")}, bachelor ${count("bachelor")}, graduate ${count("graduate")}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
