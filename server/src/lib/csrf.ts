import type { RequestHandler } from "express";
import type { Config } from "../config";
import { csrfError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookies are SameSite=Lax; on top of that a state-changing request whose Origin (or Referer)
 * names another site is refused, so a cross-site form post cannot change anything.
 * Server-to-server calls (PayPal's webhook) carry no Origin and pass.
 */
export function csrfOriginCheck(config: Config): RequestHandler {
  const publicOrigin = new URL(config.publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin") ?? refererOrigin(req.get("referer"));
    if (!origin) return next();
    const host = req.get("host");
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (sameHost || origin === publicOrigin) return next();
    next(csrfError());
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}
