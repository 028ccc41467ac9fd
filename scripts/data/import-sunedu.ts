/**
 * Imports the study programs of Peru's licensed universities, as SUNEDU (Superintendencia Nacional de
 * Educación Superior Universitaria) publishes them, into the program catalog of Peru (bachelor and
 * graduate levels).
 *
 * Source: SUNEDU, "Programas de Universidades" (dataset "SUNEDU - Programas académicos" of the Plataforma
 * Nacional de Datos Abiertos, https://www.datosabiertos.gob.pe/dataset/sunedu-programas-acad%C3%A9micos,
 * file https://www.datosabiertos.gob.pe/sites/default/files/Programas%20de%20Universidades.csv), published
 * under the platform's Open Data Commons Attribution License. One row per program and campus (local) of a
 * university whose institutional licence was granted (ESTADO_LICENCIAMIENTO = LICENCIA OTORGADA), with the
 * programs recognized in that licence (TIPO_AUTORIZACION_PROGRAMA = RECONOCIDO POR LIC.). The file carries
 * no date: it lists 86 licensed universities (the Universidad Peruana Los Andes, licensed in February
 * 2020, is not among them), so it reflects the licences granted up to about the end of 2019.
 * Read from the public mirror github.com/MMaraP/Programacion_Web, commit 2274021b42d1af669537ea20a443ea8f3778bcce,
 * path "archivos csv/Programas de Universidades.csv" (ISO-8859-1, "|"-separated, 7,218 data rows then empty
 * separator lines, committed 2024-01-03); the same file, byte for byte (blob 9084095), is in
 * github.com/Paola0601/Buscadores-Universidades ("cgi-bin/ProgramasdeUniversidades.csv"), and its first
 * 7,218 lines in github.com/VictorMA18/cgi-perl: the copy is the portal's file, unmodified.
 * The registry names no website: institutions get theirs from WEBSITES below (written from knowledge of
 * the universities' official domains); a university missing from it is left out. Institutos (técnico
 * level, MINEDU) are not in this registry: Peru's technical rows stay hand-written in pe.ts.
 *
 * Two steps:
 *   npx tsx scripts/data/import-sunedu.ts --extract "Programas de Universidades.csv"
 *     writes the committed extract data/registries/sunedu/programas.csv: programs of licensed universities
 *     with a known website (WEBSITES), recognized in the licence, whose name matches one of our careers
 *     (sunedu.ts) at a level we list; only the columns the import reads, one row per program, campus
 *     (sede or filial) and province.
 *   npx tsx scripts/data/import-sunedu.ts
 *     reads the extract and writes shared/content/programs/pe.generated.ts: at most CAP programs per
 *     career, level and department, public universities first in line for at least half of the places,
 *     maestrías before doctorados, main campuses (sede) before branches (filiales).
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readRecords, writeCsv } from "./csv";
import { capPublicFirst } from "./registry-picks";
import { slug } from "./import-snies";
import { careersFor, displayName, graduateName, institutionName, levelOf, modalityOf, normalize, programName, townOf } from "./sunedu";
import type { DataSource, ProgramLevel } from "../../shared/content/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DIR = path.join(ROOT, "data/registries/sunedu");
/** Programs listed per career, level and department. */
const CAP = 4;

export const PROGRAM_COLUMNS = [
  "CODIGO_ENTIDAD",
  "NOMBRE",
  "TIPO_GESTION",
  "ESTADO_LICENCIAMIENTO",
  "CODIGO_FILIAL",
  "DEPARTAMENTO_LOCAL",
  "PROVINCIA_LOCAL",
  "DENOMINACION_PROGRAMA",
  "NIVEL_ACADEMICO",
  "TIPO_AUTORIZACION_PROGRAMA",
] as const;

export type ProgramRecord = Record<(typeof PROGRAM_COLUMNS)[number], string>;

