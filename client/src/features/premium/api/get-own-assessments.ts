import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserAssessmentDto } from "@shared/validators/accounts";
import { MAX_PAGE_SIZE, type PageDto } from "@shared/validators/pagination";
import { api } from "@/lib/api-client";
import { lastAssessmentId } from "@/lib/session-storage";

/** GET /api/user/assessments: the signed-in user's newest own assessments (only asked once a user exists). */
export const ownAssessmentsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ["premium", "/api/user/assessments"],
    queryFn: () =>
      api.get<PageDto<UserAssessmentDto>>(`/api/user/assessments?pageSize=${MAX_PAGE_SIZE}`).then((page) => page.items),
    enabled,
    staleTime: 0,
  });

export function useOwnAssessments(enabled: boolean) {
  return useQuery(ownAssessmentsQueryOptions(enabled));
}

/**
 * The assessment whose report the user would buy: the newest of their own without a report;
 * when the list cannot be read, the browser's last assessment.
 */
export function assessmentToBuy(own: UserAssessmentDto[] | undefined, listFailed: boolean): string | null {
  if (own) {
    const unpaid = [...own]
      .filter((item) => !item.reportAvailable)
      .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
    return unpaid[0]?.id ?? null;
  }
  return listFailed ? (lastAssessmentId() ?? null) : null;
}
