import { QueryClient } from "@tanstack/react-query";

/** Spec section 4: data never stale, no refetch on focus, no polling, no retries (queries opt in where the spec says). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
