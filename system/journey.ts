/**
 * The whole journey of a person, as their browser does it, against a deployment: the landing page,
 * the test page and its questions, submit, the results preview, payment through a fake PayPal (the
 * order created through the app's API, approved on the fake's page, finalized), the report PDF
 * through its signed link, and the report email. Used by `npm run bench:journey` (bench/journey.ts)
 * and its smoke test (system/journey.test.ts).
 *
 * The deployment is the one docs/operations.md recommends: two production server processes on
 * PostgreSQL behind nginx with deploy/nginx.conf (system/nginx.ts), email through SMTP (a local sink
 * that keeps what it receives). PayPal is the app's own fake PayPal as a standalone loopback server
 * both processes talk to (PAYPAL_API_BASE), as they talk to the real PayPal: the copy the app serves
 * at /sandbox/paypal keeps its orders in the memory of the process that created them, so behind a
 * round-robin proxy the approval page would often land on the other process.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import { randomUUID } from "node:crypto";
import express from "express";
import pg from "pg";
import { QUESTION_SETS } from "@shared/content/question-bank";
import type { HollandType } from "@shared/content/types";
import type { SubmitAssessmentInput } from "@shared/validators/assessment";
import { createFakePaypal } from "../server/sandbox/paypal.fake";
import { startSmtpSink, type SmtpSink } from "../server/src/testing/smtp-sink";
import {
  createDatabase,
  freePort,
  randomId,
  request,
  sleep,
  startServer,
  type HttpResponse,
  type RequestOptions,
  type ServerProcess,
  type TestDatabase,
} from "./harness";
import { startNginx, type Nginx } from "./nginx";

export const STEPS = ["landing", "test", "submit", "preview", "payment", "pdf", "email"] as const;
export type Step = (typeof STEPS)[number];

/** What each step does, for the tables. */
export const STEP_WORDS: Record<Step, string> = {
  landing: "GET / and its scripts and styles, the payment config",
  test: "GET /assessment, the questions",
  submit: "POST /api/assessment/submit",
  preview: "GET /results/{id} (server-rendered) and the assessment with its claim secret",
  payment: "quote, create order, PayPal's page and approval, return, success page, finalize",
  pdf: "the signed link, then the PDF (rendered the first time)",
  email: "from the finalize's answer to the report email in the mailbox",
};

/** The p99 above which a step counts as broken: 1 s, and for the email the worker's 2 s poll interval plus 1 s. */
export const STEP_BUDGET_MS: Record<Step, number> = {
  landing: 1000,
  test: 1000,
  submit: 1000,
  preview: 1000,
  payment: 1000,
  pdf: 1000,
  email: 3000,
};

/** Mean think times (ms) of a person at full scale; each is drawn between half and one and a half times its mean. */
export interface ThinkTimes {
  /** Reading the landing page before starting the test. */
  landing: number;
  /** Answering the 15 question sets. */
  answering: number;
  /** Reading the results preview before paying. */
  preview: number;
  /** On PayPal's page before approving. */
  approval: number;
}

/**
 * Compressed: a real person spends ten minutes or more. The load a deployment sees depends on the
 * arrival rate, not on these (they set how many journeys are under way at once).
 */
export const DEFAULT_THINK: ThinkTimes = { landing: 3000, answering: 12_000, preview: 4000, approval: 3000 };

export function scaleThink(think: ThinkTimes, factor: number): ThinkTimes {
  return {
    landing: think.landing * factor,
    answering: think.answering * factor,
    preview: think.preview * factor,
    approval: think.approval * factor,
  };
}

// ---------------------------------------------------------------------------------------------
// CPU time of processes (/proc), for the cost of a journey

const CLOCK_TICKS = 100;

/** User + system CPU seconds of a process (all its threads), or undefined once it has gone. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** The processes whose parent is `pid` (nginx's worker). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Busy and total CPU seconds of the whole machine (/proc/stat), to see what else ran meanwhile. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

/**
 * CPU seconds of the PostgreSQL backends serving one database: their pids come from
 * pg_stat_activity, sampled every `everyMs` (a backend that ends keeps its last reading). The
 * server's shared background processes (WAL writer, checkpointer) are not counted.
 */
