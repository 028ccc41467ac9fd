/**
 * Harness of the system suite: the production build (`node dist/server/index.js`) as real child
 * processes on real PostgreSQL databases (behind nginx, see nginx.ts), a slow network in front of the
 * fake PayPal, a private throwaway PostgreSQL cluster for restart tests, and a small HTTP client
 * without keep-alive.
 *
 * Everything started here is registered for cleanup: tests call `cleanup.run()` in afterAll, and
 * child processes still alive when the test process exits are killed.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterEach } from "vitest";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = path.join(ROOT_DIR, "dist", "server", "index.js");
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
const PG_BIN_DIR = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

/** Why the system suite cannot run here, if it cannot (printed, and the suite is skipped). */
export const skipReason: string | undefined = TEST_DATABASE_URL
  ? undefined
  : "TEST_DATABASE_URL is not set (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:system)";

export function announceSkip(suite: string, reason: string | undefined = skipReason): void {
  if (reason) console.log(`[system] ${suite}: skipped because ${reason}`);
}

/** The suite runs the production build; without it every test fails with this message. */
export function requireBuild(): void {
  if (!fs.existsSync(SERVER_ENTRY))
    throw new Error(`${path.relative(ROOT_DIR, SERVER_ENTRY)} is missing: run npm run build first`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const randomId = (bytes = 5) => randomBytes(bytes).toString("hex");

// ---------------------------------------------------------------------------------------------
// Cleanup

export interface Cleanup {
  /** Registers `fn` to run in `run()`, last registered first. */
  defer(fn: () => unknown): void;
  /** Runs everything registered, even when some steps fail; throws the first failure afterwards. */
  run(): Promise<void>;
}

export function createCleanup(): Cleanup {
  const steps: (() => unknown)[] = [];
  return {
    defer: (fn) => void steps.push(fn),
    async run() {
      const errors: unknown[] = [];
      while (steps.length > 0) {
        const step = steps.pop()!;
        try {
          await step();
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length > 0) throw errors[0];
    },
  };
}

/** Last resort: whatever is still running when the test process exits is stopped. */
const exitHooks = new Set<() => void>();
process.once("exit", () => {
  for (const hook of exitHooks) {
    try {
      hook();
    } catch {
      // best effort
    }
  }
});

// ---------------------------------------------------------------------------------------------
// HTTP client (no keep-alive, so no request ever lands on a socket the server is closing)

const noKeepAlive = new http.Agent({ keepAlive: false, maxSockets: Infinity });

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed body when the answer is JSON, else undefined (typed loosely, as supertest's). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the fields they expect
  body: any;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** The whole exchange fails after this long (default 15 s). */
  timeoutMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (options.json !== undefined) {
    payload = Buffer.from(JSON.stringify(options.json));
    headers["content-type"] = "application/json";
  } else if (options.form) {
    payload = Buffer.from(new URLSearchParams(options.form).toString());
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  if (payload) headers["content-length"] = String(payload.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? (payload ? "POST" : "GET"), headers, agent: noKeepAlive },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", fail);
        res.on("end", () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown;
          if (String(res.headers["content-type"] ?? "").includes("application/json")) {
            try {
              body = JSON.parse(text);
            } catch {
              body = undefined;
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body, ms: performance.now() - started });
        });
      },
    );
    const timeoutMs = options.timeoutMs ?? 15_000;
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer from ${options.method ?? "GET"} ${url} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      // Name the request: "connect ECONNREFUSED 127.0.0.1:41234" alone does not say which one failed.
      if (!error.message.includes(url))
        error.message = `${options.method ?? (payload ? "POST" : "GET")} ${url}: ${error.message}`;
      reject(error);
    }
    req.on("error", fail);
    req.end(payload);
  });
}

