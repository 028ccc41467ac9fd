/**
 * The test's constants and canonical lists, used by every form and by the
 * server. Kept apart from the zod validators so a page that only needs a constant (the test page)
 * does not load zod.
 */
export const AGE_RANGES = ["15-18", "19-24", "25-35", "36-45", "46+"] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const EDUCATION_LEVELS = ["secundaria", "tecnico", "universitario", "posgrado"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const QUESTION_COUNT = 15;

/** How long the test takes, as every text says it (the landing page, a shared result, the results page). */
export const TEST_MINUTES = 15;

/**
 * Where a free preview's hexagon draws a locked type's corner (on 0-100): the same for everyone, so
 * neither the results page, the share page nor the share picture tells anything about a locked score.
 */
export const LOCKED_SCORE_PLACEHOLDER = 50;
