import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import compression from "compression";
import type { Express, RequestHandler } from "express";
import { apiJsonParser } from "./app";
import type { AppDeps } from "./deps";
import { assessmentLanes } from "./features/assessment/assessment.routes";
import { csrfOriginCheck } from "./lib/csrf";
import { laneFor, runLane, type LaneContext } from "./lib/fast-lane";
import { requestIdOf } from "./lib/request-id";
import type { PublicConfigSnapshot } from "./features/payments/public-config.service";
import { createSecurityHeaders, securityHeaderList } from "./lib/security-headers";
import { providerCsp } from "./features/payments/payment-providers.registry";

const CONFIG_PATH = "/api/payment/config";

/**
 * The server's request listener: the Express app, with fast paths in front of it.
 *
 * The test's submission and the results page's read, for a visitor without a session, take fast
 * lanes (lib/fast-lane.ts): their own Express handlers without the app's router walk and
 * per-request logger, the same answer header for header.
 *
 * GET /api/payment/config is asked by every page view. While its cached answer is fresh (see
 * features/payments/public-config.service.ts) it is written here directly, with the same security headers,
 * validators and body as the Express route, without the middleware chain (body parsing, cookies,
 * session lookup) that this public, cookie-independent answer does not need. Everything else,
 * and this path whenever the cache is cold, goes to Express.
 */
export function createHttpHandler(app: Express, deps: AppDeps): RequestListener {
  const trust = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const isSecure = (req: IncomingMessage) => {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!trust(req.socket.remoteAddress, 0)) return false;
    const proto = req.headers["x-forwarded-proto"];
    const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim();
    return first === "https";
  };
  // The security headers do not depend on the request but for HSTS: helmet's list once per variant.
  const fixedHeaders = (secure: boolean): [string, string][] => [
    ...securityHeaderList(deps.config, secure, { sources: providerCsp }),
    ["Cache-Control", "no-cache"],
    ["Vary", "Accept-Encoding"],
  ];
  const headers = { plain: fixedHeaders(false), secure: fixedHeaders(true) };
  /** The raw header lists of one snapshot's answers, built once per snapshot (once a second at most). */
  const answers = new WeakMap<
    PublicConfigSnapshot,
    Record<"ok" | "notModified", Record<"plain" | "secure", string[]>>
  >();
  const answersFor = (snapshot: PublicConfigSnapshot) => {
    let built = answers.get(snapshot);
    if (!built) {
      const ok = (fixed: [string, string][]) =>
        [
          ...fixed,
          ["ETag", snapshot.etag],
          ["Content-Type", "application/json; charset=utf-8"],
          ["Content-Length", String(snapshot.body.length)],
        ].flat();
      const notModified = (fixed: [string, string][]) => [...fixed, ["ETag", snapshot.etag]].flat();
      built = {
        ok: { plain: ok(headers.plain), secure: ok(headers.secure) },
        notModified: { plain: notModified(headers.plain), secure: notModified(headers.secure) },
      };
      answers.set(snapshot, built);
    }
    return built;
  };
  const { logger, metrics } = deps;

  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  const laneContext: LaneContext = {
    app,
    logger,
    // what the app runs before these routes: its security headers and compression, the API's cache policy
    prelude: [createSecurityHeaders(deps.config, isSecure, { sources: providerCsp }), compression(), noStore],
    observe: metrics.observeRequest,
  };
  const lanes = assessmentLanes(deps, { json: apiJsonParser(), csrf: csrfOriginCheck(deps.config) });

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "";
    const snapshot =
      req.method === "GET" && (url === CONFIG_PATH || (url.startsWith(CONFIG_PATH) && url[CONFIG_PATH.length] === "?"))
        ? deps.publicConfig.peek()
        : undefined;
    if (!snapshot) {
      const taken = laneFor(lanes, req);
      if (taken) runLane(laneContext, taken.lane, taken.params, req, res);
      else app(req, res);
      return;
    }
    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers["x-request-id"]);
    const variant = isSecure(req) ? "secure" : "plain";
    if (req.headers["if-none-match"] === snapshot.etag) {
      res.writeHead(304, [...answersFor(snapshot).notModified[variant], "X-Request-Id", id]);
      res.end();
    } else {
      res.writeHead(200, [...answersFor(snapshot).ok[variant], "X-Request-Id", id]);
      res.end(snapshot.body);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.observeRequest("GET", CONFIG_PATH, res.statusCode, seconds);
    if (logger.isLevelEnabled("info")) {
      logger.info(
        {
          reqId: id,
          req: { method: req.method, url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(seconds * 1000),
        },
        "request completed",
      );
    }
  };
}