/** The value of cookie `name` set by a response, if any. */
export function cookieFrom(res: HttpResponse, name: string): string | undefined {
  for (const line of res.headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    if (pair!.slice(0, eq).trim() === name) return decodeURIComponent(pair!.slice(eq + 1).trim());
  }
  return undefined;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ---------------------------------------------------------------------------------------------
// Databases

export interface TestDatabase {
  name: string;
  url: string;
  /** A small pool on the database for the test's own queries (survives a PostgreSQL restart). */
  pool: pg.Pool;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, empty database next to `baseUrl`'s (the server migrates it at start-up). */
export async function createDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `qe_sys_${randomId()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(baseUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 5000 });
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  let dropped = false;
  return {
    name,
    url,
    pool,
    async query(text, params) {
      return (await pool.query(text, params)).rows;
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end().catch(() => {});
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The production server as a child process

export interface ServerOptions {
  databaseUrl: string;
  /** The same for every process of one test, so signed links and cookies agree. */
  sessionSecret: string;
  smtpUrl?: string;
  /** Default: the process's own address. */
  publicUrl?: string;
  paypalApiBase?: string;
  admin?: { email: string; password: string };
  logLevel?: string;
  /** A fixed port (a process restarted in place, behind a proxy that knows its address); default: a free one. */
  port?: number;
  /** Further environment variables (e.g. TRUST_PROXY behind nginx). */
  env?: Record<string, string>;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process printed (stdout and stderr), for failure messages. */
  output(): string;
  isRunning(): boolean;
  exited: Promise<ExitInfo>;
  /** SIGTERM (graceful shutdown), SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<ExitInfo>;
  /** SIGKILL: the process dies at once, whatever it was doing. */
  kill(): Promise<ExitInfo>;
}

const OUTPUT_LIMIT = 200_000;

/** Every server started in this test file, for the failure report. */
const startedServers: ServerProcess[] = [];

/** When a test fails, prints what each server of the file printed (the cause is often there). */
export function printServersOnFailure(): void {
  afterEach((context) => {
    if (context.task.result?.state !== "fail") return;
    for (const server of startedServers) {
      const tail = server.output().slice(-4000).trim();
      console.log(
        `[system] server pid ${server.pid} at ${server.url} (${server.isRunning() ? "running" : "exited"}):\n${tail || "(no output)"}`,
      );
    }
  });
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  requireBuild();
  if (options.port !== undefined) return spawnServer(options, options.port);
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnServer(options, await freePort());
    } catch (error) {
      // Another process may take the free port between the check and the listen: try another one.
      if (attempt < 3 && String((error as Error).message).includes("EADDRINUSE")) continue;
      throw error;
    }
  }
}

async function spawnServer(options: ServerOptions, port: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-sys-server-"));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    PORT: String(port),
    PUBLIC_URL: options.publicUrl ?? url,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: options.sessionSecret,
    LOG_LEVEL: options.logLevel ?? "warn",
    // the tests' clients come through loopback and name their own address, as behind a proxy
    TRUST_PROXY: "loopback",
    // the system tests pay through the local sandbox (off unless said; a test may turn it off in `env`)
    PAYMENT_SANDBOX: "on",
  };
  Object.assign(env, options.env);
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;
  if (options.paypalApiBase) env.PAYPAL_API_BASE = options.paypalApiBase;
  if (options.admin) {
    env.ADMIN_EMAIL = options.admin.email;
    env.ADMIN_PASSWORD = options.admin.password;
  }
  // cwd is the data dir: the server must not pick up a developer's .env from the repository.
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: dataDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  let running = true;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once("exit", (code, signal) => {
      running = false;
      exitHooks.delete(killOnExit);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const killOnExit = () => void child.kill("SIGKILL");
  exitHooks.add(killOnExit);

  const signal = async (name: NodeJS.Signals, graceMs: number): Promise<ExitInfo> => {
    if (running) {
      child.kill(name);
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const info = await exited;
      clearTimeout(timer);
      return info;
    }
    return exited;
  };
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    isRunning: () => running,
    exited,
    stop: (graceMs = 10_000) => signal("SIGTERM", graceMs),
    kill: () => signal("SIGKILL", 0),
  };

  startedServers.push(server);
  const deadline = Date.now() + 30_000;
  while (true) {
    if (!running) {
      const info = await exited;
      throw new Error(`the server exited (code ${info.code}, signal ${info.signal}) before it was ready:\n${output}`);
    }
    // Ready as a load balancer sees it: database, migrations and the email worker.
    const ready = await request(`${url}/api/ready`, { timeoutMs: 2000 }).catch(() => undefined);
    if (ready?.status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not ready (/api/ready) within 30 s:\n${output}`);
    }
    await sleep(50);
  }
}

