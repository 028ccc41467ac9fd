import { enqueueEmailWithinLimit } from "../emails/email.service";
import { Router } from "express";
import { z } from "zod";
import {
  assessmentIdSchema,
  submitAssessmentSchema,
  type SubmitAssessmentResponse,
} from "@shared/validators/assessment";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { hashedKey, rateLimit } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "./assessment.errors";
import { getAssessmentDetail, submitAssessment } from "./assessment.service";
import { claimSecretFor, isOwnerOrHolder } from "./claim-secret.service";
import { QUESTION_SETS_DTO } from "./question-bank.model";

const QUESTIONS_BODY = JSON.stringify(QUESTION_SETS_DTO);
/** The results email and the guardian's notice: at most this many a day to one address. */
export const EMAILS_PER_RECIPIENT_PER_DAY = 3;
const DAY = 24 * 60 * 60;

export function assessmentRouter({ db, config, services }: AppDeps): Router {
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
    });
    if (created) {
      const language = input.lang ?? requestLang(req);
      await Promise.all([
        // The taker gets the link back to the results (a few times a day per recipient at most).
        enqueueEmailWithinLimit(
          db,
          { kind: "results", key: assessmentId, to: input.email.toLowerCase(), language, payload: { assessmentId } },
          { key: hashedKey("results:to", input.email), limit: EMAILS_PER_RECIPIENT_PER_DAY, windowSeconds: DAY },
        ),
        // The parent or guardian is told, with the link to review or delete.
        input.underConsentAge && input.guardianEmail
          ? enqueueEmailWithinLimit(
              db,
              {
                kind: "guardian",
                key: assessmentId,
                to: input.guardianEmail.toLowerCase(),
                language,
                payload: { assessmentId },
              },
              {
                key: hashedKey("guardian:to", input.guardianEmail),
                limit: EMAILS_PER_RECIPIENT_PER_DAY,
                windowSeconds: DAY,
              },
            )
          : undefined,
      ]);
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
