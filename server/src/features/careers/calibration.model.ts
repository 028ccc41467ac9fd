/**
 * Band thresholds of the career score and the figures the report publishes about them, both from
 * the simulation in simulation.model.ts (run `npm run eval:guidance`; calibration.test.ts re-runs it
 * with the same seeds and checks these numbers).
 *
 * - high ("alta"): a career whose first letter is the person's first (or tied with it), with a
 *   combined score of at least `high`, for a person whose first type reaches at least `highPeak`
 *   (of +15). Random responders rarely reach a peak of +6 (their first type averages about +4),
 *   people with a real preference usually do: +6 is the smallest peak at which fewer than 5 % of
 *   simulated random responders read "alta" (the goal is at most 10 %).
 * - medium ("media"): a congruent career (first letter among the person's first two) with a
 *   combined score of at least `medium`.
 * Everything else reads "para explorar" / "worth exploring", and so does every career of a flat
 * or opposite-type profile.
 */
export const BAND_THRESHOLDS = { high: 0.7, highPeak: 6, medium: 0.6 } as const;

/** Published figures (shares 0..1), from SIMULATION in simulation.model.ts. */
export const CALIBRATION_FIGURES = {
  /** Random responders whose first career reads "high". */
  randomHigh: 0.0295,
  /** Random responders shown confident careers at all (not broad areas). */
  randomCareers: 0.142,
  /** Simulated retest: same first letter twice. */
  retestFirstLetter: 0.674,
  /** Simulated retest: same first career twice. */
  retestFirstCareer: 0.278,
  /** Simulated retest: first career of one test among the other test's top three. */
  retestFirstInTopThree: 0.431,
} as const;
