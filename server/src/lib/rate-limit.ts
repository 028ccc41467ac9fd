import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { tooManyRequestsError } from "./errors";

/** A counter key for a personal value (an email): its hash, so no counter stores the value itself. */
export function hashedKey(prefix: string, value: string): string {
  return `${prefix}:${createHash("sha256").update(value.trim().toLowerCase()).digest("base64url")}`;
}

/**
 * Counts one attempt for `key` in a fixed window kept in the database (so every server process
 * shares it) and answers whether it is within `limit`.
 */
export async function allowAttempt(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const interval = `${windowSeconds} seconds`;
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - ${interval}::interval THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - ${interval}::interval THEN now() ELSE rate_limits.window_start END
    RETURNING count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0) <= limit;
}

/** As allowAttempt, but throws a 429 once `limit` is passed. */
export async function rateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  if (!(await allowAttempt(db, key, limit, windowSeconds))) throw tooManyRequestsError();
}
