import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AuthResponse, UserDto } from "@shared/validators/auth";
import { api, ApiError } from "@/lib/api-client";
import { clearStoredSession, readStoredSession, refreshStoredUser, storeSession } from "./session-storage";

export const AUTH_USER_QUERY_KEY = ["/api/auth/user"] as const;

/**
 * The session user: GET /api/auth/user, a 401 answers null (and drops a stale stored token).
 * Other failures are logged only and keep the stored user, if any.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<UserDto | null> {
  try {
    const user = await api.get<UserDto>("/api/auth/user", { signal });
    refreshStoredUser(user);
    return user;
  } catch (error) {
    // a cancelled read (a newer one replaces it) leaves the stored session as it is
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 401) {
      clearStoredSession();
      return null;
    }
    console.info("Could not load the session user", error);
    return readStoredSession()?.user ?? null;
  }
}

/** Start from `auth_token` + `user_data` when both are stored, then ask the server. */
export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    placeholderData: () => readStoredSession()?.user,
  });

/**
 * Reads the session user again after the server changed it (an email proven or changed). A read
 * already under way may have started before the change: it is cancelled first, since TanStack Query
 * hands a query without data the running read instead of starting a new one.
 */
export async function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: AUTH_USER_QUERY_KEY });
  await queryClient.refetchQueries({ queryKey: AUTH_USER_QUERY_KEY });
}

/** Queries that hold one account's data; they are dropped whenever the signed-in user changes. */
export function isAccountQuery(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return typeof root === "string" && (root.startsWith("/api/user/") || root === "/api/dashboard");
}

/** After login or registration: store token and user, publish the user, drop the previous account's data. */
export function applySignIn(queryClient: QueryClient, response: AuthResponse): void {
  storeSession(response.token, response.user);
  queryClient.removeQueries({ predicate: (query) => isAccountQuery(query.queryKey) });
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, response.user);
}

/** After logout (even a failed one): clear stored data and the whole cache; the user is signed out. */
export function applySignOut(queryClient: QueryClient): void {
  clearStoredSession();
  queryClient.clear();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
}
