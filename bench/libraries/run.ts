/**
 * `npm run bench:libraries`: what we wrote ourselves beside the well-kept library that would
 * replace it, measured side by side in one run on the same database (decisions 002, 006, 008-010).
 * PGlite always; PostgreSQL too with TEST_DATABASE_URL (or BENCH_DATABASE_URL), in a database of
 * its own that it drops at the end. The table is printed and written to docs/benchmarks/libraries.md.
 */
import { throwawayPostgres } from "../throwaway-postgres";
import { openPglite, openPostgres, type Database } from "../../server/src/db/client";
import { seedDatabase } from "../../server/src/db/seed";
import { markdownTable, runFacts, writeBenchmarkFile } from "../results-file";
import { benchFastLanes } from "./fast-lanes";
import type { LoadResult } from "./load";
import { benchOutbox } from "./outbox";
import { benchRateLimits } from "./rate-limits";
import { benchSecurityHeaders } from "./security-headers";
import { benchSessions } from "./sessions";

const ABOUT = `
Each row sets what the project wrote itself beside the library that would replace it, measured in
turn in one run on one machine and the same database: compare the ratios, not the absolute
figures (these machines are noisy and shared). Loads are closed loops (each client calls again once
answered) alternated over three rounds, each figure the median; HTTP figures come from autocannon
on loopback. "Ratio" is ours over the library's (above 1: ours is faster). What the figures decide:
[decisions 002, 006, 008, 009 and 010](../decisions/README.md).
`;

const rows: string[][] = [];
const f0 = (n: number) => n.toFixed(0);
const ratio = (ours: number, theirs: number) => (theirs > 0 ? (ours / theirs).toFixed(2) : "-");
const load = (r: LoadResult) => `${f0(r.perSecond)}/s, p99 ${r.p99.toFixed(1)} ms`;

async function measure(database: Database, name: string, size: { clients: number; total: number }) {
  const limits = await benchRateLimits(database, size);
  const n = `${size.clients} clients`;
  rows.push(
    [
      `Rate limit, one key (${n}, ${name}): ours / rate-limiter-flexible`,
      `${load(limits.oneKey.ours)} / ${load(limits.oneKey.library)}`,
      ratio(limits.oneKey.ours.perSecond, limits.oneKey.library.perSecond),
    ],
    [
      `Rate limit, a key each (${n}, ${name}): ours / rate-limiter-flexible`,
      `${load(limits.manyKeys.ours)} / ${load(limits.manyKeys.library)}`,
      ratio(limits.manyKeys.ours.perSecond, limits.manyKeys.library.perSecond),
    ],
    [
      `Submit counted and stored (${n}, ${name}): ours (one statement) / rate-limiter-flexible, then INSERT`,
      `${load(limits.submit.ours)} / ${load(limits.submit.library)}`,
      ratio(limits.submit.ours.perSecond, limits.submit.library.perSecond),
    ],
    [
      `Submit, bare INSERT without a limit (${n}, ${name}), the floor`,
      load(limits.submit.bareInsert),
      `${ratio(limits.submit.ours.perSecond, limits.submit.bareInsert.perSecond)} (ours / bare)`,
    ],
  );
  const sessions = await benchSessions(database);
  rows.push(
    [
      `Signed-in GET (10 connections, ${name}): ours / express-session + connect-pg-simple`,
      `${f0(sessions.ours.rps)} / ${f0(sessions.library.rps)} req/s, p99 ${sessions.ours.p99} / ${sessions.library.p99} ms`,
      ratio(sessions.ours.rps, sessions.library.rps),
    ],
    [
      `Signed-in GET (${name}): statements per request, ours / express-session`,
      `${sessions.ours.queries.toFixed(1)} / ${sessions.library.queries.toFixed(1)}`,
      "-",
    ],
    [
      `Session by \`Authorization: Bearer\` (${name}): ours / express-session`,
      `${sessions.bearer.ours ? "yes" : "no"} / ${sessions.bearer.library ? "yes" : "no"}`,
      "-",
    ],
    [
      `Session table holds the live session id (${name}): ours / connect-pg-simple`,
      `${sessions.storesToken.ours ? "yes" : "no (its SHA-256)"} / ${sessions.storesToken.library ? "yes" : "no"}`,
      "-",
    ],
  );
  const outbox = await benchOutbox(database, size);
  rows.push(
    [`pg-boss 10 starts (${name})`, outbox.starts ? "yes" : "no", "-"],
    [
      `Queue a results email within its two limits (${n}, ${name}): ours (one statement) / counters, then pg-boss send`,
      `${load(outbox.enqueue.ours)} / ${load(outbox.enqueue.library)}`,
      ratio(outbox.enqueue.ours.perSecond, outbox.enqueue.library.perSecond),
    ],
    [
      `The same event queued again after its email was sent (${name}): ours / pg-boss singletonKey`,
      `${outbox.queuesTwice.ours ? "queued again" : "not queued"} / ${outbox.queuesTwice.library ? "queued again" : "not queued"}`,
      "-",
    ],
  );
  await seedDatabase(database.db);
  const lanes = await benchFastLanes(database);
  rows.push(
    [
      `GET /api/assessment/{id} (10 connections, ${name}): fast lane / Express alone`,
      `${f0(lanes.read.lanes)} / ${f0(lanes.read.express)} req/s`,
      ratio(lanes.read.lanes, lanes.read.express),
    ],
    [
      `POST /api/assessment/submit (50 connections, ${name}): fast lane / Express alone`,
      `${f0(lanes.submit.lanes.rps)} / ${f0(lanes.submit.express.rps)} req/s, p99 ${lanes.submit.lanes.p99} / ${lanes.submit.express.p99} ms`,
      ratio(lanes.submit.lanes.rps, lanes.submit.express.rps),
    ],
  );
}

const headers = benchSecurityHeaders();
rows.push([
  "Security headers on one answer: helmet's list set / helmet's middlewares run",
  `${headers.listMicros.toFixed(1)} / ${headers.helmetMicros.toFixed(1)} µs`,
  ratio(headers.list, headers.helmet),
]);

const pglite = await openPglite();
await measure(pglite, "PGlite", { clients: 50, total: 400 });
await pglite.close();

const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const fresh = await throwawayPostgres(pgUrl, "libraries");
  const database = await openPostgres(fresh.url, { max: 20 });
  try {
    await measure(database, "PostgreSQL", { clients: 50, total: 2000 });
  } finally {
    await database.close();
    await fresh.drop();
  }
} else {
  rows.push(["PostgreSQL figures", "set TEST_DATABASE_URL or BENCH_DATABASE_URL", "-"]);
}

const table = markdownTable(["Comparison", "Result (ours / library)", "Ratio"], rows);
console.log(table);
const file = writeBenchmarkFile("libraries.md", {
  title: "Benchmarks: our code beside the libraries",
  command: "npm run bench:libraries",
  script: "bench/libraries/run.ts",
  about: ABOUT,
  body: table,
  facts: runFacts(),
});
console.log(`\nwritten to ${file}`);
process.exit(0);
