import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "./logger";
import { AppError, notFoundRouteError } from "./errors";
import { requestLang } from "./lang";
import { translate } from "@shared/i18n/catalog";

/** Unknown /api paths answer a JSON 404. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFoundRouteError());

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** A lost or refused database connection; Drizzle wraps the driver's error as `cause` ("Failed query: …"). */
function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || depth > 5) return false;
  if (isConnectionError((error as { cause?: unknown }).cause, depth + 1)) return true;
  const code = (error as { code?: string }).code;
  return (
    code === "ECONNREFUSED" ||
    code === "ECONNRESET" ||
    code === "57P01" || // admin_shutdown
    code === "57P03" || // cannot_connect_now
    code === "08006" ||
    code === "08001" ||
    code === "08003" ||
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      String((error as Error)?.message),
    )
  );
}

/**
 * One place maps errors to HTTP: AppErrors keep their status and translated message; body-parser
 * errors become 400/413/415; a lost database connection a 503; anything else a logged 500 with
 * no stack in the answer.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const lang = requestLang(req);
    if (error instanceof AppError) {
      if (error.headers) res.set(error.headers);
      res.status(error.status).json({
        message: translate(lang, error.messageKey, error.params),
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
      return;
    }
    const httpish = error as HttpishError;
    if (httpish?.type === "entity.parse.failed") {
      res.status(400).json({ message: translate(lang, "api.malformedJson"), code: "validation.json" });
      return;
    }
    if (httpish?.type === "entity.too.large") {
      res.status(413).json({ message: translate(lang, "api.payloadTooLarge"), code: "payload_too_large" });
      return;
    }
    const status = httpish?.status ?? httpish?.statusCode;
    // The router could not percent-decode a path parameter ("/api/seller/%"): it marks the URIError 400, not exposed.
    if (error instanceof URIError && status === 400) {
      res.status(400).json({ message: translate(lang, "api.invalidParams"), code: "validation.params" });
      return;
    }
    if (httpish?.expose && typeof status === "number" && status >= 400 && status < 500) {
      res.status(status).json({ message: translate(lang, "api.invalidBody"), code: "bad_request" });
      return;
    }
    if (isConnectionError(error)) {
      logger.error({ err: error, url: req.originalUrl }, "database unavailable");
      res.status(503).json({ message: translate(lang, "api.dbUnavailable"), code: "db.unavailable" });
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, "unhandled error");
    // the request id (also the X-Request-Id header) is what a person quotes to support, and what finds the log line
    const requestId = res.getHeader("X-Request-Id");
    res.status(500).json({
      message: translate(lang, "api.internal"),
      code: "internal.error",
      ...(typeof requestId === "string" ? { requestId } : {}),
    });
  };
}