// ---------------------------------------------------------------------------------------------
// A slow network in front of the fake PayPal (the app's processes are behind nginx, system/nginx.ts)

export interface SlowNetwork {
  url: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "upgrade", "te", "trailer"];

/**
 * A relay (node:http) to one upstream that delays every answer by `latencyMs()` after the upstream
 * has answered, like a slow network between the app and a payment provider; it forwards method,
 * path, headers and body as they are.
 */
export async function startSlowNetwork(upstream: string, latencyMs: () => number): Promise<SlowNetwork> {
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? "/", upstream);
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const forwarded = http.request(target, { method: req.method, headers, agent: noKeepAlive }, (upstreamRes) => {
      upstreamRes.on("error", () => res.destroy());
      setTimeout(() => {
        if (res.destroyed) return void upstreamRes.resume();
        const responseHeaders = { ...upstreamRes.headers };
        for (const name of HOP_BY_HOP) delete responseHeaders[name];
        res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
        upstreamRes.pipe(res);
      }, latencyMs());
    });
    forwarded.on("error", () => {
      if (!res.headersSent)
        res
          .writeHead(502, { "content-type": "application/json" })
          .end(JSON.stringify({ message: "relay: upstream unreachable" }));
      else res.destroy();
    });
    // A caller that dies mid-request (a server process killed while it talks to PayPal) resets its
    // connection: the relay drops the upstream request and carries on.
    req.on("error", () => forwarded.destroy());
    res.on("error", () => forwarded.destroy());
    req.pipe(forwarded);
  });
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A private, throwaway PostgreSQL cluster (never the machine's shared one)

const run = promisify(execFile);

export interface PrivateCluster {
  port: number;
  /** A connection string to database `database` of this cluster. */
  url(database?: string): string;
  /** `pg_ctl stop -m fast`: every connection is terminated, new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (immediate) and deletes its files. */
  destroy(): Promise<void>;
}

/** Why a private cluster cannot be created here, if it cannot. */
export function privateClusterUnavailable(): string | undefined {
  for (const tool of ["initdb", "pg_ctl"]) {
    if (!fs.existsSync(path.join(PG_BIN_DIR, tool)))
      return `${path.join(PG_BIN_DIR, tool)} is not installed (set PG_BIN_DIR)`;
  }
  if (process.getuid?.() === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0)
    return "running as root and there is no postgres user to run initdb as";
  return undefined;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-sys-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, its tools run as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"]).stdout.toString().trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"]).stdout.toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(PG_BIN_DIR, name), ...args])
      : run(path.join(PG_BIN_DIR, name), args);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  let stopped = true;
  const pgCtl = async (args: string[]) => {
    try {
      await tool("pg_ctl", args);
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-4000) : "";
      throw new Error(`pg_ctl ${args.join(" ")} failed: ${(error as Error).message}\n${log}`, { cause: error });
    }
  };
  const immediateStop = () => {
    if (!stopped)
      spawnSync(asRoot ? "runuser" : path.join(PG_BIN_DIR, "pg_ctl"), [
        ...(asRoot ? ["-u", "postgres", "--", path.join(PG_BIN_DIR, "pg_ctl")] : []),
        "-D",
        dataDir,
        "-m",
        "immediate",
        "stop",
      ]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  exitHooks.add(immediateStop);
  const cluster: PrivateCluster = {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgCtl(["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "30", "start"]);
      stopped = false;
    },
    async stop() {
      await pgCtl(["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"]);
      stopped = true;
    },
    async destroy() {
      exitHooks.delete(immediateStop);
      if (!stopped) await tool("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
      stopped = true;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await tool("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
