import { useQuery } from "@tanstack/react-query";
import type { Lang } from "@shared/i18n/lang";
import { api } from "@/lib/api-client";
import { claimHeaders } from "@/lib/session-storage";

/**
 * The report's signed download link (valid 30 days), for its owner or the browser that took the
 * test: a plain link can then open the PDF in a new tab, which a request with the claim secret
 * cannot. Anyone else gets no link (the server refuses).
 */
export function useReportLink(assessmentId: string, lang: Lang, enabled: boolean) {
  return useQuery({
    // not under the assessment's own keys, which a payment's completion drops (refresh-after-payment.ts)
    queryKey: ["report-link", assessmentId, lang],
    queryFn: () =>
      api.get<{ url: string; expiresAt: string }>(
        `/api/assessment/${encodeURIComponent(assessmentId)}/download?lang=${lang}`,
        { headers: claimHeaders(assessmentId) },
      ),
    enabled: enabled && assessmentId !== "",
    retry: false,
    staleTime: 60 * 60_000,
  });
}
