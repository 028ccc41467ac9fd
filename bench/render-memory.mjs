/**
 * `npm run bench:memory` (after `npm run build`; plain Node, no TypeScript loader in the threads): what the kept render threads hold in memory. The
 * built render worker runs in a pool of two threads (or `npm run bench:memory -- N`) in a bare Node process, as a server
 * keeps them (server/src/lib/render-pool.ts, the same resource limits): the process's RSS before the
 * threads, once they are started, after each has drawn the warm-up report and picture, a few seconds
 * idle after that, and after five more warm-ups each. The figures are printed, not written to a file:
 * docs/performance.md quotes a run.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Piscina } from "piscina";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const worker = path.join(root, "dist/server/render.worker.js");
if (!fs.existsSync(worker)) {
  console.error("The built render worker is missing: run `npm run build` first.");
  process.exit(1);
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1e6);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(threads) {
  const before = rssMb();
  const pool = new Piscina({
    filename: pathToFileURL(worker).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 64 },
  });
  const warmAll = () => Promise.all(Array.from({ length: threads }, () => pool.run({ kind: "warm-up" })));
  await pause(1500);
  const started = rssMb();
  await warmAll();
  const warm = rssMb();
  await pause(5000);
  const idle = rssMb();
  for (let i = 0; i < 5; i++) await warmAll();
  await pause(5000);
  const afterSix = rssMb();
  await pool.destroy();
  return { threads, before, started, warm, idle, afterSix };
}

const m = await measure(Math.max(1, Number(process.argv[2] ?? 2) || 2));
const per = (mb) => Math.round((mb - m.before) / m.threads);
console.log(
  `${m.threads} render thread${m.threads > 1 ? "s" : ""}: RSS ${m.before} MB before, ${m.started} MB started, ` +
    `${m.warm} MB warm, ${m.idle} MB idle after, ${m.afterSix} MB after six renders each; ` +
    `per thread about ${per(m.started)} MB started, ${per(m.warm)} MB warm, ${per(m.afterSix)} MB after six renders`,
);
