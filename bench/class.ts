/**
 * `npm run bench:class`: a whole class behind one school address. 500 students finish the test
 * through one class link, every request from the same address (loopback), with the per-address
 * submission limit as production sets it. Goals: every one stored (0 refused) within 60 s, and the
 * submit's p99 within 2x that of a bare `node:http` server doing the same single INSERT, measured in
 * the same run. Beside it, the same address without the class link, to show the limit still holds.
 *
 * On PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set (a fresh database, dropped
 * at the end); on embedded PGlite otherwise. The table is printed and written to
 * docs/benchmarks/class.md. Ratios, not absolute times: these machines are noisy.
 */
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createApp } from "../server/src/app";
import { createHttpHandler } from "../server/src/http-handler";
import { loadConfig } from "../server/src/config";
import { openPglite, openPostgres, type Database } from "../server/src/db/client";
import { seedDatabase } from "../server/src/db/seed";
import { buildDeps } from "../server/src/deps";
import { createLogger } from "../server/src/lib/logger";
import { providerLogRedaction } from "../server/src/features/payments/payment-providers.registry";
import { buildSubmission } from "../server/src/testing/builders";
import { markdownTable, runFacts, writeBenchmarkFile } from "./results-file";
import { throwawayPostgres } from "./throwaway-postgres";

const STUDENTS = Number(process.env.BENCH_CLASS_STUDENTS ?? 500);
/** Students finishing at the same moment (a classroom pressing "Finalizar" together). */
const CONNECTIONS = 25;
const GOALS = { seconds: 60, p99Ratio: 2 } as const;

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** `amount` POSTs of one body, CONNECTIONS at a time, its load from a worker thread. */
function post(url: string, body: unknown, amount: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    workers: 1,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A bare node:http server that INSERTs a copy of a stored assessment (new id, no submission id) per request. */
async function startBareInsert(database: Database, templateId: string) {
  const result = await database.db.execute(
    sql`SELECT row_to_json(a) AS row FROM assessments a WHERE id = ${templateId}`,
  );
  const { rows } = result as unknown as { rows: { row: Record<string, unknown> }[] };
  const template = { ...rows[0]!.row, submission_id: null, class_id: null };
  let counter = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = `bareclass${process.pid}x${counter++}`;
      database.db
        .execute(
          sql`INSERT INTO assessments SELECT (jsonb_populate_record(NULL::assessments, ${JSON.stringify({ ...template, id })}::jsonb)).*`,
        )
        .then(() => {
          res.writeHead(201, { "Content-Type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ assessmentId: id }));
        })
        .catch((error: Error) => res.writeHead(500).end(error.message));
    });
  });
  const url = await listen(server);
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function openDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (!pgUrl) {
    const database = await openPglite({
      dataDir: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-class-")), "db"),
    });
    return { database, label: "PGlite", drop: async () => {} };
  }
  const fresh = await throwawayPostgres(pgUrl, "class");
  const database = await openPostgres(fresh.url, { max: 20 });
  return {
    database,
    label: "PostgreSQL",
    drop: fresh.drop,
  };
}

const { database, label, drop } = await openDatabase();
await seedDatabase(database.db);
const config = loadConfig({
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-class-data-")),
  SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  LOG_LEVEL: "warn",
  PAYMENT_SANDBOX: "on",
});
const deps = buildDeps(config, createLogger("error", process.stdout, providerLogRedaction), database);
const server = http.createServer(createHttpHandler(createApp(deps), deps));
const appUrl = await listen(server);

// A counsellor (created by the admin, so approved) and a class with a seat for every student.
const email = `orientadora.${process.pid}@colegio.example`;
await deps.schools.adminCreate(
  { name: "Orientadora de Banco", email, schoolName: "Liceo de Banco", country: "DO", city: "Santo Domingo" },
  "es",
);
const counsellor = (await deps.auth.findByEmail(email))!;
const schoolClass = await deps.schools.createClass(counsellor, {
  name: "4to B",
  grade: "4to de secundaria",
  year: new Date().getFullYear(),
  size: STUDENTS,
});

const { submissionId: _unused, ...student } = buildSubmission();
// A warm-up outside the class (the per-address limit counts it), and the template row of the bare server.
const warm = (await (
  await fetch(`${appUrl}/api/assessment/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(buildSubmission()),
  })
).json()) as { assessmentId: string };
const bare = await startBareInsert(database, warm.assessmentId);
await post(`${bare.url}/`, student, 50);

const bareRun = await post(`${bare.url}/`, student, STUDENTS);
const started = performance.now();
const classRun = await post(
  `${appUrl}/api/assessment/submit`,
  { ...student, classCode: schoolClass.joinCode },
  STUDENTS,
);
const seconds = (performance.now() - started) / 1000;
const stored = (await deps.assessments.countByClass([schoolClass.id])).get(schoolClass.id) ?? 0;
// The same address without the class link: the per-address limit (config.submitsPerAddress an hour) still refuses.
const withoutClass = await post(`${appUrl}/api/assessment/submit`, student, 100);

server.close();
await bare.close();
await database.close();
await drop();

const refused = classRun.non2xx + classRun.errors;
const ratio = classRun.latency.p99 / Math.max(1, bareRun.latency.p99);
const yes = (ok: boolean) => (ok ? "yes" : "NO");
const rows = [
  {
    name: `${STUDENTS} submissions through one class link, one address (${label})`,
    value: `${stored} stored, ${refused} refused, in ${seconds.toFixed(1)} s`,
    goal: `all stored, 0 refused, <= ${GOALS.seconds} s`,
    met: yes(stored === STUDENTS && refused === 0 && seconds <= GOALS.seconds),
  },
  {
    name: "submit p99 vs bare INSERT server (same run)",
    value: `${classRun.latency.p99} / ${bareRun.latency.p99} ms = ${ratio.toFixed(2)}`,
    goal: `<= ${GOALS.p99Ratio}`,
    met: yes(ratio <= GOALS.p99Ratio),
  },
  {
    name: "submit p50 vs bare INSERT server",
    value: `${classRun.latency.p50} / ${bareRun.latency.p50} ms`,
    goal: "-",
    met: "-",
  },
  {
    name: "the same address without the class link (100 submissions)",
    value: `${withoutClass.requests.total - withoutClass.non2xx} stored, ${withoutClass.non2xx} refused (limit ${config.submitsPerAddress} in 10 minutes)`,
    goal: "the per-address limit holds",
    met: yes(withoutClass.non2xx > 0),
  },
];
const table = markdownTable(
  ["figure", "value", "goal", "met"],
  rows.map((r) => [r.name, r.value, r.goal, r.met]),
);
console.log(`\n${table}`);
const file = writeBenchmarkFile("class.md", {
  title: "A class behind one address",
  command: "npm run bench:class",
  script: "bench/class.ts",
  about: `
${STUDENTS} students finish the test through one class link, all from one address, ${CONNECTIONS} at a
time, with the per-address submission limit as production sets it; beside them, a bare \`node:http\`
server doing the same single INSERT on the same database (${label}), in the same run. Compare the
ratios, not the absolute times. What the class link is: [docs/schools.md](../schools.md).
`,
  body: table,
  facts: runFacts(),
});
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
process.exit(rows.some((row) => row.met === "NO") ? 1 : 0);
