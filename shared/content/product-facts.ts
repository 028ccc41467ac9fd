/**
 * Facts about the product itself that the landing page shows as figures. They are counts of the
 * product's own content, kept here as plain numbers so that the landing page does not load the
 * content; product-facts.test.ts keeps them equal to the content (DECISIONS 36: no number without
 * a source, and no claim about users, ratings or satisfaction that no survey backs).
 */
export const PRODUCT_FACTS = {
  /** Careers and technical programs the test can recommend (CAREERS). */
  careers: 147,
  /** Screens of pictured activities in the test (QUESTION_SETS). */
  screens: 15,
  /** Countries whose institutions and programs are listed in the report (CATALOG rows with institutions). */
  countries: 32,
  /** Scholarships and grants the report checks against the reader (SCHOLARSHIPS). */
  scholarships: 79,
} as const;
