import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import type { Express } from "express";
import { createApp } from "../app";
import type { AppDeps } from "../deps";
import { loadConfig, type Config } from "../config";
import type { Database } from "../db/client";
import { createTestDatabase } from "./test-db";
import { createTestDeps } from "./test-deps";

export interface TestContext {
  app: Express;
  /** Re-creates `app` after a test replaced something in `deps`. */
  rebuild(): void;
  /**
   * Runs the app on a variant of its deps (`createTestDeps` on the same config, database, logger and
   * render threads, with `overrides`): `deps` and `app` are replaced; the function returned puts
   * the previous ones back.
   */
  vary(overrides: Partial<AppDeps>): () => void;
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
  const deps: AppDeps = createTestDeps({ config, database, ...depOverrides });
  const renderPools = new Set([deps.renders]);
  const context: TestContext = {
    app: createApp(deps),
    rebuild() {
      context.app = createApp(context.deps);
    },
    vary(overrides) {
      const previous = { deps: context.deps, app: context.app };
      context.deps = createTestDeps({
        config,
        database,
        logger: previous.deps.logger,
        renders: previous.deps.renders,
        ...overrides,
      });
      renderPools.add(context.deps.renders);
      context.app = createApp(context.deps);
      return () => {
        context.deps = previous.deps;
        context.app = previous.app;
      };
    },
    database,
    deps,
    config,
    close: async () => {
      await Promise.all([...renderPools].map((pool) => pool.close()));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}
