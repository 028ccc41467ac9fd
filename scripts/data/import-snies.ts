/**
 * Imports Colombia's SNIES registry of higher-education programs (Ministerio de Educación Nacional)
 * into the program catalog of Colombia (technical, bachelor and graduate levels).
 *
 * Source: SNIES, consulta pública de programas (https://hecaa.mineducacion.gov.co/consultaspublicas/programas),
 * "Descargar programas" export (sheet "Programas"), public information under Ley 1712 de 2014, and the
 * SNIES consulta pública de instituciones export (PÁGINA_WEB, SECTOR). Read from the public mirror
 * github.com/hasuarez32/snies-monitor, which downloads the export every working day:
 * - "Programas/Programas 14-07-26.xlsx": active university programs (Pregrado, Universitario), 2026-07-14;
 * - "data/Programas_posgrado_anterior.xlsx" at commit 2108fe2: active graduate programs, 2026-04-16;
 * - "data/Programas_pregrado_anterior.xlsx" at commit 640f501584666a0d57cb53dcaa8d8d144393ec7d
 *   ("snies: 2026-04-23", blob 5076bfd6c03c7dd6d9a3add22c2ba4b019705549, the same blob at the mirror's
 *   HEAD of 2026-07-14): every active pregrado program of 2026-04-23, of which only the Tecnológico and
 *   Formación técnica profesional rows are read (3,503 rows: 2,728 tecnológico, 775 técnico profesional);
 *   its Universitario rows are not used, the university rows stay those of the 2026-07-14 snapshot;
 * and the institutions export from github.com/JulianTorrest/SNIES-COLOMBIA ("Instituciones.csv", 2025-07-01).
 * Colombia's hand-written technical rows (co.ts) stay beside the imported ones.
 *
 * The extract also keeps each row's COSTO_MATRÍCULA_ESTUD_NUEVOS (the tuition per academic period for
 * new students, in pesos, which all three exports carry), in plain whole pesos ("2.686E7" → "26860000";
 * blank when the program publishes none). It was added on 2026-11-27 by re-running the --extract step
 * on the same four files (the university export at commit ea6468435167dcc029f5229ab792e98fed1fb2f6
 * "snies: 2026-07-14", blob 8c764ac524098d3b02ade9947cd682409724bfa8; the graduate one at 2108fe2, blob
 * 526437c1aa1bba5c79fc0ac59849c72f43227305; the pregrado one at 640f501, above; the institutions file
 * at JulianTorrest/SNIES-COLOMBIA 26324e2): the same 5,977 rows and 317 institutions came out, and only the
 * new last column differs from the extract before it. PERIODICIDAD, the period the tuition is per, was
 * already there.
 *
 * Two steps:
 *   npx tsx scripts/data/xlsx-to-csv.ts book.xlsx Programas > book.csv
 *     saves an export's sheet "Programas" as CSV (no xlsx library is needed);
 *   npx tsx scripts/data/import-snies.ts --extract programas-universitarios.csv programas-posgrado.csv instituciones.csv [programas-pregrado-2026-04-23.csv]
 *     writes the committed extract under data/registries/snies/: active programs (ESTADO_PROGRAMA = Activo)
 *     whose name matches one of our careers (snies.ts) at a level we list, only the columns the import
 *     reads (bachelor and graduate rows from the first two files, technical rows from the fourth); and
 *     the institutions those programs name;
 *   npx tsx scripts/data/import-snies.ts --extract-technical programas-pregrado-2026-04-23.csv instituciones.csv
 *     replaces only the technical rows of the committed extract (its bachelor and graduate rows are kept
 *     as they are) and rewrites its institutions for all the rows;
 *   npx tsx scripts/data/import-snies.ts
 *     reads the extract and writes shared/content/programs/co.generated.ts: at most CAP programs per
 *     career, level and department, accredited programs (Acreditación de alta calidad) first, public
 *     institutions first in line for at least half of the places, then in-person ones; and
 *     shared/content/costs-co.generated.ts: per career and level, the published tuition per period of
 *     its active programs (count, median, range; public and private apart), under the rules of
 *     snies-costs.ts (valid amounts only, the most common period only, at least 3 programs), each
 *     figure with its SNIES source and the mirror file and commit its rows were read from
 *     (TUITION_ORIGINS). The compare view shows it as the cost of a career for a reader in Colombia.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readRecords, writeCsv } from "./csv";
import { capPublicFirst } from "./registry-picks";
import { careersFor, displayName, durationOf, levelOf, modalityOf, normalize, yearsOf } from "./snies";
import { publishedTuition, type TuitionOrigins } from "./snies-costs";
import type { DataSource, ProgramLevel, PublishedTuition } from "../../shared/content/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DIR = path.join(ROOT, "data/registries/snies");
/** Programs listed per career, level and department. */
const CAP = 4;
/** The longest técnico profesional or tecnológico program whose stated length is believed. */
export const MAX_TECHNICAL_YEARS = 4;

