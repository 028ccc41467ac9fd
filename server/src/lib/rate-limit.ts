import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { tooManyRequestsError } from "./errors";

/**
 * Counts one attempt for `key` in a fixed window kept in the database (so every server process
 * shares it) and throws a 429 once `limit` is passed.
 */
export async function rateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const interval = `${windowSeconds} seconds`;
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - ${interval}::interval THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - ${interval}::interval THEN now() ELSE rate_limits.window_start END
    RETURNING count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  if (Number(rows[0]?.count ?? 0) > limit) throw tooManyRequestsError();
}
