import type { SubmitAssessmentInput, SubmitAssessmentResponse } from "@shared/validators/assessment";
import { rememberClaimSecret } from "@/lib/session-storage";
import { api } from "@/lib/api-client";

/** Submits the test; the answer's claim secret stays in this browser (it proves the test is its own). */
export async function submitAssessment(input: SubmitAssessmentInput): Promise<SubmitAssessmentResponse> {
  const response = await api.post<SubmitAssessmentResponse>("/api/assessment/submit", input);
  rememberClaimSecret(response.assessmentId, response.claimSecret);
  return response;
}
