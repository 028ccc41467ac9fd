import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import type { Express } from "express";
import { createApp } from "../app";
import type { AppDeps } from "../deps";
import { buildDeps } from "../deps";
import { loadConfig, type Config } from "../config";
import type { Database } from "../db/client";
import { createLogger } from "../lib/logger";
import { providerLogRedaction } from "../features/payments/payment-providers.registry";
import { createTestDatabase } from "./test-db";

export interface TestContext {
  app: Express;
  /** Re-creates `app` after a test replaced something in `deps`. */
  rebuild(): void;
  database: Database;
  deps: AppDeps;
  config: Config;
  close(): Promise<void>;
}

/** The whole app in-process on a fresh database, with test configuration merged over the defaults. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  depOverrides: Partial<AppDeps> = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-test-"));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: "test-session-secret-0123456789abcdef",
      PUBLIC_URL: "http://127.0.0.1:5000",
      // the API tests pay through the local sandbox (off by default everywhere): said explicitly
      PAYMENT_SANDBOX: "on",
    }),
    // tests change the config row directly and read it back at once
    publicConfigCacheMs: 0,
    // as if behind a proxy on loopback: a test gives each simulated client its own X-Forwarded-For
    trustProxy: ["loopback"],
    ...overrides,
  };
  const database = await createTestDatabase();
  // a test that reads the log passes its own logger: every service writes to it too
  const logger =
    depOverrides.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? "silent", process.stdout, providerLogRedaction);
  const deps: AppDeps = buildDeps(config, logger, database, depOverrides);
  const context: TestContext = {
    app: createApp(deps),
    rebuild() {
      context.app = createApp(deps);
    },
    database,
    deps,
    config,
    close: async () => {
      await deps.renders.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}
