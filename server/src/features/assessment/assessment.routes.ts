import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { emailOutbox, type Assessment, type User } from "@shared/schema/index";
import {
  assessmentIdSchema,
  submitAssessmentSchema,
  type SubmitAssessmentResponse,
} from "@shared/validators/assessment";
import type { AppDeps } from "../../app";
import { requestLang } from "../../lib/lang";
import { allowAttempt, hashedKey, rateLimit } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "./assessment.errors";
import { createAssessmentRepository } from "./assessment.repository";
import { getAssessmentDetail, submitAssessment } from "./assessment.service";
import { CLAIM_SECRET_HEADER, claimSecretFor, holdsAssessment } from "./claim-secret";
import { QUESTION_SETS_DTO } from "./question-bank";

const QUESTIONS_BODY = JSON.stringify(QUESTION_SETS_DTO);

/** The signed-in owner (or an admin), or the browser that holds the assessment's claim secret. */
export function isOwnerOrHolder(
  serverSecret: string,
  req: Request,
  res: Response,
  assessment: Pick<Assessment, "id" | "userId">,
): boolean {
  const user = res.locals.user as User | undefined;
  if (user && (user.role === "admin" || (assessment.userId !== null && user.id === assessment.userId))) return true;
  return holdsAssessment(serverSecret, assessment.id, req.get(CLAIM_SECRET_HEADER));
}

export function assessmentRouter({ db, config }: AppDeps): Router {
  const router = Router();
  const repository = createAssessmentRepository({ db });

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
    // The parent or guardian is told, with the link to review or delete (a few times a day per recipient at most).
    if (created && input.underConsentAge && input.guardianEmail) {
      if (await allowAttempt(db, hashedKey("guardian:to", input.guardianEmail), 3, 24 * 60 * 60)) {
        await db
          .insert(emailOutbox)
          .values({
            kind: "guardian",
            dedupeKey: `guardian:${assessmentId}`,
            to: input.guardianEmail.toLowerCase(),
            language: input.lang ?? requestLang(req),
            payload: { assessmentId },
          })
          .onConflictDoNothing({ target: emailOutbox.dedupeKey });
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
