import { useQuery } from "@tanstack/react-query";
import type { UserDto } from "@shared/validators/auth";
import { authUserQueryOptions } from "@/lib/current-user";

export interface AuthState {
  /** The signed-in user, or null. */
  user: UserDto | null;
  /** True only until the first answer when nothing is stored in the browser. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The server has confirmed the session (the user is not just the stored copy). */
  isVerified: boolean;
}

/** The session user: from storage at once when present, confirmed by GET /api/auth/user. */
export function useAuth(): AuthState {
  const query = useQuery(authUserQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isVerified: query.isSuccess && !query.isPlaceholderData,
  };
}
