import { Router } from "express";
import type { AppDeps } from "../../app";

export function healthRouter({ database }: AppDeps): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const db = await database.ping();
    res.status(db ? 200 : 503).json({ ok: db, db });
  });
  return router;
}
