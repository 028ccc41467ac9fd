import { useQuery } from "@tanstack/react-query";
import type { Lang } from "@shared/i18n/lang";
import type { CompareDto } from "@shared/validators/compare";
import { api } from "@/lib/api-client";

/** GET /api/assessment/{id}/compare: the top three by default, or the two or three chosen. */
export function useCompareCareers(assessmentId: string, lang: Lang, careers: string[] | null, claimSecret?: string) {
  const query = careers ? `&careers=${careers.map(encodeURIComponent).join(",")}` : "";
  return useQuery({
    queryKey: ["/api/assessment", assessmentId, "compare", lang, careers?.join(",") ?? ""],
    queryFn: () =>
      api.get<CompareDto>(
        `/api/assessment/${encodeURIComponent(assessmentId)}/compare?lang=${lang}${query}`,
        claimSecret ? { headers: { "X-Claim-Secret": claimSecret } } : undefined,
      ),
    placeholderData: (previous) => previous,
  });
}
