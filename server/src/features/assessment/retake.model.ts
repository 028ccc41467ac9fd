import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import type { Lang } from "@shared/i18n/lang";
import type { RetakeTypeChangeDto } from "@shared/validators/accounts";
import { normalize } from "./scoring.model";

/** A signed-in person may take the test again this many days after their latest one. */
export const RETAKE_WAIT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When someone whose latest test is from `latest` may take it again. */
export function retakeAvailableAt(latest: Date): Date {
  return new Date(latest.getTime() + RETAKE_WAIT_DAYS * DAY_MS);
}

/**
 * The retake discount needs an earlier paid test at least RETAKE_WAIT_DAYS older: the latest creation time
 * such a test may have for a test created at `createdAt` (its creation + 30 days <= this one's).
 */
export function latestPaidTestForRetakeDiscount(createdAt: Date): Date {
  return new Date(createdAt.getTime() - RETAKE_WAIT_DAYS * DAY_MS);
}

/** Whether a new test is allowed at `now` after a latest one taken at `latest` (none: always). */
export function canRetake(latest: Date | undefined, now: Date): boolean {
  return !latest || retakeAvailableAt(latest).getTime() <= now.getTime();
}

/** A date as people read it, in the reader's language: "24 de diciembre de 2026", "December 24, 2026". */
export function formatRetakeDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** How each type moved from one test to the next, on the 0-100 scale, in hexagon order. */
export function typeChanges(previous: Record<string, number>, latest: Record<string, number>): RetakeTypeChangeDto[] {
  return HOLLAND_TYPES.map((type: HollandType) => {
    const from = normalize(previous[type] ?? 0);
    const to = normalize(latest[type] ?? 0);
    return { type, from, to, direction: to > from ? "up" : to < from ? "down" : "same" };
  });
}
