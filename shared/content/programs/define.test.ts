import { describe, expect, it } from "vitest";
import type { CountryCatalog } from "../types";
import { institutionPage, offered, withPasses } from "./define";

const base: CountryCatalog = {
  country: "MX",
  sources: [institutionPage("mx-u-site", "U", "Oferta", "https://u.example.mx", "2026-11-26")],
  institutions: [
    {
      id: "mx-u",
      country: "MX",
      name: "U",
      city: "Puebla",
      kind: "public",
      website: "https://u.example.mx",
      source: "mx-u-site",
    },
  ],
  programs: [
    ...offered("mx-u", "bachelor", "mx-u-site", [
      ["music", "Licenciatura en Música"],
      ["music", "Licenciatura en Música Popular"],
      ["physics", "Licenciatura en Física"],
    ]),
    ...offered("mx-u", "graduate", "mx-u-site", [["physics", "Maestría en Física"]]),
  ],
};
const read = institutionPage(
  "mx-u-musica-2026-11-28",
  "U",
  "Licenciatura en Música",
  "https://u.example.mx/musica",
  "2026-11-28",
);

describe("a later pass over rows written without reading their page", () => {
  it("re-points a row it read to the page read, with the name and length as read, and keeps the order", () => {
    const out = withPasses(base, {
      sources: [read],
      reread: [
        {
          institution: "mx-u",
          career: "music",
          level: "bachelor",
          name: "Licenciatura en Música",
          source: read.id,
          set: { duration: "8 semestres" },
        },
      ],
    });
    expect(out.programs.map((p) => p.name)).toEqual(base.programs.map((p) => p.name));
    expect(out.programs[0]).toEqual({ ...base.programs[0], source: read.id, duration: "8 semestres" });
    expect(out.programs.slice(1)).toEqual(base.programs.slice(1));
    expect(out.sources.map((s) => s.id)).toEqual(["mx-u-site", read.id]);
  });

  it("drops a source no row cites once its rows rest on pages read, and keeps one still cited", () => {
    const news = institutionPage(
      "mx-u-fisica-2026-11-27",
      "Diario",
      "Física",
      "https://diario.example.mx/fisica",
      "2026-11-27",
    );
    const withNews: CountryCatalog = {
      ...base,
      sources: [...base.sources, news],
      programs: base.programs.map((p) => (p.name === "Maestría en Física" ? { ...p, source: news.id } : p)),
    };
    const page = institutionPage(
      "mx-u-posgrado-2026-11-28",
      "U",
      "Posgrado",
      "https://u.example.mx/posgrado",
      "2026-11-28",
    );
    const out = withPasses(withNews, {
      sources: [page, read],
      reread: [
        { institution: "mx-u", career: "physics", level: "graduate", source: page.id },
        { institution: "mx-u", career: "music", level: "bachelor", name: "Licenciatura en Música", source: read.id },
      ],
    });
    // the news page is cited by nothing now; the site is still the institution's source and other rows'
    expect(out.sources.map((s) => s.id)).toEqual(["mx-u-site", page.id, read.id]);
  });

  it("places a row at the campus the page read names", () => {
    const out = withPasses(base, {
      sources: [read],
      reread: [
        { institution: "mx-u", career: "physics", level: "graduate", source: read.id, set: { city: "Tehuacán" } },
      ],
    });
    expect(out.programs[3]).toMatchObject({ name: "Maestría en Física", city: "Tehuacán", source: read.id });
    expect(out.programs[0]).not.toHaveProperty("city");
  });

  it("takes out a length the page read does not state", () => {
    const withLength: CountryCatalog = { ...base, programs: base.programs.map((p) => ({ ...p, duration: "2 años" })) };
    const out = withPasses(withLength, {
      sources: [read],
      reread: [{ institution: "mx-u", career: "physics", level: "graduate", source: read.id, set: { duration: null } }],
    });
    expect(out.programs[3]).toEqual({
      institution: "mx-u",
      career: "physics",
      level: "graduate",
      name: "Maestría en Física",
      source: read.id,
    });
    expect(out.programs.slice(0, 3).every((p) => p.duration === "2 años")).toBe(true);
  });

  it("takes out a row a page read showed wrong, and only that one", () => {
    const out = withPasses(base, {
      withdrawn: [
        { institution: "mx-u", career: "physics", level: "graduate", why: "the posgrado page lists a doctorate only" },
      ],
    });
    expect(out.programs.map((p) => p.name)).toEqual([
      "Licenciatura en Música",
      "Licenciatura en Música Popular",
      "Licenciatura en Física",
    ]);
  });

  it("drops the source only a withdrawn row cited, and keeps one other rows still cite", () => {
    const own = institutionPage("mx-u-fisica-2026-11-27", "U", "Física", "https://u.example.mx/fisica", "2026-11-27");
    const withOwn: CountryCatalog = {
      ...base,
      sources: [...base.sources, own],
      programs: base.programs.map((p) => (p.name === "Maestría en Física" ? { ...p, source: own.id } : p)),
    };
    const out = withPasses(withOwn, {
      withdrawn: [
        { institution: "mx-u", career: "physics", level: "graduate", why: "the posgrado page lists a doctorate only" },
        { institution: "mx-u", career: "physics", level: "bachelor", why: "closed in 2020" },
      ],
    });
    // the physics pages are cited by nothing now; the site is still the institution's source and the music rows'
    expect(out.sources.map((s) => s.id)).toEqual(["mx-u-site"]);
  });

  it("refuses an entry that names no row, or several without the name that tells them apart", () => {
    expect(() =>
      withPasses(base, { reread: [{ institution: "mx-u", career: "music", level: "graduate", source: read.id }] }),
    ).toThrow(/no such row/);
    expect(() =>
      withPasses(base, { reread: [{ institution: "mx-u", career: "music", level: "bachelor", source: read.id }] }),
    ).toThrow(/several rows/);
  });

  it("appends a pass's own rows after the earlier ones, as before", () => {
    const extra = offered("mx-u", "technical", read.id, [["music", "TSU en Música"]]);
    const out = withPasses(base, { sources: [read], programs: extra });
    expect(out.programs).toEqual([...base.programs, ...extra]);
  });
});
