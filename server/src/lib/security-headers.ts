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

export interface SecurityHeaderOptions {
  /**
   * `npm run dev` only: Vite's client injects an inline React Refresh preamble and talks to its
   * hot-reload WebSocket. The production server never gets these.
   */
  devServer?: boolean;
  /** What the payment providers add to the CSP (`providerCsp` of the payments registry). */
  sources?: CspSources;
}

/**
 * helmet, configured for this product: a strict CSP (no inline script, framing refused), nosniff,
 * a referrer policy, and HSTS for an answer over HTTPS (`secure`).
 */
export function securityHelmet(config: Config, secure: boolean, options: SecurityHeaderOptions = {}) {
  const dev = options.devServer === true;
  const sources = options.sources ?? {};
  return helmet({
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
    // HSTS only when the request really came over HTTPS: a plain-HTTP answer must not pin HTTPS.
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * The headers helmet sets on every answer, over HTTPS (`secure`) or not, as a list. None of them
 * depends on the request but for HTTPS, so helmet runs once per variant and every answer gets the
 * list (decision 010): its dozen middlewares per request would cost the fast lanes more than the
 * list does, for the same headers.
 */
export function securityHeaderList(
  config: Config,
  secure: boolean,
  options: SecurityHeaderOptions = {},
): [string, string][] {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
    getHeader: (name: string) => recorded.get(name),
  };
  securityHelmet(config, secure, options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...recorded];
}

/**
 * The middleware that sets helmet's headers (securityHeaderList), HSTS when the request really came
 * over HTTPS (`isSecure` decides, with the app's proxy trust). Used by the Express app and by the
 * HTTP fast paths alike.
 */
export function createSecurityHeaders(
  config: Config,
  isSecure: (req: IncomingMessage) => boolean,
  options: SecurityHeaderOptions = {},
): SecurityHeaders {
  const plain = securityHeaderList(config, false, options);
  const secure = securityHeaderList(config, true, options);
  return (req, res, next) => {
    for (const [name, value] of isSecure(req) ? secure : plain) res.setHeader(name, value);
    next();
  };
}
