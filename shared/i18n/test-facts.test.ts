import { describe, expect, it } from "vitest";
import { QUESTION_COUNT, TEST_MINUTES } from "../assessment/constants";
import { catalog } from "./catalog";

/**
 * What the texts say about the test itself (how long it takes, how many questions it has) comes
 * from one constant: the landing page and a shared result's page never disagree.
 */
describe("the test's duration and length in every text", () => {
  const texts = (["es", "en"] as const).flatMap((lang) =>
    Object.entries(catalog[lang]).map(([key, text]) => ({ key: `${lang}:${key}`, text })),
  );

  it("when a text says how long the test takes, then it says the same number of minutes", () => {
    const durations = texts.flatMap(({ key, text }) =>
      [...text.matchAll(/\b(?:unos|about)\s+(\d+)\s+(?:minutos|minutes)\b/gi)].map((m) => `${key}: ${m[1]}`),
    );
    expect(durations.length).toBeGreaterThan(3);
    expect(durations.filter((entry) => !entry.endsWith(`: ${TEST_MINUTES}`))).toEqual([]);
  });

  it("when a text counts the test's questions, then it counts them all", () => {
    const counts = texts.flatMap(({ key, text }) =>
      [
        ...text.matchAll(
          /\b(\d+)(?:\s+|-)(?:preguntas|questions|question|picture-based questions|respuestas de ejemplo|sample answers)\b/gi,
        ),
      ].map((m) => `${key}: ${m[1]}`),
    );
    expect(counts.length).toBeGreaterThan(3);
    expect(counts.filter((entry) => !entry.endsWith(`: ${QUESTION_COUNT}`))).toEqual([]);
  });
});
