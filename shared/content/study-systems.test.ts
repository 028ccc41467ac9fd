import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../i18n/countries";
import { CAREERS } from "./careers";
import { CATALOG } from "./programs";
import { STUDY_SYSTEMS, type SystemCountry } from "./study-systems";
import { PROGRAM_LEVELS, type Localized } from "./types";

const COUNTRIES = COUNTRY_CODES.filter((code): code is SystemCountry => code !== "OTHER");

function isHttpsUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname.includes(".") && !/\s/.test(url);
  } catch {
    return false;
  }
}

function filled(text: Localized | undefined): boolean {
  return !!text && text.es.trim() !== "" && text.en.trim() !== "";
}

describe("study systems: content", () => {
  it("covers every country of the list except OTHER, each under its own code", () => {
    expect(Object.keys(STUDY_SYSTEMS).sort()).toEqual([...COUNTRIES].sort());
    expect(COUNTRIES).toHaveLength(32);
    for (const country of COUNTRIES) expect(STUDY_SYSTEMS[country].country).toBe(country);
  });

  it.each(COUNTRIES)("%s has at least one registry for each level", (country) => {
    const { registries } = STUDY_SYSTEMS[country];
    for (const level of PROGRAM_LEVELS) {
      expect(registries.filter((r) => r.levels.includes(level)).length, `${country} ${level}`).toBeGreaterThan(0);
    }
  });

  it.each(COUNTRIES)("%s: every registry and named exam has an https URL and a source of its country", (country) => {
    const system = STUDY_SYSTEMS[country];
    const sources = new Map(system.sources.map((s) => [s.id, s]));
    for (const registry of system.registries) {
      expect(isHttpsUrl(registry.url), registry.url).toBe(true);
      expect(sources.has(registry.source), registry.source).toBe(true);
      expect(registry.name.trim()).not.toBe("");
      expect(registry.publisher.trim()).not.toBe("");
      expect(registry.levels.length).toBeGreaterThan(0);
      if (registry.note) expect(filled(registry.note), registry.name).toBe(true);
    }
    for (const exam of system.exams) {
      expect(exam.levels.length).toBeGreaterThan(0);
      expect(filled(exam.note)).toBe(true);
      if (exam.kind === "test") {
        expect(isHttpsUrl(exam.url), exam.url).toBe(true);
        expect(sources.has(exam.source), exam.source).toBe(true);
        expect(sources.get(exam.source)?.url).toBe(exam.url);
        expect(filled(exam.name)).toBe(true);
      }
    }
  });

  it.each(COUNTRIES)("%s: sources are complete, https and dated", (country) => {
    for (const source of STUDY_SYSTEMS[country].sources) {
      expect(source.id).toMatch(/^sys-[a-z]{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(source.id.slice(4, 6)).toBe(country.toLowerCase());
      expect(isHttpsUrl(source.url), source.url).toBe(true);
      expect(source.publisher.trim()).not.toBe("");
      expect(source.title.trim()).not.toBe("");
      // the professions entered after university study cite the BLS's Occupational Outlook Handbook (a U.S.
      // government work) or Canada's AFMC, and what a profession asks after its first degree cites the pages read, on 2026-11-28; the recognition entries were added on 2026-11-27 (see the file's header)
      const afterStudySource =
        STUDY_SYSTEMS[country].afterStudy?.some((a) => a.source === source.id) ||
        STUDY_SYSTEMS[country].toPractice?.some((a) => a.source === source.id);
      const recognitionSource = STUDY_SYSTEMS[country].recognition?.some((r) => r.source === source.id);
      expect(source.licence).toBe(
        source.publisher === "U.S. Bureau of Labor Statistics (BLS)"
          ? "Public domain (U.S. government work)"
          : "Facts cited from the official page",
      );
      expect(source.retrieved).toBe(afterStudySource ? "2026-11-28" : recognitionSource ? "2026-11-27" : "2026-11-26");
      expect(source.kind).toBe("institution");
    }
  });

  it("every source is cited and no source id repeats, here or in the program catalog", () => {
    const ids = COUNTRIES.flatMap((c) => STUDY_SYSTEMS[c].sources.map((s) => s.id));
    expect(ids.length).toBe(new Set(ids).size);
    const catalogIds = new Set(CATALOG.flatMap((c) => c.sources.map((s) => s.id)));
    expect(ids.filter((id) => catalogIds.has(id))).toEqual([]);
    for (const country of COUNTRIES) {
      const system = STUDY_SYSTEMS[country];
      const cited = new Set([
        ...system.registries.map((r) => r.source),
        ...system.exams.flatMap((e) => (e.kind === "test" ? [e.source] : [])),
        ...(system.recognition ?? []).map((r) => r.source),
        ...(system.afterStudy ?? []).map((a) => a.source),
        ...(system.toPractice ?? []).map((a) => a.source),
      ]);
      expect(system.sources.filter((s) => !cited.has(s.id)).map((s) => s.id)).toEqual([]);
    }
  });

  it("professions entered after university study: catalog careers, each in one entry, years from secondary school, cited", () => {
    const careerIds = new Set(CAREERS.map((c) => c.id));
    for (const country of COUNTRIES) {
      const system = STUDY_SYSTEMS[country];
      const entries = system.afterStudy ?? [];
      const ids = entries.flatMap((e) => e.careers);
      expect(ids.length, country).toBe(new Set(ids).size);
      for (const entry of entries) {
        for (const id of entry.careers) expect(careerIds.has(id), `${country} ${id}`).toBe(true);
        const [min, max] = entry.years;
        const [programMin, programMax] = entry.programYears;
        // at least two years of university come first; the professional program is a long one
        expect(programMin, `${country} ${entry.careers[0]}`).toBeGreaterThanOrEqual(3);
        expect(programMax).toBeGreaterThanOrEqual(programMin);
        expect(min, `${country} ${entry.careers[0]}`).toBeGreaterThanOrEqual(programMin + 2);
        expect(max).toBeGreaterThanOrEqual(Math.max(min, programMax + 2));
        expect(system.sources.some((s) => s.id === entry.source && s.url.startsWith("https://"))).toBe(true);
        expect(entry.detail.es).toMatch(/años/);
        expect(entry.detail.en).toMatch(/years/);
      }
    }
    // the United States and Puerto Rico, where the issue found medicine read as a first degree
    for (const country of ["US", "PR"] as const)
      expect((STUDY_SYSTEMS[country].afterStudy ?? []).flatMap((e) => e.careers).sort()).toEqual([
        "dentistry",
        "law",
        "medicine",
        "pharmacy",
        "veterinary-medicine",
      ]);
    // Canada: medicine, law, dentistry and veterinary medicine follow university study (pharmacy: no single source yet)
    const canada = STUDY_SYSTEMS.CA.afterStudy ?? [];
    expect(canada.flatMap((e) => e.careers).sort()).toEqual(["dentistry", "law", "medicine", "veterinary-medicine"]);
    const of = (career: string) => canada.find((e) => e.careers.includes(career))!;
    expect(of("dentistry")).toMatchObject({ years: [6, 7], programYears: [4, 4] });
    expect(of("veterinary-medicine")).toMatchObject({ years: [6, 6], programYears: [4, 4] });
  });

  it("what a profession asks after its first degree: catalog careers, never also entered after study, cited, in both languages", () => {
    const careerIds = new Set(CAREERS.map((c) => c.id));
    for (const country of COUNTRIES) {
      const system = STUDY_SYSTEMS[country];
      const after = new Set((system.afterStudy ?? []).flatMap((e) => e.careers));
      const ids = (system.toPractice ?? []).flatMap((e) => e.careers);
      expect(ids.length, country).toBe(new Set(ids).size);
      for (const entry of system.toPractice ?? []) {
        for (const id of entry.careers) {
          expect(careerIds.has(id), `${country} ${id}`).toBe(true);
          expect(after.has(id), `${country} ${id}: one note or the other`).toBe(false);
        }
        expect(system.sources.some((s) => s.id === entry.source)).toBe(true);
        // a clause the note "En {place}, {detail}." reads as a sentence
        expect(entry.detail.es).toMatch(/^[a-záéíóú]/);
        expect(entry.detail.en).toMatch(/^[a-z]/);
        expect(entry.detail.es).not.toMatch(/\.$/);
        expect(entry.detail.en).not.toMatch(/\.$/);
      }
    }
    // Spain: the grado alone does not make a lawyer, a health psychologist or an architect
    expect((STUDY_SYSTEMS.ES.toPractice ?? []).flatMap((e) => e.careers).sort()).toEqual([
      "architecture",
      "law",
      "psychology",
    ]);
    // the Dominican Republic: the exequátur (Law 111 of 1942) for health professions and law; Mexico: the cédula
    const note = (country: keyof typeof STUDY_SYSTEMS, career: string) =>
      STUDY_SYSTEMS[country].toPractice?.find((e) => e.careers.includes(career))?.detail.es;
    expect(note("DO", "medicine")).toContain("exequátur");
    expect(note("DO", "law")).toContain("Suprema Corte de Justicia");
    expect(note("DO", "psychology")).toBeUndefined();
    expect(note("MX", "law")).toContain("cédula profesional");
    expect(note("MX", "psychology")).toBeUndefined();
    // session 30: the matrícula, registration, colegiación or admission each country's page names after the first degree
    expect(note("AR", "medicine")).toContain("matrícula");
    expect(note("AR", "law")).toContain("Colegio Público de Abogados");
    expect(note("AR", "architecture")).toBeUndefined();
    expect(note("UY", "medicine")).toContain("Ministerio de Salud Pública");
    expect(note("UY", "veterinary-medicine")).toContain("Colegio Veterinario del Uruguay");
    expect(note("UY", "law")).toContain("Suprema Corte de Justicia");
    expect(note("PA", "medicine")).toContain("internado");
    expect(note("PA", "law")).toContain("idoneidad");
    expect(note("GT", "law")).toContain("colegiarse");
    expect(note("GT", "history")).toBeUndefined();
    expect(note("HN", "medicine")).toContain("colegiarse");
    expect(note("SV", "medicine")).toContain("servicio social");
    expect(note("SV", "law")).toContain("Corte Suprema de Justicia");
    expect(note("NI", "law")).toContain("incorporación");
    expect(note("BO", "medicine")).toContain("Colegio Médico de Bolivia");
    expect(note("BO", "law")).toContain("Registro Público de Abogados");
    expect(note("PY", "nursing")).toContain("Ministerio de Salud Pública");
    expect(note("PY", "law")).toContain("Corte Suprema de Justicia");
    expect(note("NL", "medicine")).toContain("BIG");
    expect(note("NL", "law")).toContain("beroepsopleiding");
    expect(note("NL", "psychology")).toBeUndefined();
    expect(note("CA", "architecture")).toContain("ExAC");
    // Canada's law is entered after university study (afterStudy), so it has no note here
    expect(note("CA", "law")).toBeUndefined();
    expect(note("AU", "architecture")).toContain("Architectural Practice Examination");
    expect(note("AU", "law")).toContain("Practical Legal Training");
    expect(note("DE", "law")).toContain("segundo examen de Estado");
    expect(note("IT", "law")).toContain("examen de Estado");
    // the English notes read in US English ("practicing", never "practising")
    for (const country of COUNTRIES)
      for (const entry of STUDY_SYSTEMS[country].toPractice ?? [])
        expect(entry.detail.en, country).not.toMatch(/practis/i);
  });

  it("recognition of experience: each entry cites a source of its country with its URL, named in both languages", () => {
    const withRecognition = COUNTRIES.filter((c) => (STUDY_SYSTEMS[c].recognition ?? []).length > 0);
    expect(withRecognition).toEqual(expect.arrayContaining(["CO", "MX", "CL", "ES", "DO", "PE", "US", "PR", "FR"]));
    for (const country of withRecognition) {
      for (const entry of STUDY_SYSTEMS[country].recognition!) {
        const source = STUDY_SYSTEMS[country].sources.find((s) => s.id === entry.source);
        expect(source, `${country} ${entry.source}`).toBeDefined();
        expect(entry.url).toBe(source!.url);
        expect(filled(entry.inSentence)).toBe(true);
        // a phrase inside a sentence: it starts in lower case in Spanish (an article), never with a full stop
        expect(entry.inSentence.es).toMatch(/^(la|el|los|las) /);
        expect(entry.inSentence.es).not.toMatch(/\.$/);
        expect(entry.inSentence.en).not.toMatch(/\.$/);
      }
    }
  });

  it.each(COUNTRIES)("%s states a duration for each level in both languages", (country) => {
    const { durations } = STUDY_SYSTEMS[country];
    for (const level of PROGRAM_LEVELS) expect(filled(durations[level]), `${country} ${level}`).toBe(true);
    if (durations.medicine) expect(filled(durations.medicine)).toBe(true);
  });

  it("notes and durations carry no prices or dates", () => {
    const texts = COUNTRIES.flatMap((c) => {
      const s = STUDY_SYSTEMS[c];
      return [
        ...s.registries.flatMap((r) => (r.note ? [r.note.es, r.note.en] : [])),
        ...s.exams.flatMap((e) => [e.note.es, e.note.en]),
        ...Object.values(s.durations).flatMap((d: Localized) => [d.es, d.en]),
      ];
    });
    expect(texts.filter((text) => /[$€£¢]|USD|\b20\d\d\b|\b\d{1,2} de [a-z]+\b/i.test(text))).toEqual([]);
  });

  it("keeps each level's wording apart: a Spanish duration reads 'año(s)', an English one 'year(s)'", () => {
    for (const country of COUNTRIES) {
      for (const d of Object.values(STUDY_SYSTEMS[country].durations) as Localized[]) {
        expect(d.es, country).toMatch(/años?|meses|programa|nivel/);
        expect(d.en, country).toMatch(/years?|months|program|level/);
      }
    }
  });
});
