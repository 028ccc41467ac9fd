import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { createError } from "../../lib/errors";

export const loginThrottledError = createError(429, "auth.too_many_attempts", "auth.tooManyAttempts");

/** Failures of one account from one address allowed before the first wait. */
export const FREE_FAILURES = 5;
/** The first wait, doubled with every further failure, up to MAX_DELAY_SECONDS. */
export const FIRST_DELAY_SECONDS = 60;
export const MAX_DELAY_SECONDS = 60 * 60;
/** A day without failures forgets the count. */
const FORGET_AFTER = "24 hours";

/** The wait after `failures` failures, in seconds (0 while under FREE_FAILURES). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

/**
 * Failed sign-ins are counted per account AND address together, so failures from other
 * addresses never keep the account's owner out; each failure past the first few makes that
 * address wait longer before it may try that account again. The key is a hash: no email or
 * address is stored in the counters.
 */
export function createLoginThrottle({ db }: { db: Db }) {
  const keyOf = (email: string, address: string) =>
    `login-fail:${createHash("sha256").update(`${email.trim().toLowerCase()}\n${address}`).digest("base64url")}`;
  const rowsOf = (result: unknown) => (result as { rows: { count: number; elapsed: number | string | null }[] }).rows;

  return {
    /** Throws a 429 while this address must still wait before trying this account again. */
    async check(email: string, address: string): Promise<void> {
      const rows = rowsOf(
        await db.execute(sql`
          SELECT count, extract(epoch FROM (now() - window_start)) AS elapsed FROM rate_limits
          WHERE key = ${keyOf(email, address)} AND window_start > now() - ${FORGET_AFTER}::interval`),
      );
      const row = rows[0];
      if (!row) return;
      // window_start is the time of the latest failure
      const elapsed = Number(row.elapsed ?? 0);
      if (elapsed < delayAfter(Number(row.count))) throw loginThrottledError();
    },

    async recordFailure(email: string, address: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO rate_limits (key, window_start, count) VALUES (${keyOf(email, address)}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start < now() - ${FORGET_AFTER}::interval THEN 1 ELSE rate_limits.count + 1 END,
          window_start = now()`);
    },

    async recordSuccess(email: string, address: string): Promise<void> {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${keyOf(email, address)}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
