import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { tooManyRequestsError } from "./errors";

/** A counter key for a personal value (an email): its hash, so no counter stores the value itself. */
export function hashedKey(prefix: string, value: string): string {
  return `${prefix}:${createHash("sha256").update(value.trim().toLowerCase()).digest("base64url")}`;
}

/** What the database answers for a counter: its count after the attempts, and how long its window still runs. */
export interface CounterState {
  count: number;
  remainingMs: number;
}

/**
 * The statement that counts `attempts` for `key` in a fixed window kept in the database (so every
 * server process shares it), as a CTE body: it answers `count` and `remaining_ms`. The emails
 * nobody asked for use it in the same statement as their outbox row. With `onlyIf` (a query), the
 * attempts are counted only when that query answers a row, and nothing is answered otherwise.
 */
export function countAttemptsSql(key: string, attempts: number, windowSeconds: number, onlyIf?: SQL): SQL {
  const interval = `${windowSeconds} seconds`;
  const row = onlyIf
    ? sql`SELECT ${key}::text, now(), ${attempts}::int WHERE EXISTS (${onlyIf})`
    : sql`VALUES (${key}, now(), ${attempts})`;
  return sql`INSERT INTO rate_limits (key, window_start, count) ${row}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - ${interval}::interval THEN EXCLUDED.count ELSE rate_limits.count + EXCLUDED.count END,
      window_start = CASE WHEN rate_limits.window_start < now() - ${interval}::interval THEN now() ELSE rate_limits.window_start END
    RETURNING count, extract(epoch FROM (window_start + ${interval}::interval - now())) * 1000 AS remaining_ms`;
}

export function counterStateOf(row: { count: unknown; remaining_ms: unknown } | undefined): CounterState {
  return { count: Number(row?.count ?? 0), remainingMs: Math.max(0, Number(row?.remaining_ms ?? 0)) };
}

/**
 * Work on one key that arrives while `maxInFlight` writes for that key are on their way is done
 * together in the next write, each item keeping its place: a burst on one key (many people behind
 * one address) costs a write per round trip instead of a write per request, each waiting on the
 * previous one's row lock. With two writes in flight, the second waits on the row lock inside the
 * database rather than for the first one's answer to come back here, so a burst's slowest request
 * waits about one write less. `write` answers one result per item, in order.
 */
export function createKeyBatcher<TItem, TResult>(
  write: (key: string, items: TItem[]) => Promise<TResult[]>,
  { maxInFlight = 1 }: { maxInFlight?: number } = {},
): (key: string, item: TItem) => Promise<TResult> {
  interface Waiter {
    item: TItem;
    resolve: (result: TResult) => void;
    reject: (error: unknown) => void;
  }
  const keys = new Map<string, { inFlight: number; waiting: Waiter[] }>();
  const start = (key: string, state: { inFlight: number; waiting: Waiter[] }): void => {
    const batch = state.waiting;
    state.waiting = [];
    state.inFlight += 1;
    void write(
      key,
      batch.map((waiter) => waiter.item),
    )
      .then(
        (results) => batch.forEach((waiter, index) => waiter.resolve(results[index]!)),
        (error: unknown) => {
          for (const waiter of batch) waiter.reject(error);
        },
      )
      .finally(() => {
        state.inFlight -= 1;
        if (state.waiting.length > 0) start(key, state);
        else if (state.inFlight === 0) keys.delete(key);
      });
  };
  return (key, item) =>
    new Promise<TResult>((resolve, reject) => {
      let state = keys.get(key);
      if (!state) {
        state = { inFlight: 0, waiting: [] };
        keys.set(key, state);
      }
      state.waiting.push({ item, resolve, reject });
      if (state.inFlight < maxInFlight) start(key, state);
    });
}

/** Each waiter's own place in a batch's count: the count after the batch, minus those after it. */
export function placesIn(state: CounterState, attempts: number): CounterState[] {
  return Array.from({ length: attempts }, (_, index) => ({
    count: state.count - attempts + index + 1,
    remainingMs: state.remainingMs,
  }));
}

const refusalKey = (key: string, limit: number, windowSeconds: number) => `${windowSeconds}:${limit}:${key}`;
const REFUSALS_SWEEP_AT = 10_000;

/**
 * The rate limits of one database: counters in a fixed window kept in the database (so every
 * server process shares them), counted through one batcher per key. Built once in `buildDeps`
 * (`deps.rateLimits`) and given to every route and service that counts attempts, so they share
 * what this process knows about counters already over their limit.
 */
export function createRateLimits({ db }: { db: Db }) {
  /**
   * Counters already over their limit, known to this process, until their window ends: an attempt
   * there is refused without a database write. The answer is the one the database would give (a
   * counter over its limit stays over it until its window ends, and then starts again at 1).
   */
  const refusals = new Map<string, number>();
  const count = createKeyBatcher<number, CounterState>(async (id, items) => {
    const seconds = Number(id.slice(0, id.indexOf(":")));
    const result = await db.execute(countAttemptsSql(id.slice(id.indexOf(":") + 1), items.length, seconds));
    const rows = (result as unknown as { rows: { count: unknown; remaining_ms: unknown }[] }).rows;
    return placesIn(counterStateOf(rows[0]), items.length);
  });

  /** Whether this process already knows that `key` is over `limit` in its current window. */
  function isRefusedLocally(key: string, limit: number, windowSeconds: number): boolean {
    const until = refusals.get(refusalKey(key, limit, windowSeconds));
    return until !== undefined && until > Date.now();
  }

  /** Records what the database answered for one attempt; answers whether it is within `limit`. */
  function noteAttempt(key: string, limit: number, windowSeconds: number, state: CounterState): boolean {
    if (state.count <= limit) return true;
    if (refusals.size >= REFUSALS_SWEEP_AT) {
      const now = Date.now();
      for (const [k, until] of refusals) if (until <= now) refusals.delete(k);
    }
    // a little short of the database's window end, never past it
    refusals.set(refusalKey(key, limit, windowSeconds), Date.now() + state.remainingMs - 50);
    return false;
  }

  /** Counts one attempt for `key` and answers whether it is within `limit`. */
  async function allow(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    if (isRefusedLocally(key, limit, windowSeconds)) return false;
    return noteAttempt(key, limit, windowSeconds, await count(`${windowSeconds}:${key}`, 1));
  }

  return {
    isRefusedLocally,
    noteAttempt,
    allow,

    /** As `allow`, but throws a 429 once `limit` is passed. */
    async limit(key: string, limit: number, windowSeconds: number): Promise<void> {
      if (!(await allow(key, limit, windowSeconds))) throw tooManyRequestsError();
    },

    /** The periodic clean-up: counters whose window began before `before` (no limit reads them any more). Answers how many went. */
    async deleteStale(before: Date): Promise<number> {
      const result = (await db.execute(
        sql`DELETE FROM rate_limits WHERE window_start < ${before.toISOString()}::timestamptz RETURNING key`,
      )) as unknown as { rows: unknown[] };
      return result.rows.length;
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
