import crypto from "node:crypto";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/src/app";
import { createHttpHandler } from "../server/src/http-handler";
import { loadConfig } from "../server/src/config";
import { openPglite, openPostgres, type Database } from "../server/src/db/client";
import { seedDatabase } from "../server/src/db/seed";
import { buildDeps } from "../server/src/deps";
import { createLogger } from "../server/src/lib/logger";
import { providerLogRedaction } from "../server/src/features/payments/payment-providers.registry";
import { buildSubmission } from "../server/src/testing/builders";
import pg from "pg";
import { median } from "./median";
import { throwawayPostgres } from "./throwaway-postgres";

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

async function run(url: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  // The load comes from a worker thread, as real clients come from elsewhere: the server keeps its event loop to itself.
  return autocannon({ url, connections: 10, duration: 4, workers: 1, ...options });
}

const CLIENT_DIR = path.resolve(import.meta.dirname, "..", "dist", "client");

/** Rounds of the PostgreSQL submit comparison (bare INSERT server, then the app, in turn). */
const SUBMIT_ROUNDS = 3;

/** The median of each figure over several runs of one server; errors are added up. */
function medianResult(results: autocannon.Result[]) {
  return {
    requests: { average: median(results.map((r) => r.requests.average)) },
    latency: { p50: median(results.map((r) => r.latency.p50)), p99: median(results.map((r) => r.latency.p99)) },
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** `withClient`: the built client too (its pages, a results page rendered by the server), if there is a build. */
async function startApp(database: Database, withClient = false) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-api-"));
  // every simulated client comes from loopback: the per-address submission limit is lifted
  const config = {
    ...loadConfig(
      {
        DATA_DIR: dataDir,
        SESSION_SECRET: "bench-session-secret-0123456789abcdef",
        LOG_LEVEL: "warn",
        // the product as `npm start` serves it: payments through the local sandbox
        PAYMENT_SANDBOX: "on",
      },
      withClient ? { clientDir: CLIENT_DIR } : {},
    ),
    submitsPerAddress: Number.MAX_SAFE_INTEGER,
  };
  const deps = buildDeps(config, createLogger("warn", process.stdout, providerLogRedaction), database);
  // the production server's listener (index.ts): the Express app behind its fast path
  const server = http.createServer(createHttpHandler(createApp(deps), deps));
  const url = await listen(server);
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface ApiBench {
  /** bare node:http answering the config JSON, and the assessment JSON */
  bareRps: number;
  bareAssessmentRps: number;
  configRps: number;
  assessmentRps: number;
  submit: { db: string; rps: number; p50: number; p99: number; errors: number }[];
  /** A results page's HTML rendered by the server, beside the same app's JSON read it is rendered from (needs a build). */
  resultsPage?: { htmlRps: number; jsonRps: number };
  /** On PostgreSQL, beside bare node:http servers doing the same single query through pg. */
  postgres?: {
    submit: { rps: number; p99: number; errors: number };
    bareInsert: { rps: number; p99: number; errors: number };
    assessmentRps: number;
    bareSelectRps: number;
  };
}

/**
 * Bare node:http servers on the same pool settings as the app: one that INSERTs the row a
 * submission stores (a copy of a stored assessment with new ids), one that SELECTs an assessment
 * by id and answers it as JSON. They are what the database costs without the app around it.
 */
async function startBarePostgresServers(url: string, templateId: string) {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // As the app's pool (server/src/db/client.ts): dropping the bench database at the end ends any
  // connection still open, which must not crash the run after its figures are measured.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const { rows } = await pool.query("SELECT row_to_json(a) AS row FROM assessments a WHERE id = $1", [templateId]);
  const template = rows[0]!.row as Record<string, unknown>;
  let counter = 0;
  const insert = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const id = `bare${process.pid}x${counter++}`;
      const row = { ...template, id, submission_id: crypto.randomUUID() };
      pool
        .query("INSERT INTO assessments SELECT (jsonb_populate_record(NULL::assessments, $1::jsonb)).*", [
          JSON.stringify(row),
        ])
        .then(() => {
          res.writeHead(201, { "Content-Type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ assessmentId: id }));
        })
        .catch((error: Error) => {
          res.writeHead(500).end(error.message);
        });
    });
  });
  const select = http.createServer((req, res) => {
    const id = (req.url ?? "").split("/").pop() ?? "";
    pool
      .query("SELECT * FROM assessments WHERE id = $1", [id])
      .then((result) => {
        res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(result.rows[0] ?? null));
      })
      .catch((error: Error) => {
        res.writeHead(500).end(error.message);
      });
  });
  return {
    insertUrl: await listen(insert),
    selectUrl: await listen(select),
    close: async () => {
      insert.close();
      select.close();
      await pool.end();
    },
  };
}

