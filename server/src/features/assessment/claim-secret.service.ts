import type { Request, Response } from "express";
import type { Assessment, User } from "@shared/schema/index";
import { sign, verifySignature } from "../../lib/signing";

/**
 * The proof that a browser took a test: a secret answered once, at submission, and kept by that
 * browser (and put in the link of the report email). Holding the id alone shows the free
 * preview; claiming the assessment, seeing its personal data or deleting it needs the secret.
 * It is derived from the id with the server's secret, so a retried submission answers the same one.
 */
export const CLAIM_SECRET_HEADER = "x-claim-secret";

export function claimSecretFor(serverSecret: string, assessmentId: string): string {
  return sign(serverSecret, `claim:${assessmentId}`);
}

export function holdsAssessment(serverSecret: string, assessmentId: string, given: unknown): boolean {
  return (
    typeof given === "string" &&
    given.length > 0 &&
    given.length <= 100 &&
    verifySignature(serverSecret, `claim:${assessmentId}`, given)
  );
}

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
