import { describe, expect, it } from "vitest";
import { AGE_RANGES, EDUCATION_LEVELS } from "@shared/assessment/constants";
import { HOLLAND_TYPES } from "@shared/content/types";
import type { Assessment } from "@shared/schema/index";
import { buildAssessmentRow, buildResponses } from "../../testing/builders";
import { resolveChoices, scoreChoices } from "../assessment/scoring.model";
import { forReader } from "@shared/i18n/spain";
import { createTopCareerCache, recommendCareers, topCareerName } from "./guidance.service";

function assessment(liked: (typeof HOLLAND_TYPES)[number], disliked: (typeof HOLLAND_TYPES)[number], i: number) {
  const responses = buildResponses(liked, disliked);
  const result = scoreChoices(resolveChoices(responses));
  const row = buildAssessmentRow({
    responses,
    scores: result.scores,
    hollandCode: result.hollandCode,
    age: AGE_RANGES[i % AGE_RANGES.length]!,
    education: EDUCATION_LEVELS[i % EDUCATION_LEVELS.length]!,
    currentlyStudying: i % 3 === 0 ? null : i % 3 === 1,
  });
  return { isPaid: false, isPrepaid: false, language: "es", ...row } as Assessment;
}

describe("topCareerName", () => {
  it("names the first career of the full recommendation, in both languages, computed or remembered", () => {
    const cache = createTopCareerCache();
    let i = 0;
    for (const liked of HOLLAND_TYPES)
      for (const disliked of HOLLAND_TYPES.filter((t) => t !== liked)) {
        const taken = assessment(liked, disliked, i++);
        for (const lang of ["es", "en"] as const)
          for (let round = 0; round < 2; round++)
            expect(topCareerName(taken, lang, cache)).toBe(recommendCareers(taken, lang, 1)[0]?.name ?? null);
      }
  });
});

describe("recommendCareers", () => {
  it("words each career's reason as the reader's country does, as the report does", () => {
    // a reader in Spain who liked filming and editing a video reads "vídeo"
    for (const liked of HOLLAND_TYPES)
      for (const disliked of HOLLAND_TYPES.filter((t) => t !== liked)) {
        const taken = { ...assessment(liked, disliked, 0), country: "ES" } as Assessment;
        for (const career of recommendCareers(taken, "es", 6)) {
          expect(career.reason).not.toMatch(/\bvideo\b|\bcomputador\b|\bmaestría\b/);
          expect(forReader(career.reason, "es", "ES")).toBe(career.reason);
        }
      }
  });
});
