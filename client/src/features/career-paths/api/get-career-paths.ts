import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Lang } from "@shared/i18n/lang";
import type { CareerPathsResponse } from "@shared/validators/career-paths";
import { api } from "@/lib/api-client";

/** GET /api/career-paths: 401 when signed out; the depth depends on the account (Premium or free). */
export const careerPathsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ["/api/career-paths", lang],
    queryFn: () => api.get<CareerPathsResponse>(`/api/career-paths?lang=${lang}`),
    placeholderData: (previous) => previous,
  });

export function useCareerPaths(lang: Lang) {
  return useQuery(careerPathsQueryOptions(lang));
}
