import "dotenv/config";
import { createServer as createViteServer } from "vite";
import { buildDeps } from "./deps";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { createAuthService } from "./features/auth/auth.service";
import { createLogger } from "./lib/logger";
import { createMailTransport } from "./features/emails/email.transport";
import { createEmailWorker } from "./features/emails/email.worker";
import { createPrivacyJobs } from "./features/privacy/privacy.jobs";

/** `npm run dev`: the API with Vite in middleware mode, so the SPA hot-reloads and the server restarts on change (tsx watch). */
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const database = await openDatabase(config);
await seedDatabase(database.db);
if (config.adminEmail && config.adminPassword)
  await createAuthService({ db: database.db }).ensureAdmin(config.adminEmail, config.adminPassword);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "spa" });
const deps = buildDeps(config, logger, database);
const app = createApp(deps, { clientMiddleware: vite.middlewares, devServer: true });
const transport = createMailTransport(config, { logger });
const emailWorker = createEmailWorker({ db: database.db, config, logger, reports: deps.reports, transport });
emailWorker.start();
deps.runtime.emailWorker = emailWorker;
const privacyJobs = createPrivacyJobs({ db: database.db, config, logger });
privacyJobs.start();
const server = app.listen(config.port, () => {
  console.log(`QuéEstudiar (dev) at http://localhost:${config.port}`);
});
const stop = async () => {
  server.close();
  await emailWorker.stop();
  await privacyJobs.stop();
  transport.close();
  await vite.close();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
