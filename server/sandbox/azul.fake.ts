/**
 * A local fake of AZUL's hosted Payment Page (Banco Popular Dominicano), for the sandbox only.
 *
 * POST /PaymentPage                  the browser posts the AZUL form here; we check MerchantId and AuthHash
 *                                    (UTF-16LE or UTF-8) like the real page, and AZUL's limits: OrderNumber of 1 to 15
 *                                    letters and digits, amounts N(12), hashed texts in ASCII, and return URLs on the
 *                                    merchant's registered site (here the product's own PUBLIC_URL origin);
 *                                    then render a small approve/decline/cancel page.
 * POST /PaymentPage/approve|decline|cancel
 *                                    re-verify the carried fields, then 303 to ApprovedUrl / DeclinedUrl (result in the
 *                                    query string, signed with the response AuthHash in UTF-16LE) or to CancelUrl (no params).
 * The real page shows its own result screen unless ShowTransactionResult=0; this fake always redirects at once.
 */
import { randomInt } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import {
  AZUL_ORDER_NUMBER,
  AZUL_REQUEST_HASH_FIELDS,
  azulAscii,
  azulResponseHash,
  verifyAzulRequestHash,
  type AzulCredentials,
} from "../src/features/payments/providers/card/azul.client";

/** Fields carried from the original post into the approve/decline/cancel forms. */
const CARRIED_FIELDS = [...AZUL_REQUEST_HASH_FIELDS, "ShowTransactionResult", "Locale", "AuthHash"] as const;
type CarriedField = (typeof CARRIED_FIELDS)[number];
type Posted = Record<CarriedField, string>;

const TEST_CARD = "4265 8800 0000 0007";
const MASKED_TEST_CARD = "426588******0007";

type Lang = "es" | "en";

const TEXT = {
  es: {
    title: "Sandbox local de Banco Popular (AZUL)",
    errorTitle: "Error en la página de pago (sandbox)",
    note: "Simulación local: no se cobra ninguna tarjeta real.",
    cardNote: `La tarjeta de prueba ${TEST_CARD} ya está cargada.`,
    merchant: "Comercio",
    order: "Número de orden",
    amount: "Monto",
    itbis: "ITBIS",
    card: "Tarjeta",
    cardNumber: "Número de tarjeta",
    expiry: "Vencimiento",
    cvv: "CVV",
    choose: "Elija el resultado de la transacción simulada",
    approve: "Aprobar",
    decline: "Rechazar",
    cancel: "Cancelar",
  },
  en: {
    title: "Local Banco Popular (AZUL) sandbox",
    errorTitle: "Payment page error (sandbox)",
    note: "Local simulation: no real card is charged.",
    cardNote: `Test card ${TEST_CARD} is pre-filled.`,
    merchant: "Merchant",
    order: "Order number",
    amount: "Amount",
    itbis: "ITBIS",
    card: "Card",
    cardNumber: "Card number",
    expiry: "Expiry",
    cvv: "CVV",
    choose: "Choose the outcome of the simulated transaction",
    approve: "Approve",
    decline: "Decline",
    cancel: "Cancel",
  },
} as const;

export interface FakeAzulOptions {
  credentials: () => AzulCredentials;
  /**
   * The merchant's registered site: ApprovedUrl, DeclinedUrl and CancelUrl must be on this origin, as AZUL refuses
   * return URLs outside the domain registered for the MerchantId (INVALID_BASEDOMAIN).
   */
  registeredOrigin: () => string;
}

