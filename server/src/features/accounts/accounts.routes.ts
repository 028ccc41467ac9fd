import { Router, type Response } from "express";
import type { User } from "@shared/schema/index";
import { pageQuerySchema } from "@shared/validators/pagination";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requestLang } from "../../lib/lang";
import { requireUser } from "../auth/sessions.service";
import { listDashboard, listPaymentHistory, listUserAssessments, retakeStatus } from "./accounts.service";

const userOf = (res: Response) => res.locals.user as User;

/** The signed-in user's own assessments and payments; 401 when signed out. */
export function accountsRouter(deps: AppDeps): Router {
  const { services } = deps;
  const router = Router();
  const repository = services.accounts;

  router.get("/user/assessments", requireUser, async (req, res) => {
    res.json(
      await listUserAssessments({ repository }, userOf(res).id, requestLang(req), parse(req, "query", pageQuerySchema)),
    );
  });

  router.get("/user/payment-history", requireUser, async (req, res) => {
    res.json(await listPaymentHistory({ repository }, userOf(res).id, parse(req, "query", pageQuerySchema)));
  });

  router.get("/dashboard", requireUser, async (req, res) => {
    res.json(
      await listDashboard({ repository }, userOf(res).id, requestLang(req), parse(req, "query", pageQuerySchema)),
    );
  });

  router.get("/user/retake", requireUser, async (_req, res) => {
    res.json(await retakeStatus({ repository }, userOf(res).id, deps.clock()));
  });

  return router;
}
