import { describe, expect, it } from "vitest";
import { CAREERS } from "../careers";
import { COUNTRY_CODES } from "../../i18n/countries";
import { PROGRAM_LEVELS, type Institution } from "../types";
import { CATALOG } from "./index";

/**
 * Institutions whose website is the official site of the body that runs them, published under that body's name;
 * read and kept.
 */
const REVIEWED_PARENT_SITES = new Map([
  ["uy-inm", "the Consejo de Formación en Educación's site, which runs both the IPA and the Instituto Normal"],
  ["ht-enapp", "the Haitian government's page for its school of public administration"],
]);

/** Words too common in institutions' and publishers' names to tell one body from another. */
const COMMON_NAME_WORDS = new Set([
  "universidad",
  "universidade",
  "university",
  "universite",
  "instituto",
  "institute",
  "institut",
  "college",
  "colegio",
  "escuela",
  "school",
  "ecole",
  "nacional",
  "national",
  "superior",
  "tecnologico",
  "technical",
  "centro",
  "center",
  "centre",
  "facultad",
  "faculty",
  "estudios",
  "studies",
  "sciences",
  "ciencias",
  "santo",
  "santa",
  "news",
  "diario",
  "prensa",
  "copy",
  "scribd",
  "docplayer",
  "pagina",
  "page",
  "oficial",
  "official",
]);

const isHttpsUrl = (url: string) => {
  try {
    return new URL(url).protocol === "https:" && /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$|:)/i.test(url);
  } catch {
    return false;
  }
};
const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
const careerIds = new Set(CAREERS.map((c) => c.id));

