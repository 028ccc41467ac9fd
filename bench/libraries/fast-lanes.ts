/**
 * The production listener (server/src/http-handler.ts: the fast lanes for submit and the
 * assessment read, then Express) beside the same app served by Express alone, on the same
 * database, with autocannon on loopback, alternating the two servers.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { createApp } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import type { Database } from "../../server/src/db/client";
import { buildDeps } from "../../server/src/deps";
import { createHttpHandler } from "../../server/src/http-handler";
import { createLogger } from "../../server/src/lib/logger";
import { buildSubmission } from "../../server/src/testing/builders";
import { median } from "../median";

export interface LaneFigures {
  read: { lanes: number; express: number };
  submit: { lanes: { rps: number; p99: number }; express: { rps: number; p99: number } };
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

export async function benchFastLanes(database: Database, { rounds = 3, duration = 4 } = {}): Promise<LaneFigures> {
  const config = {
    ...loadConfig({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-lanes-")),
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
      LOG_LEVEL: "warn",
    }),
    submitsPerAddress: Number.MAX_SAFE_INTEGER,
  };
  const deps = buildDeps(config, createLogger("warn"), database);
  const app = createApp(deps);
  const withLanes = http.createServer(createHttpHandler(app, deps));
  const expressOnly = http.createServer(app);
  const lanesUrl = await listen(withLanes);
  const expressUrl = await listen(expressOnly);
  const body = buildSubmission();
  delete (body as { submissionId?: string }).submissionId;
  const submitted = (await (
    await fetch(`${lanesUrl}/api/assessment/submit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(buildSubmission()),
    })
  ).json()) as { assessmentId: string };
  const read = (url: string, seconds = duration) =>
    autocannon({
      url: `${url}/api/assessment/${submitted.assessmentId}`,
      connections: 10,
      duration: seconds,
      workers: 1,
    });
  const submit = (url: string, seconds = duration) =>
    autocannon({
      url: `${url}/api/assessment/submit`,
      connections: 50,
      duration: seconds,
      workers: 1,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const runs = { readLanes: [] as autocannon.Result[], readExpress: [] as autocannon.Result[] };
  const submits = { lanes: [] as autocannon.Result[], express: [] as autocannon.Result[] };
  await read(lanesUrl, 2);
  await read(expressUrl, 2);
  await submit(lanesUrl, 2);
  await submit(expressUrl, 2);
  for (let round = 0; round < rounds; round += 1) {
    runs.readLanes.push(await read(lanesUrl));
    runs.readExpress.push(await read(expressUrl));
    submits.lanes.push(await submit(lanesUrl));
    submits.express.push(await submit(expressUrl));
  }
  // every answer still on its way is given before the caller closes the database
  await Promise.all([withLanes, expressOnly].map((server) => new Promise((resolve) => server.close(resolve))));
  const rps = (results: autocannon.Result[]) => median(results.map((r) => r.requests.average));
  const p99 = (results: autocannon.Result[]) => median(results.map((r) => r.latency.p99));
  for (const result of [...submits.lanes, ...submits.express, ...runs.readLanes, ...runs.readExpress])
    if (result.errors + result.non2xx > 0) throw new Error("a fast-lane bench request failed");
  return {
    read: { lanes: rps(runs.readLanes), express: rps(runs.readExpress) },
    submit: {
      lanes: { rps: rps(submits.lanes), p99: p99(submits.lanes) },
      express: { rps: rps(submits.express), p99: p99(submits.express) },
    },
  };
}
