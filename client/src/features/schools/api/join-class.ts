import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JoinClassDto } from "@shared/validators/schools";
import { api } from "@/lib/api-client";

export const joinClassQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["/api/schools/join", code],
    queryFn: () => api.get<JoinClassDto>(`/api/schools/join/${encodeURIComponent(code)}`),
    retry: false,
  });

/** GET /api/schools/join/:code: the class and school a student is about to join. */
export function useJoinClass(code: string | undefined) {
  return useQuery({ ...joinClassQueryOptions(code ?? ""), enabled: Boolean(code) });
}
