import type { Localized, Program, ProgramLevel } from "@shared/content/types";
import type { CountryCode } from "@shared/i18n/countries";
import { programsAt } from "./institutions.model";
import { durationFor } from "./study-system.model";

/**
 * How long a career takes at one level in the reader's country, as the country states it (pure: no
 * I/O). In order:
 * 1. the lengths the country's own program rows state for that career and level (the catalog's
 *    sourced rows: "Grado en Veterinaria · 5 años", "10 semestres"), as a range in years;
 * 2. the country's usual length for the level (shared/content/study-systems.ts: Spain's grados 4 años,
 *    medicine 6), when the table gives it as a plain figure and the career's own length does not already
 *    fall within it. Professional degrees whose length is regulated apart (dentistry, pharmacy, law,
 *    veterinary medicine, architecture) never take the level's usual length: a country's grado may be 4
 *    years while its dentistry is 5;
 * 3. otherwise undefined: the career's own length stands.
 */

/** Units a program row states its length in, as years per unit. Terms whose count per year varies
 * (cuatrimestres, trimestres, periodos) are not read. */
const UNITS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(años?|anos?|years?|ans?|ann[io]|jaar|jahre?)$/i, 1],
  [/^(semestres?|semesters?)$/i, 0.5],
  [/^(meses|mes|months?)$/i, 1 / 12],
];

/** The length a program row states, in years ("10 semestres" → 5, "1,5 ano (3 semestres)" → 1.5); undefined when unclear. */
export function programYears(duration: string | undefined): number | undefined {
  if (!duration) return undefined;
  const text = duration.replace(/\s*\([^)]*\)\s*$/, "").trim();
  const match = /^(\d+(?:[.,]\d+)?)\s+(\p{L}+)$/u.exec(text);
  if (!match) return undefined;
  const count = Number(match[1]!.replace(",", "."));
  const unit = UNITS.find(([pattern]) => pattern.test(match[2]!));
  if (!unit || !(count > 0)) return undefined;
  return Math.round(count * unit[1] * 2) / 2;
}

function formatYears(min: number, max: number): Localized {
  const es = (n: number) => String(n).replace(".", ",");
  const range = (f: (n: number) => string) => (min === max ? f(min) : `${f(min)}-${f(max)}`);
  const one = min === max && min === 1;
  return { es: `${range(es)} ${one ? "año" : "años"}`, en: `${range(String)} ${one ? "year" : "years"}` };
}

/** The range of years in a length text ("4-5 years" → [4, 5], "2.5 years" → [2.5, 2.5]); undefined when it is not a plain figure. */
export function plainYears(duration: Localized): [number, number] | undefined {
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? years?$/.exec(duration.en);
  if (!match) return undefined;
  const min = Number(match[1]);
  return [min, match[2] ? Number(match[2]) : min];
}

/** The years the rows state, as one range; undefined when no row states a length that reads clearly. */
export function statedLength(programs: readonly Pick<Program, "duration">[]): Localized | undefined {
  const years = programs.map((p) => programYears(p.duration)).filter((n): n is number => n !== undefined);
  if (years.length === 0) return undefined;
  return formatYears(Math.min(...years), Math.max(...years));
}

/** Careers whose first degree the countries regulate apart from their other degrees (see 2. above). */
const REGULATED_APART: ReadonlySet<string> = new Set([
  "dentistry",
  "pharmacy",
  "law",
  "veterinary-medicine",
  "architecture",
]);

/**
 * The length of `career` at `level` in `country`, as the country states it, or undefined when the
 * career's own length should stand (see the rules at the top of this file).
 */
export function countryLength(
  career: { id: string; duration: Localized },
  country: CountryCode,
  level: ProgramLevel,
): Localized | undefined {
  if (country === "OTHER") return undefined;
  const key = `${country}|${career.id}|${level}|${career.duration.en}`;
  if (!MEMO.has(key)) MEMO.set(key, lengthOf(career, country, level));
  return MEMO.get(key);
}

/** Lengths already worked out (the catalog is static: a few thousand keys at most). */
const MEMO = new Map<string, Localized | undefined>();

function lengthOf(
  career: { id: string; duration: Localized },
  country: Exclude<CountryCode, "OTHER">,
  level: ProgramLevel,
): Localized | undefined {
  const stated = statedLength(programsAt(career.id, country, level));
  if (stated) return stated;
  if (REGULATED_APART.has(career.id)) return undefined;
  const usual = durationFor(country, level, career.id);
  const usualYears = usual && plainYears(usual);
  if (!usual || !usualYears) return undefined;
  const own = plainYears(career.duration);
  if (own && own[0] >= usualYears[0] && own[1] <= usualYears[1]) return undefined;
  return usual;
}
