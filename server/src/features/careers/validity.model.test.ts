import { describe, expect, it } from "vitest";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { answer, rng } from "./simulation.model";
import { contradictionsOf, INCONSISTENT_FROM, validityOf } from "./validity.model";

const zero = Object.fromEntries(HOLLAND_TYPES.map((t) => [t, 0])) as Record<HollandType, number>;
const same = (liked: HollandType, disliked: HollandType) => Array.from({ length: 15 }, () => ({ liked, disliked }));

describe("response validity", () => {
  it("straight-lining: the same type liked and disliked on every screen", () => {
    expect(validityOf(same("R", "I")).status).toBe("straight-line");
    // a strong interest with varied dislikes is not straight-lining
    const strong = same("R", "I").map((c, i) => ({ liked: c.liked, disliked: HOLLAND_TYPES[1 + (i % 5)]! }));
    expect(validityOf(strong).status).toBe("valid");
  });

  it("the person-fit index counts the screens on which a liked type is disliked elsewhere", () => {
    expect(contradictionsOf(same("R", "I"))).toBe(0);
    const inTurn = Array.from({ length: 15 }, (_, i) => ({
      liked: HOLLAND_TYPES[i % 6]!,
      disliked: HOLLAND_TYPES[(i + 1) % 6]!,
    }));
    expect(contradictionsOf(inTurn)).toBeGreaterThanOrEqual(12);
    expect(validityOf(inTurn).status).toBe("inconsistent");
  });

  it("calibrated by simulation: most random clickers are flagged, few people with real interests are", () => {
    const random = rng(2026);
    let randomFlagged = 0;
    let peopleFlagged = 0;
    const n = 2000;
    for (let i = 0; i < n; i++) {
      if (validityOf(answer(random, zero, 0)).status !== "valid") randomFlagged++;
      const u = () => Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random());
      const theta = Object.fromEntries(HOLLAND_TYPES.map((t) => [t, u()])) as Record<HollandType, number>;
      if (validityOf(answer(random, theta, 1.2)).status !== "valid") peopleFlagged++;
    }
    expect(randomFlagged / n).toBeGreaterThan(0.65);
    expect(peopleFlagged / n).toBeLessThan(0.06);
    expect(INCONSISTENT_FROM).toBe(9);
  });

  it("an impossible age and education makes the record invalid whatever the answers", () => {
    expect(
      validityOf(
        same("R", "I").map((c, i) => ({ ...c, disliked: HOLLAND_TYPES[1 + (i % 5)]! })),
        { age: "15-18", education: "posgrado" },
      ).status,
    ).toBe("impossible");
    expect(validityOf(same("R", "I"), { age: "25-35", education: "posgrado" }).status).toBe("straight-line");
  });
});
