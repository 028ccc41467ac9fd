import { Router, type Request, type Response } from "express";
import type { Assessment } from "@shared/schema/index";
import { assessmentIdSchema } from "@shared/validators/assessment";
import { compareQuerySchema } from "@shared/validators/compare";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { holdsFromRequest, isSignedInOwner } from "../assessment/claim-secret.service";
import { compareCareers } from "./compare.service";
import { reportNotPaidError } from "./reports.errors";

/** The signed-in owner or the browser holding the claim secret: the comparison shows paid content. */
function ownsOrHolds(serverSecret: string, req: Request, res: Response, assessment: Assessment) {
  return isSignedInOwner(res, assessment) || holdsFromRequest(serverSecret, req, assessment);
}

export function compareRouter({ config, assessments }: AppDeps): Router {
  const router = Router();
  router.get("/assessment/:id/compare", async (req, res) => {
    const id = String(req.params.id);
    if (!assessmentIdSchema.safeParse(id).success) throw assessmentNotFoundError();
    const query = parse(req, "query", compareQuerySchema);
    const assessment = await assessments.findById(id);
    if (!assessment || !ownsOrHolds(config.sessionSecret, req, res, assessment)) throw assessmentNotFoundError();
    if (!assessment.isPaid) throw reportNotPaidError();
    res.setHeader("Vary", "Authorization, Cookie, X-Claim-Secret");
    res.json(compareCareers(assessment, requestLang(req), query.careers?.split(",")));
  });
  return router;
}
