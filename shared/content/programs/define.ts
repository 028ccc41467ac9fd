/**
 * Small helpers that keep the per-country catalog files compact: a country's programs are written
 * per institution and level, one row per program.
 */
import type { Program, ProgramLevel } from "../types";

/** Extra facts of one program row. */
export interface ProgramExtra {
  duration?: string;
  modality?: Program["modality"];
  url?: string;
}

/** One row: [career id, official program name, extra facts]. */
export type ProgramRow = readonly [career: string, name: string, extra?: ProgramExtra];

/** The programs of one institution at one level, all read from the same source. */
export function offered(
  institution: string,
  level: ProgramLevel,
  source: string,
  rows: readonly ProgramRow[],
): Program[] {
  return rows.map(([career, name, extra]) => ({ institution, career, level, name, source, ...extra }));
}
