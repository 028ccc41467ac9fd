import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Config } from "../config";

/** Origins the payment providers add, by directive (their declarations' `csp`, gathered by the payments registry). */
export interface CspSources {
  formAction?: readonly string[];
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
  connectSrc?: readonly string[];
}

export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers every answer carries: a strict CSP (no inline script, framing refused), nosniff,
 * a referrer policy, and HSTS when the request really came over HTTPS (`isSecure` decides, with
 * the app's proxy trust). Used by the Express app and by the HTTP fast path alike.
 */
export function createSecurityHeaders(
  config: Config,
  isSecure: (req: IncomingMessage) => boolean,
  options: { devServer?: boolean; sources?: CspSources } = {},
): SecurityHeaders {
  const sources = options.sources ?? {};
  // `npm run dev` only: Vite's client injects an inline React Refresh preamble and talks to its
  // hot-reload WebSocket. The production server never gets these.
  const dev = options.devServer === true;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...(sources.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: [...(dev ? ["'self'", "ws:"] : ["'self'"]), ...(sources.connectSrc ?? [])],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", ...(sources.frameSrc ?? [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(sources.formAction ?? [])],
        upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    // HSTS only when the request really came over HTTPS (below).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  // The headers depend on nothing of the request but HTTPS: helmet's dozen middlewares run once per
  // variant, and every answer then gets the recorded list.
  const record = (secure: boolean): [string, string][] => {
    const recorded = new Map<string, string>();
    if (secure) recorded.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    const recorder = {
      setHeader: (name: string, value: string | number) => recorded.set(name, String(value)),
      removeHeader: (name: string) => recorded.delete(name),
      getHeader: (name: string) => recorded.get(name),
    };
    headers({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
    return [...recorded];
  };
  const variants: { plain?: [string, string][]; secure?: [string, string][] } = {};
  return (req, res, next) => {
    const list = isSecure(req) ? (variants.secure ??= record(true)) : (variants.plain ??= record(false));
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}