export function postgresCpuMeter(url: string, database: string, everyMs = 500) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on("error", () => {});
  const seen = new Map<number, number>();
  let own: number | undefined;
  const sample = async () => {
    const { rows } = await pool.query<{ pid: number; own: number }>(
      "SELECT pid, pg_backend_pid() AS own FROM pg_stat_activity WHERE datname = $1",
      [database],
    );
    for (const row of rows) {
      own = row.own;
      if (row.pid === own) continue;
      const cpu = processCpuSeconds(row.pid);
      if (cpu !== undefined) seen.set(row.pid, cpu);
    }
  };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await sample().catch(() => {});
      await sleep(everyMs);
    }
  })();
  return {
    /** CPU seconds so far (reads the live backends now). */
    async seconds(): Promise<number> {
      await sample().catch(() => {});
      let sum = 0;
      for (const value of seen.values()) sum += value;
      return sum;
    },
    connections: () => seen.size,
    async close() {
      stopped = true;
      await loop;
      await pool.end().catch(() => {});
    },
  };
}

/** What each part of a deployment has spent so far, in CPU seconds. */
export interface CpuReading {
  app: number;
  postgres: number;
  nginx: number;
  /** This process: the simulated people, the fake PayPal and the mail sink. */
  driver: number;
  machineBusy: number;
  wall: number;
}

export function cpuDelta(after: CpuReading, before: CpuReading): CpuReading {
  return {
    app: after.app - before.app,
    postgres: after.postgres - before.postgres,
    nginx: after.nginx - before.nginx,
    driver: after.driver - before.driver,
    machineBusy: after.machineBusy - before.machineBusy,
    wall: after.wall - before.wall,
  };
}

// ---------------------------------------------------------------------------------------------
// The mailbox: the SMTP sink's messages by recipient, with the time each arrived

export interface Mail {
  text: string;
  subject: string;
  at: number;
}

export class MailBox {
  private readonly byRecipient = new Map<string, Mail[]>();
  private read = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly sink: SmtpSink) {
    this.timer = setInterval(() => this.scan(), 20);
    this.timer.unref();
  }
  private scan() {
    const now = performance.now();
    for (; this.read < this.sink.messages.length; this.read++) {
      const message = this.sink.messages[this.read]!;
      const mail = { text: message.parsed.text ?? "", subject: message.parsed.subject ?? "", at: now };
      for (const recipient of message.recipients) {
        const list = this.byRecipient.get(recipient) ?? [];
        list.push(mail);
        this.byRecipient.set(recipient, list);
      }
      // keep memory flat over a long run: the parsed copy is all the mailbox needs
      this.sink.messages[this.read] = undefined as never;
    }
  }
  /** The first mail to `address` whose text passes `match` (fails after `timeoutMs`). */
  async waitFor(address: string, match: (mail: Mail) => boolean, timeoutMs: number): Promise<Mail> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      this.scan();
      const found = this.byRecipient.get(address)?.find(match);
      if (found) return found;
      if (performance.now() > deadline) throw new Error(`no matching email to ${address} within ${timeoutMs} ms`);
      await sleep(50);
    }
  }
  close() {
    clearInterval(this.timer);
  }
}

// ---------------------------------------------------------------------------------------------
// The deployment

export interface Target {
  kind: "app" | "bare";
  /** The public address (nginx). */
  url: string;
  /** Where the emails arrive (the app only: the bare baseline sends none). */
  mail?: MailBox;
}

export interface JourneyDeployment extends Target {
  database: TestDatabase;
  servers: ServerProcess[];
  nginx: Nginx;
  smtp: SmtpSink;
  paypal: { url: string; close(): Promise<void> };
  metricsToken: string;
  /** CPU seconds spent so far by each part. */
  cpu(): Promise<CpuReading>;
  close(): Promise<void>;
}

export interface DeploymentPorts {
  nginx: number;
  app: [number, number];
  paypal: number;
  smtp: number;
}

