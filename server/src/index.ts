import "dotenv/config";
import { createServer, type Server } from "node:http";
import { buildDeps } from "./deps";
import { createApp } from "./app";
import { createHttpHandler } from "./http-handler";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { createAuthService } from "./features/auth/auth.service";
import { createLogger } from "./lib/logger";
import { CLIENT_DIST_DIR } from "./paths";
import { createMailTransport } from "./features/emails/email.transport";
import { createEmailWorker } from "./features/emails/email.worker";
import { createPrivacyJobs } from "./features/privacy/privacy.jobs";

/** How often open PayPal payments are looked up again. */
const PENDING_PAYPAL_CHECK_MS = 5 * 60 * 1000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, { clientDir: CLIENT_DIST_DIR });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await seedDatabase(database.db);
  if (config.adminEmail && config.adminPassword)
    await createAuthService({ db: database.db }).ensureAdmin(config.adminEmail, config.adminPassword);
  const deps = buildDeps(config, logger, database);
  const app = createApp(deps);
  const transport = createMailTransport(config, { logger });
  const emailWorker = createEmailWorker({ db: database.db, config, logger, reports: deps.reports, transport });
  emailWorker.start();
  deps.runtime.emailWorker = emailWorker;
  // PayPal payments left open (PENDING capture, completion in progress) are looked up until they settle.
  const settleTimer = setInterval(() => {
    deps.payments
      .settlePendingPaypal()
      .catch((error: unknown) => logger.warn({ err: error }, "settling pending PayPal payments failed"));
  }, PENDING_PAYPAL_CHECK_MS);
  settleTimer.unref();
  const privacyJobs = createPrivacyJobs({ db: database.db, config, logger });
  privacyJobs.start();

  const server: Server = createServer(createHttpHandler(app, deps));
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  deps.runtime.selfUrl = `http://127.0.0.1:${port}`;
  logger.info({ port, database: database.kind }, "server started");
  console.log(
    `QuéEstudiar is running at http://localhost:${port} (database: ${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timeout = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(timeout);
    // the email in flight is finished before the pool closes
    clearInterval(settleTimer);
    await emailWorker.stop();
    await privacyJobs.stop();
    transport.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error("Start-up failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
