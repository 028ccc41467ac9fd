import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Lang } from "@shared/i18n/lang";
import type { UserAssessmentDto } from "@shared/validators/accounts";
import { api } from "@/lib/api-client";

export const userAssessmentsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ["/api/user/assessments", lang],
    queryFn: () => api.get<UserAssessmentDto[]>(`/api/user/assessments?lang=${lang}`),
  });

/** The signed-in user's assessments; runs only once a user exists. */
export function useUserAssessments(lang: Lang, { enabled }: { enabled: boolean }) {
  return useQuery({ ...userAssessmentsQueryOptions(lang), enabled });
}
