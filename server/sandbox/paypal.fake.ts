/**
 * A small in-memory fake of PayPal's REST API (OAuth token, Orders v2 create/get/capture,
 * Payments v2 capture refund, verify-webhook-signature) plus a local buyer approval page ("checkoutnow").
 * It can also build the notifications PayPal sends about a capture (refund, reversal, dispute).
 *
 * Two uses:
 * - Mounted inside the app at `/sandbox/paypal` in test mode (`createFakePaypal`), so a newcomer can
 *   "pay" without a PayPal account.
 * - A standalone loopback server (`startFakePaypal`) that the real `@paypal/paypal-server-sdk` talks
 *   to in tests, via an axios adapter that rewrites `https://api-m.sandbox.paypal.com` to its URL.
 *
 * Responses follow PayPal's OpenAPI (`checkout_orders_v2.json`): error names, messages and issue
 * descriptions are the spec's exact strings, ids match the spec's patterns, and the test suite
 * validates create/capture/error bodies against the spec.
 *
 * Webhook signatures (fake scheme, NOT PayPal's RSA one):
 *   crc   = crc32(the notification's exact text) as an unsigned decimal integer: the verify
 *           endpoint reads the `webhook_event` member of the postback as the bytes it received,
 *           so a re-serialised notification (other spacing or key order) fails, as on PayPal
 *   sig   = lowercase hex HMAC-SHA256(webhook secret, `${transmission_id}|${transmission_time}|${webhook_id}|${crc}`)
 * The verify endpoint answers SUCCESS only if webhook_id equals the configured id and
 * transmission_sig equals that value. The standalone fake (tests) uses a published constant
 * secret so that tests can sign; the copy served inside the app draws a random one per process,
 * so nobody can sign a notification it accepts.
 *
 * Memory stays bounded whatever arrives: access tokens are signed (nothing stored), orders and
 * idempotency keys live in capped maps that expire, bodies are small, the request log is off
 * unless asked for (tests), and the app's copy is rate limited per client address.
 */
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS } from "../src/features/payments/providers/paypal/paypal-target.config";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import zlib from "node:zlib";
import express, { type NextFunction, type Request, type Response, type Router } from "express";

// ---------------------------------------------------------------------------------------------
// Public types

export interface FakePaypalOptions {
  /** Default "sandbox-client-id"; the token endpoint checks Basic auth with clientId:clientSecret. */
  clientId?: string;
  /** Default "sandbox-client-secret". */
  clientSecret?: string;
  /** Default "SANDBOX-WEBHOOK-ID". */
  webhookId?: string;
  /** Absolute base URL under which this router is reachable by a browser, e.g. "http://127.0.0.1:5000/sandbox/paypal"; used in links. */
  publicBase: () => string;
  /** Keep every API call in `store.requests` (tests). Default off: a long-running server keeps no log. */
  logRequests?: boolean;
  /** The only origins the approval page sends the buyer back to; unset: any return_url (PayPal's own behaviour). */
  returnOrigins?: () => readonly string[];
  /** Secret of the fake webhook signatures; default the published test constant. */
  webhookSecret?: string;
  /** Most orders kept (oldest forgotten first); default 10 000. Orders and idempotency keys also expire after 6 hours. */
  maxOrders?: number;
  /** Requests per client address and minute; unset: unlimited. The server's own direct loopback calls are never limited. */
  rateLimitPerMinute?: number;
}

export type FakeOrderStatus = "CREATED" | "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
export type FakePaypalFault =
  | "capture500"
  | "captureTimeout"
  | "captureDeclined"
  | "capturePayerActionRequired"
  | "captureInProgress"
  | "capturePending"
  | "captureWrongAmount";

export interface FakeMoney {
  currency_code: string;
  value: string;
}

export interface FakeLink {
  href: string;
  rel: string;
  method: "GET" | "POST" | "PATCH";
}

export interface FakeCapture {
  id: string;
  status: "COMPLETED" | "PENDING" | "PARTIALLY_REFUNDED" | "REFUNDED";
  status_details?: { reason: "PENDING_REVIEW" };
  amount: FakeMoney;
  final_capture: true;
  custom_id?: string;
  invoice_id?: string;
  seller_protection: { status: "ELIGIBLE"; dispute_categories: ("ITEM_NOT_RECEIVED" | "UNAUTHORIZED_TRANSACTION")[] };
  /** Absent while PENDING (the spec: "not available for transactions that are in pending state"). */
  seller_receivable_breakdown?: { gross_amount: FakeMoney; paypal_fee: FakeMoney; net_amount: FakeMoney };
  links: FakeLink[];
  create_time: string;
  update_time: string;
}

/** A Payments v2 `refund` (payments_payment_v2.json #/components/schemas/refund). */
export interface FakeRefund {
  id: string;
  status: "COMPLETED";
  amount: FakeMoney;
  invoice_id?: string;
  custom_id?: string;
  note_to_payer?: string;
  seller_payable_breakdown: {
    gross_amount: FakeMoney;
    paypal_fee: FakeMoney;
    net_amount: FakeMoney;
    total_refunded_amount: FakeMoney;
  };
  links: FakeLink[];
  create_time: string;
  update_time: string;
}

/** A webhook notification (notifications_webhooks_v1.json #/components/schemas/event). */
export interface FakeWebhookEvent {
  id: string;
  create_time: string;
  resource_type: string;
  event_version: string;
  event_type: string;
  summary: string;
  resource_version: string;
  resource: Record<string, unknown>;
  links: FakeLink[];
}

export interface FakePurchaseUnit {
  reference_id: string;
  amount: FakeMoney & { breakdown?: Record<string, FakeMoney> };
  payee: { email_address: string; merchant_id: string };
  description?: string;
  custom_id?: string;
  invoice_id?: string;
  soft_descriptor?: string;
  items?: unknown[];
  payments?: { captures: FakeCapture[] };
}

export interface FakePayer {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
}

export interface FakeOrder {
  id: string;
  intent: "CAPTURE";
  status: FakeOrderStatus;
  purchase_units: FakePurchaseUnit[];
  /** Set when the buyer approves. */
  payer?: FakePayer;
  create_time: string;
  update_time?: string;
  /** Fake-only bookkeeping; never sent as such. */
  experience: {
    /** true when created with payment_source.paypal (PAYER_ACTION_REQUIRED + payer-action link). */
    paymentSourcePaypal: boolean;
    returnUrl?: string;
    cancelUrl?: string;
    brandName?: string;
    locale?: string;
  };
}

export interface FakePaypalRequest {
  method: string;
  /** Path relative to the fake's root, without the query string, e.g. "/v2/checkout/orders". */
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: unknown;
}

export interface FakePaypalStore {
  readonly orders: Map<string, FakeOrder>;
  /** Every API call (paths under /v1 and /v2), in arrival order; empty unless `logRequests` is on. */
  readonly requests: FakePaypalRequest[];
  /** The one sandbox buyer who approves every order. */
  readonly buyer: Readonly<FakePayer>;
  /** As if the buyer approved the order on PayPal. Throws for an unknown or already completed order. */
  approve(orderId: string): void;
  /** The next capture that would otherwise succeed misbehaves once (several calls queue up, FIFO). */
  failNext(fault: FakePaypalFault): void;
  /**
   * The next capture of this one order misbehaves once (what the approval page's developer option
   * sets); it takes precedence over the `failNext` queue, which it leaves untouched.
   */
  failNextCaptureOf(orderId: string, fault: FakePaypalFault): void;
  /** The capture with this id, if any order holds it. */
  capture(captureId: string): FakeCapture | undefined;
  /** Refunds made through the API, by refund id. */
  readonly refunds: Map<string, FakeRefund>;
  /** As if the merchant refunded on PayPal's site: a refund of the capture's remainder (or `value`). */
  refund(captureId: string, value?: string): FakeRefund;
  /** PAYMENT.CAPTURE.REFUNDED for a refund: its resource is the refund, linked `up` to its capture, with no supplementary_data. */
  refundNotification(refundId: string): FakeWebhookEvent;
  /** PAYMENT.CAPTURE.REVERSED: PayPal took the capture's money back (a chargeback); the resource is a refund of it all. */
  reversalNotification(captureId: string): FakeWebhookEvent;
  /** CUSTOMER.DISPUTE.CREATED about a capture (the dispute's disputed transaction is the capture). */
  disputeNotification(captureId: string): FakeWebhookEvent;
  /** Forgets orders, idempotency keys, queued faults and the request log (issued tokens stay valid). */
  reset(): void;
}

