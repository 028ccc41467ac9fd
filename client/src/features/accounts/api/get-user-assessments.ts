import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PageDto } from "@shared/validators/pagination";
import type { Lang } from "@shared/i18n/lang";
import type { UserAssessmentDto } from "@shared/validators/accounts";
import { api } from "@/lib/api-client";

export const userAssessmentsQueryOptions = (lang: Lang, page = 1) =>
  queryOptions({
    queryKey: ["/api/user/assessments", lang, page],
    queryFn: () => api.get<PageDto<UserAssessmentDto>>(`/api/user/assessments?lang=${lang}&page=${page}`),
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in user's assessments; runs only once a user exists. */
export function useUserAssessments(lang: Lang, { enabled, page = 1 }: { enabled: boolean; page?: number }) {
  return useQuery({ ...userAssessmentsQueryOptions(lang, page), enabled });
}