export function createFakeAzul(options: FakeAzulOptions): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "32kb" }));

  /** Reads and checks the posted AZUL fields; on failure it has already answered with the error page. */
  function accept(req: Request, res: Response): Posted | undefined {
    const body: unknown = req.body;
    const posted = readPosted(body);
    const lang = langOf(posted?.Locale);
    const credentials = options.credentials();
    if (!posted || posted.MerchantId !== credentials.merchantId || !verifyAzulRequestHash(body, credentials.authKey)) {
      sendError(res, lang, "INVALID_AUTH:AuthHash");
      return undefined;
    }
    if (!AZUL_ORDER_NUMBER.test(posted.OrderNumber)) return sendError(res, lang, "VALIDATION_ERROR:OrderNumber");
    if (!/^\d{1,12}$/.test(posted.Amount)) return sendError(res, lang, "VALIDATION_ERROR:Amount");
    if (posted.ITBIS !== "" && !/^\d{1,12}$/.test(posted.ITBIS)) return sendError(res, lang, "VALIDATION_ERROR:ITBIS");
    for (const name of AZUL_REQUEST_HASH_FIELDS) {
      if (azulAscii(posted[name]) !== posted[name]) return sendError(res, lang, `VALIDATION_ERROR:${name}`);
    }
    const origin = options.registeredOrigin();
    for (const name of ["ApprovedUrl", "DeclinedUrl", "CancelUrl"] as const) {
      if (originOf(posted[name]) !== origin) return sendError(res, lang, `INVALID_BASEDOMAIN:${name}`);
    }
    return posted;
  }

  router.post("/PaymentPage", (req, res) => {
    const posted = accept(req, res);
    if (!posted) return;
    const lang = langOf(posted.Locale);
    sendHtml(res, 200, renderPaymentPage(posted, lang, `${req.baseUrl}/PaymentPage`));
  });

  router.post("/PaymentPage/approve", (req, res) => {
    const posted = accept(req, res);
    if (!posted) return;
    const params = resultParams(posted, {
      AuthorizationCode: digits(6),
      IsoCode: "00",
      ResponseMessage: "APROBADA",
      ErrorDescription: "",
    });
    params.AuthHash = azulResponseHash(params, options.credentials().authKey, "utf16le");
    res.redirect(303, appendQuery(posted.ApprovedUrl, params));
  });

  router.post("/PaymentPage/decline", (req, res) => {
    const posted = accept(req, res);
    if (!posted) return;
    const params = resultParams(posted, {
      AuthorizationCode: "",
      IsoCode: "51",
      ResponseMessage: "DECLINADA",
      ErrorDescription: "Fondos insuficientes",
    });
    params.AuthHash = azulResponseHash(params, options.credentials().authKey, "utf16le");
    res.redirect(303, appendQuery(posted.DeclinedUrl, params));
  });

  router.post("/PaymentPage/cancel", (req, res) => {
    const posted = accept(req, res);
    if (!posted) return;
    res.redirect(303, posted.CancelUrl);
  });

  return router;
}

function readPosted(body: unknown): Posted | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const posted = {} as Posted;
  for (const name of CARRIED_FIELDS) {
    const value: unknown = Object.prototype.hasOwnProperty.call(body, name)
      ? (body as Record<string, unknown>)[name]
      : undefined;
    if (value !== undefined && typeof value !== "string") return undefined;
    posted[name] = value ?? "";
  }
  return posted;
}

function langOf(locale: string | undefined): Lang {
  return locale?.toUpperCase() === "EN" ? "en" : "es";
}

/** The origin of an http(s) URL, or undefined for anything else. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A string of n random decimal digits. */
function digits(n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

/** YYYYMMDDHHMMSS in Santo Domingo time (UTC-4 all year, no DST). */
function azulDateTime(now = new Date()): string {
  const d = new Date(now.getTime() - 4 * 60 * 60 * 1000);
  const pad = (v: number) => String(v).padStart(2, "0");
  return (
    String(d.getUTCFullYear()) +
    pad(d.getUTCMonth() + 1) +
    pad(d.getUTCDate()) +
    pad(d.getUTCHours()) +
    pad(d.getUTCMinutes()) +
    pad(d.getUTCSeconds())
  );
}

function resultParams(
  posted: Posted,
  outcome: { AuthorizationCode: string; IsoCode: string; ResponseMessage: string; ErrorDescription: string },
): Record<string, string> {
  return {
    OrderNumber: posted.OrderNumber,
    Amount: posted.Amount,
    ITBIS: posted.ITBIS,
    AuthorizationCode: outcome.AuthorizationCode,
    DateTime: azulDateTime(),
    ResponseCode: "ISO8583",
    IsoCode: outcome.IsoCode,
    ResponseMessage: outcome.ResponseMessage,
    ErrorDescription: outcome.ErrorDescription,
    RRN: digits(12),
    AzulOrderId: String(randomInt(10_000_000, 100_000_000)),
    CardNumber: MASKED_TEST_CARD,
  };
}

/** Appends params to a URL that may already have a query string (and keeps any #fragment last). */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? "" : url.slice(hashAt);
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  if (!query) return url;
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}${fragment}`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** "1199.40" style from AZUL digits ("119940"), with thousands separators. */
function formatAmount(azulDigits: string): string {
  const cents = Number(azulDigits);
  return new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).set("Cache-Control", "no-store").type("html").send(html);
}

function sendError(res: Response, lang: Lang, code: string): undefined {
  const t = TEXT[lang];
  sendHtml(
    res,
    400,
    page(
      lang,
      t.errorTitle,
      `<h1>${escapeHtml(t.errorTitle)}</h1>
