import { Router } from "express";
import { accessCodesRequestSchema, adminPaymentConfigSchema } from "@shared/validators/admin";
import type { User } from "@shared/schema/index";
import type { AppDeps } from "../../app";
import { parse } from "../../lib/validate";
import { requireRole } from "../auth/sessions";
import { createAdminService } from "./admin.service";

/** Everything under /api/admin: admins only (401 signed out, 403 other roles; DECISIONS.md 9). */
export function adminRouter({ db }: AppDeps): Router {
  const router = Router();
  const admin = createAdminService({ db });
  router.use("/admin", requireRole("admin"));

  router.get("/admin/payment-config", async (_req, res) => {
    res.json(await admin.getConfig());
  });

  router.post("/admin/payment-config", async (req, res) => {
    const input = parse(req, "body", adminPaymentConfigSchema);
    res.json(await admin.saveConfig(input, (res.locals.user as User).id));
  });

  router.get("/admin/payment-config/audit", async (_req, res) => {
    res.json(await admin.audit());
  });

  router.post("/admin/access-codes", async (req, res) => {
    const input = parse(req, "body", accessCodesRequestSchema);
    res.status(201).json({ codes: await admin.createAccessCodes(input.count, input.email || undefined, (res.locals.user as User).id) });
  });

  router.get("/admin/access-codes", async (_req, res) => {
    res.json({ codes: await admin.listAccessCodes() });
  });

  return router;
}
