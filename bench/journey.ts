/**
 * `npm run bench:journey`: simulated people each doing the whole journey (landing, test, submit,
 * preview, PayPal payment, PDF, email; system/journey.ts) with think times, against two production
 * processes behind nginx (deploy/nginx.conf) on PostgreSQL, then the same journeys against a bare
 * baseline (bench/journey-bare-server.ts: only the database writes and a precomputed PDF read)
 * behind the same nginx configuration; side by side. Writes docs/benchmarks/journey.md.
 *
 * `npm run bench:journey -- --capacity` raises the arrival rate stage by stage until the p99 of a
 * step passes its budget (1 s; the email 3 s) or a request fails, and reports the last rate that
 * held as this machine's capacity, with what each part spent (docs/benchmarks/journey-capacity.md).
 *
 * Needs `npm run build`, nginx, and PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a database
 * of its own is created next to it and dropped at the end).
 *
 * Options: --people N (500), --rate R (peak arrivals per second, 4), --ramp S (seconds to reach it,
 * 60), --think-scale F (1; 0.25 in --capacity), --pay-share P (1: everyone pays; 0.1: one person in
 * ten does, the others leave after the preview), --no-bare, --out FILE (under docs/benchmarks); with --capacity: --start-rate (0.5),
 * --factor (1.5), --stage S (20; at least 30 arrivals), --max-rate (64); --note TEXT is written under the table.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDatabase, randomId, request, requireBuild, sleep, type TestDatabase } from "../system/harness";
import {
  childPids,
  cores,
  cpuDelta,
  DEFAULT_THINK,
  inFlight,
  percentile,
  postgresCpuMeter,
  readCpu,
  runJourney,
  scaleThink,
  scrapeMetrics,
  STEP_BUDGET_MS,
  STEP_WORDS,
  STEPS,
  stepFigures,
  startJourneyDeployment,
  type CpuReading,
  type JourneyDeployment,
  type JourneyOutcome,
  type Step,
  type StepSample,
  type Target,
  type ThinkTimes,
} from "../system/journey";
import { nginxUnavailable, startNginx } from "../system/nginx";
import type { BareContent } from "./journey-bare-server";
import { markdownTable, runFacts, writeBenchmarkFile } from "./results-file";

const { values: args } = parseArgs({
  options: {
    people: { type: "string", default: "500" },
    rate: { type: "string", default: "4" },
    ramp: { type: "string", default: "60" },
    "think-scale": { type: "string" },
    "no-bare": { type: "boolean", default: false },
    capacity: { type: "boolean", default: false },
    "start-rate": { type: "string", default: "0.5" },
    factor: { type: "string", default: "1.5" },
    stage: { type: "string", default: "20" },
    "max-rate": { type: "string", default: "64" },
    note: { type: "string" },
    "pay-share": { type: "string", default: "1" },
    out: { type: "string" },
  },
});

/** The ports this bench listens on (nginx in front of the app, the app's two processes, the fake PayPal, the mail sink; then the bare baseline's). */
const PORTS = {
  app: { nginx: 7711, app: [7712, 7713] as [number, number], paypal: 7714, smtp: 7715 },
  bare: { nginx: 7716, servers: [7717, 7718] },
};

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!baseUrl) {
  console.error(
    "Set BENCH_DATABASE_URL or TEST_DATABASE_URL, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:journey",
  );
  process.exit(2);
}
if (nginxUnavailable) {
  console.error(nginxUnavailable);
  process.exit(2);
}
requireBuild();

const CLIENT_DIR = path.resolve(import.meta.dirname, "..", "dist", "client");
const CORES = cores();
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "-");
const perJourney = (seconds: number, journeys: number) =>
  journeys > 0 ? `${((seconds / journeys) * 1000).toFixed(0)} ms` : "-";

