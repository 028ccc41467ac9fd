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
