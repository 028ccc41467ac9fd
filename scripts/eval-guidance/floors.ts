/**
 * The committed floors of the guidance evaluation (DECISIONS 37): the threshold test
 * (scripts/eval-guidance.test.ts) fails when a figure of `npm run eval:guidance` drops below its
 * floor (or rises above its ceiling). Raise a floor when the method earns it; never lower one
 * without saying why in the commit.
 */
export const FLOORS = {
  /** Share of personas whose top three a counsellor would accept (goal: 90 %). */
  acceptable: 0.65,
  /** Graduates whose first career is a second bachelor's the report does not explain (goal: 0). */
  graduatesToBachelorMax: 7,
  /** Random responders whose first career reads "alta" (goal: at most 5 %). */
  randomHighMax: 0.05,
  /** Simulated retest: same first letter, same first career, first career among the retest's top three. */
  retestFirstLetter: 0.67,
  retestFirstCareer: 0.25,
  retestFirstInTopThree: 0.4,
  /** Top-three careers naming at least two institutions at the route's level (goal: 95 %). */
  coveragePersonas: 0.2,
  coverageSweep: 0.2,
} as const;
