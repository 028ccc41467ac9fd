import type { Config } from "../config";
import type { Database } from "../db/client";
import { buildDeps, type AppDeps } from "../deps";
import { createLogger } from "../lib/logger";
import { providerLogRedaction } from "../features/payments/payment-providers.registry";

/** What a test's deps are built on (its config and database), and any entry of `AppDeps` it replaces. */
export type TestDepsOverrides = Partial<AppDeps> & { config: Config; database: Database };

/** The test log: silent unless TEST_LOG_LEVEL says otherwise. */
export const createTestLogger = () =>
  createLogger(process.env.TEST_LOG_LEVEL ?? "silent", process.stdout, providerLogRedaction);

/**
 * The app's deps for a test: `buildDeps`, the app's one wiring, on the test's config and database,
 * with `overrides` in place of the entries they name. Whatever is built from a replaced entry is
 * built with the replacement (a shorter `paymentTimeoutMs` reaches the payments service, a logger
 * every service), so a test never rebuilds a service by hand. `createTestApp` uses it, and so does
 * a test that needs a second server or a variant of the first (`ctx.vary(overrides)`).
 */
export function createTestDeps({ config, database, logger, ...overrides }: TestDepsOverrides): AppDeps {
  return buildDeps(config, logger ?? createTestLogger(), database, overrides);
}