/** The fake PayPal as a standalone server on `port` (0: any), without a request log (a long run keeps no history). */
async function startPaypal(port: number): Promise<{ url: string; close(): Promise<void> }> {
  let url = "";
  const fake = createFakePaypal({ publicBase: () => url, logRequests: false });
  const app = express();
  app.disable("x-powered-by");
  app.use(fake.router);
  const server = http.createServer(app);
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * Two production server processes on a fresh PostgreSQL database next to `baseUrl`'s, behind
 * nginx with deploy/nginx.conf, email to an SMTP sink, PayPal the standalone fake. Everything is
 * stopped and the database dropped by `close()`, also when the start fails half-way.
 */
export async function startJourneyDeployment(
  baseUrl: string,
  options: { ports?: DeploymentPorts; database?: TestDatabase } = {},
): Promise<JourneyDeployment> {
  const { ports } = options;
  const undo: (() => Promise<unknown>)[] = [];
  const close = async () => {
    while (undo.length > 0) await undo.pop()!().catch(() => {});
  };
  try {
    // a database given is the caller's to drop
    const database = options.database ?? (await createDatabase(baseUrl));
    if (!options.database) undo.push(() => database.drop());
    const smtp = await startSmtpSink({ port: ports?.smtp });
    undo.push(() => smtp.close());
    const paypal = await startPaypal(ports?.paypal ?? 0);
    undo.push(() => paypal.close());
    const publicPort = ports?.nginx ?? (await freePort());
    const metricsToken = `journey-${randomId(16)}`;
    const server = {
      databaseUrl: database.url,
      sessionSecret: `journey-${randomId(24)}`,
      smtpUrl: smtp.url,
      publicUrl: `http://127.0.0.1:${publicPort}`,
      paypalApiBase: paypal.url,
      // as deploy/queestudiar.service runs it (PAYMENT_SANDBOX=on lets the fake PayPal stand in)
      env: { NODE_ENV: "production", TRUST_PROXY: "loopback", METRICS_TOKEN: metricsToken },
    };
    // Both start at once: the migrations run under an advisory lock.
    const started = await Promise.allSettled([
      startServer({ ...server, port: ports?.app[0] }),
      startServer({ ...server, port: ports?.app[1] }),
    ]);
    for (const result of started) if (result.status === "fulfilled") undo.push(() => result.value.stop());
    for (const result of started) if (result.status === "rejected") throw result.reason;
    const servers = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
    const nginx = await startNginx({ upstreams: servers.map((s) => `127.0.0.1:${s.port}`), port: publicPort });
    undo.push(() => nginx.close());
    const meter = postgresCpuMeter(baseUrl, database.name);
    undo.push(() => meter.close());
    const mail = new MailBox(smtp);
    undo.push(async () => mail.close());
    const nginxPids = [nginx.pid, ...childPids(nginx.pid)];
    return {
      kind: "app",
      url: nginx.url,
      mail,
      database,
      servers,
      nginx,
      smtp,
      paypal,
      metricsToken,
      cpu: async () =>
        readCpu(
          servers.map((s) => s.pid),
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

/** CPU seconds of the app processes, their PostgreSQL backends, nginx, this process and the machine. */
export async function readCpu(
  appPids: number[],
  nginxPids: number[],
  meter: { seconds(): Promise<number> },
): Promise<CpuReading> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + (processCpuSeconds(pid) ?? 0), 0);
  const own = process.cpuUsage();
  return {
    app: sum(appPids),
    postgres: await meter.seconds(),
    nginx: sum(nginxPids),
    driver: (own.user + own.system) / 1e6,
    machineBusy: machineCpuSeconds().busy,
    wall: performance.now() / 1000,
  };
}

/** A few figures of the app processes' /metrics: clients waiting for a database connection, event-loop lag, emails waiting. */
export async function scrapeMetrics(
  servers: ServerProcess[],
  token: string,
): Promise<{ poolWaiting: number; eventLoopLagP99Ms: number; outboxPending: number }> {
  let poolWaiting = 0;
  let lag = 0;
  let outbox = 0;
  for (const server of servers) {
    const res = await request(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: 10_000,
    }).catch(() => undefined);
    if (!res || res.status !== 200) continue;
    const value = (pattern: RegExp) => Number(pattern.exec(res.text)?.[1] ?? 0);
    poolWaiting += value(/^db_pool_connections\{[^}]*state="waiting"[^}]*\} (\S+)/m);
    lag = Math.max(lag, value(/^nodejs_eventloop_lag_p99_seconds\{[^}]*\} (\S+)/m) * 1000);
    outbox = value(/^email_outbox_pending\{[^}]*\} (\S+)/m);
  }
  return { poolWaiting, eventLoopLagP99Ms: lag, outboxPending: outbox };
}

// ---------------------------------------------------------------------------------------------
// One person's journey

export interface StepSample {
  step: Step;
  /** performance.now() when the step started, and its duration without think times. */
  startedAt: number;
  endedAt: number;
  ms: number;
}

export interface JourneyOutcome {
  person: number;
  startedAt: number;
  endedAt: number;
  completed: boolean;
  samples: StepSample[];
  /** The step that failed and why. */
  error?: { step: Step; message: string };
  assessmentId?: string;
  claimSecret?: string;
}

/** Steps under way, to count one that is still waiting as slow (the capacity ramp). */
export const inFlight = new Map<number, { step: Step; startedAt: number }>();
let nextFlight = 0;

const TYPES: HollandType[] = ["R", "I", "A", "S", "E", "C"];
const COUNTRIES = ["DO", "MX", "CO"] as const;

