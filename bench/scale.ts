/**
 * `npm run bench:scale`: p50/p95 of every list and dashboard endpoint on the database filled by
 * `npm run db:seed:scale` (a year of data) beside the same endpoint on an empty database, measured
 * in one run, request after request, alternating between the two so that both see the same load
 * on this machine. Goal: p95 at full size ≤ 2 × the empty database's, and no answer holds more
 * than one page of rows.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npm run bench:scale
 *
 * The empty database is created beside the seeded one (same server) and dropped at the end. The table
 * is printed and written to docs/benchmarks/scale.md (bench/results-file.ts).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { createApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { openPostgres, type Database } from "../server/src/db/client";
import { buildDeps } from "../server/src/deps";
import { hashPassword } from "../server/src/features/auth/passwords.service";
import { createHttpHandler } from "../server/src/http-handler";
import { createLogger } from "../server/src/lib/logger";
import { providerLogRedaction } from "../server/src/features/payments/payment-providers.registry";
import { MAX_PAGE_SIZE } from "../shared/validators/pagination";
import { markdownTable, runFacts, writeBenchmarkFile } from "./results-file";

const PASSWORD = "scale-bench-password";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;

const fullUrl = process.env.DATABASE_URL;
if (!fullUrl) {
  console.error("DATABASE_URL is required: the database filled by `npm run db:seed:scale`.");
  process.exit(1);
}

async function startApp(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-scale-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    LOG_LEVEL: "warn",
    // the product as `npm start` serves it: payments through the local sandbox
    PAYMENT_SANDBOX: "on",
  });
  const deps = buildDeps(config, createLogger("warn", process.stdout, providerLogRedaction), database);
  const server = http.createServer(createHttpHandler(createApp(deps), deps));
  const url = await new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The three accounts the seed creates, on the empty database: the same sign-ins, no data. */
