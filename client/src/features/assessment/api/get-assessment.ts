import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AssessmentDetailDto } from "@shared/validators/assessment";
import type { Lang } from "@shared/i18n/lang";
import { claimHeaders } from "@/lib/session-storage";
import { api } from "@/lib/api-client";

/** Every cached answer about one assessment, whatever its language. */
export const assessmentQueryKeyRoot = (id: string) => ["/api/assessment", id] as const;

/**
 * `withPerson`: a page that shows the person's data (the checkout form) asks with the claim
 * secret, under its own cache key; the results page asks without it, as the preload of its HTML does.
 */
export const assessmentQueryOptions = (id: string, lang: Lang, withPerson = false) =>
  queryOptions({
    queryKey: [...assessmentQueryKeyRoot(id), lang, ...(withPerson ? ["person"] : [])],
    queryFn: () =>
      api.get<AssessmentDetailDto>(
        `/api/assessment/${encodeURIComponent(id)}?lang=${lang}`,
        withPerson ? { headers: claimHeaders(id) } : undefined,
      ),
  });

export function useAssessment(id: string, lang: Lang, withPerson = false, enabled = true) {
  return useQuery({ ...assessmentQueryOptions(id, lang, withPerson), enabled });
}