/** A documentation-range address per person (198.18.0.0/15 is reserved for benchmarks): its own rate limits. */
export const addressOf = (i: number) =>
  `198.${18 + (Math.floor(i / 62_500) % 2)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

const jitter = (mean: number) => mean * (0.5 + Math.random());

class StepFailure extends Error {}

function expectStatus(res: HttpResponse, status: number | number[], what: string): HttpResponse {
  const allowed = Array.isArray(status) ? status : [status];
  if (!allowed.includes(res.status)) throw new StepFailure(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
  return res;
}

/** Asset paths a page's HTML loads (scripts, styles, preloads, the manifest's icons aside). */
function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

/**
 * One person: from the landing page to the report in their mailbox. Throws nothing: a failed step
 * ends the journey and is named in the outcome.
 */
export async function runJourney(
  target: Target,
  person: number,
  options: {
    think: ThinkTimes;
    runId: string;
    onSample?: (sample: StepSample) => void;
    /** False: the person leaves after the results preview without paying (default true). */
    pays?: boolean;
  },
): Promise<JourneyOutcome> {
  const lang = person % 5 === 4 ? "en" : "es";
  const headers = {
    "x-forwarded-for": addressOf(person),
    "accept-language": lang === "es" ? "es-DO,es;q=0.9" : "en-US,en;q=0.9",
    "user-agent": "journey-bench",
  };
  const get = (path: string, extra: RequestOptions = {}) =>
    request(path.startsWith("http") ? path : `${target.url}${path}`, {
      timeoutMs: 60_000,
      ...extra,
      headers: { ...headers, ...extra.headers },
    });
  const outcome: JourneyOutcome = {
    person,
    startedAt: performance.now(),
    endedAt: 0,
    completed: false,
    samples: [],
  };
  let thinking = 0;
  const think = async (mean: number) => {
    const started = performance.now();
    await sleep(jitter(mean));
    thinking += performance.now() - started;
  };
  const record = (sample: StepSample) => {
    outcome.samples.push(sample);
    options.onSample?.(sample);
  };
  const step = async (name: Step, fn: () => Promise<void>) => {
    const flight = nextFlight++;
    const startedAt = performance.now();
    const thoughtBefore = thinking;
    inFlight.set(flight, { step: name, startedAt });
    try {
      await fn();
    } catch (error) {
      outcome.error = { step: name, message: (error as Error).message };
      throw error;
    } finally {
      inFlight.delete(flight);
    }
    const endedAt = performance.now();
    record({ step: name, startedAt, endedAt, ms: endedAt - startedAt - (thinking - thoughtBefore) });
  };

  const liked = TYPES[person % 6]!;
  const disliked = TYPES.filter((t) => t !== liked)[Math.floor(person / 6) % 5]!;
  const email = `person${person}.${options.runId}@example.com`;
  const fullName = `Persona ${person} ${options.runId}`;
  const country = COUNTRIES[person % COUNTRIES.length]!;
  let assessmentId = "";
  let claimSecret = "";
  let paidAt = 0;
  try {
    await step("landing", async () => {
      const page = expectStatus(await get("/"), 200, "GET /");
      const loads = [...assetsOf(page.text).map((asset) => get(asset)), get("/api/payment/config")];
      for (const res of await Promise.all(loads)) expectStatus(res, 200, "landing asset or config");
    });
    await think(options.think.landing);

    let shown = new Map<number, Set<string>>();
    await step("test", async () => {
      const [page, questions] = await Promise.all([get(`/assessment?lang=${lang}`), get("/api/assessment/questions")]);
      expectStatus(page, 200, "GET /assessment");
      expectStatus(questions, 200, "GET /api/assessment/questions");
      shown = new Map(
        (questions.body as { id: number; activities: { id: string }[] }[]).map((set) => [
          set.id,
          new Set(set.activities.map((a) => a.id)),
        ]),
      );
    });
    await think(options.think.answering);

    const responses = QUESTION_SETS.map((set) => ({
      questionSet: set.id,
      liked: set.activities.find((a) => a.type === liked)!.id,
      disliked: set.activities.find((a) => a.type === disliked)!.id,
    }));
    if (!responses.every((r) => shown.get(r.questionSet)?.has(r.liked) && shown.get(r.questionSet)?.has(r.disliked)))
      throw new StepFailure("the questions shown are not the question bank's");
    const submission: SubmitAssessmentInput = {
      fullName,
      email,
      age: "19-24",
      education: "universitario",
      country,
      isPrepaid: false,
      consent: true,
      underConsentAge: false,
      responses,
      submissionId: randomUUID(),
      lang,
    };
    await step("submit", async () => {
      const res = expectStatus(await get("/api/assessment/submit", { json: submission }), 201, "submit");
      assessmentId = String(res.body?.assessmentId ?? "");
      claimSecret = String(res.body?.claimSecret ?? "");
      if (!assessmentId) throw new StepFailure("submit answered no assessment id");
      outcome.assessmentId = assessmentId;
      outcome.claimSecret = claimSecret;
    });

    await step("preview", async () => {
      const [page, data] = await Promise.all([
        get(`/results/${assessmentId}?lang=${lang}`),
        get(`/api/assessment/${assessmentId}`, { headers: { "x-claim-secret": claimSecret } }),
      ]);
      expectStatus(page, 200, "GET /results/{id}");
      expectStatus(data, 200, "GET /api/assessment/{id}");
      if (target.kind === "app" && data.body?.ranking?.[0] !== liked)
        throw new StepFailure(`the preview's strongest type is ${data.body?.ranking?.[0]}, submitted ${liked}`);
    });
    await think(options.think.preview);
    if (options.pays === false) {
      outcome.completed = true;
      outcome.endedAt = performance.now();
      return outcome;
    }

    await step("payment", async () => {
      const quote = expectStatus(await get(`/api/payment/quote?assessment=${assessmentId}`), 200, "quote");
      if (!quote.body?.amount) throw new StepFailure("the quote has no amount");
      const created = expectStatus(
        await get("/api/paypal/create-order", {
          json: {
            assessmentId,
            customerData: { fullName, email, age: submission.age, education: submission.education, country },
            lang,
          },
        }),
        200,
        "create order",
      );
      const { approvalUrl, orderId } = created.body as { approvalUrl?: string; orderId: string };
      if (approvalUrl) {
        // PayPal's page, the buyer approves, PayPal sends them back to us, our success page loads.
        expectStatus(await request(approvalUrl, { timeoutMs: 60_000 }), 200, "PayPal's page");
        await think(options.think.approval);
        const approved = expectStatus(
          await request(new URL("checkoutnow/approve", approvalUrl).toString(), {
            form: { token: orderId, lang },
            timeoutMs: 60_000,
          }),
          303,
          "approve",
        );
        const back = expectStatus(await get(approved.headers.location ?? ""), 303, "return from PayPal");
        expectStatus(await get(back.headers.location ?? ""), 200, "success page");
      }
      const finalized = expectStatus(
        await get("/api/payment/finalize", { json: { assessmentId, orderId, source: "paypal" } }),
        200,
        "finalize",
      );
      if (finalized.body?.status !== "completed" || finalized.body?.isPaid !== true)
        throw new StepFailure(`finalize answered ${finalized.text.slice(0, 200)}`);
      paidAt = performance.now();
    });

    await step("pdf", async () => {
      const link = expectStatus(
        await get(`/api/assessment/${assessmentId}/download?lang=${lang}`, {
          headers: { "x-claim-secret": claimSecret },
        }),
        200,
        "download link",
      );
      const url = String(link.body?.url ?? "");
      if (!url.includes("sig=")) throw new StepFailure(`the download link is not signed: ${url}`);
      const pdf = expectStatus(await get(url), 200, "PDF");
      if (!pdf.text.startsWith("%PDF")) throw new StepFailure("the signed link answered no PDF");
    });

    if (target.mail) {
      // The email's figure runs from the payment's answer to the report email's arrival in the mailbox.
      const mail = target.mail;
      const flight = nextFlight++;
      inFlight.set(flight, { step: "email", startedAt: paidAt });
      try {
        const report = await mail.waitFor(
          email,
          (m) => m.text.includes(`/api/assessment/${assessmentId}/pdf?`) && m.text.includes("sig="),
          60_000,
        );
        const arrived = Math.max(report.at, paidAt);
        record({ step: "email", startedAt: paidAt, endedAt: arrived, ms: arrived - paidAt });
      } catch (error) {
        outcome.error = { step: "email", message: (error as Error).message };
        throw error;
      } finally {
        inFlight.delete(flight);
      }
    }
    outcome.completed = true;
  } catch (error) {
    outcome.error ??= { step: "landing", message: (error as Error).message };
  }
  outcome.endedAt = performance.now();
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Figures

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export interface StepFigures {
  step: Step;
  count: number;
  p50: number;
  p99: number;
}

export function stepFigures(outcomes: JourneyOutcome[]): StepFigures[] {
  return STEPS.map((step) => {
    const times = outcomes
      .flatMap((o) => o.samples.filter((s) => s.step === step).map((s) => s.ms))
      .sort((a, b) => a - b);
    return { step, count: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  });
}

export const cores = () => os.cpus().length;