async function seedAccounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const hash = await hashPassword(PASSWORD);
  await client.query(
    `insert into users (id, email, name, password_hash, role) values
       (overlay(overlay(md5('admin') placing '4' from 13) placing '8' from 17)::uuid, 'admin@scale.test', 'Admin', $1, 'admin'),
       (overlay(overlay(md5('seller1') placing '4' from 13) placing '8' from 17)::uuid, 'seller1@scale.test', 'Vendedor 1', $1, 'seller'),
       (overlay(overlay(md5('user0') placing '4' from 13) placing '8' from 17)::uuid, 'user0@scale.test', 'Usuario 0', $1, 'user')`,
    [hash],
  );
  await client.query(
    `insert into sellers (id, user_id, name, email, referral_code)
     values (overlay(overlay(md5('sellerrow1') placing '4' from 13) placing '8' from 17)::uuid, overlay(overlay(md5('seller1') placing '4' from 13) placing '8' from 17)::uuid, 'Vendedor 1', 'seller1@scale.test', 'S000001')`,
  );
  await client.end();
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET with a keep-alive connection: milliseconds, status and the parsed body. */
function timedGet(url: string, token: string): Promise<{ ms: number; status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { Authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ ms, status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
      });
    });
    req.on("error", reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The rows of one answer: a page's items, or the months of a seller dashboard. */
function rowsOf(body: unknown): number {
  if (body && typeof body === "object") {
    if ("items" in body && Array.isArray(body.items)) return body.items.length;
    if ("monthly" in body && Array.isArray(body.monthly)) return body.monthly.length;
  }
  return Array.isArray(body) ? body.length : 0;
}

// The empty database beside the seeded one.
const emptyName = `qe_scale_empty_${process.pid}`;
const adminClient = new pg.Client({ connectionString: fullUrl });
await adminClient.connect();
await adminClient.query(`DROP DATABASE IF EXISTS ${emptyName}`);
await adminClient.query(`CREATE DATABASE ${emptyName}`);
const emptyUrl = new URL(fullUrl);
emptyUrl.pathname = `/${emptyName}`;

const empty = await openPostgres(emptyUrl.toString(), { max: 10 });
await seedAccounts(emptyUrl.toString());
const full = await openPostgres(fullUrl, { max: 10 });
const [{ n: assessmentCount }] = (await full.pool!.query<{ n: string }>("select count(*) as n from assessments"))
  .rows as [{ n: string }];
const emptyApp = await startApp(empty);
const fullApp = await startApp(full);

const sides = await Promise.all(
  [emptyApp, fullApp].map(async (app) => {
    const tokens = {
      admin: await signIn(app.url, "admin@scale.test"),
      seller: await signIn(app.url, "seller1@scale.test"),
      user: await signIn(app.url, "user0@scale.test"),
    };
    const me = await timedGet(`${app.url}/api/seller/me`, tokens.seller);
    const sellerId = (me.body as { sellerId: string }).sellerId;
    return { url: app.url, tokens, sellerId };
  }),
);

const month = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Santo_Domingo", year: "numeric", month: "2-digit" })
  .format(new Date())
  .slice(0, 7);
const endpoints: { name: string; who: "admin" | "seller" | "user"; path: (sellerId: string) => string }[] = [
  { name: "GET /api/admin/payments", who: "admin", path: () => "/api/admin/payments" },
  {
    name: "GET /api/admin/payments?status=completed",
    who: "admin",
    path: () => "/api/admin/payments?status=completed",
  },
  { name: "GET /api/admin/sellers", who: "admin", path: () => "/api/admin/sellers" },
  { name: "GET /api/admin/referrals", who: "admin", path: () => "/api/admin/referrals" },
  { name: "GET /api/admin/access-codes", who: "admin", path: () => "/api/admin/access-codes" },
  { name: "GET /api/admin/emails/failed", who: "admin", path: () => "/api/admin/emails/failed" },
  { name: "GET /api/admin/payment-config/audit", who: "admin", path: () => "/api/admin/payment-config/audit" },
  { name: "GET /api/seller/{id} (dashboard)", who: "seller", path: (id) => `/api/seller/${id}` },
  { name: "GET /api/seller/{id}/referrals", who: "seller", path: (id) => `/api/seller/${id}/referrals` },
  {
    name: "GET /api/seller/{id}/referrals?month=",
    who: "seller",
    path: (id) => `/api/seller/${id}/referrals?month=${month}`,
  },
  { name: "GET /api/user/assessments", who: "user", path: () => "/api/user/assessments" },
  { name: "GET /api/user/payment-history", who: "user", path: () => "/api/user/payment-history" },
  { name: "GET /api/dashboard", who: "user", path: () => "/api/dashboard" },
];

const rows: string[][] = [];
let failures = 0;
for (const endpoint of endpoints) {
  const samples: [number[], number[]] = [[], []];
  const pageRows: [number, number] = [0, 0];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    // Alternate which side goes first, so neither always follows the other.
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) {
      const { url, tokens, sellerId } = sides[side]!;
      const res = await timedGet(`${url}${endpoint.path(sellerId)}`, tokens[endpoint.who]);
      if (res.status !== 200) throw new Error(`${endpoint.name}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      pageRows[side] = Math.max(pageRows[side]!, rowsOf(res.body));
      if (i >= WARMUP) samples[side]!.push(res.ms);
    }
  }
  const [emptyP50, emptyP95, fullP50, fullP95] = [
    percentile(samples[0], 50),
    percentile(samples[0], 95),
    percentile(samples[1], 50),
    percentile(samples[1], 95),
  ];
  const ratio = fullP95 / emptyP95;
  const onePage = pageRows[1] <= MAX_PAGE_SIZE;
  const met = ratio <= 2 && onePage;
  if (!met) failures += 1;
  rows.push([
    endpoint.name,
    `${emptyP50.toFixed(1)} / ${emptyP95.toFixed(1)}`,
    `${fullP50.toFixed(1)} / ${fullP95.toFixed(1)}`,
    ratio.toFixed(2),
    String(pageRows[1]),
    met ? "yes" : "NO",
  ]);
}

const header = ["Endpoint", "Empty p50 / p95 ms", "Full p50 / p95 ms", "p95 full/empty", "Rows", "Met (≤ 2×)"];
const summary = `${Number(assessmentCount).toLocaleString("en-US")} assessments in the full database; ${REQUESTS} requests per endpoint and side.`;
const table = markdownTable(header, rows);
console.log(`\n${summary}\n`);
console.log(table);
const file = writeBenchmarkFile("scale.md", {
  title: "A year of data: latest run",
  command: "npm run bench:scale",
  script: "bench/scale.ts",
  about: `
Every list and dashboard endpoint on the database filled by \`npm run db:seed:scale\` (a year of data)
beside the same endpoint on an empty database, one request at a time, alternating the two sides so
that both see the same load. Goal: every p95 at full size at most 2× the empty database's, and no
answer holding more than one page of rows. Only the ratios mean anything on a busy machine. How to
run it and what the figures mean: [docs/performance.md](../performance.md#a-year-of-data).
`,
  body: `${summary}\n\n${table}`,
  facts: runFacts(),
});
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);

await emptyApp.close();
await fullApp.close();
agent.destroy();
await empty.close();
await full.close();
await adminClient.query(`DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
await adminClient.end();
process.exit(failures === 0 ? 0 : 1);
