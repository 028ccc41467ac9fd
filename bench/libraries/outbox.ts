/**
 * The project's email outbox (server/src/features/emails: a row per email in `email_outbox`, one
 * per event by its dedupe key, queued in the same statement as the recipient's limits) beside
 * pg-boss 10 (the last major that runs on Node 20) on the same database.
 */
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database } from "../../server/src/db/client";
import { createEmailsService } from "../../server/src/features/emails/email.service";
import { createRateLimits } from "../../server/src/lib/rate-limit";
import { alternate, closedLoop, type LoadResult } from "./load";

export interface OutboxFigures {
  /** pg-boss started (its own schema and migrations) on this database. */
  starts: boolean;
  /** Queuing a results email within its two limits (the recipient's day, everyone's hour). */
  enqueue: { ours: LoadResult; library: LoadResult };
  /** The same event queued again after its email was sent: is a second email queued? */
  queuesTwice: { ours: boolean; library: boolean };
}

/**
 * pg-boss's `db` option for either database. PGlite runs one statement per `query`; pg-boss sends
 * its schema as one text of many statements, which PGlite runs through `exec`.
 */
function bossDb(database: Database) {
  if (database.kind === "postgres") {
    const pool = database.pool!;
    return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export async function benchOutbox(
  database: Database,
  { clients, total }: { clients: number; total: number },
): Promise<OutboxFigures> {
  const { db } = database;
  const boss = new PgBoss({ db: bossDb(database), schema: "pgboss_bench", supervise: false, schedule: false });
  boss.on("error", () => {});
  let starts = true;
  try {
    await boss.start();
    await boss.createQueue("email");
    await boss.createQueue("twice");
  } catch {
    starts = false;
  }
  const rateLimits = createRateLimits({ db });
  const outbox = createEmailsService({ db, rateLimits });
  const huge = 1_000_000_000;
  let round = 0;
  const limits = (prefix: string, n: number) => [
    { key: `${prefix}:to:${n}`, limit: 3, windowSeconds: 86_400 },
    { key: `${prefix}:hourly`, limit: huge, windowSeconds: 3600 },
  ];
  const ours = () => {
    const prefix = `bench:outbox:ours:${round++}`;
    return closedLoop(
      (n) =>
        outbox.enqueueWithinLimit(
          { kind: "results", key: `${prefix}:${n}`, to: `p${n}@example.com`, language: "es", payload: { n } },
          limits(prefix, n),
        ),
      { clients, total },
    );
  };
  const library = () => {
    const prefix = `bench:outbox:library:${round++}`;
    return closedLoop(
      async (n) => {
        const [recipient, hourly] = limits(prefix, n);
        if (!(await rateLimits.allow(recipient!.key, recipient!.limit, recipient!.windowSeconds))) return;
        if (!(await rateLimits.allow(hourly!.key, hourly!.limit, hourly!.windowSeconds))) return;
        await boss.send("email", { to: `p${n}@example.com`, n }, { singletonKey: `results:${prefix}:${n}` });
      },
      { clients, total },
    );
  };
  await ours();
  if (starts) await library();
  const enqueue = starts
    ? await alternate({ ours, library })
    : { ...(await alternate({ ours })), library: { perSecond: 0, p50: 0, p99: 0, errors: total } };

  // the same event after its email went out
  const event = { kind: "report" as const, key: "bench-twice", to: "twice@example.com", language: "es" as const };
  const first = await outbox.enqueueWithinLimit(
    { ...event, payload: {} },
    { key: "bench:twice", limit: 10, windowSeconds: 60 },
  );
  const oursAgain = await outbox.enqueueWithinLimit(
    { ...event, payload: {} },
    { key: "bench:twice", limit: 10, windowSeconds: 60 },
  );
  let libraryAgain = false;
  if (starts) {
    await boss.send("twice", {}, { singletonKey: "report:bench-twice" });
    const [job] = await boss.fetch("twice");
    if (job) await boss.complete("twice", job.id);
    libraryAgain = (await boss.send("twice", {}, { singletonKey: "report:bench-twice" })) !== null;
  }
  await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
  await db.execute(sql`DROP SCHEMA IF EXISTS pgboss_bench CASCADE`).catch(() => undefined);
  return { starts, enqueue, queuesTwice: { ours: first && oursAgain, library: libraryAgain } };
}
