import type { ApiErrorBody } from "@shared/validators/common";
import { currentLanguage } from "./i18n";

/** An HTTP error from the API: the server's `{ message }` when there is one. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

function withLang(url: string): string {
  const u = new URL(url, window.location.origin);
  if (!u.searchParams.has("lang")) u.searchParams.set("lang", currentLanguage());
  return u.pathname + u.search;
}

function authHeader(): Record<string, string> {
  try {
    const token = window.localStorage.getItem("auth_token");
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}

/**
 * The one fetch wrapper: JSON in and out, cookies sent, the stored token as Bearer, the current
 * language as `lang`. A non-OK answer throws ApiError with the server's message, or
 * "status: body text" when the body is not our JSON error.
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(withLang(url), {
    method,
    credentials: "include",
    ...init,
    headers: {
      Accept: "application/json",
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...authHeader(),
      ...(init.headers as Record<string, string> | undefined),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  try {
    // Checked by hand rather than with zod: this file is on the landing page's critical path.
    const parsed = JSON.parse(text) as Partial<ApiErrorBody> | null;
    if (parsed && typeof parsed.message === "string" && parsed.message) {
      return new ApiError(response.status, parsed.message, parsed.code, parsed.details);
    }
  } catch {
    // not JSON
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** A file from the API (CSV, PDF) with the same cookies, token and language; throws ApiError like the rest. */
export async function apiFile(url: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await fetch(withLang(url), { credentials: "include", headers: authHeader() });
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get("Content-Disposition") ?? "";
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

export const api = {
  get: <T>(url: string, init?: RequestInit) => apiRequest<T>("GET", url, undefined, init),
  post: <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>("POST", url, body ?? {}, init),
  patch: <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>("PATCH", url, body ?? {}, init),
  delete: <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>("DELETE", url, body ?? {}, init),
};
