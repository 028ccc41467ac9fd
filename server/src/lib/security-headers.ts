import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Config } from "../config";

/** Card payment pages the browser may post the checkout form to (AZUL production, contingency, test). */
const CARD_FORM_TARGETS = ["https://pagos.azul.com.do", "https://contpagos.azul.com.do", "https://pruebas.azul.com.do"];

export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers every answer carries: a strict CSP (no inline script, framing refused), nosniff,
 * a referrer policy, and HSTS when the request really came over HTTPS (`isSecure` decides, with
 * the app's proxy trust). Used by the Express app and by the HTTP fast path alike.
 */
export function createSecurityHeaders(
  config: Config,
  isSecure: (req: IncomingMessage) => boolean,
  options: { devServer?: boolean } = {},
): SecurityHeaders {
  // `npm run dev` only: Vite's client injects an inline React Refresh preamble and talks to its
  // hot-reload WebSocket. The production server never gets these.
  const dev = options.devServer === true;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...CARD_FORM_TARGETS],
        upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    // HSTS only when the request really came over HTTPS (below).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    if (isSecure(req)) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    headers(req, res, next);
  };
}
