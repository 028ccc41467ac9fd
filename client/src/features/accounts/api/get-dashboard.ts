import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Lang } from "@shared/i18n/lang";
import type { DashboardPageDto } from "@shared/validators/accounts";
import { api } from "@/lib/api-client";

export const dashboardQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ["/api/dashboard", lang],
    queryFn: () => api.get<DashboardPageDto>(`/api/dashboard?lang=${lang}`),
  });

/** The /dashboard list; only when signed in. */
export function useDashboardAssessments(lang: Lang, { enabled }: { enabled: boolean }) {
  return useQuery({ ...dashboardQueryOptions(lang), enabled });
}
