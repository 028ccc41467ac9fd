import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClassMembershipDto } from "@shared/validators/schools";
import { api, ApiError } from "@/lib/api-client";

const membershipPath = (assessmentId: string) => `/api/schools/membership/${encodeURIComponent(assessmentId)}`;

/**
 * GET /api/schools/membership/:id: the class the student's own test is in (their claim secret, or
 * their account), or null when it is in none.
 */
export function useClassMembership(assessmentId: string, claimSecret: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [membershipPath(assessmentId)],
    queryFn: async () => {
      try {
        return await api.get<ClassMembershipDto | null>(membershipPath(assessmentId), {
          headers: claimSecret ? { "X-Claim-Secret": claimSecret } : {},
        });
      } catch (error) {
        // not this browser's test after all (a signed-in visitor's link to someone else's): nothing to show
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

/** DELETE /api/schools/membership/:id: the student leaves the class; the counsellor no longer sees the test. */
export function useLeaveClass(assessmentId: string, claimSecret: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ left: true }>(membershipPath(assessmentId), undefined, {
        headers: claimSecret ? { "X-Claim-Secret": claimSecret } : {},
      }),
    onSuccess: () => queryClient.setQueryData([membershipPath(assessmentId)], null),
  });
}

/** PATCH /api/schools/membership/:id: the student lets the class's counsellor read the full report, or stops. */
export function useShareWithCounsellor(assessmentId: string, claimSecret: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (counsellorMayRead: boolean) =>
      api.patch<ClassMembershipDto>(
        membershipPath(assessmentId),
        { counsellorMayRead },
        { headers: claimSecret ? { "X-Claim-Secret": claimSecret } : {} },
      ),
    onSuccess: (membership) => queryClient.setQueryData([membershipPath(assessmentId)], membership),
  });
}
