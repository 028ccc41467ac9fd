import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import { buildDeps, type AppDeps } from "./deps";
import { createApp } from "./app";
import { createHttpHandler } from "./http-handler";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { createLogger, type Logger } from "./lib/logger";
import { providerLogRedaction } from "./features/payments/payment-providers.registry";
import { createMailTransport } from "./features/emails/email.transport";
import { createEmailWorker } from "./features/emails/email.worker";
import { createPrivacyJobs } from "./features/privacy/privacy.jobs";

/** How often open PayPal payments are looked up again. */
const PENDING_PAYPAL_CHECK_MS = 5 * 60 * 1000;

export interface StartOptions {
  /** Where the built SPA is served from (production); the dev server passes Vite's middleware instead. */
  clientDir?: string;
  clientMiddleware?: RequestHandler;
  devServer?: boolean;
  /** Closed after the server stops (the dev server's Vite). */
  onStop?: () => Promise<void>;
  /** PAYMENT_SANDBOX defaults to on (outside NODE_ENV=production): `npm run dev` and `npm start`, never a deploy. */
  sandboxByDefault?: boolean;
}

export interface RunningServer {
  config: Config;
  deps: AppDeps;
  server: Server;
  port: number;
  stop(): Promise<void>;
}

/** The local payment sandbox takes fake payments that unlock real reports: said loudly at every start-up where it is on. */
export function warnIfPaymentSandbox(config: Pick<Config, "paymentSandbox" | "publicUrl">, logger: Logger): void {
  if (!config.paymentSandbox) return;
  logger.warn(
    { publicUrl: config.publicUrl },
    "PAYMENT_SANDBOX is on: the local payment sandbox (/sandbox/paypal, /sandbox/azul) takes fake payments while " +
      "PayPal or the card have no credentials in test mode; set PAYMENT_SANDBOX=off on any server that sells",
  );
}

/** Reads the config or prints every missing or invalid key and exits. */
function loadConfigOrExit(clientDir: string | undefined, sandboxByDefault: boolean): Config {
  try {
    return loadConfig(process.env, { ...(clientDir ? { clientDir } : {}), sandboxByDefault });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The one start-up of a server process, for `npm start` and `npm run dev` alike: config, database
 * (migrated and seeded), the first admin, the app, the email worker, the privacy jobs, the PayPal
 * settlement job, and a graceful stop on SIGTERM/SIGINT that finishes requests and the email in flight.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfigOrExit(options.clientDir, options.sandboxByDefault === true);
  const logger = createLogger(config.logLevel, process.stdout, providerLogRedaction);
  warnIfPaymentSandbox(config, logger);
  const database = await openDatabase(config);
  await seedDatabase(database.db);
  const deps = buildDeps(config, logger, database);
  if (config.adminEmail && config.adminPassword) await deps.auth.ensureAdmin(config.adminEmail, config.adminPassword);
  const app = createApp(deps, { clientMiddleware: options.clientMiddleware, devServer: options.devServer });
  const transport = createMailTransport(config, { logger });
  const emailWorker = createEmailWorker({ ...deps, transport });
  emailWorker.start();
  deps.runtime.emailWorker = emailWorker;
  // PayPal payments left open (PENDING capture, completion in progress) are looked up until they settle.
  const settleTimer = setInterval(() => {
    deps.payments
      .settlePending()
      .catch((error: unknown) => logger.warn({ err: error }, "settling pending PayPal payments failed"));
  }, PENDING_PAYPAL_CHECK_MS);
  settleTimer.unref();
  const privacyJobs = createPrivacyJobs({ privacy: deps.privacy, config, logger });
  privacyJobs.start();

  const server: Server = createServer(createHttpHandler(app, deps));
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  deps.runtime.selfUrl = `http://127.0.0.1:${port}`;
  logger.info({ port, database: database.kind }, "server started");
  // every render thread draws a sample now, at the lowest priority: no reader waits for a thread's first render
  deps.renders
    .warm({ kind: "warm-up" })
    .then(() => logger.info({ threads: deps.renders.threads() }, "render threads ready"))
    .catch((error: unknown) => logger.warn({ err: error }, "warming the render threads failed"));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info("shutting down: finishing requests");
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(timeout);
      // the email in flight is finished before the pool closes
      clearInterval(settleTimer);
      await emailWorker.stop();
      await privacyJobs.stop();
      await deps.renders.close();
      transport.close();
      await options.onStop?.();
      await database.close();
      logger.info("stopped");
    })());
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => {
      logger.info({ signal }, "signal received");
      void stop().then(() => process.exit(0));
    });
  return { config, deps, server, port, stop };
}
