import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AssessmentDetailDto } from "@shared/validators/assessment";
import type { Lang } from "@shared/i18n/lang";
import { api } from "@/lib/api-client";

/** Every cached answer about one assessment, whatever its language. */
export const assessmentQueryKeyRoot = (id: string) => ["/api/assessment", id] as const;

export const assessmentQueryOptions = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...assessmentQueryKeyRoot(id), lang],
    queryFn: () => api.get<AssessmentDetailDto>(`/api/assessment/${encodeURIComponent(id)}?lang=${lang}`),
  });

export function useAssessment(id: string, lang: Lang) {
  return useQuery(assessmentQueryOptions(id, lang));
}
