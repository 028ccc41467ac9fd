/**
 * The committed floors of the guidance evaluation (DECISIONS 37): the threshold test
 * (scripts/eval-guidance.test.ts) fails when a figure of `npm run eval:guidance` drops below its
 * floor (or rises above its ceiling). Raise a floor when the method earns it; never lower one
 * without saying why in the commit.
 */
export const FLOORS = {
  /** Share of personas whose top three a counsellor would accept (goal: 90 %). */
  acceptable: 0.9,
  /** Graduates whose first career is a second bachelor's the report does not explain (goal: 0). */
  graduatesToBachelorMax: 0,
  /** Random responders whose first career reads "alta" (goal: at most 5 %). */
  randomHighMax: 0.05,
  /** Random responders shown confident careers at all (the rest get areas to explore and a retake). */
  randomCareersMax: 0.15,
  /** Random responders told their interests are "muy coherentes" (goal: none). */
  randomCoherentMax: 0,
  /** Invalid personas recognised (straight-lining, random clicking, impossible age and education). */
  invalidRecognised: 1,
  /** Simulated retest: same first letter, same first career, first career among the retest's top three. */
  retestFirstLetter: 0.67,
  retestFirstCareer: 0.27,
  retestFirstInTopThree: 0.43,
  /** Top-three careers naming at least two institutions at the route's level (goal: 95 %). */
  coveragePersonas: 0.81,
  coverageSweep: 0.72,
  /** Programs the readers' cards list that rest on a registry or a page read, not only on the offer noted from memory. */
  listedRead: 0.81,
} as const;
