import { describe, expect, it } from "vitest";
import { CAREERS } from "./careers";
import { CO_PUBLISHED_TUITION, CO_TUITION_MIRRORS, CO_TUITION_SOURCES } from "./costs-co.generated";
import { CATALOG_CO_REGISTRY } from "./programs/co.generated";
import { PROGRAM_LEVELS, TUITION_PERIODS } from "./types";

/** Every published tuition Colombia's compare cell shows carries its source (DECISIONS 36). */
describe("the provenance of Colombia's published tuition (SNIES)", () => {
  const sources = new Map(CO_TUITION_SOURCES.map((s) => [s.id, s]));

  it("cites the SNIES sources of the program catalog: the ministry, the address, Ley 1712 de 2014 and the date", () => {
    expect(CO_TUITION_SOURCES).toEqual(CATALOG_CO_REGISTRY.sources);
    for (const source of CO_TUITION_SOURCES) {
      expect(source.publisher).toBe("Ministerio de Educación Nacional — SNIES");
      expect(source.url).toBe("https://hecaa.mineducacion.gov.co/consultaspublicas/programas");
      expect(source.licence).toContain("Ley 1712 de 2014");
      expect(source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.kind).toBe("registry");
    }
  });

  it("names, for each level, the public copy of the SNIES export it was read from, at a commit", () => {
    expect(Object.keys(CO_TUITION_MIRRORS).sort()).toEqual([...PROGRAM_LEVELS].sort());
    for (const mirror of Object.values(CO_TUITION_MIRRORS)) {
      expect(mirror.repository).toBe("https://github.com/hasuarez32/snies-monitor");
      expect(mirror.path).toMatch(/\.xlsx$/);
      expect(mirror.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(mirror.exported).toMatch(/^2026-\d{2}-\d{2}$/);
    }
  });

  it("gives every figure its source and its export: the technical export for technical programs, the other for the rest", () => {
    const careers = new Set(CAREERS.map((c) => c.id));
    for (const figure of CO_PUBLISHED_TUITION) {
      const where = `${figure.career} ${figure.level}`;
      expect(careers.has(figure.career), where).toBe(true);
      expect(sources.has(figure.source), where).toBe(true);
      expect(figure.source, where).toBe(
        figure.level === "technical" ? "co-snies-programas-tecnicos" : "co-snies-programas",
      );
      expect(figure.mirror, where).toEqual(CO_TUITION_MIRRORS[figure.level]);
      expect(TUITION_PERIODS, where).toContain(figure.period);
      for (const n of [figure.programs, figure.median, figure.min, figure.max])
        expect(Number.isInteger(n), where).toBe(true);
    }
    const keys = CO_PUBLISHED_TUITION.map((f) => `${f.career}|${f.level}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
