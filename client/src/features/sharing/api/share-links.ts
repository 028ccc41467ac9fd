import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Lang } from "@shared/i18n/lang";
import type {
  CreateShareResponse,
  GiftFinalizeResponse,
  GiftInput,
  GiftResponse,
  ShareDto,
} from "@shared/validators/sharing";
import { api } from "@/lib/api-client";

/** Only the owner, or the browser that took the test (its claim secret), may create or revoke links. */
const claimHeader = (claimSecret: string | undefined): RequestInit | undefined =>
  claimSecret ? { headers: { "X-Claim-Secret": claimSecret } } : undefined;

/** POST /api/assessment/{id}/share: the working link of this assessment in `lang` (created once). */
export const createShareLink = (assessmentId: string, lang: Lang, claimSecret?: string) =>
  api.post<CreateShareResponse>(
    `/api/assessment/${encodeURIComponent(assessmentId)}/share`,
    { lang },
    claimHeader(claimSecret),
  );

/** DELETE /api/assessment/{id}/share: every link of the assessment stops working. */
export const revokeShareLinks = (assessmentId: string, claimSecret?: string) =>
  api.delete<{ revoked: number }>(
    `/api/assessment/${encodeURIComponent(assessmentId)}/share`,
    undefined,
    claimHeader(claimSecret),
  );

export const shareQueryOptions = (shareId: string, lang: Lang) =>
  queryOptions({
    queryKey: ["/api/share", shareId, lang],
    queryFn: () => api.get<ShareDto>(`/api/share/${encodeURIComponent(shareId)}?lang=${lang}`),
    retry: false,
  });

/** GET /api/share/{shareId}: what anyone with the link may see. */
export function useShare(shareId: string, lang: Lang) {
  return useQuery(shareQueryOptions(shareId, lang));
}

/** POST /api/share/{shareId}/gift: starts a parent's payment for the report. */
export const startGift = (shareId: string, input: GiftInput) =>
  api.post<GiftResponse>(`/api/share/${encodeURIComponent(shareId)}/gift`, input);

/** POST /api/share/{shareId}/gift/finalize: the payer is back from PayPal. */
export const finalizeGift = (shareId: string, orderId: string) =>
  api.post<GiftFinalizeResponse>(`/api/share/${encodeURIComponent(shareId)}/gift/finalize`, { orderId });
