import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAREERS } from "../../shared/content/careers";
import { ES_FIELD_EMPLOYMENT, INE_EILU_SOURCE as GENERATED_SOURCE } from "../../shared/content/outcomes-es.generated";
import { CAREER_RAMA, EILU_COLUMNS, RAMAS, parseRate, ramaOf } from "./eilu";
import { EXTRACT, INE_EILU_SOURCE, importFieldEmployment, readRamas } from "./import-ine-eilu";

describe("reading INE's EILU 2019 table of rates by rama de conocimiento", () => {
  it("reads rates and row labels as INE's page writes them", () => {
    expect(parseRate("92.4")).toBe(92.4);
    expect(parseRate("8.0")).toBe(8);
    expect(() => parseRate("92,4")).toThrow();
    expect(() => parseRate("..")).toThrow();
    expect(ramaOf("Total")).toBeNull();
    expect(ramaOf("Arts and humanities;")).toBe("arts");
    expect(ramaOf("Engineering and architecture")).toBe("engineering");
    expect(() => ramaOf("Informática")).toThrow();
  });
});

describe("the committed extract and the generated figures", () => {
  const extract = readFileSync(EXTRACT, "utf8");

  it("keeps the table's university-graduate columns and its six rows, as published", () => {
    expect(extract.slice(0, extract.indexOf("\n"))).toBe(EILU_COLUMNS.join(","));
    const { total, ramas } = readRamas(extract);
    // the headline figure of INE's release: 86.1 % of the 2013-2014 graduates worked in 2019
    expect(total).toEqual({ activityRate: 93.6, employmentRate: 86.1, unemploymentRate: 8 });
    expect(ramas.get("engineering")).toEqual({ activityRate: 96.7, employmentRate: 92.4, unemploymentRate: 4.4 });
    expect(ramas.get("health")?.employmentRate).toBe(91.5);
    expect(ramas.get("social")?.employmentRate).toBe(83.6);
    expect(ramas.get("sciences")?.employmentRate).toBe(83.9);
    expect(ramas.get("arts")?.employmentRate).toBe(76.3);
  });

  it("is one consistent table: each employment rate is the activity rate times one minus the unemployment rate", () => {
    const { total, ramas } = readRamas(extract);
    for (const r of [total, ...ramas.values()]) {
      expect(Math.abs((r.activityRate * (100 - r.unemploymentRate)) / 100 - r.employmentRate)).toBeLessThanOrEqual(0.1);
    }
  });

  it("ties only university careers to a rama, and every rama to at least one career", () => {
    const byId = new Map(CAREERS.map((c) => [c.id, c]));
    for (const [id, rama] of Object.entries(CAREER_RAMA)) {
      expect(byId.get(id)?.level, id).toBe("university");
      expect(Object.keys(RAMAS)).toContain(rama);
    }
    expect(new Set(Object.values(CAREER_RAMA))).toEqual(new Set(Object.keys(RAMAS)));
    // careers whose Spanish route is not a university degree, or whose rama differs by university, have no row
    for (const id of ["electrical-technician", "music", "psychology", "sports-science", "theology", "animal-science"])
      expect(CAREER_RAMA[id], id).toBeUndefined();
  });

  it("matches the generated file, which names INE, the year, the address and the licence", () => {
    expect(ES_FIELD_EMPLOYMENT).toEqual(importFieldEmployment(extract));
    expect(GENERATED_SOURCE).toEqual(INE_EILU_SOURCE);
    expect(GENERATED_SOURCE.url).toMatch(/^https:\/\/www\.ine\.es\//);
    expect(GENERATED_SOURCE.licence).toContain("Fuente: INE");
    const civil = ES_FIELD_EMPLOYMENT.find((r) => r.career === "civil-engineering");
    expect(civil).toMatchObject({ rama: "engineering", employmentRate: 92.4, unemploymentRate: 4.4 });
    expect(civil?.ramaName.es).toBe("Ingeniería y arquitectura");
    expect(civil?.crosswalk).toContain("Ingeniería y arquitectura");
    expect(ES_FIELD_EMPLOYMENT).toHaveLength(Object.keys(CAREER_RAMA).length);
  });
});