/** Arrival times (ms from the start) of `people`: the rate rises linearly to `rate` per second over `rampS`, then holds. */
function rampSchedule(people: number, rate: number, rampS: number): number[] {
  const inRamp = (rate * rampS) / 2;
  return Array.from({ length: people }, (_, i) => {
    const n = i + 1;
    const seconds = n <= inRamp ? Math.sqrt((2 * n * rampS) / rate) : rampS + (n - inRamp) / rate;
    return seconds * 1000;
  });
}

/** Runs every person at their arrival time; answers when every journey has ended. */
async function drive(
  target: Target,
  arrivals: number[],
  think: ThinkTimes,
  onSample?: (sample: StepSample) => void,
): Promise<{ outcomes: JourneyOutcome[]; seconds: number }> {
  const payShare = Number(args["pay-share"]);
  const runId = randomId(4);
  const started = performance.now();
  const journeys: Promise<JourneyOutcome>[] = [];
  let lastReport = started;
  let done = 0;
  for (const [person, at] of arrivals.entries()) {
    const wait = started + at - performance.now();
    if (wait > 0) await sleep(wait);
    journeys.push(
      runJourney(target, person, { think, runId, onSample, pays: person % 100 < payShare * 100 }).then((outcome) => {
        done++;
        return outcome;
      }),
    );
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      console.log(`  ${target.kind}: ${journeys.length} started, ${done} ended, ${inFlight.size} steps under way`);
    }
  }
  const outcomes = await Promise.all(journeys);
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// The bare baseline

