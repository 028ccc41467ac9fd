import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { EVALUATION_FILE, evaluationDocument, runEvaluation } from "./eval-guidance";
import { FLOORS } from "./eval-guidance/floors";
import { PERSONAS } from "./eval-guidance/personas";

/** The guidance evaluation is a test (DECISIONS 37): its figures may not drop below the committed floors. */
describe("the guidance evaluation", () => {
  const { figures, text } = runEvaluation();

  it("runs a persona set of at least 60, every stage, 15 countries and both languages", () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PERSONAS.map((p) => p.country)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(PERSONAS.map((p) => p.education))).toEqual(
      new Set(["secundaria", "tecnico", "universitario", "posgrado"]),
    );
    expect(PERSONAS.filter((p) => p.lang === "en").length).toBeGreaterThanOrEqual(10);
  });

  it("keeps every figure at or above its committed floor", () => {
    expect(figures.acceptable).toBeGreaterThanOrEqual(FLOORS.acceptable);
    expect(figures.graduatesToBachelor).toBeLessThanOrEqual(FLOORS.graduatesToBachelorMax);
    expect(figures.randomHigh).toBeLessThanOrEqual(FLOORS.randomHighMax);
    expect(figures.randomCareers).toBeLessThanOrEqual(FLOORS.randomCareersMax);
    expect(figures.randomCoherent).toBeLessThanOrEqual(FLOORS.randomCoherentMax);
    expect(figures.invalidRecognised).toBeGreaterThanOrEqual(FLOORS.invalidRecognised);
    expect(figures.retestFirstLetter).toBeGreaterThanOrEqual(FLOORS.retestFirstLetter);
    expect(figures.retestFirstCareer).toBeGreaterThanOrEqual(FLOORS.retestFirstCareer);
    expect(figures.retestFirstInTopThree).toBeGreaterThanOrEqual(FLOORS.retestFirstInTopThree);
    expect(figures.coveragePersonas).toBeGreaterThanOrEqual(FLOORS.coveragePersonas);
    expect(figures.listedRead).toBeGreaterThanOrEqual(FLOORS.listedRead);
    expect(figures.coverageSweep).toBeGreaterThanOrEqual(FLOORS.coverageSweep);
  });

  it("the committed table (docs/evaluation/guidance.md, linked from the README) is the one the script prints today", () => {
    expect(fs.readFileSync(EVALUATION_FILE, "utf8")).toBe(evaluationDocument(text));
  });
});