export const SOURCE_ID = "pe-sunedu-programas";
export const SOURCES: DataSource[] = [
  {
    id: SOURCE_ID,
    publisher: "Superintendencia Nacional de Educación Superior Universitaria (SUNEDU)",
    title:
      "Programas de Universidades: programas de estudio reconocidos en la licencia institucional de las universidades licenciadas (Plataforma Nacional de Datos Abiertos)",
    url: "https://www.datosabiertos.gob.pe/dataset/sunedu-programas-acad%C3%A9micos",
    licence: "Open Data Commons Attribution License (ODC-BY), Plataforma Nacional de Datos Abiertos del Perú",
    retrieved: "2026-11-27",
    kind: "registry",
  },
];

/**
 * Official websites of the licensed universities, by SUNEDU's CODIGO_ENTIDAD (the registry names none).
 * Written from knowledge of each university's official domain; not re-read online (this machine has no
 * internet). Universities left out: the Universidad para el Desarrollo Andino (082) and the Universidad
 * Privada Peruano Alemana (143), whose domains were not known with certainty.
 */
export const WEBSITES: Record<string, string> = {
  "001": "https://www.unmsm.edu.pe",
  "002": "https://www.unsch.edu.pe",
  "003": "https://www.unsaac.edu.pe",
  "004": "https://www.unitru.edu.pe",
  "005": "https://www.unsa.edu.pe",
  "006": "https://www.uni.edu.pe",
  "007": "https://www.lamolina.edu.pe",
  "008": "https://www.pucp.edu.pe",
  "010": "https://www.uncp.edu.pe",
  "011": "https://www.unapiquitos.edu.pe",
  "012": "https://www.unap.edu.pe",
  "013": "https://www.unp.edu.pe",
  "014": "https://www.cayetano.edu.pe",
  "015": "https://www.ucsm.edu.pe",
  "016": "https://www.unc.edu.pe",
  "017": "https://www.up.edu.pe",
  "018": "https://www.ulima.edu.pe",
  "019": "https://www.usmp.edu.pe",
  "020": "https://www.unife.edu.pe",
  "022": "https://www.unas.edu.pe",
  "023": "https://www.unheval.edu.pe",
  "025": "https://www.une.edu.pe",
  "026": "https://www.undac.edu.pe",
  "027": "https://www.unac.edu.pe",
  "029": "https://www.udep.edu.pe",
  "030": "https://www.urp.edu.pe",
  "032": "https://www.unjbg.edu.pe",
  "033": "https://www.unasam.edu.pe",
  "034": "https://www.unsm.edu.pe",
  "035": "https://www.unu.edu.pe",
  "038": "https://www.upeu.edu.pe",
  "039": "https://www.uandina.edu.pe",
  "041": "https://www.untumbes.edu.pe",
  "042": "https://www.uns.edu.pe",
  "043": "https://www.upt.edu.pe",
  "046": "https://www.upao.edu.pe",
  "047": "https://www.udh.edu.pe",
  "049": "https://www.umch.edu.pe",
  "051": "https://www.unh.edu.pe",
  "052A": "https://www.ucv.edu.pe",
  "054": "https://www.upc.edu.pe",
  "055": "https://www.upn.edu.pe",
  "057": "https://www.usil.edu.pe",
  "061": "https://www.uwiener.edu.pe",
  "062": "https://ucsp.edu.pe",
  "064A": "https://www.upsjb.edu.pe",
  "065": "https://www.utp.edu.pe",
  "067A": "https://ucontinental.edu.pe",
  "068": "https://www.cientifica.edu.pe",
  "069": "https://www.usat.edu.pe",
  "071": "https://www.ucss.edu.pe",
  "072": "https://www.uss.edu.pe",
  "074A": "https://www.uct.edu.pe",
  "075": "https://www.unamad.edu.pe",
  "076": "https://www.untrm.edu.pe",
  "079": "https://www.esan.edu.pe",
  "080": "https://www.uarm.edu.pe",
  "084": "https://www.unia.edu.pe",
  "088A": "https://www.untels.edu.pe",
  "089": "https://www.unajma.edu.pe",
  "095": "https://www.unam.edu.pe",
  "096": "https://www.autonoma.pe",
  "097": "https://www.uch.edu.pe",
  "098": "https://www.unaj.edu.pe",
  "100": "https://www.bausate.edu.pe",
  "101": "https://www.unj.edu.pe",
  "104": "https://www.ulcb.edu.pe",
  "105": "https://www.uroosevelt.edu.pe",
  "106": "https://www.unf.edu.pe",
  "108": "https://www.ucal.edu.pe",
  "120": "https://www.unach.edu.pe",
  "121": "https://www.unab.edu.pe",
  "122": "https://www.undc.edu.pe",
  "123": "https://www.unifslb.edu.pe",
  "124": "https://www.uniscjsa.edu.pe",
  "125": "https://www.uniq.edu.pe",
  "126": "https://www.unaaa.edu.pe",
  "127": "https://www.unaat.edu.pe",
  "128": "https://www.unah.edu.pe",
  "132": "https://www.utec.edu.pe",
  "133": "https://www.ulasalle.edu.pe",
  "136": "https://www.uma.edu.pe",
  "138": "https://www.unat.edu.pe",
};

