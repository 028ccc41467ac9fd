import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClassVisitInput, JoinClassDto } from "@shared/validators/schools";
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

/**
 * POST /api/schools/join/:code/visit: this tab opened the class's link or started its test (the
 * counsellor's roster counts it, nameless). Best effort: the test never waits for it nor fails with it.
 */
export function recordClassVisit(code: string, input: ClassVisitInput): void {
  void api.post(`/api/schools/join/${encodeURIComponent(code)}/visit`, input).catch(() => undefined);
}
