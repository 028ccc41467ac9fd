import { Router } from "express";
import { z } from "zod";
import { assessmentIdSchema, submitAssessmentSchema } from "@shared/validators/assessment";
import type { AppDeps } from "../../app";
import { requestLang } from "../../lib/lang";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "./assessment.errors";
import { createAssessmentRepository } from "./assessment.repository";
import { getAssessmentDetail, submitAssessment } from "./assessment.service";
import { QUESTION_SETS_DTO } from "./question-bank";

const QUESTIONS_BODY = JSON.stringify(QUESTION_SETS_DTO);

export function assessmentRouter({ db }: AppDeps): Router {
  const router = Router();
  const repository = createAssessmentRepository({ db });

  router.get("/assessment/questions", (_req, res) => {
    // Served from memory; the service worker keeps a copy so the test works offline.
    res.set("Cache-Control", "no-cache");
    res.type("application/json").send(QUESTIONS_BODY);
  });

  router.post("/assessment/submit", async (req, res) => {
    const input = parse(req, "body", submitAssessmentSchema);
    const { assessmentId, created } = await submitAssessment({ repository }, input, {
      userId: res.locals.user?.id,
      lang: requestLang(req),
    });
    res.status(created ? 201 : 200).json({ assessmentId });
  });

  router.get("/assessment/:id", async (req, res) => {
    const params = z.object({ id: z.string() }).parse(req.params);
    if (!assessmentIdSchema.safeParse(params.id).success) throw assessmentNotFoundError();
    res.json(await getAssessmentDetail({ repository }, params.id, requestLang(req)));
  });

  return router;
}
