import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../i18n/countries";
import { CAREER_TRACKS } from "./career-paths";
import { CAREER_PROFILES } from "./career-profiles.generated";
import { CAREERS } from "./careers";
import { PROGRAM_REGISTRIES } from "./program-registries";
import { HOLLAND_TYPE_INFO } from "./holland-types";
import { QUESTION_SETS } from "./question-bank";
import { SCHOLARSHIPS } from "./scholarships";
import { APPLICANTS, FIELDS, HOLLAND_TYPES, type CareerPathNode } from "./types";
import { CATALOG } from "./programs/index";

/** Every {es, en} pair anywhere inside `value`, with its path. */
function localizedStrings(value: unknown, where = ""): { where: string; es: unknown; en: unknown }[] {
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if ("es" in record && "en" in record && Object.keys(record).length === 2)
    return [{ where, es: record.es, en: record.en }];
  return Object.entries(record).flatMap(([key, child]) => localizedStrings(child, `${where}.${key}`));
}

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object") return [];
  return Object.values(value as Record<string, unknown>).flatMap(allStrings);
}

const isHttpsUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname.includes(".");
  } catch {
    return false;
  }
};

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe("content", () => {
  it("every text is given in Spanish and English, and no string is empty", () => {
    const content = {
      QUESTION_SETS,
      HOLLAND_TYPE_INFO,
      CAREERS,
      CATALOG,
      SCHOLARSHIPS,
      CAREER_TRACKS,
      PROGRAM_REGISTRIES,
    };
    const pairs = localizedStrings(content);
    expect(pairs.length).toBeGreaterThan(1000);
    const bad = pairs.filter(
      (p) => typeof p.es !== "string" || typeof p.en !== "string" || !p.es.trim() || !p.en.trim(),
    );
    expect(bad).toEqual([]);
    expect(allStrings(content).filter((s) => !s.trim())).toEqual([]);
  });

  it("has no duplicate ids", () => {
    const nodes = (node: CareerPathNode): string[] => [node.id, ...node.children.flatMap(nodes)];
    expect(duplicates(CAREERS.map((c) => c.id))).toEqual([]);
    expect(duplicates(CATALOG.flatMap((c) => c.institutions.map((u) => u.id)))).toEqual([]);
    expect(duplicates(SCHOLARSHIPS.map((s) => s.id))).toEqual([]);
    expect(duplicates(CAREER_TRACKS.flatMap((t) => nodes(t.root)))).toEqual([]);
    expect(duplicates(QUESTION_SETS.flatMap((s) => s.activities.map((a) => a.id)))).toEqual([]);
  });

  it("every URL is a well-formed https address", () => {
    const urls = [
      ...CATALOG.flatMap((c) => c.institutions.flatMap((u) => (u.website === undefined ? [] : [u.website]))),
      ...SCHOLARSHIPS.map((s) => s.url),
      ...Object.values(PROGRAM_REGISTRIES).map((r) => r.url),
    ];
    expect(urls.filter((u) => !isHttpsUrl(u))).toEqual([]);
  });

  it("every picture exists in the bundled Twemoji set", () => {
    const dir = path.join(process.cwd(), "node_modules", "@twemoji", "svg");
    const images = [
      ...QUESTION_SETS.flatMap((s) => s.activities.map((a) => a.image)),
      ...CAREER_TRACKS.map((t) => t.icon),
    ];
    expect(images.filter((image) => !fs.existsSync(path.join(dir, `${image}.svg`)))).toEqual([]);
  });
});

describe("careers", () => {
  it("has at least 90 careers, each profiled from O*NET", () => {
    expect(CAREERS.length).toBeGreaterThanOrEqual(90);
    expect(CAREERS.filter((c) => !CAREER_PROFILES[c.id]).map((c) => c.id)).toEqual([]);
  });

  it.each(HOLLAND_TYPES)("has at least 12 careers whose computed code starts with %s", (type) => {
    expect(CAREERS.filter((c) => CAREER_PROFILES[c.id]!.code.startsWith(type)).length).toBeGreaterThanOrEqual(12);
  });

  it("each career has a two-sentence description, subjects, duration, kinds of work, a field and CIP codes", () => {
    for (const career of CAREERS) {
      for (const lang of ["es", "en"] as const) {
        const sentences = career.description[lang].split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/);
        expect(sentences, `${career.id} ${lang}`).toHaveLength(2);
      }
      expect(career.subjects.length).toBeGreaterThanOrEqual(4);
      expect(career.work.length).toBeGreaterThanOrEqual(3);
      expect(FIELDS).toContain(career.field);
      expect(career.cip.length).toBeGreaterThanOrEqual(1);
      for (const cip of career.cip) expect(cip).toMatch(/^\d{2}\.\d{4}$/);
    }
  });
});

