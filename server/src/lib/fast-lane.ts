import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request, RequestHandler, Response } from "express";
import type { Logger } from "./logger";
import { errorMiddleware } from "./error-middleware";
import { notFoundRouteError } from "./errors";
import { requestIdOf } from "./request-id";

/**
 * A fast lane: one busy route answered by its own Express handlers without the app's router walk
 * and per-request logger (pino-http), which cost more than the route's own work on the hottest
 * paths (the test's submission and the results page's read). The request still becomes an Express
 * request (same `req.ip`, `req.query`, `res.json`, ETag and 304), gets the same security headers,
 * compression, `Cache-Control`, request id, metrics and access log line, and its errors the same
 * JSON answer as the error middleware gives: a client cannot tell which way it went.
 */
export interface FastLane {
  method: "GET" | "POST";
  /** The route pattern, as metrics and logs name it (`/api/assessment/:id`). */
  route: string;
  /** The path parameters when `path` is this lane's, else undefined. */
  match(path: string): Record<string, string> | undefined;
  /** Whether the request may take the lane, from its headers alone (nothing is read yet). */
  takes(req: IncomingMessage): boolean;
  /** What answers it, in order: body parser, checks, the route's own handler. */
  handlers: RequestHandler[];
}

export interface LaneContext {
  app: Express;
  logger: Logger;
  /** Run first on every lane: the app's security headers and compression, the API's cache policy. */
  prelude: RequestHandler[];
  /** Counts one answered request (metrics). */
  observe(method: string, route: string, status: number, seconds: number): void;
}

/** The lane for this request with its path parameters, if one takes it. */
export function laneFor(
  lanes: readonly FastLane[],
  req: IncomingMessage,
): { lane: FastLane; params: Record<string, string> } | undefined {
  const url = req.url ?? "";
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const lane of lanes) {
    if (req.method !== lane.method) continue;
    const params = lane.match(path);
    if (params && lane.takes(req)) return { lane, params };
  }
  return undefined;
}

/** Answers `req` through `lane`'s handlers, as the app would. */
export function runLane(
  context: LaneContext,
  lane: FastLane,
  params: Record<string, string>,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): void {
  const { app, logger } = context;
  // What Express's app.handle does before its router: the request and response get the app's prototypes.
  const req = incoming as Request;
  const res = outgoing as Response;
  req.res = res;
  res.req = req;
  Object.setPrototypeOf(req, app.request);
  Object.setPrototypeOf(res, app.response);
  res.locals ??= Object.create(null) as Response["locals"];
  req.originalUrl = req.url;
  req.baseUrl = "";
  req.params = params;

  const started = process.hrtime.bigint();
  const id = requestIdOf(req.headers["x-request-id"]);
  res.setHeader("X-Request-Id", id);
  res.on("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    context.observe(lane.method, lane.route, res.statusCode, seconds);
    const level = res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info";
    if (logger.isLevelEnabled(level))
      logger[level](
        {
          reqId: id,
          req: { method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(seconds * 1000),
        },
        "request completed",
      );
  });

  const onError = errorMiddleware(logger);
  const chain = [...context.prelude, ...lane.handlers];
  let index = 0;
  const next = (error?: unknown): void => {
    if (error !== undefined && error !== null && error !== "route" && error !== "router") {
      onError(error, req, res, () => undefined);
      return;
    }
    const handler = chain[index++];
    // every lane ends in a handler that answers; one that passes on is a lane that took a request it should not have
    if (!handler) {
      onError(notFoundRouteError(), req, res, () => undefined);
      return;
    }
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise) result.catch(next);
    } catch (caught) {
      next(caught);
    }
  };
  next();
}