export const PROGRAM_COLUMNS = [
  "CÓDIGO_SNIES_DEL_PROGRAMA",
  "CÓDIGO_INSTITUCIÓN",
  "NOMBRE_INSTITUCIÓN",
  "SECTOR",
  "NOMBRE_DEL_PROGRAMA",
  "ESTADO_PROGRAMA",
  "RECONOCIMIENTO_DEL_MINISTERIO",
  "NIVEL_DE_FORMACIÓN",
  "MODALIDAD",
  "NÚMERO_PERIODOS_DE_DURACIÓN",
  "PERIODICIDAD",
  "DEPARTAMENTO_OFERTA_PROGRAMA",
  "MUNICIPIO_OFERTA_PROGRAMA",
  "COSTO_MATRÍCULA_ESTUD_NUEVOS",
] as const;
const INSTITUTION_COLUMNS = [
  "CÓDIGO_IES_PADRE",
  "CÓDIGO_INSTITUCIÓN",
  "NOMBRE_INSTITUCIÓN",
  "ESTADO",
  "SECTOR",
  "PÁGINA_WEB",
] as const;

type ProgramRecord = Record<(typeof PROGRAM_COLUMNS)[number], string>;
type InstitutionRecord = Record<(typeof INSTITUTION_COLUMNS)[number], string>;

export const SOURCE_ID = "co-snies-programas";
/** The source of the técnico profesional and tecnológico rows (the 2026-04-23 pregrado export). */
export const TECHNICAL_SOURCE_ID = "co-snies-programas-tecnicos";
export const SOURCES: DataSource[] = [
  {
    id: SOURCE_ID,
    publisher: "Ministerio de Educación Nacional — SNIES",
    title:
      "SNIES — Consulta pública de programas: programas activos de pregrado universitario (2026-07-14) y de posgrado (2026-04-16)",
    url: "https://hecaa.mineducacion.gov.co/consultaspublicas/programas",
    licence: "Información pública, Ley 1712 de 2014 (datos abiertos del Ministerio de Educación Nacional)",
    retrieved: "2026-11-26",
    kind: "registry",
  },
  {
    id: TECHNICAL_SOURCE_ID,
    publisher: "Ministerio de Educación Nacional — SNIES",
    title:
      "SNIES — Consulta pública de programas: programas activos de pregrado técnico profesional y tecnológico (2026-04-23)",
    url: "https://hecaa.mineducacion.gov.co/consultaspublicas/programas",
    licence: "Información pública, Ley 1712 de 2014 (datos abiertos del Ministerio de Educación Nacional)",
    retrieved: "2026-11-27",
    kind: "registry",
  },
];

const MIRROR = "https://github.com/hasuarez32/snies-monitor";
/**
 * The three SNIES exports the extract was read from, in the public mirror, with the commit each was read
 * at: every figure of the published tuition names the one its rows come from.
 */