export interface FakePaypal {
  router: Router;
  store: FakePaypalStore;
}

export { FAKE_PAYPAL_SANDBOX_CREDENTIALS };

// ---------------------------------------------------------------------------------------------
// Constants (strings are the spec's exact enum values)

const FAKE_WEBHOOK_SECRET = "fake-paypal-webhook-secret-not-for-production";
const TOKEN_TTL_SECONDS = 32400;
/** PayPal keeps idempotency keys 6 hours; the fake keeps orders as long. */
const KEEP_MS = 6 * 60 * 60 * 1000;
const BODY_LIMIT = "16kb";
const APP_ID = "APP-80W284485P519543T";
const MERCHANT_ID = "7KNGBPH2U58GQ"; // matches ^[2-9A-HJ-NP-Z]{13}$
const MERCHANT_EMAIL = "sb-merchant@business.example.com";
const HANG_MS = 60_000;

const MSG = {
  400: "Request is not well-formed, syntactically incorrect, or violates schema.",
  401: "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  404: "The specified resource does not exist.",
  422: "The requested action could not be performed, semantically incorrect, or failed business validation.",
  500: "An internal server error occurred.",
} as const;

const NAME = {
  400: "INVALID_REQUEST",
  401: "AUTHENTICATION_FAILURE",
  404: "RESOURCE_NOT_FOUND",
  422: "UNPROCESSABLE_ENTITY",
  500: "INTERNAL_SERVER_ERROR",
} as const;

/** Issue descriptions as enumerated in checkout_orders_v2.json (schemas "400", "422", "orders.capture-400/422", "404"). */
const ISSUE_DESCRIPTIONS: Record<string, string> = {
  MALFORMED_REQUEST_JSON: "The request JSON is not well formed.",
  MISSING_REQUIRED_PARAMETER: "A required parameter is missing.",
  INVALID_PARAMETER_SYNTAX: "The value of a field does not conform to the expected format.",
  INVALID_PARAMETER_VALUE: "A parameter value is not valid.",
  INVALID_STRING_LENGTH: "The value of a field is either too short or too long",
  INVALID_ARRAY_MIN_ITEMS: "The number of items in an array parameter is too small.",
  INVALID_ARRAY_MAX_ITEMS: "The number of items in an array parameter is too large.",
  DECIMAL_PRECISION: "If the currency supports decimals, only two decimal place precision is supported.",
  CANNOT_BE_ZERO_OR_NEGATIVE:
    "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
  MAX_VALUE_EXCEEDED: "Should be less than or equal to 999999999999999.99.",
  INVALID_CURRENCY_CODE:
    "Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.",
  MULTI_CURRENCY_ORDER:
    "Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.",
  REFERENCE_ID_REQUIRED:
    "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
  DUPLICATE_REFERENCE_ID: "`reference_id` must be unique if multiple `purchase_unit` are provided.",
  AMOUNT_MISMATCH:
    "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  PAYER_ACTION_REQUIRED: "Payer needs to perform the following action before proceeding with payment.",
  ORDER_COMPLETION_IN_PROGRESS: "The order is being completed. Please retry after some time.",
  INVALID_RESOURCE_ID: "Specified resource ID does not exist. Please check the resource ID and try again.",
};

/** PayPal-supported currencies (https://developer.paypal.com/api/rest/reference/currency-codes/). */
const CURRENCIES = new Set([
  "AUD",
  "BRL",
  "CAD",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "HKD",
  "HUF",
  "ILS",
  "JPY",
  "MYR",
  "MXN",
  "TWD",
  "NZD",
  "NOK",
  "PHP",
  "PLN",
  "GBP",
  "SGD",
  "SEK",
  "CHF",
  "THB",
  "USD",
]);
const ZERO_DECIMAL_CURRENCIES = new Set(["HUF", "JPY", "TWD"]);
const VALUE_PATTERN = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

// ---------------------------------------------------------------------------------------------
// Small helpers

const ORDER_ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCOUNT_ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"; // [2-9A-HJ-NP-Z]

function randomString(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

/** 17 upper-case alphanumerics, like "5O190127TN364715T". */
const newPaypalId = () => randomString(ORDER_ID_ALPHABET, 17);
const newDebugId = () => crypto.randomBytes(7).toString("hex").slice(0, 13);
/** RFC 3339 without fractional seconds, as PayPal prints it: "2024-02-03T10:11:12Z". */
const nowRfc3339 = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

/** A received value as PayPal echoes it in an error's details: strings as they are, anything else as JSON (never throws, even for `{"toString":{}}`). */
function shown(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function headerValue(req: Request, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  if (Array.isArray(v)) return v.join(", ");
  return v === undefined || v === "" ? undefined : v;
}

function decimalsOf(value: string): number {
  const dot = value.indexOf(".");
  return dot === -1 ? 0 : value.length - dot - 1;
}

function currencyDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** "19.99" → 1999n with digits=2. Assumes VALUE_PATTERN and ≤ digits decimals. */
function toMinor(value: string, digits: number): bigint {
  const negative = value.startsWith("-");
  const [whole = "0", frac = ""] = value.replace(/^-/, "").split(".");
  const units =
    BigInt(whole === "" ? "0" : whole) * 10n ** BigInt(digits) +
    BigInt((frac + "0".repeat(digits)).slice(0, digits) || "0");
  return negative ? -units : units;
}

function fromMinor(units: bigint, digits: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const s = abs.toString().padStart(digits + 1, "0");
  const text = digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
  return negative ? `-${text}` : text;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function crc32Decimal(text: string): number {
  return zlib.crc32(Buffer.from(text, "utf8")) >>> 0;
}

function fakeWebhookSignature(
  secret: string,
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  eventJson: string,
): string {
  const message = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32Decimal(eventJson)}`;
  return crypto.createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/**
 * The exact text of one member of a JSON object (`{"a":1,"webhook_event":{…}}` → `{…}`), as it
 * was received; undefined when the text is not an object or has no such member.
 */
function rawJsonMember(json: string, key: string): string | undefined {
  let i = 0;
  const ws = () => {
    while (i < json.length && " \t\n\r".includes(json[i]!)) i++;
  };
  const skipString = () => {
    i++; // opening quote
    while (i < json.length && json[i] !== '"') i += json[i] === "\\" ? 2 : 1;
    i++;
  };
  const skipValue = () => {
    ws();
    if (json[i] === '"') return skipString();
    if (json[i] === "{" || json[i] === "[") {
      let depth = 0;
      while (i < json.length) {
        const c = json[i];
        if (c === '"') {
          skipString();
          continue;
        }
        if (c === "{" || c === "[") depth++;
        else if (c === "}" || c === "]") depth--;
        i++;
        if (depth === 0) return;
      }
      return;
    }
    while (i < json.length && !",}] \t\n\r".includes(json[i]!)) i++;
  };
  ws();
  if (json[i] !== "{") return undefined;
  i++;
  while (i < json.length) {
    ws();
    if (json[i] !== '"') return undefined;
    const keyStart = i;
    skipString();
    let name: unknown;
    try {
      name = JSON.parse(json.slice(keyStart, i));
    } catch {
      return undefined;
    }
    ws();
    if (json[i] !== ":") return undefined;
    i++;
    ws();
    const start = i;
    skipValue();
    if (name === key) return json.slice(start, i);
    ws();
    if (json[i] !== ",") return undefined;
    i++;
  }
  return undefined;
}

/** A Map that keeps at most `max` entries (the oldest go first) and forgets each after `ttlMs`. */
class BoundedMap<K, V> extends Map<K, V> {
  private readonly expiries = new Map<K, number>();
  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {
    super();
  }
  override set(key: K, value: V): this {
    if (!this.expiries) return super.set(key, value); // during Map's own construction
    super.delete(key);
    this.expiries.delete(key);
    super.set(key, value);
    this.expiries.set(key, Date.now() + this.ttlMs);
    const now = Date.now();
    for (const [oldest, expiry] of this.expiries) {
      if (super.size <= this.max && expiry > now) break;
      this.delete(oldest);
    }
    return this;
  }
  private fresh(key: K): boolean {
    const expiry = this.expiries.get(key);
    if (expiry !== undefined && expiry <= Date.now()) this.delete(key);
    return super.has(key);
  }
  override get(key: K): V | undefined {
    return this.fresh(key) ? super.get(key) : undefined;
  }
  override has(key: K): boolean {
    return this.fresh(key);
  }
  override delete(key: K): boolean {
    this.expiries.delete(key);
    return super.delete(key);
  }
  override clear(): void {
    this.expiries.clear();
    super.clear();
  }
}

/** The server's own calls: straight from loopback, not forwarded by a proxy. */
function isDirectLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress ?? "";
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  return loopback && req.headers["x-forwarded-for"] === undefined && req.headers.forwarded === undefined;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Builds the five PAYPAL-* webhook headers (upper-case names, as PayPal documents them; Node
 * exposes them lower-cased in req.headers) for `rawBody`, signed so that the fake's
 * verify-webhook-signature endpoint answers SUCCESS when posted exactly that text as webhook_event.
 * Change any one header (or the body) to get a FAILURE.
 */
export function signFakeWebhook(
  rawBody: string,
  webhookId: string = FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
  secret: string = FAKE_WEBHOOK_SECRET,
): Record<string, string> {
  const transmissionId = crypto.randomUUID();
  const transmissionTime = nowRfc3339();
  return {
    "PAYPAL-AUTH-ALGO": "SHA256withRSA",
    "PAYPAL-CERT-URL": "https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake0000",
    "PAYPAL-TRANSMISSION-ID": transmissionId,
    "PAYPAL-TRANSMISSION-SIG": fakeWebhookSignature(secret, transmissionId, transmissionTime, webhookId, rawBody),
    "PAYPAL-TRANSMISSION-TIME": transmissionTime,
  };
}

// ---------------------------------------------------------------------------------------------
// PayPal-shaped errors

interface IssueDetail {
  issue: string;
  description?: string;
  field?: string;
  value?: string;
  location?: "body" | "path" | "query";
}

class PaypalHttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422 | 500,
    readonly details: IssueDetail[],
  ) {
    super(MSG[status]);
  }
}

function issue(
  name: string,
  extra: Omit<IssueDetail, "issue" | "description"> = {},
  description?: string,
): IssueDetail {
  return { ...extra, issue: name, description: description ?? ISSUE_DESCRIPTIONS[name] ?? name };
}

function errorBody(status: PaypalHttpError["status"], details: IssueDetail[], debugId: string) {
  const first = details[0]?.issue;
  const body: Record<string, unknown> = { name: NAME[status], message: MSG[status], debug_id: debugId };
  if (status !== 500) body.details = details;
  body.links = [
    {
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${first ?? NAME[status]}`,
      rel: "information_link",
      method: "GET",
    },
  ];
  return body;
}

