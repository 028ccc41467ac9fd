import { PROGRAM_REGISTRIES } from "@shared/content/program-registries";
import type { ProgramRegistry, University } from "@shared/content/types";
import { UNIVERSITIES } from "@shared/content/universities";
import { COUNTRY_NAMES, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";

/**
 * Where to study a career (pure: no I/O). The rule: an institution is listed for a career only if
 * it offers that program, under the career's name or a named close equivalent. A reader sees the
 * institutions of their own country; when none is known there, the answer says so and carries the
 * country's official registry of programs instead of borrowing institutions from another country.
 * Only a reader whose country is not on the list ("OTHER") sees institutions abroad, labelled so.
 */

/** One institution offering the career, with its own program name when that differs. */
export interface InstitutionOffer {
  institution: University;
  /** The institution's name for the program, when it is not the career's own name. */
  program?: string;
}

export type WhereToStudy =
  /** Institutions of the reader's country that offer the program (the registry lists the rest). */
  | { kind: "country"; country: Exclude<CountryCode, "OTHER">; offers: InstitutionOffer[]; registry: ProgramRegistry }
  /** No institution of the reader's country is known to offer it: the official registry is the pointer. */
  | { kind: "none"; country: Exclude<CountryCode, "OTHER">; offers: []; registry: ProgramRegistry }
  /** A reader from a country outside the list: institutions abroad that offer it, said so. */
  | { kind: "abroad"; offers: InstitutionOffer[] };

export const INSTITUTIONS_PER_CAREER = 5;

/** Whether `institution` offers the career's program (under its name or a named close equivalent). */
export function offersCareer(institution: University, careerId: string): boolean {
  return institution.offers.includes(careerId);
}

function toOffer(institution: University, careerId: string): InstitutionOffer {
  const program = institution.programs?.[careerId];
  return program ? { institution, program } : { institution };
}

/**
 * The institutions offering `careerId` for a reader of `country`, at most `limit`, in the content's
 * order (which puts each country's major public institutions first). Abroad, one per country so
 * that no single country fills the list.
 */
export function whereToStudy(
  careerId: string,
  country: CountryCode,
  options: {
    limit?: number;
    institutions?: readonly University[];
    registries?: Record<Exclude<CountryCode, "OTHER">, ProgramRegistry>;
  } = {},
): WhereToStudy {
  const limit = options.limit ?? INSTITUTIONS_PER_CAREER;
  const institutions = options.institutions ?? UNIVERSITIES;
  const registries = options.registries ?? PROGRAM_REGISTRIES;
  const offering = institutions.filter((u) => offersCareer(u, careerId));

  if (country === "OTHER") {
    const seen = new Set<string>();
    const onePerCountry = offering.filter((u) => !seen.has(u.country) && seen.add(u.country));
    return { kind: "abroad", offers: onePerCountry.slice(0, limit).map((u) => toOffer(u, careerId)) };
  }
  const registry = registries[country];
  const local = offering.filter((u) => u.country === country);
  if (local.length === 0) return { kind: "none", country, offers: [], registry };
  return { kind: "country", country, offers: local.slice(0, limit).map((u) => toOffer(u, careerId)), registry };
}

/** Country names that take an article after "in"/"en" ("in the United States", "en el Reino Unido"). */
const WITH_ARTICLE: Partial<Record<CountryCode, { es?: string; en?: string }>> = {
  DO: { en: "the Dominican Republic" },
  US: { en: "the United States" },
  GB: { es: "el Reino Unido", en: "the United Kingdom" },
  NL: { es: "los Países Bajos", en: "the Netherlands" },
};

/** The country as it reads after "in" / "en". */
export function countryPlace(country: Exclude<CountryCode, "OTHER">, lang: Lang): string {
  return WITH_ARTICLE[country]?.[lang] ?? COUNTRY_NAMES[country][lang];
}
