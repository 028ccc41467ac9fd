/**
 * Small helpers that keep the per-country catalog files compact: a country's programs are written
 * per institution and level, one row per program.
 */
import type { CountryCatalog, DataSource, Institution, Program, ProgramLevel } from "../types";

/** Extra facts of one program row. */
export interface ProgramExtra {
  duration?: string;
  modality?: Program["modality"];
  url?: string;
  city?: string;
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

/** Program rows of a secondary-school diploma's technical track (see Program.track). */
export function atSecondarySchool(programs: Program[]): Program[] {
  return programs.map((program) => ({ ...program, track: "secondary-school" }));
}

/** The licence line of a row read from an institution's own page. */
export const INSTITUTION_PAGE_LICENCE = "Facts (names, levels, durations) cited from the institution's public page";

/** An institution whose official website was seen (every row made from a list of official sites has one). */
export type SitedInstitution = Institution & { website: string };

/** The official website of an institution that must have one (a registry's row, a list of official sites). */
export function officialWebsite(institution: Institution): string {
  if (!institution.website) throw new Error(`${institution.id}: no official website`);
  return institution.website;
}

/**
 * A country's maker of institutions whose rows cite the institution's own official site as their
 * source (`<id>-site`), with the country's usual title for a program listing and the date read.
 */
export function sitedInstitutions(
  country: Institution["country"],
  defaults: { title: string; retrieved: string },
): (
  id: string,
  name: string,
  city: string,
  kind: Institution["kind"],
  website: string,
  title?: string,
) => { source: DataSource; institution: SitedInstitution } {
  return (id, name, city, kind, website, title = defaults.title) => ({
    source: {
      id: `${id}-site`,
      publisher: name,
      title,
      url: website,
      licence: INSTITUTION_PAGE_LICENCE,
      retrieved: defaults.retrieved,
      kind: "institution",
    },
    institution: { id, country, name, city, kind, website, source: `${id}-site` },
  });
}

/** An institution as the per-country lists write it: id, name, city, kind, official website. */
export type InstitutionRow = readonly [
  id: string,
  name: string,
  city: string,
  kind: Institution["kind"],
  website: string,
];

/**
 * The institutions of a country's list, each citing its own official site (`<id>-site`, titled
 * `title`, read on `retrieved`): the sources and the institution rows of the catalog.
 */
export function listedInstitutions(
  country: Institution["country"],
  rows: readonly InstitutionRow[],
  defaults: { title: string; retrieved: string },
): { sources: DataSource[]; institutions: SitedInstitution[] } {
  const sited = rows.map((row) => sitedInstitutions(country, defaults)(...row));
  return { sources: sited.map((s) => s.source), institutions: sited.map((s) => s.institution) };
}

/** A source that is an institution's own page (title and address given), read on `retrieved`. */
export function institutionPage(
  id: string,
  publisher: string,
  title: string,
  url: string,
  retrieved: string,
): DataSource {
  return { id, publisher, title, url, licence: INSTITUTION_PAGE_LICENCE, retrieved, kind: "institution" };
}

/**
 * A maker of pages read on `retrieved`: each id as given, or after `${prefix}-` when a pass names its own ("au-s27v").
 */
export function pagesOn(
  retrieved: string,
  prefix?: string,
): (id: string, publisher: string, title: string, url: string) => DataSource {
  return (id, publisher, title, url) =>
    institutionPage(prefix === undefined ? id : `${prefix}-${id}`, publisher, title, url, retrieved);
}

/**
 * A maker of one pass's sources: pages read on `retrieved`, each id suffixed with `-${tag}` so that
 * it cannot clash with another pass's source for the same institution.
 */
export function taggedPages(
  tag: string,
  retrieved: string,
): (id: string, publisher: string, title: string, url: string) => DataSource {
  return (id, publisher, title, url) => institutionPage(`${id}-${tag}`, publisher, title, url, retrieved);
}

/**
 * A country's maker of institution rows citing the given source. `website` is the institution's own address as
 * seen in a stored page, or undefined when none was seen (never the news page the row rests on: that is its source).
 */
export function institutionsOf(
  country: Institution["country"],
): (
  id: string,
  name: string,
  city: string,
  kind: Institution["kind"],
  website: string | undefined,
  source: string,
) => Institution {
  return (id, name, city, kind, website, source) => ({
    id,
    country,
    name,
    city,
    kind,
    ...(website === undefined ? {} : { website }),
    source,
  });
}

/** Which row of an earlier pass an entry means: its institution, career and level, and its name when those match several. */
export interface RowRef {
  institution: string;
  career: string;
  level: ProgramLevel;
  name?: string;
}

/**
 * A row of an earlier pass that now rests on a page this pass read (`source`), with its name and length as read;
 * `duration: null` takes out a length the page does not state (it was written from memory).
 */
export interface Reread extends RowRef {
  source: string;
  /** `city`: where the page read says it is taught, when that is not the institution's city (Program.city). */
  set?: { name?: string; duration?: string | null; city?: string };
}

/** A row of an earlier pass that a page read showed wrong (not offered, or at another level), and why. */
export interface Withdrawn extends RowRef {
  why: string;
}

/**
 * One pass's rows: the sources it read, the institutions it added and the programs it found; and, for rows of
 * earlier passes written without reading their page, those it read now (`reread`) or found wrong (`withdrawn`).
 */
export type CatalogPass = Partial<Pick<CountryCatalog, "sources" | "institutions" | "programs">> & {
  reread?: readonly Reread[];
  withdrawn?: readonly Withdrawn[];
};

/** The one program `ref` means; throws when it names none, or several without a name to tell them apart. */
function indexOfRow(programs: readonly Program[], ref: RowRef): number {
  const hits = programs.flatMap((p, i) =>
    p.institution === ref.institution &&
    p.career === ref.career &&
    p.level === ref.level &&
    (ref.name === undefined || p.name === ref.name)
      ? [i]
      : [],
  );
  const what = `${ref.institution} ${ref.career} ${ref.level}${ref.name ? ` "${ref.name}"` : ""}`;
  if (hits.length !== 1)
    throw new Error(`${what}: ${hits.length === 0 ? "no such row" : "several rows, give the name"}`);
  return hits[0]!;
}

/**
 * A country's catalog: its first rows, then each later pass in order: its rows appended, the earlier rows it read
 * again re-pointed to the page read (name and length as read), and those it found wrong taken out.
 */
export function withPasses(base: CountryCatalog, ...passes: readonly CatalogPass[]): CountryCatalog {
  let programs = [...base.programs];
  /** The sources rows were re-pointed from, or withdrawn rows cited: dropped when nothing cites them any more. */
  const superseded = new Set<string>();
  for (const pass of passes) {
    for (const r of pass.reread ?? []) {
      const i = indexOfRow(programs, r);
      superseded.add(programs[i]!.source);
      const { duration, ...rest } = { ...programs[i]!, ...r.set, source: r.source };
      programs[i] = duration === null || duration === undefined ? rest : { ...rest, duration };
    }
    for (const w of pass.withdrawn ?? []) {
      const i = indexOfRow(programs, w);
      superseded.add(programs[i]!.source);
      programs = programs.filter((_, j) => j !== i);
    }
    programs.push(...(pass.programs ?? []));
  }
  const institutions = [...base.institutions, ...passes.flatMap((pass) => pass.institutions ?? [])];
  const cited = new Set([...programs.map((p) => p.source), ...institutions.map((i) => i.source)]);
  return {
    ...base,
    sources: [...base.sources, ...passes.flatMap((pass) => pass.sources ?? [])].filter(
      (source) => cited.has(source.id) || !superseded.has(source.id),
    ),
    institutions,
    programs,
  };
}