describe("the program catalog: every row is real and sourced (DECISIONS 34)", () => {
  it("has one part per country of the form's list (Other aside)", () => {
    expect(CATALOG.map((c) => c.country).sort()).toEqual(COUNTRY_CODES.filter((c) => c !== "OTHER").sort());
  });

  it.each(CATALOG.map((c) => [c.country, c] as const))(
    "%s: every source names its publisher, title, https URL, licence and date",
    (_country, part) => {
      expect(duplicates(part.sources.map((s) => s.id))).toEqual([]);
      for (const s of part.sources) {
        expect(s.publisher.trim(), s.id).not.toBe("");
        expect(s.title.trim(), s.id).not.toBe("");
        expect(isHttpsUrl(s.url), `${s.id} ${s.url}`).toBe(true);
        expect(s.licence.trim().length, s.id).toBeGreaterThan(5);
        expect(s.retrieved, s.id).toMatch(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
        expect(["registry", "institution"], s.id).toContain(s.kind);
      }
    },
  );

  it.each(CATALOG.map((c) => [c.country, c] as const))(
    "%s: every institution is of the country, with a city, a kind, an https website when one was seen, and a source",
    (country, part) => {
      const sources = new Set(part.sources.map((s) => s.id));
      for (const u of part.institutions) {
        expect(u.country, u.id).toBe(country);
        expect(u.id, u.id).toMatch(new RegExp(`^${country.toLowerCase()}-[a-z0-9-]+$`));
        expect(u.name.trim(), u.id).not.toBe("");
        expect(u.city.trim(), u.id).not.toBe("");
        expect(["public", "private"], u.id).toContain(u.kind);
        if (u.website !== undefined) expect(isHttpsUrl(u.website), `${u.id} ${u.website}`).toBe(true);
        expect(sources.has(u.source), `${u.id} source ${u.source}`).toBe(true);
      }
    },
  );

  it.each(CATALOG.map((c) => [c.country, c] as const))(
    "%s: no institution's website is a page another publisher wrote about it (that page is a source, and the report says so)",
    (_country, part) => {
      const othersPages = new Map(
        part.sources.filter((s) => s.kind !== "registry").map((s) => [s.url, s.publisher] as const),
      );
      // A publisher is the institution itself when the two names share a word ("Universidad Nacional de
      // Córdoba, Centro de Estudios Avanzados" for ar-unc; "ESPM" for the Escola Superior de Propaganda e Marketing).
      const words = (text: string) =>
        new Set(
          text
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .filter((w) => w.length >= 4 && !COMMON_NAME_WORDS.has(w)),
        );
      // ...or when its short name is the site's ("Instituto Tecnológico Metropolitano (ITM)" for itm.edu.co).
      const sameBody = (publisher: string, u: Institution, website: string) => {
        const own = words(`${u.name} ${u.id.split("-").slice(1).join(" ")}`);
        const host = new URL(website).hostname.replace(/^www\./, "").split(".")[0]!;
        const publisherWords = publisher
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase()
          .split(/[^a-z0-9]+/);
        return (
          [...words(publisher)].some((w) => own.has(w)) ||
          publisherWords.join("") === host ||
          publisherWords.includes(host) ||
          host.startsWith(publisherWords.filter(Boolean).join(""))
        );
      };
      const borrowed = part.institutions.filter((u) => {
        const publisher = u.website === undefined ? undefined : othersPages.get(u.website);
        return publisher !== undefined && !REVIEWED_PARENT_SITES.has(u.id) && !sameBody(publisher, u, u.website!);
      });
      expect(borrowed.map((u) => `${u.id} ${u.website} (${othersPages.get(u.website!)})`)).toEqual([]);
    },
  );

  it.each(CATALOG.map((c) => [c.country, c] as const))(
    "%s: every program is of a listed institution, a known career and level, with its official name and source",
    (_country, part) => {
      const institutions = new Set(part.institutions.map((u) => u.id));
      const sources = new Set(part.sources.map((s) => s.id));
      const problems: string[] = [];
      for (const p of part.programs) {
        const row = `${p.institution} ${p.career} ${p.level}`;
        if (!institutions.has(p.institution)) problems.push(`${row}: unknown institution`);
        if (!careerIds.has(p.career)) problems.push(`${row}: unknown career`);
        if (!(PROGRAM_LEVELS as readonly string[]).includes(p.level)) problems.push(`${row}: unknown level`);
        if (!p.name.trim()) problems.push(`${row}: no name`);
        if (!sources.has(p.source)) problems.push(`${row}: unknown source ${p.source}`);
        if (p.url !== undefined && !isHttpsUrl(p.url)) problems.push(`${row}: url ${p.url}`);
        if (p.duration !== undefined && !/\d/.test(p.duration)) problems.push(`${row}: duration ${p.duration}`);
      }
      expect(problems).toEqual([]);
      expect(
        duplicates(part.programs.map((p) => `${p.institution}|${p.career}|${p.level}|${p.name}`)),
        "the same program listed twice",
      ).toEqual([]);
    },
  );

  it("a program placed at a campus of its own names a city other than its institution's", () => {
    const wrong = CATALOG.flatMap((part) =>
      part.programs
        .filter((p) => p.city !== undefined)
        .filter((p) => {
          const home = part.institutions.find((u) => u.id === p.institution)!;
          return p.city!.trim() === "" || p.city === home.city;
        })
        .map((p) => `${part.country} ${p.institution} ${p.name}`),
    );
    expect(wrong).toEqual([]);
  });

  it("every institution offers at least one program", () => {
    const idle = CATALOG.flatMap((part) =>
      part.institutions.filter((u) => !part.programs.some((p) => p.institution === u.id)).map((u) => u.id),
    );
    expect(idle).toEqual([]);
  });

  it("every source is cited by a program or an institution (a row taken out takes its source with it)", () => {
    const unused = CATALOG.flatMap((part) => {
      const cited = new Set([...part.programs.map((p) => p.source), ...part.institutions.map((u) => u.source)]);
      return part.sources.filter((s) => !cited.has(s.id)).map((s) => `${part.country} ${s.id}`);
    });
    expect(unused).toEqual([]);
  });

  it("a public-health program is never listed as health-services administration", () => {
    const PUBLIC_HEALTH =
      /salud p[uú]blica|sa[uú]de (p[uú]blica|coletiva)|public health|global health|sant[ée] publique|sanit[aà] pubblica/i;
    const MANAGEMENT = /gesti|gest[aã]o|admin|gerenc|manag|direc/i;
    const misfiled = CATALOG.flatMap((part) =>
      part.programs
        .filter(
          (p) =>
            p.career === "health-services-administration" && PUBLIC_HEALTH.test(p.name) && !MANAGEMENT.test(p.name),
        )
        .map((p) => `${p.institution}: ${p.name}`),
    );
    expect(misfiled).toEqual([]);
  });

  it("the technical track of a secondary-school diploma (bachillerato técnico, perito) is marked as such, and only a technical row is", () => {
    // a reader who has finished secondary school has passed that level (Program.track)
    const SECONDARY_SCHOOL =
      /profesional técnico bachiller|^perito\b|bachillerato (técnico|tecnológico|industrial|bivalente)/i;
    const unmarked = CATALOG.flatMap((part) =>
      part.programs
        .filter((p) => SECONDARY_SCHOOL.test(p.name) && p.track !== "secondary-school")
        .map((p) => `${p.institution}: ${p.name}`),
    );
    expect(unmarked).toEqual([]);
    const misplaced = CATALOG.flatMap((part) =>
      part.programs
        .filter((p) => p.track === "secondary-school" && p.level !== "technical")
        .map((p) => `${p.institution}: ${p.name}`),
    );
    expect(misplaced).toEqual([]);
    // Mexico's CONALEP and bachillerato tecnológico, Guatemala's perito
    for (const id of ["mx-conalep", "mx-dgeti", "gt-kinal", "gt-enca"])
      expect(
        CATALOG.flatMap((part) => part.programs).filter((p) => p.institution === id && p.track !== "secondary-school"),
        id,
      ).toEqual([]);
  });

  it("a graduate program is named as one (maestría, especialización, máster, master's, doctorate, certificate…)", () => {
    const GRADUATE =
      /maestr|magíster|magister|m[aá]ster|especiali|doctor|posgrad|postgrad|graduate|m\.?\s?s\.?\b|m\.?\s?a\.?\b|m\.?ed\b|mba|msw|m\.?p\.?a\b|m\.?p\.?h\b|m\.?sc|msc|ph\.?d|certificat|diplom|mestrado|especialização|laurea magistrale|postgraduate|pgcert|pgdip|ll\.?m|d\.?n\.?p|m\.?arch|m\.?eng|m\.?f\.?a|m\.?s\.?w|m\.?l\.?i\.?s|m\.?acc|m\.?fin|m\.?h\.?a|m\.?s\.?n|master|mphil|dess|m\.?res/i;
    const unnamed = CATALOG.flatMap((part) =>
      part.programs
        .filter((p) => p.level === "graduate" && !GRADUATE.test(p.name))
        .map((p) => `${p.institution}: ${p.name}`),
    );
    expect(unnamed).toEqual([]);
  });
});
