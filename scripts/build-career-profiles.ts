/**
 * Builds shared/content/career-profiles.generated.ts from the O*NET data.
 *
 * Run from the repo root:   npm run careers:build
 * Data folder:              $ONET_DIR, or vendor/onet in the repository.
 *
 * Method (see docs/guidance.md):
 *  1. A career names one to three core O*NET occupations (`onet` in careers.ts), the most typical
 *     first. Catch-all occupations ("All Other") are refused, and so are postsecondary-teacher
 *     codes (25-1xxx) except for teaching careers (field "education"): averaging them in is what
 *     made Anthropology C-E-I and Psychology I-C-E.
 *  2. The career profile is the arithmetic mean of its core occupations' six interest levels (1-7),
 *     rounded to 2 decimals (half up); the Holland code is its three highest letters, ties broken
 *     by hexagon order R I A S E C.
 *  3. The career's first letter must be its first core occupation's first letter; the build fails
 *     otherwise, so a career cannot drift to another type through a secondary occupation.
 *  4. The career's CIP 2020 codes must exist in the CIP-SOC crosswalk (they name the program).
 * Nothing is tuned by hand: change a career's occupations in careers.ts and rerun the script.
 *
 * The script fails (exit code 1) on any of those errors, or if fewer than MIN_PER_LETTER careers
 * have a given letter first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CAREERS } from "../shared/content/careers";
import { HOLLAND_TYPES, type Career, type HollandType } from "../shared/content/types";

const MIN_PER_LETTER = 12;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ONET_DIR = process.env.ONET_DIR ? path.resolve(process.env.ONET_DIR) : path.resolve(REPO_ROOT, "vendor/onet");
const OUT_FILE = process.env.CAREER_PROFILES_OUT
  ? path.resolve(process.env.CAREER_PROFILES_OUT)
  : path.join(REPO_ROOT, "shared/content/career-profiles.generated.ts");

class BuildError extends Error {}

function fail(messages: string[]): never {
  console.error("build-career-profiles: FAILED");
  for (const m of messages) console.error(`  - ${m}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// CSV: RFC 4180 style (quoted fields may contain commas, line breaks and doubled quotes).
// ---------------------------------------------------------------------------------------------

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = 0;
  if (text.charCodeAt(0) === 0xfeff) i = 1; // BOM
  for (; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      inQuotes = true;
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else {
      field += ch;
    }
  }
  if (inQuotes) throw new BuildError("CSV: unterminated quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // drop blank lines
  return rows.filter((r) => !(r.length === 1 && (r[0] ?? "").trim() === ""));
}

/** One CSV record; `get` returns a (trimmed) cell of a column checked to exist. */
type Row = (column: string) => string;

