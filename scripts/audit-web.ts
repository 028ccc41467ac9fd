/**
 * `npm run audit:web` (after `npm run build`): page speed and accessibility of the production build.
 *
 * 1. Lighthouse 12 (mobile settings: simulated slow 4G and a 4x slower CPU) on the landing page,
 *    the test page and a results page, served by the production server on a fresh PGlite, next to
 *    a bare Vite React "hello" page built and served here the same way (the floor a client-rendered
 *    page starts from), in one run. Each page is measured `--runs` times (default 3); the table
 *    shows the medians and whether each goal is met.
 * 2. axe-core through Playwright on every route (e2e/accessibility.spec.ts, also part of `npm test`);
 *    `--no-axe` skips it.
 *
 * `--save DIR` keeps each run's Lighthouse report and trace (JSON) in DIR, to see what blocks the main thread.
 *
 * The table is printed and written to docs/benchmarks/page-audit.md (bench/results-file.ts).
 *
 * Chromium: CHROME_PATH, default /usr/bin/chromium. Exit code 1 when a goal is missed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import compression from "compression";
import express from "express";
import lighthouse from "lighthouse";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { CHROME_PATH, CHROMIUM_FLAGS } from "./chromium";
import { markdownTable, runFacts, writeBenchmarkFile } from "../bench/results-file";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const withAxe = !args.includes("--no-axe");
const saveDir = args.includes("--save") ? path.resolve(args[args.indexOf("--save") + 1] ?? "lighthouse") : null;
const chromePath = CHROME_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

if (
  !fs.existsSync(path.join(root, "dist/server/index.js")) ||
  !fs.existsSync(path.join(root, "dist/client/landing.html"))
) {
  console.error("The production build is missing: run `npm run build` first.");
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath} (set CHROME_PATH; on Debian: apt-get install chromium).`);
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The production server on a fresh PGlite, with one finished test for the results page. */
async function startProduct(): Promise<{ base: string; resultsPath: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-audit-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "dist/server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      // the audited pages include the payment methods as the local sandbox offers them
      PAYMENT_SANDBOX: "on",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${base}/api/health`, child);
  const sets = (await (await fetch(`${base}/api/assessment/questions`)).json()) as {
    id: number;
    activities: { id: string }[];
  }[];
  const responses = sets.map((set, i) => ({
    questionSet: set.id,
    liked: set.activities[i % 6]!.id,
    disliked: set.activities[(i + 3) % 6]!.id,
  }));
  const submitted = await fetch(`${base}/api/assessment/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      fullName: "Valentina Rojas",
      email: "valentina@example.com",
      age: "15-18",
      education: "secundaria",
      country: "CO",
      isPrepaid: false,
      consent: true,
      underConsentAge: false,
      responses,
    }),
  });
  if (!submitted.ok) throw new Error(`seeding an assessment failed: ${submitted.status} ${await submitted.text()}`);
  const { assessmentId } = (await submitted.json()) as { assessmentId: string };
  return {
    base,
    resultsPath: `/results/${assessmentId}`,
    stop: () => {
      child.kill("SIGTERM");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Vite React "hello" page, built with the same Vite and React, served like the product's static files (compressed). */
async function startHello(): Promise<{ base: string; stop: () => void }> {
  const dir = path.join(root, "dist", "audit-hello");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "src"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare Vite React page." />
    <title>Hello</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  );
  fs.writeFileSync(
    path.join(dir, "src", "main.tsx"),
    `import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Hello, Vite + React</h1>
      <p>Edit src/main.tsx and save to test HMR.</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>count is {count}</button>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<StrictMode><App /></StrictMode>);
`,
  );
  await build({
    configFile: false,
    root: dir,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir: path.join(dir, "dist"), emptyOutDir: true, target: "es2022" },
  });
  fs.writeFileSync(path.join(dir, "dist", "robots.txt"), "User-agent: *\nAllow: /\n");
  const app = express();
  app.use(compression());
  app.use(express.static(path.join(dir, "dist"), { index: false }));
  app.get(/.*/, (_req, res) => res.sendFile(path.join(dir, "dist", "index.html")));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => server.close() };
}

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function audit(port: number, url: string, attempt = 1): Promise<Measure> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const name = `${new URL(url).pathname.split("/")[1] || "landing"}-${Date.now()}.json`;
    fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) fs.writeFileSync(path.join(saveDir, name.replace(/\.json$/, ".trace.json")), JSON.stringify(trace));
  }
  if (lhr.runtimeError) {
    // a trace that could not be recorded (NO_NAVSTART, NO_FCP on a busy machine) is measured again
    if (attempt < 3) return audit(port, url, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.categories)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => ({ category: category.id, audit: lhr.audits[ref.id]! })),
    )
    .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
    .map(({ category, audit }) => `${category}: ${audit.id} ${audit.displayValue ?? ""}`.trim());
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    failed,
  };
}

