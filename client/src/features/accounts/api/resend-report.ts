import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/assessment/{id}/resend-report: queues the report email again (402 unpaid, 429 over the hourly limit). */
export function resendReport(assessmentId: string): Promise<{ queued: boolean }> {
  return api.post<{ queued: boolean }>(`/api/assessment/${encodeURIComponent(assessmentId)}/resend-report`);
}

export function useResendReport() {
  return useMutation({ mutationFn: resendReport });
}