/** A program of a licensed university, recognized in its licence, at a level we list. */
function isListed(r: ProgramRecord): boolean {
  return (
    normalize(r.ESTADO_LICENCIAMIENTO) === "LICENCIA OTORGADA" &&
    normalize(r.TIPO_AUTORIZACION_PROGRAMA).startsWith("RECONOCIDO") &&
    levelOf(r.NIVEL_ACADEMICO) !== null
  );
}

/** Reads SUNEDU's "|"-separated ISO-8859-1 file into records (the blank separator lines it ends with aside). */
export function readRaw(text: string): ProgramRecord[] {
  const [header = "", ...lines] = text.split(/\r?\n/);
  const names = header.split("|").map((h) => h.trim());
  const index = PROGRAM_COLUMNS.map((c) => {
    const i = names.indexOf(c);
    if (i < 0) throw new Error(`column ${c} is not in the file`);
    return i;
  });
  return lines
    .map((line) => line.split("|"))
    .filter((cells) => cells.some((c) => c.trim() !== ""))
    .map((cells) => Object.fromEntries(PROGRAM_COLUMNS.map((c, j) => [c, (cells[index[j] ?? -1] ?? "").trim()])) as ProgramRecord);
}

function extract(rawPath: string) {
  const all = readRaw(readFileSync(rawPath, "latin1"));
  const seen = new Set<string>();
  const rows = all.filter((r) => {
    const level = levelOf(r.NIVEL_ACADEMICO);
    if (!isListed(r) || level === null || !WEBSITES[r.CODIGO_ENTIDAD]) return false;
    if (careersFor(r.DENOMINACION_PROGRAMA, level).length === 0) return false;
    // a program taught at several campuses (locales) of one province is one row
    const key = PROGRAM_COLUMNS.map((c) => r[c]).join("|");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  mkdirSync(DIR, { recursive: true });
  writeFileSync(path.join(DIR, "programas.csv"), writeCsv(PROGRAM_COLUMNS, rows));
  console.log(`extract: ${rows.length} of ${all.length} program rows`);
}

export interface SuneduPick {
  institutionKey: string; // code|town
  code: string;
  institutionName: string;
  city: string;
  department: string;
  publicSector: boolean;
  website: string;
  career: string;
  level: ProgramLevel;
  name: string;
  modality?: "in-person" | "distance" | "blended";
}

/**
 * Maps extract rows to careers, then keeps at most `cap` per career, level and department, of the
 * universities with a known website.
 */
export function selectSunedu(rows: readonly ProgramRecord[], cap = CAP, websites: Record<string, string> = WEBSITES): SuneduPick[] {
  const groups = new Map<string, (SuneduPick & { rank: number[] })[]>();
  for (const r of rows) {
    const level = levelOf(r.NIVEL_ACADEMICO);
    const website = websites[r.CODIGO_ENTIDAD];
    if (!level || !isListed(r) || !website || !r.PROVINCIA_LOCAL) continue;
    const city = townOf(r.PROVINCIA_LOCAL);
    const department = displayName(r.DEPARTAMENTO_LOCAL);
    for (const career of careersFor(r.DENOMINACION_PROGRAMA, level)) {
      const pick = {
        institutionKey: `${r.CODIGO_ENTIDAD}|${city}`,
        code: r.CODIGO_ENTIDAD,
        institutionName: institutionName(r.NOMBRE),
        city,
        department,
        publicSector: normalize(r.TIPO_GESTION) === "PUBLICO",
        website,
        career,
        level,
        name: level === "graduate" ? graduateName(r.DENOMINACION_PROGRAMA, r.NIVEL_ACADEMICO) : displayName(programName(r.DENOMINACION_PROGRAMA)),
        modality: modalityOf(r.DENOMINACION_PROGRAMA),
        rank: [
          normalize(r.NIVEL_ACADEMICO) === "DOCTORADO" ? 1 : 0,
          normalize(r.CODIGO_FILIAL).startsWith("S") ? 0 : 1,
          r.PROVINCIA_LOCAL === r.DEPARTAMENTO_LOCAL ? 0 : 1,
          Number.parseInt(r.CODIGO_ENTIDAD, 10),
        ],
      };
      const key = `${department}|${career}|${level}`;
      groups.set(key, [...(groups.get(key) ?? []), pick]);
    }
  }
  return capPublicFirst(groups.values(), cap, { byName: true });
}

/** The catalog id of a university campus: "pe-sunedu-001-lima". */
export const institutionId = (code: string, city: string) => `pe-sunedu-${code.toLowerCase()}-${slug(city)}`;

const ts = (s: string) => JSON.stringify(s);

function render(picks: readonly SuneduPick[]): string {
  const insts = new Map<string, { id: string; pick: SuneduPick }>();
  for (const p of picks) if (!insts.has(p.institutionKey)) insts.set(p.institutionKey, { id: institutionId(p.code, p.city), pick: p });
  const sorted = [...insts.values()].sort(
    (a, b) => a.pick.institutionName.localeCompare(b.pick.institutionName) || a.pick.city.localeCompare(b.pick.city),
  );
  const lines = [
    "// Generated by scripts/data/import-sunedu.ts from data/registries/sunedu/. Do not edit by hand.",
    'import type { CountryCatalog, Institution } from "../types";',
    'import { offered } from "./define";',
    "",
    `const SOURCE = ${ts(SOURCE_ID)};`,
    'const inst = (id: string, name: string, city: string, kind: Institution["kind"], website: string): Institution => ({',
    "  id,",
    '  country: "PE",',
    "  name,",
    "  city,",
    "  kind,",
    "  website,",
    "  source: SOURCE,",
    "});",
    "",
    "export const CATALOG_PE_REGISTRY: CountryCatalog = {",
    '  country: "PE",',
    `  sources: ${JSON.stringify(SOURCES)},`,
    "  institutions: [",
    ...sorted.map(
      (i) =>
        `    inst(${ts(i.id)}, ${ts(i.pick.institutionName)}, ${ts(i.pick.city)}, ${ts(i.pick.publicSector ? "public" : "private")}, ${ts(i.pick.website)}),`,
    ),
    "  ],",
    "  programs: [",
  ];
  for (const i of sorted) {
    for (const level of ["bachelor", "graduate"] as const) {
      const seen = new Set<string>();
      const rows = picks
        .filter((p) => p.institutionKey === i.pick.institutionKey && p.level === level)
        .sort((a, b) => a.career.localeCompare(b.career) || a.name.localeCompare(b.name))
        .filter((p) => {
          const key = `${p.career}|${p.name}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      if (!rows.length) continue;
      const cells = rows.map((p) => `[${ts(p.career)}, ${ts(p.name)}${p.modality ? `, { modality: ${ts(p.modality)} }` : ""}]`);
      lines.push(`    ...offered(${ts(i.id)}, ${ts(level)}, SOURCE, [${cells.join(", ")}]),`);
    }
  }
  lines.push("  ],", "};", "");
  return lines.join("\n");
}

export function readExtract(): ProgramRecord[] {
  return readRecords(readFileSync(path.join(DIR, "programas.csv"), "utf8"), PROGRAM_COLUMNS);
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--extract") return extract(args[1] ?? "");
  const picks = selectSunedu(readExtract());
  writeFileSync(path.join(ROOT, "shared/content/programs/pe.generated.ts"), render(picks));
  const count = (l: string) => picks.filter((p) => p.level === l).length;
  console.log(
    `PE: ${new Set(picks.map((p) => p.institutionKey)).size} university campuses; bachelor ${count("bachelor")}, graduate ${count("graduate")}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
