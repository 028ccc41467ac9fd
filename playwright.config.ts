import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_FLAGS } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 5173 + 1000);
const chromium = CHROME_PATH;
// One data directory for the run: the workers read the server's emails (.eml files in its outbox) from it.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "qe-e2e-")));

/**
 * Browser tests run against the production build (`npm run build` first), served by the real
 * server on a fresh data directory: PGlite by default, the machine's PostgreSQL when
 * TEST_DATABASE_URL is set (a dedicated database, reset at start).
 */
export default defineConfig({
  testDir: "./e2e",
  // scripts/run-e2e.ts gives each shard its own
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step's page (CPU these 2-core machines need for the tests themselves):
    // in CI only the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The service worker precaches every asset in each new browser context; only the installable-app
    // and offline tests need it, and they allow it themselves.
    serviceWorkers: "block",
    launchOptions: fs.existsSync(chromium)
      ? {
          executablePath: chromium,
          args: CHROMIUM_FLAGS,
        }
      : {},
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node dist/server/index.js",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The specs pay through the local payment sandbox, whatever NODE_ENV the runner has.
      PAYMENT_SANDBOX: "on",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e-admin-password",
      // the tests' API calls name their own client address (X-Forwarded-For), as behind a proxy on loopback
      TRUST_PROXY: "loopback",
      // hooks that move the server's side of time (e2e/retake.spec.ts, e2e/accessibility.spec.ts);
      // refused in production (`npm run audit:web` runs the accessibility spec with NODE_ENV=test)
      TEST_HOOKS: process.env.NODE_ENV === "production" ? "off" : "on",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
