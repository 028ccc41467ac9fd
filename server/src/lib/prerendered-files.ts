import type { Lang } from "@shared/i18n/lang";

/**
 * The test page arrives pre-rendered with its first question (scripts/prerender.ts), in this
 * many orders of its six activities per language, a Latin square (each activity once in each
 * position); the server sends one at random (./client-html.ts), so takers still meet the first
 * question's activities in shuffled order, each activity as often in each position.
 */
export const FIRST_ORDERS = 6;

/** The k-th pre-rendered test page of `lang`, under dist/client. */
export const prerenderedTestFile = (lang: Lang, k: number): string => `prerendered/assessment.${lang}.${k}.html`;
