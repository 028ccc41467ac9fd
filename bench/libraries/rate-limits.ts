/**
 * The project's rate limits (server/src/lib/rate-limit.ts: one counter row per key in
 * `rate_limits`, attempts on one key batched per write, a submission counted and stored in one
 * statement) beside rate-limiter-flexible's PostgreSQL store, on the same database.
 */
import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Database } from "../../server/src/db/client";
import { createAssessmentRepository } from "../../server/src/features/assessment/assessment.repository";
import { createRateLimits } from "../../server/src/lib/rate-limit";
import { buildAssessmentRow } from "../../server/src/testing/builders";
import { alternate, closedLoop, type LoadResult } from "./load";

/** rate-limiter-flexible's `storeClient` for PGlite: its query takes `{ text, values }`, PGlite's `(text, values)`. */
export function pgliteStoreClient(database: Database) {
  const client = (
    database.db as unknown as { $client: { query: (text: string, values?: unknown[]) => Promise<unknown> } }
  ).$client;
  return {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      const result = (await client.query(text, values)) as { rows: unknown[]; affectedRows?: number };
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

export async function libraryLimiter(database: Database, points: number, duration: number) {
  const storeClient = database.kind === "postgres" ? database.pool! : pgliteStoreClient(database);
  return new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient,
        storeType: "pool",
        tableName: "rlflx_bench",
        points,
        duration,
        clearExpiredByTimeout: false,
      },
      (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(limiter),
    );
  });
}

export interface RateLimitFigures {
  clients: number;
  total: number;
  /** One attempt on one key, every client the same key (a class behind one address). */
  oneKey: { ours: LoadResult; library: LoadResult };
  /** One attempt on a key of its own (many addresses): no contention on a row. */
  manyKeys: { ours: LoadResult; library: LoadResult };
  /** A submission: counted and stored. Ours in one statement; the library's count, then the INSERT; a bare INSERT as the floor. */
  submit: { ours: LoadResult; library: LoadResult; bareInsert: LoadResult };
}

export async function benchRateLimits(
  database: Database,
  { clients, total }: { clients: number; total: number },
): Promise<RateLimitFigures> {
  const { db } = database;
  const huge = 1_000_000_000;
  const limiter = await libraryLimiter(database, huge, 600);
  const limits = createRateLimits({ db });
  const repository = createAssessmentRepository({ db, limits });
  let round = 0;
  const run = (call: (n: number) => Promise<unknown>) => closedLoop(call, { clients, total });

  // warm-up: connections, prepared statements
  await run((n) => limits.allow(`warm:${n % 5}`, huge, 600));
  await run((n) => limiter.consume(`warm:${n % 5}`));

  const oneKey = await alternate({
    ours: () => {
      const key = `bench:one:ours:${round++}`;
      return run(() => limits.allow(key, huge, 600));
    },
    library: () => {
      const key = `bench:one:library:${round++}`;
      return run(() => limiter.consume(key));
    },
  });
  const manyKeys = await alternate({
    ours: () => {
      const prefix = `bench:many:ours:${round++}`;
      return run((n) => limits.allow(`${prefix}:${n}`, huge, 600));
    },
    library: () => {
      const prefix = `bench:many:library:${round++}`;
      return run((n) => limiter.consume(`${prefix}:${n}`));
    },
  });
  const rows = (count: number) => Array.from({ length: count }, () => buildAssessmentRow());
  const submit = await alternate({
    bareInsert: () => {
      const batch = rows(total);
      return run((n) => repository.insertOnce(batch[n]!));
    },
    ours: () => {
      const batch = rows(total);
      const counter = { key: `bench:submit:ours:${round++}`, limit: huge, windowSeconds: 600 };
      return run((n) => repository.insertCounted(batch[n]!, counter));
    },
    library: () => {
      const batch = rows(total);
      const key = `bench:submit:library:${round++}`;
      return run(async (n) => {
        await limiter.consume(key);
        return repository.insertOnce(batch[n]!);
      });
    },
  });
  return { clients, total, oneKey, manyKeys, submit };
}