describe("program registries", () => {
  it("every country of the list except Other has one official registry with an https address", () => {
    const countries = COUNTRY_CODES.filter((c) => c !== "OTHER");
    expect(Object.keys(PROGRAM_REGISTRIES).sort()).toEqual([...countries].sort());
    for (const [country, registry] of Object.entries(PROGRAM_REGISTRIES)) {
      expect(registry.name.trim(), country).not.toBe("");
      expect(isHttpsUrl(registry.url), country).toBe(true);
    }
  });

  it("tells a Cuban reader that university study is free for Cubans", () => {
    expect(PROGRAM_REGISTRIES.CU.note?.es).toMatch(/gratuitos para los cubanos/);
    expect(PROGRAM_REGISTRIES.CU.note?.en).toMatch(/free for Cubans/);
  });
});

describe("scholarships", () => {
  it("lists at least 25 programs, several open to undergraduate or technical students", () => {
    expect(SCHOLARSHIPS.length).toBeGreaterThanOrEqual(25);
    expect(SCHOLARSHIPS.filter((s) => s.levels.some((l) => l !== "postgraduate")).length).toBeGreaterThanOrEqual(10);
  });

  it("every program records an official https URL, its countries and the fields the eligibility rules need", () => {
    for (const s of SCHOLARSHIPS) {
      expect(s.url, s.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
      expect(s.countries === "ALL" || s.countries.length > 0, s.id).toBe(true);
      if (s.countries !== "ALL") for (const c of s.countries) expect(COUNTRY_CODES, s.id).toContain(c);
      expect(s.applicants.length, s.id).toBeGreaterThan(0);
      for (const a of s.applicants) expect(APPLICANTS, s.id).toContain(a);
      expect(s.levels.length, s.id).toBeGreaterThan(0);
      expect(s.ages.min, s.id).toBeGreaterThanOrEqual(14);
      if (s.ages.max !== null) expect(s.ages.max, s.id).toBeGreaterThan(s.ages.min);
      expect(["studying", "not_studying", "any"], s.id).toContain(s.situation);
      if (Array.isArray(s.destinations)) {
        expect(s.destinations.length, s.id).toBeGreaterThan(0);
        for (const c of s.destinations) expect(COUNTRY_CODES, s.id).toContain(c);
      } else expect(["HOME", "ABROAD"], s.id).toContain(s.destinations);
      for (const lang of ["es", "en"] as const) {
        expect(s.prepare[lang].length, s.id).toBeGreaterThan(40);
        expect(s.eligibility[lang].length, s.id).toBeGreaterThan(40);
      }
    }
  });

  it("every Latin American and Caribbean country of the list has its own national program or scholarship office", () => {
    const latin = [
      "AR",
      "BO",
      "BR",
      "CL",
      "CO",
      "CR",
      "CU",
      "DO",
      "EC",
      "SV",
      "GT",
      "HT",
      "HN",
      "JM",
      "MX",
      "NI",
      "PA",
      "PY",
      "PE",
      "PR",
      "TT",
      "UY",
      "VE",
    ] as const;
    for (const country of latin) {
      const national = SCHOLARSHIPS.filter(
        (s) => s.countries !== "ALL" && s.countries.length <= 2 && s.countries.includes(country),
      );
      expect(national.length, country).toBeGreaterThan(0);
    }
  });

  it("programs that read as filler for everyone (GKS, CSC, the NL Scholarship, MEXT, Türkiye) are not offered", () => {
    for (const id of [
      "gks-korea",
      "chinese-government-scholarship",
      "nl-scholarship",
      "mext-japan",
      "turkiye-burslari",
    ]) {
      expect(SCHOLARSHIPS.map((s) => s.id)).not.toContain(id);
    }
  });

  it("every country of the list has at least one scholarship it can apply to", () => {
    for (const country of COUNTRY_CODES.filter((c) => c !== "OTHER")) {
      const available = SCHOLARSHIPS.filter((s) => s.countries === "ALL" || s.countries.includes(country));
      expect(available.length, country).toBeGreaterThan(0);
    }
  });
});

describe("career paths", () => {
  it("has six tracks, one per Holland type, each a tree of at least 12 nodes over levels 1-4", () => {
    expect(CAREER_TRACKS.map((t) => t.primaryType)).toEqual([...HOLLAND_TYPES]);
    for (const track of CAREER_TRACKS) {
      const levels: number[] = [];
      const walk = (node: CareerPathNode, level: number) => {
        expect(node.level, node.id).toBe(level);
        levels.push(node.level);
        node.children.forEach((child) => walk(child, level + 1));
      };
      walk(track.root, 1);
      expect(levels.length).toBeGreaterThanOrEqual(12);
      expect(new Set(levels)).toEqual(new Set([1, 2, 3, 4]));
    }
  });
});
