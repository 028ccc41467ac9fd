import { enqueueEmail } from "../emails/email.service";
import { Router } from "express";
import { z } from "zod";
import {
  assessmentIdSchema,
  submitAssessmentSchema,
  type SubmitAssessmentResponse,
} from "@shared/validators/assessment";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { allowAttempt, hashedKey, rateLimit } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "./assessment.errors";
import { getAssessmentDetail, submitAssessment } from "./assessment.service";
import { claimSecretFor, isOwnerOrHolder } from "./claim-secret.service";
import { QUESTION_SETS_DTO } from "./question-bank.model";

const QUESTIONS_BODY = JSON.stringify(QUESTION_SETS_DTO);

export function assessmentRouter(deps: AppDeps): Router {
  const { db, config, services } = deps;
  const router = Router();
  const repository = services.assessments;

  router.get("/assessment/questions", (_req, res) => {
    // Served from memory; the service worker keeps a copy so the test works offline.
    res.set("Cache-Control", "no-cache");
    res.type("application/json").send(QUESTIONS_BODY);
  });

  router.post("/assessment/submit", async (req, res) => {
    await rateLimit(db, `submit:ip:${req.ip}`, config.submitsPerAddress, 10 * 60);
    const input = parse(req, "body", submitAssessmentSchema);
    const { assessmentId, created } = await submitAssessment({ repository }, input, {
      userId: res.locals.user?.id,
      lang: requestLang(req),
      now: deps.clock(),
    });
    // The parent or guardian is told, with the link to review or delete (a few times a day per recipient at most).
    if (created && input.underConsentAge && input.guardianEmail) {
      if (await allowAttempt(db, hashedKey("guardian:to", input.guardianEmail), 3, 24 * 60 * 60)) {
        await enqueueEmail(db, {
          kind: "guardian",
          key: assessmentId,
          to: input.guardianEmail.toLowerCase(),
          language: input.lang ?? requestLang(req),
          payload: { assessmentId },
        });
      }
    }
    const body: SubmitAssessmentResponse = {
      assessmentId,
      claimSecret: claimSecretFor(config.sessionSecret, assessmentId),
    };
    res.status(created ? 201 : 200).json(body);
  });

  router.get("/assessment/:id", async (req, res) => {
    const params = z.object({ id: z.string() }).parse(req.params);
    if (!assessmentIdSchema.safeParse(params.id).success) throw assessmentNotFoundError();
    res.setHeader("Vary", "Authorization, Cookie, X-Claim-Secret");
    res.json(
      await getAssessmentDetail({ repository }, params.id, requestLang(req), (assessment) =>
        isOwnerOrHolder(config.sessionSecret, req, res, assessment),
      ),
    );
  });

  return router;
}
