import type { SubmitAssessmentInput, SubmitAssessmentResponse } from "@shared/validators/assessment";
import { rememberClaimSecret } from "@/lib/session-storage";
import { forgetJoinedClass, joinedClass } from "@/lib/class-join";
import { api } from "@/lib/api-client";

/**
 * Submits the test; the answer's claim secret stays in this browser (it proves the test is its own).
 * A test taken through a class's link carries the class's code, once.
 */
export async function submitAssessment(input: SubmitAssessmentInput): Promise<SubmitAssessmentResponse> {
  const joined = joinedClass();
  const body =
    joined && !input.classCode
      ? { ...input, classCode: joined.code, ...(joined.visit ? { classStart: joined.visit } : {}) }
      : input;
  const response = await api.post<SubmitAssessmentResponse>("/api/assessment/submit", body);
  rememberClaimSecret(response.assessmentId, response.claimSecret);
  if (joined) forgetJoinedClass();
  return response;
}