function sendError(res: Response, status: PaypalHttpError["status"], details: IssueDetail[]): void {
  const debugId = newDebugId();
  res
    .status(status)
    .set("Paypal-Debug-Id", debugId)
    .json(errorBody(status, details, debugId));
}

// ---------------------------------------------------------------------------------------------
// Create-order validation

interface ParsedCreate {
  purchaseUnits: FakePurchaseUnit[];
  experience: FakeOrder["experience"];
}

function optionalString(
  source: Record<string, unknown>,
  key: string,
  pointer: string,
  max: number,
): string | undefined {
  const v = source[key];
  if (v === undefined) return undefined;
  if (typeof v !== "string")
    throw new PaypalHttpError(400, [
      issue("INVALID_PARAMETER_SYNTAX", { field: `${pointer}/${key}`, location: "body" }),
    ]);
  if (v.length < 1 || v.length > max)
    throw new PaypalHttpError(400, [
      issue("INVALID_STRING_LENGTH", { field: `${pointer}/${key}`, value: v, location: "body" }),
    ]);
  return v;
}

function parseMoney(raw: unknown, pointer: string, opts: { positive: boolean }): FakeMoney {
  if (!isRecord(raw))
    throw new PaypalHttpError(400, [issue("MISSING_REQUIRED_PARAMETER", { field: pointer, location: "body" })]);
  const currency = raw.currency_code;
  const value = raw.value;
  if (currency === undefined)
    throw new PaypalHttpError(400, [
      issue("MISSING_REQUIRED_PARAMETER", { field: `${pointer}/currency_code`, location: "body" }),
    ]);
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency))
    throw new PaypalHttpError(400, [
      issue("INVALID_PARAMETER_SYNTAX", {
        field: `${pointer}/currency_code`,
        value: shown(currency),
        location: "body",
      }),
    ]);
  if (!CURRENCIES.has(currency))
    throw new PaypalHttpError(422, [
      issue("INVALID_CURRENCY_CODE", { field: `${pointer}/currency_code`, value: currency, location: "body" }),
    ]);
  if (value === undefined)
    throw new PaypalHttpError(400, [
      issue("MISSING_REQUIRED_PARAMETER", { field: `${pointer}/value`, location: "body" }),
    ]);
  if (typeof value !== "string" || value.length > 32 || !VALUE_PATTERN.test(value))
    throw new PaypalHttpError(400, [
      issue("INVALID_PARAMETER_SYNTAX", { field: `${pointer}/value`, value: shown(value), location: "body" }),
    ]);
  const digits = currencyDigits(currency);
  if (decimalsOf(value) > digits)
    throw new PaypalHttpError(422, [
      issue("DECIMAL_PRECISION", { field: `${pointer}/value`, value, location: "body" }),
    ]);
  const minor = toMinor(value, digits);
  if (opts.positive && minor <= 0n)
    throw new PaypalHttpError(422, [
      issue("CANNOT_BE_ZERO_OR_NEGATIVE", { field: `${pointer}/value`, value, location: "body" }),
    ]);
  if (minor > toMinor("999999999999999.99", digits))
    throw new PaypalHttpError(422, [
      issue("MAX_VALUE_EXCEEDED", { field: `${pointer}/value`, value, location: "body" }),
    ]);
  return { currency_code: currency, value };
}

const BREAKDOWN_SIGNS: Record<string, 1n | -1n> = {
  item_total: 1n,
  shipping: 1n,
  handling: 1n,
  tax_total: 1n,
  insurance: 1n,
  shipping_discount: -1n,
  discount: -1n,
};

function validUrl(raw: unknown, pointer: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === "string") {
    try {
      const url = new URL(raw);
      if (url.protocol === "http:" || url.protocol === "https:") return raw;
    } catch {
      // fall through
    }
  }
  throw new PaypalHttpError(400, [
    issue("INVALID_PARAMETER_SYNTAX", { field: pointer, value: shown(raw), location: "body" }),
  ]);
}

