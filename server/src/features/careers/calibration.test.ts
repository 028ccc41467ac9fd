import { describe, expect, it } from "vitest";
import { CALIBRATION_FIGURES } from "./calibration.model";
import { simulateRandomResponders, simulateRetest } from "./simulation.model";

describe("band calibration", () => {
  it("the published figures are what the simulation gives, and at most 10 % of random responders read 'high'", () => {
    const random = simulateRandomResponders();
    expect(random.high).toBeLessThanOrEqual(0.1);
    expect(random.high).toBe(CALIBRATION_FIGURES.randomHigh);
    expect(random.careers).toBe(CALIBRATION_FIGURES.randomCareers);
    const retest = simulateRetest();
    expect(retest.firstLetter).toBe(CALIBRATION_FIGURES.retestFirstLetter);
    expect(retest.firstCareer).toBe(CALIBRATION_FIGURES.retestFirstCareer);
    expect(retest.firstInTopThree).toBe(CALIBRATION_FIGURES.retestFirstInTopThree);
  }, 60_000);

  it("with other seeds too, random responders rarely read 'high'", () => {
    for (const seed of [1, 2, 3]) expect(simulateRandomResponders(600, seed).high).toBeLessThanOrEqual(0.1);
  }, 60_000);
});
