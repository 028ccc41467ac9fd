import { Router, type Response } from "express";
import type { User } from "@shared/schema/index";
import { pageQuerySchema } from "@shared/validators/pagination";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requestLang } from "../../lib/lang";
import { requireUser } from "../auth/sessions.service";

const userOf = (res: Response) => res.locals.user as User;

/** The signed-in user's own assessments and payments; 401 when signed out. */
export function accountsRouter(deps: AppDeps): Router {
  const { accounts } = deps;
  const router = Router();

  router.get("/user/assessments", requireUser, async (req, res) => {
    res.json(
      await accounts.listUserAssessments(userOf(res).id, requestLang(req), parse(req, "query", pageQuerySchema)),
    );
  });

  router.get("/user/payment-history", requireUser, async (req, res) => {
    res.json(await accounts.listPaymentHistory(userOf(res).id, parse(req, "query", pageQuerySchema)));
  });

  router.get("/dashboard", requireUser, async (req, res) => {
    res.json(await accounts.listDashboard(userOf(res).id, requestLang(req), parse(req, "query", pageQuerySchema)));
  });

  router.get("/user/retake", requireUser, async (_req, res) => {
    res.json(await accounts.retakeStatus(userOf(res).id, deps.clock()));
  });

  return router;
}