<p class="error" role="alert"><code>${escapeHtml(code)}</code></p>
<p class="note">${escapeHtml(t.title)}</p>`,
    ),
  );
  return undefined;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1a2433;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 1rem;color:#003a70}
h2{font-size:1.05rem;margin:1.25rem 0 .5rem}
.note{background:#fff6d6;border:1px solid #c99a00;border-radius:8px;padding:.6rem .8rem;margin:0 0 1rem}
.error{background:#fde8e8;border:1px solid #b42318;border-radius:8px;padding:.6rem .8rem;color:#7a1a12}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.card label{display:block;font-weight:600;margin-top:.5rem}
.card input{width:100%;padding:.5rem;border:1px solid #8a94a6;border-radius:6px;background:#f4f6f9;color:#1a2433;font:inherit}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.actions form{margin:0}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:8px;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.approve{background:#0b6b2e;color:#fff}
.decline{background:#b42318;color:#fff}
.cancel{background:#fff;color:#1a2433;border-color:#5b6475}
`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function renderPaymentPage(posted: Posted, lang: Lang, actionBase: string): string {
  const t = TEXT[lang];
  const money = (value: string) => `${posted.CurrencyCode} ${formatAmount(value)}`.trim();
  const hidden = CARRIED_FIELDS.map(
    (name) => `<input type="hidden" name="${name}" value="${escapeHtml(posted[name])}">`,
  ).join("\n");
  const button = (action: "approve" | "decline" | "cancel", label: string) =>
    `<form method="post" action="${escapeHtml(`${actionBase}/${action}`)}">
${hidden}
<button type="submit" class="${action}">${escapeHtml(label)}</button>
</form>`;
  const rows: [string, string][] = [
    [t.merchant, posted.MerchantName],
    [t.order, posted.OrderNumber],
    [t.amount, money(posted.Amount)],
  ];
  if (/^\d+$/.test(posted.ITBIS) && Number(posted.ITBIS) > 0) rows.push([t.itbis, money(posted.ITBIS)]);
  if (posted.UseCustomField1 === "1") rows.push([posted.CustomField1Label, posted.CustomField1Value]);
  if (posted.UseCustomField2 === "1") rows.push([posted.CustomField2Label, posted.CustomField2Value]);

  return page(
    lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p class="note" role="note">${escapeHtml(t.note)} ${escapeHtml(t.cardNote)}</p>
<dl>
${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("\n")}
</dl>
<section class="card" aria-labelledby="card-heading">
<h2 id="card-heading">${escapeHtml(t.card)}</h2>
<label for="card-number">${escapeHtml(t.cardNumber)}</label>
<input id="card-number" value="${TEST_CARD}" readonly>
<label for="card-expiry">${escapeHtml(t.expiry)}</label>
<input id="card-expiry" value="12/2030" readonly>
<label for="card-cvv">${escapeHtml(t.cvv)}</label>
<input id="card-cvv" value="999" readonly>
</section>
<section aria-labelledby="actions-heading">
<h2 id="actions-heading">${escapeHtml(t.choose)}</h2>
<div class="actions">
${button("approve", t.approve)}
${button("decline", t.decline)}
${button("cancel", t.cancel)}
</div>
</section>`,
  );
}
