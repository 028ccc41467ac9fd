import { Router } from "express";
import type { AppDeps } from "../../deps";

/**
 * For load balancers and orchestrators:
 * - GET /api/health (liveness): the process answers; 200 always, with whether the database answered.
 * - GET /api/ready (readiness): 200 only when this process can serve traffic: the database answers,
 *   its migrations are current and the email outbox worker is polling; otherwise 503 with what failed.
 */
export function healthRouter({ database, runtime }: AppDeps): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    res.json({ ok: true, db: await database.ping() });
  });
  router.get("/ready", async (_req, res) => {
    const db = await database.ping();
    const migrations = db ? await database.migrationStatus() : undefined;
    const worker = runtime.emailWorker ? runtime.emailWorker.alive() : null;
    const checks = {
      db,
      migrations: migrations
        ? { current: migrations.current, applied: migrations.applied, expected: migrations.expected }
        : { current: false },
      emailWorker: worker === null ? "not running in this process" : worker ? "alive" : "stalled",
    };
    const ready = db && migrations?.current === true && worker !== false;
    res.status(ready ? 200 : 503).json({ ready, ...checks });
  });
  return router;
}
