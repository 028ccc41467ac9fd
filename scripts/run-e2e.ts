/**
 * Runs the Playwright suite against the production build, in E2E_SHARDS shards at once (default 2):
 * each shard is its own Playwright run with its own server, port, data directory and database, so
 * tests that change the shared payment config never meet. The browser tests spend most of their
 * time waiting (pages, timers, the server), so two shards on two cores take little more than half
 * the time of one. With TEST_DATABASE_URL set, each shard's server uses a fresh PostgreSQL database
 * created here and dropped afterwards; otherwise PGlite. Extra arguments go to `playwright test`
 * (with arguments, one shard runs them, unless E2E_SHARDS says otherwise).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
if (
  !fs.existsSync(path.join(root, "dist/server/index.js")) ||
  !fs.existsSync(path.join(root, "dist/client/index.html"))
) {
  console.error("The production build is missing: run `npm run build` first.");
  process.exit(1);
}

const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)) || 1);
const basePort = Number(process.env.E2E_PORT ?? 6173);
const baseUrl = process.env.TEST_DATABASE_URL;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Shard {
  index: number;
  env: NodeJS.ProcessEnv;
  database?: string;
}

const runs: Shard[] = [];
for (let index = 1; index <= shards; index++) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    E2E_PORT: String(basePort + index - 1),
    E2E_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `qe-e2e-${index}-`)),
    // each shard keeps its traces and screenshots apart: a run empties its output folder as it starts
    ...(shards > 1 ? { E2E_OUTPUT_DIR: path.join(root, "test-results", `shard-${index}`) } : {}),
  };
  const shard: Shard = { index, env };
  if (baseUrl) {
    const name = `qe_e2e_${process.pid}_${index}`;
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    });
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    env.E2E_DATABASE_URL = url.toString();
    shard.database = name;
  }
  runs.push(shard);
}
console.log(
  `Browser tests in ${shards} shard${shards > 1 ? "s" : ""} on ${baseUrl ? "PostgreSQL" : "PGlite"} (ports ${basePort}-${basePort + shards - 1})`,
);

/** One shard's run; its lines are prefixed with the shard's number when there are several. */
function run(shard: Shard): Promise<number> {
  const shardArgs = shards > 1 ? [`--shard=${shard.index}/${shards}`] : [];
  const child = spawn(path.join(root, "node_modules/.bin/playwright"), ["test", ...shardArgs, ...args], {
    cwd: root,
    env: shard.env,
    stdio: shards > 1 ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (shards > 1) {
    for (const [stream, out] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const)
      readline
        .createInterface({ input: stream })
        .on("line", (line) => out.write(`[${shard.index}/${shards}] ${line}\n`));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(runs.map(run));
if (baseUrl)
  for (const shard of runs)
    if (shard.database)
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${shard.database} WITH (FORCE)`)).catch(() => {});
process.exit(codes.every((code) => code === 0) ? 0 : 1);