/** Requests per second of two read endpoints as a ratio to bare node:http, and submit latency at 50 clients. */
export async function benchApi(): Promise<ApiBench> {
  const database = await openPglite();
  await seedDatabase(database.db);
  const app = await startApp(database);
  const submitted = (await (
    await fetch(`${app.url}/api/assessment/submit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(buildSubmission()),
    })
  ).json()) as { assessmentId: string };
  const assessmentPath = `/api/assessment/${submitted.assessmentId}`;
  // The bare server answers each path with the very JSON the app answers it with.
  const bodies = new Map<string, string>();
  for (const path of ["/api/payment/config", assessmentPath])
    bodies.set(path, await (await fetch(`${app.url}${path}`)).text());
  const bare = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    res.end(bodies.get(req.url ?? "") ?? "{}");
  });
  const bareUrl = await listen(bare);

  // warm-up, then the measured runs side by side
  await run(`${app.url}/api/payment/config`, { duration: 2 });
  await run(`${bareUrl}/api/payment/config`, { duration: 2 });
  const bareConfig = await run(`${bareUrl}/api/payment/config`);
  const configResult = await run(`${app.url}/api/payment/config`);
  const bareAssessment = await run(`${bareUrl}${assessmentPath}`);
  const assessmentResult = await run(`${app.url}${assessmentPath}`);

  const submitRun = async (url: string) => {
    const body = buildSubmission();
    delete (body as { submissionId?: string }).submissionId;
    return run(`${url}/api/assessment/submit`, {
      connections: 50,
      duration: 5,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  };
  // A results page rendered by the server (its data read, then React) against the JSON read alone.
  let resultsPage: ApiBench["resultsPage"];
  if (fs.existsSync(path.join(CLIENT_DIR, "..", "ssr", "prerender.js"))) {
    const site = await startApp(database, true);
    const page = `/results/${submitted.assessmentId}`;
    const html = await (await fetch(`${site.url}${page}`)).text();
    if (!html.includes('id="page-data"')) throw new Error("the results page was not rendered by the server");
    await run(`${site.url}${page}`, { duration: 2 });
    const htmlRun = await run(`${site.url}${page}`);
    const jsonRun = await run(`${site.url}${assessmentPath}`);
    resultsPage = { htmlRps: htmlRun.requests.average, jsonRps: jsonRun.requests.average };
    await site.close();
  }

  const submit: ApiBench["submit"] = [];
  const pgliteSubmit = await submitRun(app.url);
  submit.push({
    db: "PGlite",
    rps: pgliteSubmit.requests.average,
    p50: pgliteSubmit.latency.p50,
    p99: pgliteSubmit.latency.p99,
    errors: pgliteSubmit.errors + pgliteSubmit.non2xx,
  });
  await app.close();
  bare.close();
  await database.close();

  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  let postgres: ApiBench["postgres"];
  if (pgUrl) {
    const fresh = await throwawayPostgres(pgUrl, "api");
    const pgDatabase = await openPostgres(fresh.url, { max: 20 });
    await seedDatabase(pgDatabase.db);
    const pgApp = await startApp(pgDatabase);
    const stored = (await (
      await fetch(`${pgApp.url}/api/assessment/submit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(buildSubmission()),
      })
    ).json()) as { assessmentId: string };
    const bare = await startBarePostgresServers(fresh.url, stored.assessmentId);
    await submitRun(pgApp.url); // warm-up
    await submitRun(bare.insertUrl);
    // Three rounds, the bare server and the app in turn, each figure the median of its three: a
    // 99th percentile of 5 s on a shared 2-core machine moves with whatever else ran in those 5 s.
    const bareRounds: autocannon.Result[] = [];
    const appRounds: autocannon.Result[] = [];
    for (let round = 0; round < SUBMIT_ROUNDS; round += 1) {
      bareRounds.push(await submitRun(bare.insertUrl));
      appRounds.push(await submitRun(pgApp.url));
    }
    const bareInsert = medianResult(bareRounds);
    const pgResult = medianResult(appRounds);
    submit.push({
      db: "PostgreSQL",
      rps: pgResult.requests.average,
      p50: pgResult.latency.p50,
      p99: pgResult.latency.p99,
      errors: pgResult.errors + pgResult.non2xx,
    });
    await run(`${pgApp.url}/api/assessment/${stored.assessmentId}`, { duration: 2 });
    const bareSelect = await run(`${bare.selectUrl}/api/assessment/${stored.assessmentId}`);
    const pgRead = await run(`${pgApp.url}/api/assessment/${stored.assessmentId}`);
    postgres = {
      submit: { rps: pgResult.requests.average, p99: pgResult.latency.p99, errors: pgResult.errors + pgResult.non2xx },
      bareInsert: {
        rps: bareInsert.requests.average,
        p99: bareInsert.latency.p99,
        errors: bareInsert.errors + bareInsert.non2xx,
      },
      assessmentRps: pgRead.requests.average,
      bareSelectRps: bareSelect.requests.average,
    };
    await bare.close();
    await pgApp.close();
    await pgDatabase.close();
    await fresh.drop();
  }
  return {
    bareRps: bareConfig.requests.average,
    bareAssessmentRps: bareAssessment.requests.average,
    configRps: configResult.requests.average,
    assessmentRps: assessmentResult.requests.average,
    resultsPage,
    submit,
    ...(postgres ? { postgres } : {}),
  };
}