function parseCreateBody(body: unknown): ParsedCreate {
  if (!isRecord(body)) throw new PaypalHttpError(400, [issue("MALFORMED_REQUEST_JSON", { location: "body" })]);
  if (body.intent === undefined)
    throw new PaypalHttpError(400, [issue("MISSING_REQUIRED_PARAMETER", { field: "/intent", location: "body" })]);
  if (body.intent !== "CAPTURE")
    throw new PaypalHttpError(400, [
      issue(
        "INVALID_PARAMETER_VALUE",
        { field: "/intent", value: shown(body.intent), location: "body" },
        "A parameter value is not valid.",
      ),
    ]);
  const units = body.purchase_units;
  if (units === undefined)
    throw new PaypalHttpError(400, [
      issue("MISSING_REQUIRED_PARAMETER", { field: "/purchase_units", location: "body" }),
    ]);
  if (!Array.isArray(units))
    throw new PaypalHttpError(400, [issue("INVALID_PARAMETER_SYNTAX", { field: "/purchase_units", location: "body" })]);
  if (units.length < 1)
    throw new PaypalHttpError(400, [issue("INVALID_ARRAY_MIN_ITEMS", { field: "/purchase_units", location: "body" })]);
  if (units.length > 10)
    throw new PaypalHttpError(400, [issue("INVALID_ARRAY_MAX_ITEMS", { field: "/purchase_units", location: "body" })]);

  const purchaseUnits: FakePurchaseUnit[] = [];
  const references = new Set<string>();
  let currency: string | undefined;
  units.forEach((raw: unknown, i) => {
    const pointer = `/purchase_units/${i}`;
    if (!isRecord(raw))
      throw new PaypalHttpError(400, [issue("INVALID_PARAMETER_SYNTAX", { field: pointer, location: "body" })]);
    if (raw.amount === undefined)
      throw new PaypalHttpError(400, [
        issue("MISSING_REQUIRED_PARAMETER", { field: `${pointer}/amount`, location: "body" }),
      ]);
    const money = parseMoney(raw.amount, `${pointer}/amount`, { positive: true });
    if (currency !== undefined && currency !== money.currency_code)
      throw new PaypalHttpError(422, [
        issue("MULTI_CURRENCY_ORDER", { field: `${pointer}/amount/currency_code`, location: "body" }),
      ]);
    currency = money.currency_code;
    const amount: FakePurchaseUnit["amount"] = { ...money };
    const rawBreakdown = isRecord(raw.amount) ? raw.amount.breakdown : undefined;
    if (rawBreakdown !== undefined) {
      if (!isRecord(rawBreakdown))
        throw new PaypalHttpError(400, [
          issue("INVALID_PARAMETER_SYNTAX", { field: `${pointer}/amount/breakdown`, location: "body" }),
        ]);
      const digits = currencyDigits(money.currency_code);
      const breakdown: Record<string, FakeMoney> = {};
      let sum = 0n;
      for (const [key, sign] of Object.entries(BREAKDOWN_SIGNS)) {
        if (rawBreakdown[key] === undefined) continue;
        const part = parseMoney(rawBreakdown[key], `${pointer}/amount/breakdown/${key}`, { positive: false });
        breakdown[key] = part;
        sum += sign * toMinor(part.value, digits);
      }
      if (sum !== toMinor(money.value, digits))
        throw new PaypalHttpError(422, [
          issue("AMOUNT_MISMATCH", { field: `${pointer}/amount/value`, value: money.value, location: "body" }),
        ]);
      amount.breakdown = breakdown;
    }
    const referenceId = optionalString(raw, "reference_id", pointer, 256);
    if (units.length > 1 && referenceId === undefined)
      throw new PaypalHttpError(422, [
        issue("REFERENCE_ID_REQUIRED", { field: `${pointer}/reference_id`, location: "body" }),
      ]);
    const reference = referenceId ?? "default";
    if (references.has(reference))
      throw new PaypalHttpError(422, [
        issue("DUPLICATE_REFERENCE_ID", { field: `${pointer}/reference_id`, value: reference, location: "body" }),
      ]);
    references.add(reference);

    const unit: FakePurchaseUnit = {
      reference_id: reference,
      amount,
      payee: { email_address: MERCHANT_EMAIL, merchant_id: MERCHANT_ID },
    };
    const description = optionalString(raw, "description", pointer, 127);
    const customId = optionalString(raw, "custom_id", pointer, 127);
    const invoiceId = optionalString(raw, "invoice_id", pointer, 127);
    const softDescriptor = optionalString(raw, "soft_descriptor", pointer, 22);
    if (description !== undefined) unit.description = description;
    if (customId !== undefined) unit.custom_id = customId;
    if (invoiceId !== undefined) unit.invoice_id = invoiceId;
    if (softDescriptor !== undefined) unit.soft_descriptor = softDescriptor;
    if (Array.isArray(raw.items)) unit.items = structuredClone(raw.items);
    purchaseUnits.push(unit);
  });

  const experience: FakeOrder["experience"] = { paymentSourcePaypal: false };
  const legacy = body.application_context;
  if (legacy !== undefined) {
    if (!isRecord(legacy))
      throw new PaypalHttpError(400, [
        issue("INVALID_PARAMETER_SYNTAX", { field: "/application_context", location: "body" }),
      ]);
    applyExperience(experience, legacy, "/application_context");
  }
  const source = body.payment_source;
  if (source !== undefined) {
    if (!isRecord(source))
      throw new PaypalHttpError(400, [
        issue("INVALID_PARAMETER_SYNTAX", { field: "/payment_source", location: "body" }),
      ]);
    if (isRecord(source.paypal)) {
      experience.paymentSourcePaypal = true;
      const context = source.paypal.experience_context;
      if (context !== undefined) {
        if (!isRecord(context))
          throw new PaypalHttpError(400, [
            issue("INVALID_PARAMETER_SYNTAX", { field: "/payment_source/paypal/experience_context", location: "body" }),
          ]);
        applyExperience(experience, context, "/payment_source/paypal/experience_context");
      }
    }
  }
  return { purchaseUnits, experience };
}

function applyExperience(target: FakeOrder["experience"], context: Record<string, unknown>, pointer: string): void {
  const returnUrl = validUrl(context.return_url, `${pointer}/return_url`);
  const cancelUrl = validUrl(context.cancel_url, `${pointer}/cancel_url`);
  if (returnUrl !== undefined) target.returnUrl = returnUrl;
  if (cancelUrl !== undefined) target.cancelUrl = cancelUrl;
  if (typeof context.brand_name === "string") target.brandName = context.brand_name;
  if (typeof context.locale === "string") target.locale = context.locale;
}

// ---------------------------------------------------------------------------------------------
// Rendering

function orderLinks(order: FakeOrder, base: string): FakeLink[] {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const approve = `${base}/checkoutnow?token=${order.id}`;
  const links: FakeLink[] = [{ href: self, rel: "self", method: "GET" }];
  switch (order.status) {
    case "PAYER_ACTION_REQUIRED":
      links.push({ href: approve, rel: "payer-action", method: "GET" });
      break;
    case "CREATED":
      links.push(
        { href: approve, rel: "approve", method: "GET" },
        { href: self, rel: "update", method: "PATCH" },
        { href: `${self}/capture`, rel: "capture", method: "POST" },
      );
      break;
    case "APPROVED":
      links.push(
        { href: self, rel: "update", method: "PATCH" },
        { href: `${self}/capture`, rel: "capture", method: "POST" },
      );
      break;
    case "COMPLETED":
      break;
  }
  return links;
}

function paymentSourceOf(order: FakeOrder): Record<string, unknown> | undefined {
  if (order.payer) {
    return {
      paypal: {
        email_address: order.payer.email_address,
        account_id: order.payer.payer_id,
        account_status: "VERIFIED",
        name: { ...order.payer.name },
        address: { ...order.payer.address },
      },
    };
  }
  return order.experience.paymentSourcePaypal ? { paypal: {} } : undefined;
}

function fullOrder(order: FakeOrder, base: string): Record<string, unknown> {
  const out: Record<string, unknown> = { id: order.id, intent: order.intent, status: order.status };
  const source = paymentSourceOf(order);
  if (source) out.payment_source = source;
  out.purchase_units = structuredClone(order.purchase_units);
  if (order.payer) out.payer = structuredClone(order.payer);
  out.create_time = order.create_time;
  if (order.update_time) out.update_time = order.update_time;
  out.links = orderLinks(order, base);
  return out;
}

function minimalOrder(order: FakeOrder, base: string): Record<string, unknown> {
  const out: Record<string, unknown> = { id: order.id, status: order.status };
  const source = paymentSourceOf(order);
  if (source) out.payment_source = source;
  out.links = orderLinks(order, base);
  return out;
}

function preferRepresentation(req: Request, fallback: "minimal" | "representation"): "minimal" | "representation" {
  const prefer = headerValue(req, "prefer")?.toLowerCase() ?? "";
  if (prefer.includes("return=representation")) return "representation";
  if (prefer.includes("return=minimal")) return "minimal";
  return fallback;
}

// ---------------------------------------------------------------------------------------------
// The fake