/** What the bare servers answer without computing it: the app's own answers, saved after its run. */
async function saveBareContent(app: JourneyDeployment, sample: JourneyOutcome, dir: string): Promise<string> {
  const text = async (url: string, headers: Record<string, string> = {}) => {
    const res = await request(`${app.url}${url}`, { headers, timeoutMs: 60_000 });
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return res.text;
  };
  const id = sample.assessmentId!;
  const link = JSON.parse(await text(`/api/assessment/${id}/download`, { "x-claim-secret": sample.claimSecret! })) as {
    url: string;
  };
  const pdf = await fetch(link.url);
  if (pdf.status !== 200) throw new Error(`the PDF: ${pdf.status}`);
  const pdfFile = path.join(dir, "report.pdf");
  fs.writeFileSync(pdfFile, Buffer.from(await pdf.arrayBuffer()));
  const [assessment] = await app.database.query("SELECT row_to_json(a) AS row FROM assessments a WHERE id = $1", [id]);
  const [payment] = await app.database.query("SELECT row_to_json(p) AS row FROM payments p WHERE assessment_id = $1", [
    id,
  ]);
  const emails = await app.database.query<{ row: { dedupe_key: string } }>(
    "SELECT row_to_json(e) AS row FROM email_outbox e WHERE dedupe_key LIKE '%' || $1",
    [id],
  );
  const byKind = (prefix: string) => {
    const found = emails.find((e) => e.row.dedupe_key.startsWith(prefix));
    if (!found) throw new Error(`no ${prefix} email job for ${id}: ${emails.map((e) => e.row.dedupe_key).join(", ")}`);
    return { ...found.row, status: "pending", attempts: 0, sent_at: null };
  };
  const content: BareContent = {
    pages: {
      "/": await text("/"),
      "/assessment": await text("/assessment?lang=es"),
      "/results": await text(`/results/${id}`),
      "/payment-success": await text(`/payment-success?assessment=${id}`),
    },
    json: {
      "/api/payment/config": await text("/api/payment/config"),
      "/api/assessment/questions": await text("/api/assessment/questions"),
      "/api/payment/quote": await text(`/api/payment/quote?assessment=${id}`),
    },
    pdfFile,
    clientDir: CLIENT_DIR,
    templates: {
      assessment: (assessment!.row as Record<string, unknown>) ?? {},
      payment: (payment!.row as Record<string, unknown>) ?? {},
      resultsEmail: byKind("results:"),
      reportEmail: byKind("report:"),
    },
  };
  const file = path.join(dir, "bare-content.json");
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

interface BareDeployment extends Target {
  cpu(): Promise<CpuReading>;
  close(): Promise<void>;
}

async function startBare(database: TestDatabase, contentFile: string): Promise<BareDeployment> {
  const children: ChildProcess[] = [];
  const undo: (() => Promise<unknown>)[] = [];
  const close = async () => {
    while (undo.length > 0) await undo.pop()!().catch(() => {});
  };
  try {
    for (const port of PORTS.bare.servers) {
      const child = fork(path.join(import.meta.dirname, "journey-bare-server.ts"), [], {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: database.url,
          PUBLIC_URL: `http://127.0.0.1:${PORTS.bare.nginx}`,
          BARE_CONTENT: contentFile,
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      children.push(child);
      undo.push(
        () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      );
      await new Promise<void>((resolve, reject) => {
        child.once("message", () => resolve());
        child.once("exit", (code) => reject(new Error(`the bare server exited (${code}) before it listened`)));
      });
    }
    const nginx = await startNginx({
      upstreams: PORTS.bare.servers.map((port) => `127.0.0.1:${port}`),
      port: PORTS.bare.nginx,
    });
    undo.push(() => nginx.close());
    const meter = postgresCpuMeter(baseUrl!, database.name);
    undo.push(() => meter.close());
    const nginxPids = [nginx.pid, ...childPids(nginx.pid)];
    return {
      kind: "bare",
      url: nginx.url,
      cpu: () =>
        readCpu(
          children.map((c) => c.pid!),
          nginxPids,
          meter,
        ),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The default run: N people, ramped, app and bare side by side

interface RunResult {
  outcomes: JourneyOutcome[];
  warmUp: JourneyOutcome[];
  seconds: number;
  cpu: CpuReading;
}

async function measure(
  target: Target & { cpu(): Promise<CpuReading> },
  arrivals: number[],
  think: ThinkTimes,
): Promise<RunResult> {
  // warm-up: three whole journeys, paid, not counted
  const warmUp = await Promise.all(
    [0, 1, 2].map((i) => runJourney(target, 60_000 + i, { think: scaleThink(think, 0.05), runId: "warm" })),
  );
  const before = await target.cpu();
  const { outcomes, seconds } = await drive(target, arrivals, think);
  const after = await target.cpu();
  return { outcomes, seconds, cpu: cpuDelta(after, before), warmUp };
}

function summaryRows(label: string, run: RunResult): string[][] {
  const completed = run.outcomes.filter((o) => o.completed).length;
  const failed = run.outcomes.length - completed;
  const server = run.cpu.app + run.cpu.postgres + run.cpu.nginx;
  const ours = server + run.cpu.driver;
  return [
    [`${label}: journeys completed / started`, `${completed} / ${run.outcomes.length}`],
    [`${label}: errors`, String(failed)],
    [
      `${label}: completed journeys per second (per core)`,
      `${(completed / run.seconds).toFixed(2)} (${(completed / run.seconds / CORES).toFixed(2)})`,
    ],
    [
      `${label}: CPU per journey: app processes / PostgreSQL / nginx`,
      `${perJourney(run.cpu.app, completed)} / ${perJourney(run.cpu.postgres, completed)} / ${perJourney(run.cpu.nginx, completed)}`,
    ],
    [`${label}: CPU per journey, server side (all three)`, perJourney(server, completed)],
    [
      `${label}: journeys per second one core could serve (1 / server CPU per journey)`,
      completed > 0 ? (completed / server).toFixed(1) : "-",
    ],
    [
      `${label}: CPU per journey of the simulated people, fake PayPal and mail sink`,
      perJourney(run.cpu.driver, completed),
    ],
    [
      `${label}: machine busy during the run (of ${CORES} cores); not ours`,
      `${(run.cpu.machineBusy / run.cpu.wall).toFixed(2)} cores; ${(Math.max(0, run.cpu.machineBusy - ours) / run.cpu.wall).toFixed(2)} cores`,
    ],
  ];
}

async function defaultRun(): Promise<void> {
  const people = Number(args.people);
  const rate = Number(args.rate);
  const rampS = Number(args.ramp);
  const think = scaleThink(DEFAULT_THINK, Number(args["think-scale"] ?? 1));
  const arrivals = rampSchedule(people, rate, rampS);
  console.log(
    `${people} people, arrivals rising to ${rate}/s over ${rampS} s then holding (${(arrivals.at(-1)! / 1000).toFixed(0)} s of arrivals); think times ${JSON.stringify(think)}`,
  );
  const database = await createDatabase(baseUrl!);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-journey-"));
  try {
    console.log("The app: two processes behind nginx on PostgreSQL...");
    const app = await startJourneyDeployment(baseUrl!, { ports: PORTS.app, database });
    let appRun: RunResult;
    let contentFile: string | undefined;
    try {
      appRun = await measure(app, arrivals, think);
      const sample = appRun.warmUp.find((o) => o.completed);
      if (sample && !args["no-bare"]) contentFile = await saveBareContent(app, sample, workDir);
      for (const server of app.servers)
        if (/"level":50|unhandled error/.test(server.output()))
          console.log(`server ${server.pid} logged errors:\n${server.output().slice(-3000)}`);
    } finally {
      await app.close();
    }
    let bareRun: RunResult | undefined;
    if (contentFile) {
      console.log("The bare baseline: two node:http processes behind nginx on PostgreSQL...");
      const bare = await startBare(database, contentFile);
      try {
        bareRun = await measure(bare, arrivals, think);
      } finally {
        await bare.close();
      }
    }
    report(appRun, bareRun, { people, rate, rampS, think });
  } finally {
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function report(
  app: RunResult,
  bare: RunResult | undefined,
  setup: { people: number; rate: number; rampS: number; think: ThinkTimes },
): void {
  const appSteps = stepFigures(app.outcomes);
  const bareSteps = bare ? stepFigures(bare.outcomes) : undefined;
  const stepTable = markdownTable(
    ["Step", "What it does", "App p50", "App p99", "Bare p50", "Bare p99", "p99 / bare"],
    appSteps.map((s, i) => {
      const b = bareSteps?.[i];
      const hasBare = b && b.count > 0;
      return [
        s.step,
        STEP_WORDS[s.step],
        ms(s.p50),
        ms(s.p99),
        hasBare ? ms(b.p50) : "-",
        hasBare ? ms(b.p99) : "-",
        hasBare ? (s.p99 / Math.max(b.p99, 1)).toFixed(1) : "-",
      ];
    }),
  );
  const summary = markdownTable(
    ["Figure", "Result"],
    [...summaryRows("App", app), ...(bare ? summaryRows("Bare", bare) : [])],
  );
  const errors = [...app.outcomes, ...(bare?.outcomes ?? [])]
    .filter((o) => o.error)
    .slice(0, 10)
    .map((o) => `- person ${o.person}, ${o.error!.step}: ${o.error!.message}`);
  const paying =
    Number(args["pay-share"]) < 1
      ? ` ${Number(args["pay-share"]) * 100} % of them pay; the others leave after the preview.`
      : "";
  const setupLine = `${setup.people} people per side, arrivals rising linearly to ${setup.rate} per second over ${setup.rampS} s and then holding; think times (mean, each drawn between 0.5x and 1.5x): landing ${setup.think.landing / 1000} s, answering ${setup.think.answering / 1000} s, preview ${setup.think.preview / 1000} s, PayPal's page ${setup.think.approval / 1000} s.${paying}${args.note ? ` ${args.note}` : ""}`;
  const body = [
    setupLine,
    "",
    stepTable,
    "",
    summary,
    ...(errors.length > 0 ? ["", "First errors:", "", ...errors] : []),
  ].join("\n");
  console.log(`\n${body}`);
  const file = writeBenchmarkFile(args.out ?? "journey.md", {
    title: "Benchmarks: the whole journey",
    command: "npm run bench:journey",
    script: "bench/journey.ts",
    about: ABOUT,
    body,
    facts: runFacts(),
  });
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

const ABOUT = `
Simulated people each do the whole journey, as their browser does it (\`system/journey.ts\`):
the landing page, the test page and its questions, submit, the results preview, payment through
the fake PayPal (the order created through the app's API, approved on the fake's page, the return,
finalize), the report PDF through its signed link, and the report email (from the payment's answer
to its arrival in an SMTP sink). The app runs as the operations guide deploys it: two production
processes (\`node dist/server/index.js\`, NODE_ENV=production) behind nginx with
\`deploy/nginx.conf\` (one nginx worker), on PostgreSQL. The bare baseline is two \`node:http\`
processes behind the same nginx configuration on the same database that only do the journey's
database writes (the assessment with its results email job, the payment, the finalize's updates with
the report email job) and the reads the pages need, answer pages and fixed JSON the app gave, and
read a precomputed PDF from disk: no PayPal, no rendering, no email sent. CPU is read from
\`/proc\` (the app's processes with their render threads, nginx, the PostgreSQL backends of the
bench's database); everything runs on the same machine, the simulated people included. What the
figures mean and the sizing drawn from them: [performance](../performance.md#the-whole-journey).
`;

// ---------------------------------------------------------------------------------------------
// --capacity: raise the arrival rate until a step breaks

interface Stage {
  rate: number;
  started: number;
  p99: Record<Step, number>;
  counts: Record<Step, number>;
  errors: number;
  cpu: CpuReading;
  metrics: { poolWaiting: number; eventLoopLagP99Ms: number; outboxPending: number };
  broken: Step[];
}

async function capacityRun(): Promise<void> {
  const think = scaleThink(DEFAULT_THINK, Number(args["think-scale"] ?? 0.25));
  const stageMs = Number(args.stage) * 1000;
  const factor = Number(args.factor);
  const maxRate = Number(args["max-rate"]);
  let rate = Number(args["start-rate"]);
  console.log(
    `Capacity: arrivals from ${rate}/s, x${factor} every ${stageMs / 1000} s, until a step's p99 passes its budget`,
  );
  const app = await startJourneyDeployment(baseUrl!, { ports: PORTS.app });
  const stages: Stage[] = [];
  const samples: StepSample[] = [];
  const failures: JourneyOutcome[] = [];
  const journeys: Promise<JourneyOutcome>[] = [];
  try {
    await Promise.all(
      [0, 1, 2].map((i) => runJourney(app, 60_000 + i, { think: scaleThink(think, 0.05), runId: "warm" })),
    );
    const runId = randomId(4);
    let person = 0;
    let before = await app.cpu();
    for (;;) {
      const stageStart = performance.now();
      const interval = 1000 / rate;
      // at least 30 arrivals per stage, so that a p99 is not a single slow request
      const stageLength = Math.max(stageMs, 30 * interval);
      for (let k = 0; performance.now() - stageStart < stageLength; k++) {
        const wait = stageStart + k * interval - performance.now();
        if (wait > 0) await sleep(wait);
        journeys.push(
          runJourney(app, person++, { think, runId, onSample: (s) => samples.push(s) }).then((o) => {
            if (o.error) failures.push(o);
            return o;
          }),
        );
      }
      const now = performance.now();
      const after = await app.cpu();
      const metrics = await scrapeMetrics(app.servers, app.metricsToken);
      const inWindow = samples.filter((s) => s.endedAt >= stageStart && s.endedAt < now);
      const p99 = {} as Record<Step, number>;
      const counts = {} as Record<Step, number>;
      for (const step of STEPS) {
        const times = inWindow.filter((s) => s.step === step).map((s) => s.ms);
        // a step still waiting past its budget counts as slow now
        for (const flight of inFlight.values())
          if (flight.step === step && now - flight.startedAt > STEP_BUDGET_MS[step]) times.push(now - flight.startedAt);
        times.sort((a, b) => a - b);
        p99[step] = percentile(times, 0.99);
        counts[step] = times.length;
      }
      const errors = failures.filter((f) => f.endedAt >= stageStart && f.endedAt < now).length;
      const broken = STEPS.filter((step) => p99[step] > STEP_BUDGET_MS[step]);
      const stage: Stage = {
        rate,
        started: stageStart,
        p99,
        counts,
        errors,
        cpu: cpuDelta(after, before),
        metrics,
        broken,
      };
      stages.push(stage);
      before = after;
      console.log(
        `  ${rate.toFixed(2)}/s: ${STEPS.map((s) => `${s} ${ms(p99[s])}`).join(", ")}; errors ${errors}; app ${(stage.cpu.app / stage.cpu.wall).toFixed(2)} cores, pg ${(stage.cpu.postgres / stage.cpu.wall).toFixed(2)}, nginx ${(stage.cpu.nginx / stage.cpu.wall).toFixed(2)}, machine ${(stage.cpu.machineBusy / stage.cpu.wall).toFixed(2)}; pool waiting ${metrics.poolWaiting}, loop lag p99 ${metrics.eventLoopLagP99Ms.toFixed(0)} ms, outbox ${metrics.outboxPending}`,
      );
      if (broken.length > 0 || errors > 0 || rate * factor > maxRate) break;
      rate *= factor;
    }
    console.log("  waiting for the journeys under way...");
    await Promise.race([Promise.all(journeys), sleep(120_000)]);
  } finally {
    await app.close();
  }
  capacityReport(stages, think);
}

/** Which part gave out first at the stage that broke, from what each part spent and the app's own gauges. */
function verdict(stage: Stage): string {
  const cpu = (value: number) => value / stage.cpu.wall;
  const machine = cpu(stage.cpu.machineBusy);
  const parts: [string, number][] = [
    ["the app processes", cpu(stage.cpu.app)],
    ["PostgreSQL", cpu(stage.cpu.postgres)],
    ["nginx", cpu(stage.cpu.nginx)],
    ["the simulated people", cpu(stage.cpu.driver)],
  ];
  parts.sort((a, b) => b[1] - a[1]);
  const first = stage.broken[0];
  const reasons: string[] = [];
  if (stage.broken.includes("email") || stage.metrics.outboxPending > 40)
    reasons.push(
      `the email worker (${stage.metrics.outboxPending} emails waiting; each process sends one email at a time over SMTP, a full batch followed at once by the next)`,
    );
  if (stage.metrics.poolWaiting > 0)
    reasons.push(
      `PostgreSQL connections (${stage.metrics.poolWaiting} requests waiting for one of the 10 per process)`,
    );
  const others = machine - parts.reduce((sum, [, value]) => sum + value, 0);
  if (machine >= 0.9 * CORES)
    reasons.push(
      others > parts[0]![1]
        ? `the machine's CPU (${machine.toFixed(2)} of ${CORES} cores busy, ${others.toFixed(2)} of them other work on the machine; of this deployment, ${parts[0]![0]} used the most, ${parts[0]![1].toFixed(2)} cores)`
        : `the machine's CPU (${machine.toFixed(2)} of ${CORES} cores busy; ${parts[0]![0]} used the most, ${parts[0]![1].toFixed(2)} cores)`,
    );
  if (stage.metrics.eventLoopLagP99Ms > 100)
    reasons.push(`the app's event loop (lag p99 ${stage.metrics.eventLoopLagP99Ms.toFixed(0)} ms)`);
  if (first === "pdf" && reasons.length === 0) reasons.push("the render pool (PDFs wait for a render thread)");
  if (reasons.length === 0) reasons.push(`unclear from the gauges (largest CPU share: ${parts[0]![0]})`);
  return `${first ?? "a request failed"} first; saturated: ${reasons.join("; ")}`;
}

function capacityReport(stages: Stage[], think: ThinkTimes): void {
  const last = stages.at(-1)!;
  const held = [...stages].reverse().find((s) => s.broken.length === 0 && s.errors === 0);
  const table = markdownTable(
    [
      "Arrivals/s",
      ...STEPS.map((s) => `${s} p99`),
      "Errors",
      "App",
      "PostgreSQL",
      "nginx",
      "People",
      "Others",
      "Pool waiting",
      "Loop lag p99",
      "Outbox",
    ],
    stages.map((s) => {
      const c = (v: number) => (v / s.cpu.wall).toFixed(2);
      return [
        s.rate.toFixed(2),
        ...STEPS.map((step) => `${ms(s.p99[step])}${s.broken.includes(step) ? " !" : ""}`),
        String(s.errors),
        c(s.cpu.app),
        c(s.cpu.postgres),
        c(s.cpu.nginx),
        c(s.cpu.driver),
        c(Math.max(0, s.cpu.machineBusy - s.cpu.app - s.cpu.postgres - s.cpu.nginx - s.cpu.driver)),
        String(s.metrics.poolWaiting),
        `${s.metrics.eventLoopLagP99Ms.toFixed(0)} ms`,
        String(s.metrics.outboxPending),
      ];
    }),
  );
  const capacity = held
    ? `Capacity of this machine: ${held.rate.toFixed(2)} journeys started per second (${(held.rate / CORES).toFixed(2)} per core, ${Math.round(held.rate * 3600)} per hour), the last stage whose every step held its budget.`
    : "No stage held its budget: start lower (--start-rate).";
  const cpuPerJourney = held
    ? `Server CPU per journey at that stage: ${(((held.cpu.app + held.cpu.postgres + held.cpu.nginx) / (held.rate * held.cpu.wall)) * 1000).toFixed(0)} ms (app ${((held.cpu.app / (held.rate * held.cpu.wall)) * 1000).toFixed(0)}, PostgreSQL ${((held.cpu.postgres / (held.rate * held.cpu.wall)) * 1000).toFixed(0)}, nginx ${((held.cpu.nginx / (held.rate * held.cpu.wall)) * 1000).toFixed(0)}).`
    : "";
  const broke =
    last.broken.length > 0 || last.errors > 0
      ? `Broke at ${last.rate.toFixed(2)}/s: ${verdict(last)}.`
      : `Did not break up to ${last.rate.toFixed(2)}/s (--max-rate).`;
  const setup = `Stages of ${Number(args.stage)} s, the arrival rate x${Number(args.factor)} each stage; a step's p99 is over the journeys' steps that ended during the stage (and any still waiting past its budget); budgets: 1 s, the email 3 s (the email worker polls every 2 s). Think times (mean): landing ${think.landing / 1000} s, answering ${think.answering / 1000} s, preview ${think.preview / 1000} s, PayPal's page ${think.approval / 1000} s. CPU columns are cores busy during the stage ("People": the simulated people, the fake PayPal and the mail sink, on the same machine; "Others": the rest of the machine, other work included).${args.note ? ` ${args.note}` : ""}`;
  const body = [setup, "", table, "", capacity, cpuPerJourney, "", broke].join("\n");
  console.log(`\n${body}`);
  const file = writeBenchmarkFile(args.out ?? "journey-capacity.md", {
    title: "Benchmarks: where the journey breaks",
    command: "npm run bench:journey -- --capacity",
    script: "bench/journey.ts",
    about: ABOUT_CAPACITY,
    body,
    facts: runFacts(),
  });
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

const ABOUT_CAPACITY = `
The same journeys as [journey.md](journey.md), on the same deployment (two production processes
behind nginx on PostgreSQL, the fake PayPal, an SMTP sink), with the arrival rate raised stage by
stage until the p99 of a step passes its budget or a request fails. The last stage that held is this
machine's capacity; the table shows what each part spent at each stage and the app's own gauges at
its end (requests waiting for a database connection, event-loop lag, emails waiting), which say
which part gave out first. How this becomes a sizing: [performance](../performance.md#what-it-costs-sizing).
`;

if (args.capacity) await capacityRun();
else await defaultRun();
process.exit(0);