export const TUITION_ORIGINS: TuitionOrigins = {
  technical: {
    source: TECHNICAL_SOURCE_ID,
    mirror: {
      repository: MIRROR,
      path: "data/Programas_pregrado_anterior.xlsx",
      commit: "640f501584666a0d57cb53dcaa8d8d144393ec7d",
      exported: "2026-04-23",
    },
  },
  bachelor: {
    source: SOURCE_ID,
    mirror: {
      repository: MIRROR,
      path: "Programas/Programas 14-07-26.xlsx",
      commit: "ea6468435167dcc029f5229ab792e98fed1fb2f6",
      exported: "2026-07-14",
    },
  },
  graduate: {
    source: SOURCE_ID,
    mirror: {
      repository: MIRROR,
      path: "data/Programas_posgrado_anterior.xlsx",
      commit: "2108fe217c2f9a484ae86789c3db19458dfa5b08",
      exported: "2026-04-16",
    },
  },
};

const code = (s: string) => String(Math.round(Number(s)));

/**
 * An amount as the export writes it ("1750905.0", "2.686E7") in plain whole pesos ("1750905",
 * "26860000"); blank stays blank, and anything that is not a number is kept as written (the import
 * ignores it).
 */
export function plainAmount(s: string): string {
  const t = s.trim();
  if (t === "" || !Number.isFinite(Number(t))) return t;
  return String(Math.round(Number(t)));
}

/** The active rows of an export (as CSV) whose name matches a career at one of `levels`, with plain codes. */
function matching(file: string, levels: readonly ProgramLevel[]): ProgramRecord[] {
  return readRecords(readFileSync(file, "utf8"), PROGRAM_COLUMNS)
    .filter((r) => normalize(r.ESTADO_PROGRAMA) === "ACTIVO")
    .filter((r) => {
      const level = levelOf(r["NIVEL_DE_FORMACIÓN"]);
      return level !== null && levels.includes(level) && careersFor(r.NOMBRE_DEL_PROGRAMA, level).length > 0;
    })
    .map((r) => ({
      ...r,
      CÓDIGO_SNIES_DEL_PROGRAMA: code(r["CÓDIGO_SNIES_DEL_PROGRAMA"]),
      CÓDIGO_INSTITUCIÓN: code(r["CÓDIGO_INSTITUCIÓN"]),
      NÚMERO_PERIODOS_DE_DURACIÓN: r["NÚMERO_PERIODOS_DE_DURACIÓN"] ? code(r["NÚMERO_PERIODOS_DE_DURACIÓN"]) : "",
      COSTO_MATRÍCULA_ESTUD_NUEVOS: plainAmount(r["COSTO_MATRÍCULA_ESTUD_NUEVOS"]),
    }));
}

/** Writes the extract: the program rows, and the institutions (and their parent institutions) they name. */
function writeExtract(rows: readonly ProgramRecord[], institucionesPath: string) {
  const codes = new Set(rows.map((r) => r["CÓDIGO_INSTITUCIÓN"]));
  const inst = readRecords(readFileSync(institucionesPath, "utf8"), INSTITUTION_COLUMNS);
  const parents = new Set(inst.filter((r) => codes.has(r["CÓDIGO_INSTITUCIÓN"])).map((r) => r["CÓDIGO_IES_PADRE"]));
  const keptInst = inst.filter((r) => codes.has(r["CÓDIGO_INSTITUCIÓN"]) || parents.has(r["CÓDIGO_INSTITUCIÓN"]));
  mkdirSync(DIR, { recursive: true });
  writeFileSync(path.join(DIR, "programas.csv"), writeCsv(PROGRAM_COLUMNS, rows));
  writeFileSync(path.join(DIR, "instituciones.csv"), writeCsv(INSTITUTION_COLUMNS, keptInst));
  const technical = rows.filter((r) => levelOf(r["NIVEL_DE_FORMACIÓN"]) === "technical").length;
  console.log(`extract: ${rows.length} programs (${technical} technical), ${keptInst.length} institutions`);
}