export function createFakePaypal(options: FakePaypalOptions): FakePaypal {
  const clientId = options.clientId ?? FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId;
  const clientSecret = options.clientSecret ?? FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret;
  const webhookId = options.webhookId ?? FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId;
  const base = () => options.publicBase().replace(/\/+$/, "");

  const webhookSecret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const maxOrders = options.maxOrders ?? 10_000;
  // Access tokens are signed with a key of this instance and carry their expiry: nothing is stored.
  const tokenKey = crypto.randomBytes(32);
  const tokenMac = (expiry: string) => crypto.createHmac("sha256", tokenKey).update(expiry).digest("base64url");
  const orders = new BoundedMap<string, FakeOrder>(maxOrders, KEEP_MS);
  const requests: FakePaypalRequest[] = [];
  const faults: FakePaypalFault[] = [];
  const orderFaults = new BoundedMap<string, FakePaypalFault>(maxOrders, KEEP_MS); // order id → its next capture's fault
  const createKeys = new BoundedMap<string, string>(maxOrders, KEEP_MS); // PayPal-Request-Id → order id
  const captureKeys = new BoundedMap<string, true>(maxOrders, KEEP_MS); // `${orderId}\n${PayPal-Request-Id}` of successful captures
  const refunds = new BoundedMap<string, FakeRefund>(maxOrders, KEEP_MS);
  const refundKeys = new BoundedMap<string, string>(maxOrders, KEEP_MS); // `${captureId}\n${PayPal-Request-Id}` → refund id
  const hits = new BoundedMap<string, { count: number; until: number }>(10_000, 60_000); // client address → requests this minute
  const allowedReturn = (url: string | undefined): url is string => {
    if (!url) return false;
    if (!options.returnOrigins) return true;
    try {
      return options.returnOrigins().includes(new URL(url).origin);
    } catch {
      return false;
    }
  };
  const buyer: FakePayer = Object.freeze({
    name: Object.freeze({ given_name: "Comprador", surname: "Sandbox" }),
    email_address: "sb-buyer@personal.example.com",
    payer_id: randomString(ACCOUNT_ID_ALPHABET, 13),
    address: Object.freeze({ country_code: "US" }),
  }) as FakePayer;

  function approveOrder(order: FakeOrder): void {
    if (order.status === "COMPLETED") throw new Error(`Fake PayPal: order ${order.id} is already completed`);
    order.status = "APPROVED";
    order.payer = structuredClone(buyer);
    order.update_time = nowRfc3339();
  }

  function findCapture(captureId: string): { capture: FakeCapture; unit: FakePurchaseUnit } | undefined {
    for (const order of orders.values()) {
      for (const unit of order.purchase_units) {
        const capture = unit.payments?.captures.find((c) => c.id === captureId);
        if (capture) return { capture, unit };
      }
    }
    return undefined;
  }

  const refundedMinor = (captureId: string, digits: number): bigint => {
    let total = 0n;
    for (const refund of refunds.values()) {
      if (refund.links.some((link) => link.rel === "up" && link.href.endsWith(`/v2/payments/captures/${captureId}`)))
        total += toMinor(refund.amount.value, digits);
    }
    return total;
  };

  /** Refunds `value` (default: what is left) of a capture, as POST /v2/payments/captures/{id}/refund does. */
  function refundCapture(captureId: string, value: string | undefined, noteToPayer?: string): FakeRefund {
    const found = findCapture(captureId);
    if (!found)
      throw new PaypalHttpError(404, [
        issue("INVALID_RESOURCE_ID", { field: "capture_id", value: captureId, location: "path" }),
      ]);
    const { capture } = found;
    if (capture.status === "PENDING")
      throw new PaypalHttpError(422, [issue("REFUND_NOT_ALLOWED", {}, "Capture cannot be refunded.")]);
    const currency = capture.amount.currency_code;
    const digits = currencyDigits(currency);
    const already = refundedMinor(captureId, digits);
    const left = toMinor(capture.amount.value, digits) - already;
    if (left <= 0n)
      throw new PaypalHttpError(422, [
        issue("CAPTURE_FULLY_REFUNDED", {}, "The capture has already been fully refunded"),
      ]);
    const minor = value === undefined ? left : toMinor(value, digits);
    if (minor > left)
      throw new PaypalHttpError(422, [
        issue(
          "REFUND_AMOUNT_EXCEEDED",
          {},
          "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
        ),
      ]);
    const money = (units: bigint): FakeMoney => ({ currency_code: currency, value: fromMinor(units, digits) });
    const fee = minor > 49n ? (minor * 349n + 5000n) / 10000n : 0n;
    let id = newPaypalId();
    while (refunds.has(id)) id = newPaypalId();
    const now = nowRfc3339();
    const refund: FakeRefund = {
      id,
      status: "COMPLETED",
      amount: money(minor),
      seller_payable_breakdown: {
        gross_amount: money(minor),
        paypal_fee: money(fee),
        net_amount: money(minor - fee),
        total_refunded_amount: money(already + minor),
      },
      links: [
        { href: `${base()}/v2/payments/refunds/${id}`, rel: "self", method: "GET" },
        { href: `${base()}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
      ],
      create_time: now,
      update_time: now,
    };
    if (capture.invoice_id !== undefined) refund.invoice_id = capture.invoice_id;
    if (capture.custom_id !== undefined) refund.custom_id = capture.custom_id;
    if (noteToPayer !== undefined) refund.note_to_payer = noteToPayer;
    refunds.set(id, refund);
    capture.status = already + minor >= toMinor(capture.amount.value, digits) ? "REFUNDED" : "PARTIALLY_REFUNDED";
    capture.update_time = now;
    return refund;
  }

  const notification = (
    eventType: string,
    resourceType: string,
    resourceVersion: string,
    summary: string,
    resource: Record<string, unknown>,
  ): FakeWebhookEvent => {
    const id = `WH-${randomString(ORDER_ID_ALPHABET, 17)}-${randomString(ORDER_ID_ALPHABET, 17)}`;
    return {
      id,
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_version: "1.0",
      event_type: eventType,
      summary,
      resource_version: resourceVersion,
      resource: structuredClone(resource),
      links: [
        { href: `${base()}/v1/notifications/webhooks-events/${id}`, rel: "self", method: "GET" },
        { href: `${base()}/v1/notifications/webhooks-events/${id}/resend`, rel: "resend", method: "POST" },
      ],
    };
  };

  const store: FakePaypalStore = {
    orders,
    requests,
    buyer,
    refunds,
    capture: (captureId) => findCapture(captureId)?.capture,
    refund: (captureId, value) => refundCapture(captureId, value),
    refundNotification(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`Fake PayPal: unknown refund ${refundId}`);
      const { currency_code, value } = refund.amount;
      return notification(
        "PAYMENT.CAPTURE.REFUNDED",
        "refund",
        "2.0",
        `A ${value} ${currency_code} capture payment was refunded`,
        { ...refund },
      );
    },
    reversalNotification(captureId) {
      const found = findCapture(captureId);
      if (!found) throw new Error(`Fake PayPal: unknown capture ${captureId}`);
      const refund = refundCapture(captureId, undefined);
      const { currency_code, value } = refund.amount;
      return notification(
        "PAYMENT.CAPTURE.REVERSED",
        "refund",
        "2.0",
        `A ${value} ${currency_code} capture payment was reversed`,
        { ...refund },
      );
    },
    disputeNotification(captureId) {
      const found = findCapture(captureId);
      if (!found) throw new Error(`Fake PayPal: unknown capture ${captureId}`);
      const disputeId = `PP-D-${crypto.randomInt(10000, 99999)}`;
      const now = new Date().toISOString();
      return notification("CUSTOMER.DISPUTE.CREATED", "dispute", "1.0", "A new dispute opened", {
        dispute_id: disputeId,
        create_time: now,
        update_time: now,
        disputed_transactions: [
          {
            seller_transaction_id: captureId,
            seller: { merchant_id: MERCHANT_ID },
            gross_amount: found.capture.amount,
          },
        ],
        reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
        status: "OPEN",
        dispute_amount: found.capture.amount,
        dispute_life_cycle_stage: "INQUIRY",
        dispute_channel: "INTERNAL",
        links: [{ href: `${base()}/v1/customer/disputes/${disputeId}`, rel: "self", method: "GET" }],
      });
    },
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`Fake PayPal: unknown order ${orderId}`);
      approveOrder(order);
    },
    failNext(fault) {
      faults.push(fault);
    },
    failNextCaptureOf(orderId, fault) {
      if (!orders.has(orderId)) throw new Error(`Fake PayPal: unknown order ${orderId}`);
      orderFaults.set(orderId, fault);
    },
    reset() {
      orders.clear();
      requests.length = 0;
      faults.length = 0;
      orderFaults.clear();
      createKeys.clear();
      captureKeys.clear();
      refunds.clear();
      refundKeys.clear();
    },
  };

  const router = express.Router();
  const api = express.Router();

  // Rate limit per client address (the app's own direct loopback calls are exempt).
  const perMinute = options.rateLimitPerMinute;
  if (perMinute !== undefined) {
    router.use((req, res, next) => {
      if (isDirectLoopback(req)) return next();
      const key = req.ip ?? req.socket.remoteAddress ?? "";
      const now = Date.now();
      let entry = hits.get(key);
      if (!entry || entry.until <= now) {
        entry = { count: 0, until: now + 60_000 };
        hits.set(key, entry);
      }
      entry.count += 1;
      if (entry.count <= perMinute) return next();
      res
        .status(429)
        .set("Retry-After", String(Math.ceil((entry.until - now) / 1000)))
        .json({
          name: "RATE_LIMIT_REACHED",
          message: "Too many requests. Blocked due to rate limiting.",
          debug_id: newDebugId(),
        });
    });
  }

  // Body parsing (skipped by body-parser when a host app already parsed the body; the raw text is
  // kept for signature verification) and, for tests, the request log.
  const keepRaw = (req: http.IncomingMessage, _res: http.ServerResponse, buf: Buffer) => {
    (req as Request & { rawBody?: string }).rawBody = buf.toString("utf8");
  };
  api.use(
    express.json({ limit: BODY_LIMIT, verify: keepRaw }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT }),
  );
  api.use((req, _res, next) => {
    if (!options.logRequests) return next();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    requests.push({ method: req.method, path: req.path, headers, body: req.body });
    next();
  });

  // --- OAuth
  api.post("/v1/oauth2/token", (req, res) => {
    const auth = headerValue(req, "authorization") ?? "";
    const match = /^Basic\s+(.+)$/i.exec(auth);
    let ok = false;
    if (match?.[1]) {
      const decoded = Buffer.from(match[1], "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      ok =
        colon !== -1 &&
        safeEqual(decoded.slice(0, colon), clientId) &&
        safeEqual(decoded.slice(colon + 1), clientSecret);
    }
    if (!ok) {
      res.status(401).json({ error: "invalid_client", error_description: "Client Authentication failed" });
      return;
    }
    const grantType = isRecord(req.body) ? req.body.grant_type : undefined;
    if (grantType === undefined) {
      res.status(400).json({ error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
      return;
    }
    if (grantType !== "client_credentials") {
      res.status(400).json({ error: "unsupported_grant_type", error_description: "unsupported grant_type" });
      return;
    }
    const expiry = String(Date.now() + TOKEN_TTL_SECONDS * 1000);
    const accessToken = `A21AA${crypto.randomBytes(24).toString("base64url")}.${expiry}.${tokenMac(expiry)}`;
    res.status(200).json({
      scope:
        "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/applications/webhooks https://uri.paypal.com/services/payments/orders/client-side-integration",
      access_token: accessToken,
      token_type: "Bearer",
      app_id: APP_ID,
      expires_in: TOKEN_TTL_SECONDS,
      nonce: `${nowRfc3339()}${crypto.randomBytes(16).toString("base64url")}`,
    });
  });

  // --- Bearer auth for everything else under /v1 and /v2
  api.use((req, res, next) => {
    const match = /^Bearer\s+A21AA[\w-]+\.(\d{1,15})\.([\w-]+)$/i.exec(headerValue(req, "authorization") ?? "");
    const valid = match !== null && safeEqual(match[2]!, tokenMac(match[1]!)) && Number(match[1]) >= Date.now();
    if (!valid) {
      sendError(res, 401, []);
      return;
    }
    next();
  });

  // --- Orders
  api.post("/v2/checkout/orders", (req, res) => {
    const requestId = headerValue(req, "paypal-request-id");
    if (requestId !== undefined) {
      const existing = createKeys.get(requestId);
      const order = existing === undefined ? undefined : orders.get(existing);
      if (order) {
        const view =
          preferRepresentation(req, "minimal") === "representation"
            ? fullOrder(order, base())
            : minimalOrder(order, base());
        res.status(200).set("Paypal-Debug-Id", newDebugId()).json(view);
        return;
      }
    }
    const parsed = parseCreateBody(req.body ?? undefined);
    let id = newPaypalId();
    while (orders.has(id)) id = newPaypalId();
    const order: FakeOrder = {
      id,
      intent: "CAPTURE",
      status: parsed.experience.paymentSourcePaypal ? "PAYER_ACTION_REQUIRED" : "CREATED",
      purchase_units: parsed.purchaseUnits,
      create_time: nowRfc3339(),
      experience: parsed.experience,
    };
    orders.set(id, order);
    if (requestId !== undefined) createKeys.set(requestId, id);
    const view =
      preferRepresentation(req, "minimal") === "representation"
        ? fullOrder(order, base())
        : minimalOrder(order, base());
    res.status(201).set("Paypal-Debug-Id", newDebugId()).json(view);
  });

  api.get("/v2/checkout/orders/:id", (req, res) => {
    const order = orders.get(String(req.params.id));
    if (!order) throw notFound(String(req.params.id));
    res.status(200).set("Paypal-Debug-Id", newDebugId()).json(fullOrder(order, base()));
  });

  api.post("/v2/checkout/orders/:id/capture", (req, res) => {
    const id = String(req.params.id);
    if (req.body !== undefined && !isRecord(req.body))
      throw new PaypalHttpError(400, [issue("MALFORMED_REQUEST_JSON", { location: "body" })]);
    const order = orders.get(id);
    if (!order) throw notFound(id);
    const requestId = headerValue(req, "paypal-request-id");
    const replayKey = requestId === undefined ? undefined : `${id}\n${requestId}`;
    const represent = (status: 200 | 201) => {
      const view =
        preferRepresentation(req, "representation") === "representation"
          ? fullOrder(order, base())
          : minimalOrder(order, base());
      res.status(status).set("Paypal-Debug-Id", newDebugId()).json(view);
    };
    if (order.status === "COMPLETED") {
      if (replayKey !== undefined && captureKeys.has(replayKey)) return represent(200);
      throw new PaypalHttpError(422, [issue("ORDER_ALREADY_CAPTURED")]);
    }
    if (order.status !== "APPROVED") throw new PaypalHttpError(422, [issue("ORDER_NOT_APPROVED")]);

    const orderFault = orderFaults.get(id);
    orderFaults.delete(id);
    const fault = orderFault ?? faults.shift();
    switch (fault) {
      case "capture500":
        sendError(res, 500, []);
        return;
      case "captureTimeout": {
        // Never answer within any sane client timeout; drop the connection after HANG_MS.
        const timer = setTimeout(() => req.socket.destroy(), HANG_MS);
        timer.unref();
        req.socket.once("close", () => clearTimeout(timer));
        return;
      }
      case "captureDeclined":
      case "capturePayerActionRequired":
        // PayPal's funding failure: the buyer goes back to the approval page to choose another source.
        throw new PaypalHttpError(422, [
          issue(fault === "captureDeclined" ? "INSTRUMENT_DECLINED" : "PAYER_ACTION_REQUIRED"),
        ]);
      default:
        break;
    }

    const now = nowRfc3339();
    order.purchase_units.forEach((unit, index) => {
      const digits = currencyDigits(unit.amount.currency_code);
      let gross = toMinor(unit.amount.value, digits);
      if (fault === "captureWrongAmount" && index === 0) gross -= 10n ** BigInt(digits);
      const money = (minor: bigint): FakeMoney => ({
        currency_code: unit.amount.currency_code,
        value: fromMinor(minor, digits),
      });
      const captureId = newPaypalId();
      const captureUrl = `${base()}/v2/payments/captures/${captureId}`;
      const pending = fault === "capturePending" && index === 0;
      const capture: FakeCapture = {
        id: captureId,
        status: pending ? "PENDING" : "COMPLETED",
        amount: money(gross),
        final_capture: true,
        seller_protection: {
          status: "ELIGIBLE",
          dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"],
        },
        links: [
          { href: captureUrl, rel: "self", method: "GET" },
          { href: `${captureUrl}/refund`, rel: "refund", method: "POST" },
          { href: `${base()}/v2/checkout/orders/${order.id}`, rel: "up", method: "GET" },
        ],
        create_time: now,
        update_time: now,
      };
      if (pending) capture.status_details = { reason: "PENDING_REVIEW" };
      if (unit.custom_id !== undefined) capture.custom_id = unit.custom_id;
      if (unit.invoice_id !== undefined) capture.invoice_id = unit.invoice_id;
      if (!pending) {
        // 3.49 % + 0.49 (or 49 units for zero-decimal currencies), never more than the gross amount.
        let fee = (gross * 349n + 5000n) / 10000n + 49n;
        if (fee > gross) fee = gross > 0n ? gross : 0n;
        capture.seller_receivable_breakdown = {
          gross_amount: money(gross),
          paypal_fee: money(fee),
          net_amount: money(gross - fee),
        };
      }
      unit.payments = { captures: [capture] };
    });
    // PayPal completes the order even when the capture itself is PENDING.
    order.status = "COMPLETED";
    order.update_time = now;
    if (replayKey !== undefined) captureKeys.set(replayKey, true);
    // Completed behind the scenes, but this answer only says so later (a GET shows it).
    if (fault === "captureInProgress") throw new PaypalHttpError(422, [issue("ORDER_COMPLETION_IN_PROGRESS")]);
    represent(201);
  });

  // --- Payments v2: a capture, and its refund (an empty body refunds what is left; `amount` refunds part)
  api.get("/v2/payments/captures/:id", (req, res) => {
    const id = String(req.params.id);
    const found = findCapture(id);
    if (!found)
      throw new PaypalHttpError(404, [
        issue("INVALID_RESOURCE_ID", { field: "capture_id", value: id, location: "path" }),
      ]);
    res.status(200).set("Paypal-Debug-Id", newDebugId()).json(found.capture);
  });
  api.post("/v2/payments/captures/:id/refund", (req, res) => {
    const id = String(req.params.id);
    const body: unknown = req.body;
    if (body !== undefined && !isRecord(body))
      throw new PaypalHttpError(400, [issue("MALFORMED_REQUEST_JSON", { location: "body" })]);
    const requestId = headerValue(req, "paypal-request-id");
    const replayKey = requestId === undefined ? undefined : `${id}\n${requestId}`;
    const previous = replayKey === undefined ? undefined : refunds.get(refundKeys.get(replayKey) ?? "");
    if (previous) {
      res.status(201).set("Paypal-Debug-Id", newDebugId()).json(previous);
      return;
    }
    const found = findCapture(id);
    let value: string | undefined;
    if (isRecord(body) && body.amount !== undefined) {
      const money = parseMoney(body.amount, "/amount", { positive: true });
      if (found && money.currency_code !== found.capture.amount.currency_code)
        throw new PaypalHttpError(422, [
          issue("REFUND_CAPTURE_CURRENCY_MISMATCH", {}, "Refund must be in the same currency as the capture"),
        ]);
      value = money.value;
    }
    const note = isRecord(body) && typeof body.note_to_payer === "string" ? body.note_to_payer : undefined;
    const refund = refundCapture(id, value, note);
    if (replayKey !== undefined) refundKeys.set(replayKey, refund.id);
    res.status(201).set("Paypal-Debug-Id", newDebugId()).json(refund);
  });
  // --- Webhook signature verification
  api.post("/v1/notifications/verify-webhook-signature", (req, res) => {
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    const required = [
      "auth_algo",
      "cert_url",
      "transmission_id",
      "transmission_sig",
      "transmission_time",
      "webhook_id",
      "webhook_event",
    ];
    const missing = required.filter((key) => body[key] === undefined || body[key] === null || body[key] === "");
    if (missing.length > 0) {
      throw new PaypalHttpError(
        400,
        missing.map((key) =>
          issue("MISSING_REQUIRED_PARAMETER", { field: key, location: "body" }, "A required field is missing."),
        ),
      );
    }
    const strings = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id"];
    const notString = strings.filter((key) => typeof body[key] !== "string");
    if (notString.length > 0 || !isRecord(body.webhook_event)) {
      const fields = isRecord(body.webhook_event) ? notString : [...notString, "webhook_event"];
      throw new PaypalHttpError(
        400,
        fields.map((key) => issue("INVALID_PARAMETER_SYNTAX", { field: key, location: "body" })),
      );
    }
    const rawBody = (req as Request & { rawBody?: string }).rawBody;
    const eventText =
      (rawBody === undefined ? undefined : rawJsonMember(rawBody, "webhook_event")) ??
      JSON.stringify(body.webhook_event);
    const expected = fakeWebhookSignature(
      webhookSecret,
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      eventText,
    );
    const ok = body.webhook_id === webhookId && safeEqual(String(body.transmission_sig), expected);
    res
      .status(200)
      .set("Paypal-Debug-Id", newDebugId())
      .json({ verification_status: ok ? "SUCCESS" : "FAILURE" });
  });

  api.use((_req, _res, next) => next(new PaypalHttpError(404, [issue("INVALID_RESOURCE_ID", { location: "path" })])));

  api.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof PaypalHttpError) return sendError(res, err.status, err.details);
    const type = isRecord(err) ? err.type : undefined;
    if (type === "entity.parse.failed")
      return sendError(res, 400, [issue("MALFORMED_REQUEST_JSON", { location: "body" })]);
    if (type === "entity.too.large")
      return sendError(res, 400, [issue("INVALID_PARAMETER_VALUE", { location: "body" })]);
    // A path the router cannot percent-decode ("/v2/checkout/orders/%/capture"): no such resource.
    if (err instanceof URIError) return sendError(res, 404, [issue("INVALID_RESOURCE_ID", { location: "path" })]);
    return sendError(res, 500, []);
  });

  // Only /v1/* and /v2/* are the API (parsers, log, auth, JSON 404s); everything else falls through.
  router.use((req, res, next) => (/^\/v[12](\/|$)/.test(req.path) ? api(req, res, next) : next()));

  // --- Buyer approval page
  const page = express.Router();
  page.use(express.urlencoded({ extended: false, limit: "16kb" }));

  page.get("/checkoutnow", (req, res) => {
    const lang = pageLang(req);
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const order = orders.get(token);
    if (!order) return sendPage(res, 404, lang, notFoundPage(lang));
    sendPage(res, 200, lang, orderPage(order, lang, allowedReturn), order, allowedReturn);
  });

  page.post("/checkoutnow/approve", (req, res) => {
    const lang = pageLang(req);
    const order = orders.get(formToken(req));
    if (!order) return sendPage(res, 404, lang, notFoundPage(lang));
    if (order.status === "COMPLETED")
      return sendPage(res, 409, lang, orderPage(order, lang, allowedReturn), order, allowedReturn);
    approveOrder(order);
    // The developer option of the page: the next capture of this order fails once.
    const fault = formFault(req);
    if (fault) orderFaults.set(order.id, fault);
    else orderFaults.delete(order.id);
    const payerId = order.payer?.payer_id ?? buyer.payer_id;
    if (!allowedReturn(order.experience.returnUrl)) return sendPage(res, 200, lang, donePage(lang, "approved"));
    res.redirect(303, withQuery(order.experience.returnUrl, { token: order.id, PayerID: payerId }));
  });

  page.post("/checkoutnow/cancel", (req, res) => {
    const lang = pageLang(req);
    const order = orders.get(formToken(req));
    if (!order) return sendPage(res, 404, lang, notFoundPage(lang));
    if (!allowedReturn(order.experience.cancelUrl)) return sendPage(res, 200, lang, donePage(lang, "cancelled"));
    res.redirect(303, withQuery(order.experience.cancelUrl, { token: order.id }));
  });

  router.use(page);

  return { router, store };
}

function notFound(id: string): PaypalHttpError {
  return new PaypalHttpError(404, [issue("INVALID_RESOURCE_ID", { field: "order_id", value: id, location: "path" })]);
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** Faults the approval page offers (a 500 from PayPal, or no answer at all). */
const PAGE_FAULTS: readonly FakePaypalFault[] = ["capture500", "captureTimeout"];

function formFault(req: Request): FakePaypalFault | undefined {
  const body: unknown = req.body;
  const value = isRecord(body) ? body.captureFault : undefined;
  return PAGE_FAULTS.find((fault) => fault === value);
}

function formToken(req: Request): string {
  const body: unknown = req.body;
  if (isRecord(body) && typeof body.token === "string") return body.token;
  return typeof req.query.token === "string" ? req.query.token : "";
}

// ---------------------------------------------------------------------------------------------
// Approval page (Spanish by default, English with ?lang=en or ?hl=en)

type Lang = "es" | "en";

function pageLang(req: Request): Lang {
  const body: unknown = req.body;
  const candidates = [req.query.lang, req.query.hl, isRecord(body) ? body.lang : undefined];
  for (const c of candidates) {
    if (typeof c === "string" && c.trim() !== "") return c.trim().toLowerCase().startsWith("en") ? "en" : "es";
  }
  return "es";
}

const TEXT = {
  es: {
    title: "Sandbox local de PayPal",
    badge: "Modo de prueba",
    notice: "Simulación local: no se cobra dinero real y no necesitas una cuenta de PayPal.",
    amount: "Importe",
    merchant: "Comercio",
    description: "Descripción",
    order: "Orden",
    approve: "Aprobar",
    cancel: "Cancelar",
    actions: "Acciones de pago",
    notFoundTitle: "Orden no encontrada",
    notFound: "No existe una orden con ese token en el sandbox local. Vuelve a la tienda e inténtalo de nuevo.",
    completed: "Esta orden ya fue pagada.",
    approved: "Pago aprobado. Ya puedes cerrar esta ventana.",
    cancelled: "Pago cancelado. Ya puedes cerrar esta ventana.",
    developer: "Opciones de desarrollador",
    captureFault: "Simular en la captura",
    faultNone: "Normal (la captura funciona)",
    faultCapture500: "Error 500 de PayPal (una vez)",
    faultCaptureTimeout: "Tiempo de espera agotado (una vez)",
    faultHint: "Solo afecta a la próxima captura de esta orden; el reintento siguiente funciona.",
  },
  en: {
    title: "Local PayPal sandbox",
    badge: "Test mode",
    notice: "Local simulation: no real money is charged and you do not need a PayPal account.",
    amount: "Amount",
    merchant: "Merchant",
    description: "Description",
    order: "Order",
    approve: "Approve",
    cancel: "Cancel",
    actions: "Payment actions",
    notFoundTitle: "Order not found",
    notFound: "There is no order with that token in the local sandbox. Go back to the shop and try again.",
    completed: "This order has already been paid.",
    approved: "Payment approved. You can close this window.",
    cancelled: "Payment cancelled. You can close this window.",
    developer: "Developer options",
    captureFault: "Simulate on capture",
    faultNone: "Normal (the capture works)",
    faultCapture500: "PayPal error 500 (once)",
    faultCaptureTimeout: "Timeout (once)",
    faultHint: "Affects only the next capture of this order; the following retry works.",
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1a1a1a;line-height:1.5}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{margin:0 0 .5rem;font-size:1.5rem;color:#003087}
.badge{display:inline-block;margin-bottom:1rem;padding:.125rem .5rem;border-radius:999px;background:#fff4ce;color:#5c4400;font-size:.875rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1.5rem 0}
dt{font-weight:600;color:#4a4a4a}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
.actions form{flex:1 1 8rem;margin:0}
button{width:100%;min-height:2.75rem;padding:.625rem 1rem;border-radius:999px;font:inherit;font-weight:700;cursor:pointer}
.approve{background:#0070ba;color:#fff;border:2px solid #0070ba}
.approve:hover{background:#005ea6;border-color:#005ea6}
.cancel{background:#fff;color:#1a1a1a;border:2px solid #4a4a4a}
.cancel:hover{background:#eef1f5}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}
a{color:#0059a3}
fieldset{margin:0 0 1.5rem;padding:.75rem 1rem;border:1px dashed #8a8a8a;border-radius:8px}
legend{padding:0 .25rem;font-size:.875rem;font-weight:600;color:#4a4a4a}
label{display:block;margin-bottom:.25rem;font-weight:600}
select{width:100%;min-height:2.75rem;padding:.5rem;border:1px solid #4a4a4a;border-radius:6px;font:inherit;background:#fff}
select:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.hint{margin:.5rem 0 0;font-size:.875rem;color:#4a4a4a}
`;

function layout(lang: Lang, heading: string, inner: string): string {
  const t = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading === t.title ? t.title : `${heading} · ${t.title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p class="badge">${escapeHtml(t.badge)}</p>
${inner}
</main>
</body>
</html>`;
}

function orderPage(order: FakeOrder, lang: Lang, allowedReturn: (url: string | undefined) => url is string): string {
  const t = TEXT[lang];
  const unit = order.purchase_units[0];
  const rows: string[] = [];
  if (unit)
    rows.push(
      `<dt>${t.amount}</dt><dd class="amount">${escapeHtml(unit.amount.value)} ${escapeHtml(unit.amount.currency_code)}</dd>`,
    );
  if (order.experience.brandName) rows.push(`<dt>${t.merchant}</dt><dd>${escapeHtml(order.experience.brandName)}</dd>`);
  if (unit?.description) rows.push(`<dt>${t.description}</dt><dd>${escapeHtml(unit.description)}</dd>`);
  rows.push(`<dt>${t.order}</dt><dd><code>${escapeHtml(order.id)}</code></dd>`);
  const details = `<p>${escapeHtml(t.notice)}</p>\n<dl>${rows.join("")}</dl>`;
  if (order.status === "COMPLETED") {
    const back = allowedReturn(order.experience.returnUrl)
      ? `<p><a href="${escapeHtml(withQuery(order.experience.returnUrl, { token: order.id }))}">${lang === "es" ? "Volver a la tienda" : "Back to the shop"}</a></p>`
      : "";
    return layout(lang, t.title, `${details}\n<p role="status">${escapeHtml(t.completed)}</p>${back}`);
  }
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(order.id)}"><input type="hidden" name="lang" value="${lang}">`;
  // A developer option of the local sandbox only: the select belongs to the approve form.
  const developer = `<fieldset>
<legend>${t.developer}</legend>
<label for="capture-fault">${t.captureFault}</label>
<select id="capture-fault" name="captureFault" form="approve-form" aria-describedby="capture-fault-hint">
<option value="none" selected>${t.faultNone}</option>
<option value="capture500">${t.faultCapture500}</option>
<option value="captureTimeout">${t.faultCaptureTimeout}</option>
</select>
<p class="hint" id="capture-fault-hint">${t.faultHint}</p>
</fieldset>`;
  const actions = `${developer}
<div class="actions" role="group" aria-label="${t.actions}">
<form id="approve-form" method="post" action="checkoutnow/approve">${hidden}<button type="submit" class="approve">${t.approve}</button></form>
<form method="post" action="checkoutnow/cancel">${hidden}<button type="submit" class="cancel">${t.cancel}</button></form>
</div>`;
  return layout(lang, t.title, `${details}\n${actions}`);
}

function notFoundPage(lang: Lang): string {
  const t = TEXT[lang];
  return layout(lang, t.notFoundTitle, `<p>${escapeHtml(t.notFound)}</p>`);
}

function donePage(lang: Lang, outcome: "approved" | "cancelled"): string {
  const t = TEXT[lang];
  return layout(lang, t.title, `<p role="status">${escapeHtml(t[outcome])}</p>`);
}

function sendPage(
  res: Response,
  status: number,
  _lang: Lang,
  html: string,
  order?: FakeOrder,
  allowedReturn?: (url: string | undefined) => url is string,
): void {
  const formTargets = new Set<string>(["'self'"]);
  for (const url of [order?.experience.returnUrl, order?.experience.cancelUrl]) {
    if (url && allowedReturn?.(url)) formTargets.add(new URL(url).origin);
  }
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action ${[...formTargets].join(" ")}; base-uri 'none'; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
    })
    .send(html);
}

// ---------------------------------------------------------------------------------------------
// Standalone loopback server

export async function startFakePaypal(
  options: Partial<FakePaypalOptions> = {},
): Promise<{ url: string; store: FakePaypalStore; close(): Promise<void> }> {
  let url = "";
  const fake = createFakePaypal({ logRequests: true, ...options, publicBase: options.publicBase ?? (() => url) });
  const app = express();
  app.disable("x-powered-by");
  app.use(fake.router);
  const server = http.createServer(app);
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    store: fake.store,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
      return closing;
    },
  };
}
