import { createHmac } from "node:crypto";

/**
 * A student's handle on their class's roster: the counsellor unlocks a report with it, never learning the test's
 * id (DECISIONS 38: the id is shared only with the student's agreement). Stable for a class and a test.
 */
export const studentKey = (secret: string, classId: string, assessmentId: string): string =>
  createHmac("sha256", secret).update(`roster:${classId}:${assessmentId}`).digest("base64url").slice(0, 22);
