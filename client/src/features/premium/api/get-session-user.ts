import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserDto } from "@shared/validators/auth";
import { api, ApiError } from "@/lib/api-client";

/** GET /api/auth/user for the Premium page: the signed-in user, or null when nobody is signed in. */
export const sessionUserQueryOptions = () =>
  queryOptions({
    queryKey: ["premium", "/api/auth/user"],
    queryFn: async (): Promise<UserDto | null> => {
      try {
        return await api.get<UserDto>("/api/auth/user");
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 0,
  });

export function useSessionUser() {
  return useQuery(sessionUserQueryOptions());
}