function extract(pregradoPath: string, posgradoPath: string, institucionesPath: string, tecnicoPath?: string) {
  const rows = [pregradoPath, posgradoPath].flatMap((p) => matching(p, ["bachelor", "graduate"]));
  writeExtract([...rows, ...(tecnicoPath ? matching(tecnicoPath, ["technical"]) : [])], institucionesPath);
}

/** Replaces the technical rows of the committed extract, keeping its bachelor and graduate rows as they are. */
function extractTechnical(tecnicoPath: string, institucionesPath: string) {
  const kept = readRecords(readFileSync(path.join(DIR, "programas.csv"), "utf8"), PROGRAM_COLUMNS).filter(
    (r) => levelOf(r["NIVEL_DE_FORMACIÓN"]) !== "technical",
  );
  writeExtract([...kept, ...matching(tecnicoPath, ["technical"])], institucionesPath);
}

/** "www.unal.edu.co" (or "www.unal.edu.co.") → "https://www.unal.edu.co"; null when it is not a plain host name. */
export function httpsUrl(raw: string): string | null {
  const s = raw
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/[/.]$/, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s@]*)?$/i.test(s)) return null;
  return `https://${s.toLowerCase()}`;
}

export function slug(s: string): string {
  return normalize(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface SniesPick {
  institutionKey: string; // code|municipio
  code: string;
  institutionName: string;
  city: string;
  department: string;
  publicSector: boolean;
  career: string;
  level: ProgramLevel;
  name: string;
  duration?: string;
  modality?: "in-person" | "distance" | "blended";
  snies: string;
}

/**
 * The length a row states, in its own unit. A técnico profesional or tecnológico program of more than 4
 * years (one SENA row gives 24 "trimestres", its 24 months) is taken as a slip of the unit: no length.
 */
function lengthOf(r: ProgramRecord, level: ProgramLevel): string | undefined {
  const years = yearsOf(r["NÚMERO_PERIODOS_DE_DURACIÓN"], r.PERIODICIDAD);
  if (level === "technical" && years !== undefined && years > MAX_TECHNICAL_YEARS) return undefined;
  return durationOf(r["NÚMERO_PERIODOS_DE_DURACIÓN"], r.PERIODICIDAD);
}

/** Maps extract rows to careers, then keeps at most `cap` per career, level and department. */
export function selectSnies(rows: readonly ProgramRecord[], cap = CAP): SniesPick[] {
  const groups = new Map<string, (SniesPick & { rank: number[] })[]>();
  for (const r of rows) {
    const level = levelOf(r["NIVEL_DE_FORMACIÓN"]);
    if (!level || normalize(r.ESTADO_PROGRAMA) !== "ACTIVO") continue;
    // a program with no municipality of offer (some distance programs) is placed in its department
    const city = r.MUNICIPIO_OFERTA_PROGRAMA.trim() || r.DEPARTAMENTO_OFERTA_PROGRAMA.trim();
    if (!city) continue;
    for (const career of careersFor(r.NOMBRE_DEL_PROGRAMA, level)) {
      const department = r.DEPARTAMENTO_OFERTA_PROGRAMA;
      const pick = {
        institutionKey: `${r["CÓDIGO_INSTITUCIÓN"]}|${city}`,
        code: r["CÓDIGO_INSTITUCIÓN"],
        institutionName: displayName(r["NOMBRE_INSTITUCIÓN"], "institution"),
        city,
        department,
        publicSector: normalize(r.SECTOR) === "OFICIAL",
        career,
        level,
        name: displayName(r.NOMBRE_DEL_PROGRAMA),
        duration: lengthOf(r, level),
        modality: modalityOf(r.MODALIDAD),
        snies: r["CÓDIGO_SNIES_DEL_PROGRAMA"],
        rank: [
          normalize(r.RECONOCIMIENTO_DEL_MINISTERIO).startsWith("ACREDITACION") ? 0 : 1,
          modalityOf(r.MODALIDAD) === "in-person" ? 0 : 1,
          /^MAESTRIA/.test(normalize(r.NOMBRE_DEL_PROGRAMA)) ? 0 : 1,
          Number(r["CÓDIGO_SNIES_DEL_PROGRAMA"]),
        ],
      };
      const key = `${department}|${career}|${level}`;
      groups.set(key, [...(groups.get(key) ?? []), pick]);
    }
  }
  return capPublicFirst(groups.values(), cap);
}

const ts = (s: string) => JSON.stringify(s);

/** The source a level's rows cite. */
const sourceOf = (level: ProgramLevel) => (level === "technical" ? TECHNICAL_SOURCE_ID : SOURCE_ID);

function render(picks: readonly SniesPick[], institutions: readonly InstitutionRecord[]): string {
  const byCode = new Map(institutions.map((r) => [r["CÓDIGO_INSTITUCIÓN"], r]));
  const website = (c: string): string | null => {
    const r = byCode.get(c);
    if (!r) return null;
    return httpsUrl(r["PÁGINA_WEB"]) ?? (r["CÓDIGO_IES_PADRE"] !== c ? website(r["CÓDIGO_IES_PADRE"]) : null);
  };
  // an institution the registry gives no website is still listed: the report then links the registry (DECISIONS 34)
  const insts = new Map<string, { id: string; pick: SniesPick; web: string | null; source: string }>();
  for (const p of picks) {
    const web = website(p.code);
    if (insts.has(p.institutionKey)) continue;
    // an institution cites the university and graduate export when it is listed for those, else the technical one
    const levels = new Set(picks.filter((q) => q.institutionKey === p.institutionKey).map((q) => q.level));
    const source = levels.has("bachelor") || levels.has("graduate") ? SOURCE_ID : TECHNICAL_SOURCE_ID;
    insts.set(p.institutionKey, { id: `co-snies-${p.code}-${slug(p.city)}`, pick: p, web, source });
  }
  const sorted = [...insts.values()].sort((a, b) => a.pick.institutionName.localeCompare(b.pick.institutionName) || a.pick.city.localeCompare(b.pick.city));
  const lines = [
    "// Generated by scripts/data/import-snies.ts from data/registries/snies/. Do not edit by hand.",
    'import type { CountryCatalog, Institution } from "../types";',
    'import { offered } from "./define";',
    "",
    `const SOURCE = ${ts(SOURCE_ID)};`,
    `const SOURCE_TECHNICAL = ${ts(TECHNICAL_SOURCE_ID)};`,
    "const inst = (",
    "  id: string,",
    "  name: string,",
    "  city: string,",
    '  kind: Institution["kind"],',
    "  website: string | null,",
    "  source = SOURCE,",
    "): Institution => ({",
    "  id,",
    '  country: "CO",',
    "  name,",
    "  city,",
    "  kind,",
    "  ...(website ? { website } : {}),",
    "  source,",
    "});",
    "",
    "export const CATALOG_CO_REGISTRY: CountryCatalog = {",
    '  country: "CO",',
    `  sources: ${JSON.stringify(SOURCES)},`,
    "  institutions: [",
    ...sorted.map(
      (i) =>
        `    inst(${ts(i.id)}, ${ts(i.pick.institutionName)}, ${ts(i.pick.city)}, ${ts(i.pick.publicSector ? "public" : "private")}, ${i.web ? ts(i.web) : "null"}${i.source === SOURCE_ID ? "" : ", SOURCE_TECHNICAL"}),`,
    ),
    "  ],",
    "  programs: [",
  ];
  for (const i of sorted) {
    for (const level of ["technical", "bachelor", "graduate"] as const) {
      const rows = picks
        .filter((p) => p.institutionKey === i.pick.institutionKey && p.level === level)
        .sort((a, b) => a.career.localeCompare(b.career) || a.name.localeCompare(b.name));
      if (!rows.length) continue;
      const cells = rows.map((p) => {
        const extra = [p.duration && `duration: ${ts(p.duration)}`, p.modality && `modality: ${ts(p.modality)}`].filter(Boolean);
        return `[${ts(p.career)}, ${ts(p.name)}${extra.length ? `, { ${extra.join(", ")} }` : ""}]`;
      });
      const source = sourceOf(level) === SOURCE_ID ? "SOURCE" : "SOURCE_TECHNICAL";
      lines.push(`    ...offered(${ts(i.id)}, ${ts(level)}, ${source}, [${cells.join(", ")}]),`);
    }
  }
  lines.push("  ],", "};", "");
  return lines.join("\n");
}

/** shared/content/costs-co.generated.ts: the published tuition per career and level, with its sources. */
export function renderTuition(figures: readonly PublishedTuition[]): string {
  const mirrorName: Record<ProgramLevel, string> = { technical: "TECHNICAL", bachelor: "UNIVERSITY", graduate: "GRADUATE" };
  const lines = [
    "/**",
    " * Generated by scripts/data/import-snies.ts from data/registries/snies/programas.csv: the tuition per",
    " * period that Colombia's active programs publish in SNIES for new students (COSTO_MATRÍCULA_ESTUD_NUEVOS),",
    " * per career and level (rules in scripts/data/snies-costs.ts). Ministerio de Educación Nacional, public",
    " * information under Ley 1712 de 2014. Do not edit by hand.",
    " */",
    'import type { DataSource, ProgramLevel, PublishedTuition, SniesMirrorFile } from "./types";',
    "",
    "/** The SNIES sources the figures cite (the same as the program catalog's, programs/co.generated.ts). */",
    `export const CO_TUITION_SOURCES: DataSource[] = ${JSON.stringify(SOURCES)};`,
    "",
    ...(["technical", "bachelor", "graduate"] as const).map(
      (l) => `const ${mirrorName[l]}: SniesMirrorFile = ${JSON.stringify(TUITION_ORIGINS[l].mirror)};`,
    ),
    "",
    "/** The public copy of the SNIES export each level's rows were read from. */",
    "export const CO_TUITION_MIRRORS: Record<ProgramLevel, SniesMirrorFile> = { technical: TECHNICAL, bachelor: UNIVERSITY, graduate: GRADUATE };",
    "",
    "export const CO_PUBLISHED_TUITION: PublishedTuition[] = [",
    ...figures.map((f) => {
      const { mirror: _mirror, ...rest } = f;
      return `  ${JSON.stringify(rest).slice(0, -1)}, mirror: ${mirrorName[f.level]} },`;
    }),
    "];",
    "",
  ];
  return lines.join("\n");
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--extract") return extract(args[1] ?? "", args[2] ?? "", args[3] ?? "", args[4]);
  if (args[0] === "--extract-technical") return extractTechnical(args[1] ?? "", args[2] ?? "");
  const rows = readRecords(readFileSync(path.join(DIR, "programas.csv"), "utf8"), PROGRAM_COLUMNS);
  const institutions = readRecords(readFileSync(path.join(DIR, "instituciones.csv"), "utf8"), INSTITUTION_COLUMNS);
  const picks = selectSnies(rows);
  writeFileSync(path.join(ROOT, "shared/content/programs/co.generated.ts"), render(picks, institutions));
  const tuition = publishedTuition(rows, TUITION_ORIGINS);
  writeFileSync(path.join(ROOT, "shared/content/costs-co.generated.ts"), renderTuition(tuition));
  console.log(
    `CO tuition: ${tuition.length} figures (${["technical", "bachelor", "graduate"].map((l) => `${l} ${tuition.filter((t) => t.level === l).length}`).join(", ")})`,
  );
  const count = (l: string) => picks.filter((p) => p.level === l).length;
  console.log(
    `CO: ${new Set(picks.map((p) => p.institutionKey)).size} institution campuses; technical ${count("technical")}, bachelor ${count("bachelor")}, graduate ${count("graduate")}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
