import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { assessments, shareLinks } from "@shared/schema/index";
import { createApp } from "../server/src/app";
import { loadConfig, type Config } from "../server/src/config";
import { openPglite, openPostgres, type Database } from "../server/src/db/client";
import { throwawayPostgres } from "./throwaway-postgres";
import { seedDatabase } from "../server/src/db/seed";
import { buildDeps } from "../server/src/deps";
import { createHttpHandler } from "../server/src/http-handler";
import { createLogger } from "../server/src/lib/logger";
import { newShareId } from "../server/src/features/sharing/sharing.service";
import { buildAssessmentRow } from "../server/src/testing/builders";

/**
 * Latency isolation (issue #34): the p99 of three light requests (the payment config, the health
 * check, the test page) with no renders, then while uncached report PDFs and share pictures render
 * in the render pool, measured in one run; and how PDF renders per second grow from one render
 * thread to one per core.
 */
export interface RenderBench {
  cores: number;
  /** Per light request: p99 in ms with no renders, and while renders run. */
  isolation: { name: string; quietP99: number; loadedP99: number; errors: number }[];
  /** Renders done while the light requests were measured, and the ones refused (503) by a full pool. */
  rendered: { pdfs: number; pictures: number; refused: number; failed: number };
  /** Uncached PDFs per second: one render thread, and one per core (the median of the rounds). */
  pdfRate: { oneThread: number; allThreads: number };
  /** Each round's ratio, one per core to one thread. */
  pdfRateRatios: number[];
  /** What the PDF runs cost: cores the process kept busy, CPU per PDF, and how busy the request thread was (0-1). */
  pdfCost: Record<"oneThread" | "allThreads", { coresBusy: number; cpuMsPerPdf: number; requestThreadBusy: number }>;
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const CLIENT_DIR = path.resolve(import.meta.dirname, "..", "dist", "client");

/**
 * The app's database for a run: embedded PGlite (its queries run on the request thread), or a fresh
 * PostgreSQL database on the server `postgresUrl` names (dropped at the end), as the README deploys it.
 */
async function benchDatabase(
  postgresUrl: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!postgresUrl) return { database: await openPglite(), drop: async () => {} };
  const fresh = await throwawayPostgres(postgresUrl, `renders${Math.floor(performance.now())}`);
  return { database: await openPostgres(fresh.url, { max: 20 }), drop: fresh.drop };
}