function readTable(file: string, required: string[]): Row[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new BuildError(`cannot read ${file} (${(e as Error).message}); set ONET_DIR to the data folder`);
  }
  const [header, ...body] = parseCsv(text);
  if (!header) throw new BuildError(`${file} is empty`);
  const names = header.map((h) => h.trim());
  for (const col of required) {
    if (!names.includes(col)) throw new BuildError(`${file}: missing column "${col}" (found: ${names.join(", ")})`);
  }
  return body.map((cells, n) => {
    if (cells.length !== names.length) {
      throw new BuildError(`${file}: line ${n + 2} has ${cells.length} fields, expected ${names.length}`);
    }
    const rec = new Map<string, string>();
    names.forEach((name, k) => rec.set(name, (cells[k] ?? "").trim()));
    return (column: string): string => {
      const value = rec.get(column);
      if (value === undefined) throw new BuildError(`${file}: no column "${column}"`);
      return value;
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

export interface Occupation {
  onetSoc: string;
  soc: string;
  title: string;
  /** Levels in hundredths (integers), in HOLLAND_TYPES order: exact sums, no float drift. */
  hundredths: number[];
}

export function loadOccupations(): Occupation[] {
  const file = path.join(ONET_DIR, "occupation-interests.csv");
  const rows = readTable(file, ["onet_soc_code", "soc2018_code", "title", ...HOLLAND_TYPES]);
  return rows.map((r, n) => {
    const hundredths = HOLLAND_TYPES.map((t) => {
      const v = Number(r(t));
      const h = Math.round(v * 100);
      if (!Number.isFinite(v) || v < 1 || v > 7 || Math.abs(v * 100 - h) > 1e-6) {
        throw new BuildError(`${file}: line ${n + 2}: bad ${t} level "${r(t)}" (expected 1-7, at most 2 decimals)`);
      }
      return h;
    });
    return { onetSoc: r("onet_soc_code"), soc: r("soc2018_code"), title: r("title"), hundredths };
  });
}

function loadCrosswalk(): Map<string, { title: string; socs: Set<string> }> {
  const file = path.join(ONET_DIR, "cip2020-soc2018-crosswalk.csv");
  const rows = readTable(file, ["CIP2020Code", "CIP2020Title", "SOC2018Code", "SOC2018Title"]);
  const map = new Map<string, { title: string; socs: Set<string> }>();
  for (const r of rows) {
    const cip = r("CIP2020Code");
    let entry = map.get(cip);
    if (!entry) {
      entry = { title: r("CIP2020Title"), socs: new Set<string>() };
      map.set(cip, entry);
    }
    entry.socs.add(r("SOC2018Code"));
  }
  return map;
}

function readAttribution(): string[] {
  const file = path.join(ONET_DIR, "NOTICE.md");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new BuildError(`cannot read ${file} (${(e as Error).message})`);
  }
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.startsWith(">"))
    .map((l) => l.replace(/^>\s?/, "").trim())
    .filter((l) => l !== "");
  if (lines.length === 0 || !lines.join(" ").includes("O*NET")) {
    throw new BuildError(`${file}: no O*NET attribution block (lines starting with ">") found`);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------------------------

export interface CareerProfile {
  R: number;
  I: number;
  A: number;
  S: number;
  E: number;
  C: number;
  code: string;
  /** The core O*NET-SOC occupations averaged. */
  onet: string[];
}

/** Top three letters; ties broken by hexagon order R I A S E C. */
function hollandCode(levels: Record<HollandType, number>): string {
  return HOLLAND_TYPES.map((t, index) => ({ t, index, v: levels[t] }))
    .sort((a, b) => b.v - a.v || a.index - b.index)
    .slice(0, 3)
    .map((x) => x.t)
    .join("");
}

/** Catch-all occupation ("..., All Other", SOC code ending in 99 without a specific O*NET title), never a core occupation. */
export function isCatchAll(o: Pick<Occupation, "title" | "onetSoc">): boolean {
  return /\bAll Other\b/i.test(o.title) || /^\d{2}-\d{2}99\.00$/.test(o.onetSoc);
}

/** Postsecondary teachers (SOC 25-1xxx): allowed only for teaching careers. */
export function isPostsecondaryTeacher(o: Pick<Occupation, "soc">): boolean {
  return o.soc.startsWith("25-1");
}

/**
 * Profile of one career from its core occupations, with every rule of the method checked:
 * returns the profile, or the errors that prevent it.
 */
export function careerProfile(
  career: Pick<Career, "id" | "field" | "onet">,
  byCode: Map<string, Occupation>,
): { profile?: CareerProfile; errors: string[] } {
  const errors: string[] = [];
  if (career.onet.length < 1 || career.onet.length > 3)
    errors.push(`${career.id}: needs one to three core O*NET occupations (has ${career.onet.length})`);
  if (new Set(career.onet).size !== career.onet.length) errors.push(`${career.id}: a core occupation is listed twice`);
  const occs: Occupation[] = [];
  for (const code of career.onet) {
    const o = byCode.get(code);
    if (!o) {
      errors.push(`${career.id}: ${code} is not an O*NET occupation with an interest profile`);
      continue;
    }
    if (isCatchAll(o)) errors.push(`${career.id}: ${code} (${o.title}) is a catch-all occupation`);
    if (isPostsecondaryTeacher(o) && career.field !== "education") {
      errors.push(
        `${career.id}: ${code} (${o.title}) is a postsecondary-teacher code, allowed only for teaching careers`,
      );
    }
    occs.push(o);
  }
  if (errors.length > 0 || occs.length === 0) return { errors };
  const levels = {} as Record<HollandType, number>;
  HOLLAND_TYPES.forEach((t, k) => {
    const sum = occs.reduce((acc, o) => acc + (o.hundredths[k] ?? 0), 0);
    // sum and count are integers: Math.round gives exact half-up rounding to 2 decimals
    levels[t] = Math.round(sum / occs.length) / 100;
  });
  const code = hollandCode(levels);
  const first = occs[0]!;
  const firstLevels = Object.fromEntries(HOLLAND_TYPES.map((t, k) => [t, (first.hundredths[k] ?? 0) / 100])) as Record<
    HollandType,
    number
  >;
  const firstCode = hollandCode(firstLevels);
  if (code[0] !== firstCode[0]) {
    errors.push(
      `${career.id}: first letter ${code[0]} (profile ${code}) differs from its core occupation ${first.onetSoc} ` +
        `(${first.title}, ${firstCode}); reorder or change its occupations`,
    );
    return { errors };
  }
  return { profile: { ...levels, code, onet: occs.map((o) => o.onetSoc) }, errors };
}

function build(): { profiles: Record<string, CareerProfile>; errors: string[] } {
  const occupations = loadOccupations();
  const crosswalk = loadCrosswalk();
  const byCode = new Map(occupations.map((o) => [o.onetSoc, o]));

  const errors: string[] = [];
  const profiles: Record<string, CareerProfile> = {};
  const seenIds = new Set<string>();

  for (const career of CAREERS) {
    if (seenIds.has(career.id)) errors.push(`duplicate career id "${career.id}"`);
    seenIds.add(career.id);
    if (career.cip.length === 0) errors.push(`${career.id}: no CIP code`);
    for (const cip of career.cip) {
      if (!/^\d{2}\.\d{4}$/.test(cip)) errors.push(`${career.id}: CIP code "${cip}" is not in the form NN.NNNN`);
      else if (!crosswalk.has(cip))
        errors.push(`${career.id}: CIP code ${cip} is not in the CIP 2020 - SOC 2018 crosswalk`);
    }
    const result = careerProfile(career, byCode);
    errors.push(...result.errors);
    if (result.profile) profiles[career.id] = result.profile;
  }
  return { profiles, errors };
}

function render(profiles: Record<string, CareerProfile>, attribution: string[]): string {
  const ids = Object.keys(profiles).sort();
  const lines: string[] = [];
  lines.push("/**");
  lines.push(" * GENERATED FILE: DO NOT EDIT BY HAND.");
  lines.push(" * Generated by scripts/build-career-profiles.ts (npx tsx scripts/build-career-profiles.ts)");
  lines.push(" * from the careers' core O*NET occupations in shared/content/careers.ts and the O*NET occupational");
  lines.push(" * interest profiles (data/onet). Each career profile is the mean of the R I A S E C levels (1-7)");
  lines.push(" * of its one to three core occupations, rounded to 2 decimals; `code` is its top three letters");
  lines.push(" * (ties in R I A S E C order); `onet` lists the occupations averaged.");
  lines.push(" *");
  for (const l of attribution) lines.push(` * ${l}`);
  lines.push(" */");
  lines.push("");
  lines.push(
    "export const CAREER_PROFILES: Record<string, { R: number; I: number; A: number; S: number; E: number; C: number; code: string; onet: string[] }> = {",
  );
  for (const id of ids) {
    const p = profiles[id];
    if (!p) continue;
    const nums = HOLLAND_TYPES.map((t) => `${t}: ${p[t]}`).join(", ");
    const onet = p.onet.map((s) => JSON.stringify(s)).join(", ");
    lines.push(`  ${JSON.stringify(id)}: { ${nums}, code: ${JSON.stringify(p.code)}, onet: [${onet}] },`);
  }
  lines.push("};");
  lines.push("");
  return lines.join("\n");
}

function main(): void {
  let result: ReturnType<typeof build>;
  let attribution: string[];
  try {
    result = build();
    attribution = readAttribution();
  } catch (e) {
    if (e instanceof BuildError) fail([e.message]);
    throw e;
  }
  const { profiles, errors } = result;

  const perLetter = Object.fromEntries(HOLLAND_TYPES.map((t) => [t, 0])) as Record<HollandType, number>;
  for (const p of Object.values(profiles)) perLetter[p.code[0] as HollandType]++;
  for (const t of HOLLAND_TYPES) {
    if (perLetter[t] < MIN_PER_LETTER) {
      errors.push(`only ${perLetter[t]} careers have ${t} as first letter (need at least ${MIN_PER_LETTER})`);
    }
  }
  if (errors.length > 0) fail(errors);

  writeFileSync(OUT_FILE, render(profiles, attribution));

  const ids = Object.keys(profiles).sort();
  console.log(`Wrote ${path.relative(REPO_ROOT, OUT_FILE)}: ${ids.length} careers (O*NET data: ${ONET_DIR})`);
  for (const t of HOLLAND_TYPES) {
    const list = ids.filter((id) => profiles[id]?.code[0] === t);
    console.log(
      `  ${t}: ${String(perLetter[t]).padStart(3)}  ${list.map((id) => `${id} ${profiles[id]?.code}`).join(", ")}`,
    );
  }
  console.log(`First letters: ${HOLLAND_TYPES.map((t) => `${t} ${perLetter[t]}`).join(" | ")}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
