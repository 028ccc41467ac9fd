/**
 * The tuition Colombia's programs publish in SNIES (COSTO_MATRÍCULA_ESTUD_NUEVOS: the tuition per
 * academic period for new students, in pesos), summed up per career and level. Pure functions, shared
 * by the importer (import-snies.ts) and its test.
 *
 * Rules:
 * - a program counts once for every career its name matches (snies.ts), at its level, when it is active;
 * - its tuition is valid when it is a number of whole pesos from COP 10.000 to COP 200.000.000: blank,
 *   zero, negative, non-numeric values (and placeholders under COP 10.000, or amounts over
 *   COP 200.000.000 for one period, more than any program's whole length costs) are ignored;
 * - the tuition is per the program's period (PERIODICIDAD) and is never converted: the programs of
 *   each career and level are grouped by period and only the most common named period is counted
 *   (Semestral first on a tie); "Periodos", "Sin definir" and a blank name no period and are never
 *   counted, nor are the programs of the other periods (they are reported as `otherPeriods`);
 * - a figure needs at least MIN_PROGRAMS programs; so does each of its public and private parts;
 * - the median of an even count is the mean of the two middle values, rounded to the peso.
 */
import type { ProgramLevel, PublishedTuition, SniesMirrorFile, TuitionPeriod, TuitionStats } from "../../shared/content/types";
import { careersFor, levelOf, normalize } from "./snies";

/** The fewest programs a figure (or its public or private part) is given for. */
export const MIN_PROGRAMS = 3;
/** Valid tuitions per period, in pesos. */
export const MIN_TUITION = 10_000;
export const MAX_TUITION = 200_000_000;

/** SNIES periodicities that name a period, in the order a tie is settled. */
export const PERIOD_OF: Record<string, TuitionPeriod> = {
  SEMESTRAL: "semester",
  ANUAL: "year",
  CUATRIMESTRAL: "four-month",
  TRIMESTRAL: "quarter",
  BIMESTRAL: "two-month",
  MENSUAL: "month",
};

/** The columns the summary reads. */
export interface TuitionRow {
  NOMBRE_DEL_PROGRAMA: string;
  ESTADO_PROGRAMA: string;
  "NIVEL_DE_FORMACIÓN": string;
  SECTOR: string;
  PERIODICIDAD: string;
  "COSTO_MATRÍCULA_ESTUD_NUEVOS": string;
}

/** A row's tuition in whole pesos, or null when it is blank or not a valid amount (rules above). */
export function tuitionOf(raw: string): number | null {
  const t = raw.trim();
  if (!/^\d+(\.\d+)?([eE]\+?\d+)?$/.test(t)) return null;
  const n = Math.round(Number(t));
  return Number.isFinite(n) && n >= MIN_TUITION && n <= MAX_TUITION ? n : null;
}

/** Count, median and range of some amounts; null when fewer than MIN_PROGRAMS. */
export function statsOf(values: readonly number[]): TuitionStats | null {
  if (values.length < MIN_PROGRAMS) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  const median = v.length % 2 ? v[mid]! : Math.round((v[mid - 1]! + v[mid]!) / 2);
  return { programs: v.length, median, min: v[0]!, max: v[v.length - 1]! };
}

/** Where each level's rows were read, and the DataSource it cites. */
export type TuitionOrigins = Record<ProgramLevel, { source: string; mirror: SniesMirrorFile }>;

const LEVELS: readonly ProgramLevel[] = ["technical", "bachelor", "graduate"];

/** The published tuition per career and level, sorted by career then level. */
export function publishedTuition(rows: readonly TuitionRow[], origins: TuitionOrigins): PublishedTuition[] {
  const groups = new Map<string, { career: string; level: ProgramLevel; rows: TuitionRow[] }>();
  for (const r of rows) {
    const level = levelOf(r["NIVEL_DE_FORMACIÓN"]);
    if (!level || normalize(r.ESTADO_PROGRAMA) !== "ACTIVO") continue;
    for (const career of careersFor(r.NOMBRE_DEL_PROGRAMA, level)) {
      const key = `${career}|${level}`;
      if (!groups.has(key)) groups.set(key, { career, level, rows: [] });
      groups.get(key)!.rows.push(r);
    }
  }
  const out: PublishedTuition[] = [];
  for (const { career, level, rows: group } of groups.values()) {
    const priced = group.flatMap((r) => {
      const amount = tuitionOf(r["COSTO_MATRÍCULA_ESTUD_NUEVOS"]);
      const sector = normalize(r.SECTOR);
      return amount === null ? [] : [{ amount, period: PERIOD_OF[normalize(r.PERIODICIDAD)], sector }];
    });
    const order = Object.values(PERIOD_OF);
    const counts = order.map((p) => priced.filter((x) => x.period === p).length);
    const best = Math.max(...counts);
    if (best < MIN_PROGRAMS) continue;
    const period = order[counts.indexOf(best)]!;
    const counted = priced.filter((x) => x.period === period);
    const all = statsOf(counted.map((x) => x.amount))!;
    out.push({
      career,
      level,
      period,
      ...all,
      public: statsOf(counted.filter((x) => x.sector === "OFICIAL").map((x) => x.amount)),
      private: statsOf(counted.filter((x) => x.sector === "PRIVADO").map((x) => x.amount)),
      listed: group.length,
      otherPeriods: priced.length - counted.length,
      ...origins[level],
    });
  }
  return out.sort((a, b) => a.career.localeCompare(b.career) || LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level));
}
