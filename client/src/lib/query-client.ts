import { QueryClient } from "@tanstack/react-query";

/** Data never stale, no refetch on focus, no polling, no retries (a query opts in where it needs to). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
