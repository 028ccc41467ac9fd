import type { SubmitAssessmentInput } from "@shared/validators/assessment";
import { api } from "@/lib/api-client";

export function submitAssessment(input: SubmitAssessmentInput): Promise<{ assessmentId: string }> {
  return api.post<{ assessmentId: string }>("/api/assessment/submit", input);
}
