import { Router } from "express";
import { z } from "zod";
import { assessmentIdSchema } from "@shared/validators/assessment";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { hashedKey } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { resendNotPaidError, resendTooManyError } from "./email.errors";

/** At most 3 resends of one assessment's report an hour. */
export const RESEND_LIMIT = 3;
export const RESEND_WINDOW_SECONDS = 60 * 60;
/** And at most this many resends an hour from one client address, and to one recipient. */
export const RESEND_PER_ADDRESS = 10;
export const RESEND_PER_RECIPIENT = 5;

const resendBodySchema = z.object({ lang: z.enum(["es", "en"]).optional() }).optional();

export function emailsRouter({ rateLimits, assessments, payments, emails }: AppDeps): Router {
  const router = Router();

  /** Queues the report email again (to the assessment's email: holding the id is the proof of access). */
  router.post("/assessment/:id/resend-report", async (req, res) => {
    const id = req.params.id;
    if (!id || !assessmentIdSchema.safeParse(id).success) throw assessmentNotFoundError();
    const body = parse(req, "body", resendBodySchema);
    const assessment = await assessments.findById(id);
    if (!assessment) throw assessmentNotFoundError();
    if (!assessment.isPaid) throw resendNotPaidError();
    try {
      await rateLimits.limit(`resend-report:ip:${req.ip}`, RESEND_PER_ADDRESS, RESEND_WINDOW_SECONDS);
      await rateLimits.limit(
        hashedKey("resend-report:to", assessment.email),
        RESEND_PER_RECIPIENT,
        RESEND_WINDOW_SECONDS,
      );
      await rateLimits.limit(`resend-report:${id}`, RESEND_LIMIT, RESEND_WINDOW_SECONDS);
    } catch (error) {
      if (error instanceof AppError && error.status === 429) throw resendTooManyError();
      throw error;
    }
    const payment = await payments.latestCompletedOf(id);
    await emails.enqueue({
      kind: "report",
      key: `resend:${id}:${Date.now()}`,
      to: assessment.email,
      language: body?.lang ?? assessment.language,
      payload: { assessmentId: id, ...(payment ? { paymentId: payment.id } : {}), resend: true },
    });
    res.status(202).json({ queued: true });
  });

  return router;
}