const product = await startProduct();
const hello = await startHello();
const targets = [
  { name: "bare Vite React hello", url: `${hello.base}/`, goals: false },
  { name: "landing page /", url: `${product.base}/`, goals: true },
  { name: "test page /assessment", url: `${product.base}/assessment`, goals: true },
  { name: "results page /results/{id}", url: `${product.base}${product.resultsPath}`, goals: true },
];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
const measured = new Map<string, Measure[]>();
try {
  // one round over every page, `runs` times: the pages are measured side by side, in the same conditions
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) {
      const list = measured.get(target.name) ?? [];
      list.push(await audit(chrome.port, target.url));
      measured.set(target.name, list);
    }
  }
} finally {
  await chrome.kill();
  product.stop();
  hello.stop();
}

const summary = targets.map((target) => {
  const list = measured.get(target.name)!;
  const m = (key: keyof Omit<Measure, "failed">) => median(list.map((x) => x[key]));
  return {
    ...target,
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    fcp: m("fcp"),
    lcp: m("lcp"),
    tbt: m("tbt"),
    cls: m("cls"),
    failed: [...new Set(list.flatMap((x) => x.failed))],
  };
});
const helloLcp = summary[0]!.lcp;
let allMet = true;
const rows = summary.map((s) => {
  const met = !s.goals
    ? "-"
    : s.performance >= 95 &&
        s.accessibility === 100 &&
        s.bestPractices >= 95 &&
        s.seo >= 95 &&
        (s.url !== `${product.base}/` || s.lcp <= helloLcp)
      ? "yes"
      : "NO";
  if (met === "NO") allMet = false;
  return [
    s.name,
    String(s.performance),
    String(s.accessibility),
    String(s.bestPractices),
    String(s.seo),
    `${(s.fcp / 1000).toFixed(2)} s`,
    `${(s.lcp / 1000).toFixed(2)} s`,
    `${Math.round(s.tbt)} ms`,
    s.cls.toFixed(3),
    met,
  ];
});
const header = ["Page (median of " + runs + ")", "Perf", "A11y", "Best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "Met"];
const table = markdownTable(header, rows);
const landing = summary[1]!;
const notes = [
  `Goals: performance >= 95, accessibility 100, best practices >= 95, SEO >= 95; landing LCP ${(landing.lcp / 1000).toFixed(2)} s vs bare hello ${(helloLcp / 1000).toFixed(2)} s (ratio ${(landing.lcp / helloLcp).toFixed(2)}, goal <= 1).`,
  ...summary
    .filter((s) => s.failed.length > 0)
    .map((s) => `- ${s.name}, audits below 0.9 in some run: ${s.failed.join("; ")}`),
];
console.log(`\nLighthouse ${"12"} mobile (simulated throttling), Chromium ${chromePath}`);
console.log(table);
console.log(`\n${notes.join("\n")}`);
const auditFile = writeBenchmarkFile("page-audit.md", {
  title: "Page speed and accessibility: latest audit",
  command: "npm run audit:web",
  script: "scripts/audit-web.ts",
  about: `
Lighthouse 12 with mobile settings (simulated slow 4G, a 4x slower CPU) on the production build,
beside a bare Vite React "hello" page built and served the same way, ${runs} rounds; the table shows
the medians. The figures move with the machine: compare the pages with the bare page of the same
run. How to run it and what costs points: [docs/performance.md](../performance.md#page-speed-and-accessibility).
`,
  body: `${table}\n\n${notes.join("\n")}`,
  facts: runFacts(),
});
console.log(`Written to ${path.relative(process.cwd(), auditFile)}`);

let axeOk = true;
if (withAxe) {
  console.log("\naxe-core on every route (Playwright, e2e/accessibility.spec.ts):");
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      path.join(root, "scripts/run-e2e.ts"),
      "e2e/accessibility.spec.ts",
    ],
    // The browser tests' server, not a production one: the spec moves its server's time (TEST_HOOKS), which
    // production refuses (building the bare hello page with Vite set NODE_ENV=production in this process).
    { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "test" } },
  );
  axeOk = result.status === 0;
}
process.exit(allMet && axeOk ? 0 : 1);
