import { describe, expect, it } from "vitest";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { consistencyOf, differentiationOf, normalize, rankTypes, scoreChoices, type Scores } from "./scoring.model";

const allPairs = HOLLAND_TYPES.flatMap((a) => HOLLAND_TYPES.filter((b) => b !== a).map((b) => [a, b] as const));

describe("scoring", () => {
  it.each(allPairs)(
    "when every %s is liked and every %s disliked, then %s is primary and highest, the other lowest",
    (liked, disliked) => {
      const result = scoreChoices(Array.from({ length: 15 }, () => ({ liked, disliked })));
      expect(result.primaryType).toBe(liked);
      expect(result.hollandCode[0]).toBe(liked);
      expect(result.scores[liked]).toBe(15);
      expect(result.scores[disliked]).toBe(-15);
      expect(result.normalized[liked]).toBe(100);
      expect(result.normalized[disliked]).toBe(0);
      expect(result.ranking[5]).toBe(disliked);
      expect(Object.values(result.scores).reduce((a, b) => a + b, 0)).toBe(0);
    },
  );

  it("scores are likes minus dislikes, shown on 0-100", () => {
    const result = scoreChoices([
      { liked: "A", disliked: "C" },
      { liked: "A", disliked: "R" },
      { liked: "S", disliked: "C" },
    ]);
    expect(result.scores).toEqual({ R: -1, I: 0, A: 2, S: 1, E: 0, C: -2 });
    expect(result.normalized).toEqual({
      R: normalize(-1),
      I: 50,
      A: normalize(2),
      S: normalize(1),
      E: 50,
      C: normalize(-2),
    });
    expect(normalize(-1)).toBe(47);
    expect(result.hollandCode).toBe("ASE");
  });

  describe("ties", () => {
    const scores = (s: Partial<Scores>): Scores => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...s });

    it("prefer the type adjacent on the hexagon to the letter ranked above", () => {
      // A leads; S (adjacent to A) and C (opposite side) tie for second: S wins.
      expect(rankTypes(scores({ A: 5, S: 3, C: 3, R: -11 }), scores({ A: 5, S: 3, C: 3 })).slice(0, 2)).toEqual([
        "A",
        "S",
      ]);
      // E leads; I and C tie: C is adjacent to E, I is not.
      expect(rankTypes(scores({ E: 4, I: 2, C: 2, R: -8 }), scores({ E: 4, I: 5, C: 2 })).slice(0, 2)).toEqual([
        "E",
        "C",
      ]);
    });

    it("then prefer more likes", () => {
      // R leads; I and C are both adjacent to R: the one with more likes wins.
      expect(rankTypes(scores({ R: 6, I: 1, C: 1, A: -8 }), scores({ R: 6, I: 2, C: 4 })).slice(0, 2)).toEqual([
        "R",
        "C",
      ]);
    });

    it("then hexagon order", () => {
      expect(rankTypes(scores({}), scores({}))).toEqual(["R", "I", "A", "S", "E", "C"]);
      // a tie for first with equal likes falls back to hexagon order
      expect(rankTypes(scores({ S: 3, E: 3, R: -6 }), scores({ S: 3, E: 3 }))[0]).toBe("S");
    });

    it("is deterministic whatever order the choices came in", () => {
      const choices: { liked: HollandType; disliked: HollandType }[] = [
        { liked: "I", disliked: "E" },
        { liked: "A", disliked: "R" },
        { liked: "C", disliked: "S" },
        { liked: "I", disliked: "A" },
      ];
      expect(scoreChoices(choices).hollandCode).toBe(scoreChoices([...choices].reverse()).hollandCode);
    });
  });

  it("consistency follows the hexagon distance of the first two letters", () => {
    expect(consistencyOf("R", "I")).toEqual({ value: 3, level: "high" });
    expect(consistencyOf("R", "C")).toEqual({ value: 3, level: "high" });
    expect(consistencyOf("R", "A")).toEqual({ value: 2, level: "medium" });
    expect(consistencyOf("A", "E")).toEqual({ value: 2, level: "medium" });
    expect(consistencyOf("A", "C")).toEqual({ value: 1, level: "low" });
    expect(consistencyOf("R", "S")).toEqual({ value: 1, level: "low" });
    expect(consistencyOf("I", "E")).toEqual({ value: 1, level: "low" });
  });

  it("differentiation: Holland's range, Iachan's index, and a flat profile reported as undifferentiated", () => {
    const peaked = differentiationOf({ R: 12, I: 4, A: 0, S: -2, E: -4, C: -10 });
    expect(peaked).toEqual({ holland: 22, iachan: 12 - (4 - 2) / 2, level: "high", undifferentiated: false });
    const flat = differentiationOf({ R: 2, I: 1, A: 1, S: -1, E: -1, C: -2 });
    expect(flat.undifferentiated).toBe(true);
    expect(flat.level).toBe("low");
  });
});
