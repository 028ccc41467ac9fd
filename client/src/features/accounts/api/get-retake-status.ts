import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RetakeStatusDto } from "@shared/validators/accounts";
import { api } from "@/lib/api-client";

export const retakeStatusQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/user/retake"],
    queryFn: () => api.get<RetakeStatusDto>("/api/user/retake"),
    // The 30 days pass while the page stays open; the answer is cheap.
    staleTime: 60_000,
  });

/** Whether the signed-in user may take the test again (or when), and their last two tests compared. */
export function useRetakeStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...retakeStatusQueryOptions(), enabled });
}