export async function startApp(renderThreads: number, postgresUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-renders-"));
  const config: Config = {
    ...loadConfig(
      {
        DATA_DIR: dataDir,
        SESSION_SECRET: "bench-session-secret-0123456789abcdef",
        LOG_LEVEL: "warn",
        PAYMENT_SANDBOX: "on",
      },
      fs.existsSync(CLIENT_DIR) ? { clientDir: CLIENT_DIR } : {},
    ),
    renderThreads,
    // every picture from its own simulated address, behind a trusted loopback proxy
    trustProxy: ["loopback"],
    shareImagesPerAddress: Number.MAX_SAFE_INTEGER,
  };
  const { database, drop } = await benchDatabase(postgresUrl);
  await seedDatabase(database.db);
  const deps = buildDeps(config, createLogger("warn"), database);
  const server = http.createServer(createHttpHandler(createApp(deps), deps));
  const url = await listen(server);
  /** Paid tests of distinct people: each one's PDF is a new render. Answers their signed download links. */
  const paidReports = async (count: number, tag: string) => {
    const links: string[] = [];
    for (let i = 0; i < count; i++) {
      const [row] = await database.db
        .insert(assessments)
        .values(buildAssessmentRow({ fullName: `Persona${tag}${i} Prueba`, isPaid: true }))
        .returning();
      await database.db.update(assessments).set({ paidAt: new Date() }).where(eq(assessments.id, row!.id));
      links.push(deps.reports.downloadLink(row!.id, i % 2 ? "en" : "es").url.replace(config.publicUrl, url));
    }
    return links;
  };
  /** Share links of distinct people: each picture is a new render. */
  const pictures = async (count: number) => {
    const urls: string[] = [];
    for (let i = 0; i < count; i++) {
      const [row] = await database.db
        .insert(assessments)
        .values(buildAssessmentRow({ fullName: `Foto${i} Prueba` }))
        .returning();
      const id = newShareId();
      await database.db.insert(shareLinks).values({ id, assessmentId: row!.id, lang: "es" });
      urls.push(`${url}/api/share/${id}/image.png`);
    }
    return urls;
  };
  return {
    url,
    paidReports,
    pictures,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.renders.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one of the bench's load scripts in a process of its own (as visitors are elsewhere) and reads its JSON answer. */
function runElsewhere<T>(script: string, input: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, script)], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`${script} exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * Fetches every URL, `concurrency` at a time, each from its own simulated address (bench/render-load.mjs);
 * counts 200s, 503s (pool full) and anything else.
 */
export const fetchAll = (urls: string[], concurrency: number, firstAddress: number) =>
  runElsewhere<{ ok: number; refused: number; failed: number }>("render-load.mjs", { urls, concurrency, firstAddress });

const LIGHT = [
  { name: "GET /api/payment/config", path: "/api/payment/config" },
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /assessment (test page)", path: "/assessment" },
];

/** A steady stream, as visitors browse (not a flood), from a process of its own (bench/light-load.mjs). */
const p99Of = (url: string) =>
  runElsewhere<{ p99: number; errors: number }>("light-load.mjs", { url, connections: 4, seconds: 3 });

/** Rounds of one-thread and all-thread PDF rates; the median round is reported. */
const RATE_ROUNDS = 3;

interface PdfRate {
  perSecond: number;
  coresBusy: number;
  cpuMsPerPdf: number;
  requestThreadBusy: number;
}

/**
 * Uncached PDFs per second with `threads` render threads, and the CPU each PDF costs the whole
 * process (request thread, render threads, garbage collection).
 */
async function pdfRate(threads: number, postgresUrl?: string): Promise<PdfRate> {
  const cores = Math.max(1, os.availableParallelism());
  const server = await startApp(threads, postgresUrl);
  const warmUp = threads * 2;
  const links = await server.paidReports(warmUp + 30 * cores, `T${threads}`);
  // warm-up: every thread starts, loads the fonts and compiles the renderer before the clock runs
  await fetchAll(links.slice(0, warmUp), threads, 200_000);
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const done = await fetchAll(links.slice(warmUp), threads * 2, 300_000);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const requestThread = performance.eventLoopUtilization(loopBefore).utilization;
  await server.close();
  return {
    perSecond: done.ok / seconds,
    coresBusy: cpuSeconds / seconds,
    cpuMsPerPdf: (cpuSeconds * 1000) / done.ok,
    requestThreadBusy: requestThread,
  };
}

/**
 * The render bench on embedded PGlite, or on PostgreSQL when `postgresUrl` is given (the deployment
 * the README recommends: the database's work then runs in its own process, not on the request thread).
 */
export async function benchRenders(postgresUrl?: string): Promise<RenderBench> {
  const cores = Math.max(1, os.availableParallelism());

  // Latency isolation: one server with a render thread per core, as `npm start` runs.
  const app = await startApp(cores, postgresUrl);
  const quiet: Record<string, { p99: number; errors: number }> = {};
  for (const light of LIGHT) quiet[light.name] = await p99Of(`${app.url}${light.path}`);
  const [pdfLinks, pictureUrls] = [await app.paidReports(50, "L"), await app.pictures(200)];
  const loadedFigures: Record<string, { p99: number; errors: number }> = {};
  // the renders are asked for from other processes, as visitors' browsers are elsewhere: the server's
  // request thread then serves the light requests and the renders' answers, not a client too
  const renders = Promise.all([fetchAll(pdfLinks, 4, 0), fetchAll(pictureUrls, 4, 100_000)]);
  for (const light of LIGHT) loadedFigures[light.name] = await p99Of(`${app.url}${light.path}`);
  const [pdfs, pics] = await renders;
  await app.close();

  // Render throughput: uncached PDFs per second with one render thread, then one per core, in
  // alternating rounds so that a machine that slows down or speeds up during the run (these machines
  // vary 2-4x) moves both alike; the ratio reported is the median of the rounds' ratios.
  const rounds: { oneThread: PdfRate; allThreads: PdfRate }[] = [];
  for (let i = 0; i < RATE_ROUNDS; i++)
    rounds.push({ oneThread: await pdfRate(1, postgresUrl), allThreads: await pdfRate(cores, postgresUrl) });
  const ratios = rounds.map((r) => r.allThreads.perSecond / r.oneThread.perSecond);
  const middle = rounds[ratios.indexOf([...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!)]!;
  const { oneThread, allThreads } = middle;

  return {
    cores,
    isolation: LIGHT.map((light) => ({
      name: light.name,
      quietP99: quiet[light.name]!.p99,
      loadedP99: loadedFigures[light.name]!.p99,
      errors: quiet[light.name]!.errors + loadedFigures[light.name]!.errors,
    })),
    rendered: {
      pdfs: pdfs.ok,
      pictures: pics.ok,
      refused: pdfs.refused + pics.refused,
      failed: pdfs.failed + pics.failed,
    },
    pdfRate: { oneThread: oneThread.perSecond, allThreads: allThreads.perSecond },
    pdfRateRatios: ratios,
    pdfCost: {
      oneThread: {
        coresBusy: oneThread.coresBusy,
        cpuMsPerPdf: oneThread.cpuMsPerPdf,
        requestThreadBusy: oneThread.requestThreadBusy,
      },
      allThreads: {
        coresBusy: allThreads.coresBusy,
        cpuMsPerPdf: allThreads.cpuMsPerPdf,
        requestThreadBusy: allThreads.requestThreadBusy,
      },
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    JSON.stringify(await benchRenders(process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL), null, 2),
  );
}
