import type { Request, Response } from "express";
import type { Assessment, User } from "@shared/schema/index";
import { sign, verifySignature } from "../../lib/signing";

/**
 * The proof that a browser took a test: a secret answered once, at submission, and kept by that
 * browser (and put in the link of the results, report and guardian emails). Holding the id alone
 * shows the free preview; the paid report, claiming the assessment, seeing its personal data or
 * deleting it needs the secret (or being its signed-in owner). It is derived from the id and the
 * test's claim generation with the server's secret, so a retried submission answers the same one;
 * claiming the test into an account bumps the generation, and the secret handed out before stops
 * working (the account's owner signs in instead).
 */
export const CLAIM_SECRET_HEADER = "x-claim-secret";

/** What the secret of a test is derived from. */
export type Claimable = Pick<Assessment, "id" | "claimGeneration">;

const claimPayload = ({ id, claimGeneration }: Claimable) =>
  claimGeneration === 0 ? `claim:${id}` : `claim:${id}:${claimGeneration}`;

export function claimSecretFor(serverSecret: string, assessment: Claimable): string {
  return sign(serverSecret, claimPayload(assessment));
}

export function holdsAssessment(serverSecret: string, assessment: Claimable, given: unknown): boolean {
  return (
    typeof given === "string" &&
    given.length > 0 &&
    given.length <= 100 &&
    verifySignature(serverSecret, claimPayload(assessment), given)
  );
}

/** The browser sent the test's current claim secret (header X-Claim-Secret). */
export const holdsFromRequest = (serverSecret: string, req: Pick<Request, "get">, assessment: Claimable): boolean =>
  holdsAssessment(serverSecret, assessment, req.get(CLAIM_SECRET_HEADER));

/** The signed-in owner of the test (an admin is not its owner). */
export function isSignedInOwner(res: Response, assessment: Pick<Assessment, "userId">): boolean {
  const user = res.locals.user as User | undefined;
  return user !== undefined && assessment.userId !== null && user.id === assessment.userId;
}

/** The signed-in owner (or an admin), or the browser that holds the assessment's claim secret. */
export function isOwnerOrHolder(
  serverSecret: string,
  req: Request,
  res: Response,
  assessment: Claimable & Pick<Assessment, "userId">,
): boolean {
  const user = res.locals.user as User | undefined;
  if (user?.role === "admin" || isSignedInOwner(res, assessment)) return true;
  return holdsFromRequest(serverSecret, req, assessment);
}
