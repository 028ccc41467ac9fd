import type { MessageKey, MessageParams } from "@shared/i18n/catalog";

/**
 * The one error type of the API. `messageKey` is a catalog key: the error middleware translates
 * it into the request's language. Anything that is not an AppError becomes a logged 500.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    readonly details?: { path: string; message: string }[],
    /** Headers the answer carries (a 503's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(`${code}: ${messageKey}`);
  }
}

export const createError =
  (status: number, code: string, messageKey: MessageKey) =>
  (params?: MessageParams, headers?: Record<string, string>): AppError =>
    new AppError(status, code, messageKey, params, undefined, headers);

export const notFoundRouteError = createError(404, "route.not_found", "api.notFound");
export const unauthorizedError = createError(401, "auth.required", "api.unauthorized");
export const forbiddenError = createError(403, "auth.forbidden", "api.forbidden");
export const tooManyRequestsError = createError(429, "rate_limited", "api.tooManyRequests");
export const csrfError = createError(403, "csrf", "api.csrf");
