/**
 * AZUL Payment Page (Banco Popular Dominicano): pure helpers to build the browser form and to verify the
 * result AZUL sends back in the query string of ApprovedUrl / DeclinedUrl.
 *
 * Recipe (the field order every HMAC implementation agrees on; AZUL's own SALE example is reproduced by the
 * request recipe with UTF-8, see the golden vector in azul.test.ts):
 *   request  AuthHash = hex(HMAC-SHA512(key = UTF-8(AuthKey), msg = enc(MerchantId + MerchantName + MerchantType +
 *                       CurrencyCode + OrderNumber + Amount + ITBIS + ApprovedUrl + DeclinedUrl + CancelUrl +
 *                       UseCustomField1 + CustomField1Label + CustomField1Value +
 *                       UseCustomField2 + CustomField2Label + CustomField2Value + AuthKey)))
 *   response AuthHash = hex(HMAC-SHA512(key = UTF-8(AuthKey), msg = enc(OrderNumber + Amount + AuthorizationCode +
 *                       DateTime + ResponseCode + IsoCode + ResponseMessage + ErrorDescription + RRN + AuthKey)))
 * The request is hashed from UTF-8 (it reproduces AZUL's published example; UTF-16LE does not), and every hashed
 * text is kept ASCII because AZUL's handling of other characters is unconfirmed. The response is hashed by AZUL
 * from UTF-16LE ("Unicode"); both encodings are accepted when verifying. ITBIS is returned but not hashed.
 *
 * The response hash covers its fields glued together without separators, so the same signed bytes can be cut at
 * other boundaries (a signed decline re-cut so that IsoCode reads "00"). A valid hash is therefore not enough:
 * every field must also have its documented format before the result is trusted (see RESPONSE_FORMATS), and an
 * approval needs ResponseCode ISO8583, IsoCode 00, ResponseMessage APROBADA, an authorization code and an RRN.
 *
 * Amount format: cents as digits only, padded to at least 3 digits ("000" = 0.00, "005" = 0.05, "1999" = 19.99).
 * The doc's own zero example is "000" ("Ej. 000 equivale a 0.00"; webservice: 'se envía en cero colocando el valor
 * "000"'), so zero ITBIS is sent as "000". Amounts of 1.00 or more are never padded.
 *
 * The caller must still check that the returned Amount equals the stored amount and that the order is unpaid.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type AzulHashEncoding = "utf16le" | "utf8";

export interface AzulCredentials {
  merchantId: string;
  merchantName: string;
  /** Informative, but hashed: must be sent exactly as hashed, e.g. "ECommerce". */
  merchantType: string;
  /** As AZUL assigns per merchant, e.g. "$". */
  currencyCode: string;
  authKey: string;
  /** Where the browser posts the form. */
  pageUrl: string;
  /** Where the browser posts the form when the main page cannot be reached (AZUL's contingency site), if set. */
  backupPageUrl?: string;
  /** Request hash encoding, default "utf8" (the encoding that reproduces AZUL's own example). */
  hashEncoding?: AzulHashEncoding;
}

/** The posted fields that take part in the request AuthHash, named as posted. */
export interface AzulRequestFields {
  MerchantId: string;
  MerchantName: string;
  MerchantType: string;
  CurrencyCode: string;
  OrderNumber: string;
  Amount: string;
  ITBIS: string;
  ApprovedUrl: string;
  DeclinedUrl: string;
  CancelUrl: string;
  UseCustomField1: string;
  CustomField1Label: string;
  CustomField1Value: string;
  UseCustomField2: string;
  CustomField2Label: string;
  CustomField2Value: string;
}

/** Request hash order; the AuthKey is appended after the last field. */
export const AZUL_REQUEST_HASH_FIELDS = [
  "MerchantId",
  "MerchantName",
  "MerchantType",
  "CurrencyCode",
  "OrderNumber",
  "Amount",
  "ITBIS",
  "ApprovedUrl",
  "DeclinedUrl",
  "CancelUrl",
  "UseCustomField1",
  "CustomField1Label",
  "CustomField1Value",
  "UseCustomField2",
  "CustomField2Label",
  "CustomField2Value",
] as const satisfies readonly (keyof AzulRequestFields)[];

/** Response hash order; the AuthKey is appended after the last field. */
export const AZUL_RESPONSE_HASH_FIELDS = [
  "OrderNumber",
  "Amount",
  "AuthorizationCode",
  "DateTime",
  "ResponseCode",
  "IsoCode",
  "ResponseMessage",
  "ErrorDescription",
  "RRN",
] as const;

/** AZUL amounts are N(12). */
const MAX_AMOUNT_CENTS = 999_999_999_999;

/** AZUL's OrderNumber: letters and digits only, at most 15 characters (longer ones fail with VALIDATION_ERROR). */
export const AZUL_ORDER_NUMBER = /^[A-Za-z0-9]{1,15}$/;

/**
 * Makes a text safe to hash and post: accents removed ("Evaluación" -> "Evaluacion"), anything else outside
 * printable ASCII dropped, spaces collapsed.
 */
export function azulAscii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function hmacSha512Hex(message: string, authKey: string, encoding: AzulHashEncoding): string {
  return createHmac("sha512", Buffer.from(authKey, "utf8")).update(Buffer.from(message, encoding)).digest("hex");
}

export function azulRequestHash(
  fields: AzulRequestFields,
  authKey: string,
  encoding: AzulHashEncoding = "utf8",
): string {
  const message = AZUL_REQUEST_HASH_FIELDS.map((name) => fields[name] ?? "").join("") + authKey;
  return hmacSha512Hex(message, authKey, encoding);
}

export function azulResponseHash(
  params: Record<string, string>,
  authKey: string,
  encoding: AzulHashEncoding = "utf16le",
): string {
  const message = AZUL_RESPONSE_HASH_FIELDS.map((name) => params[name] ?? "").join("") + authKey;
  return hmacSha512Hex(message, authKey, encoding);
}

/** Formats integer cents the AZUL way: digits only, at least 3 ("000", "005", "1999"). Throws on anything else. */
export function formatAzulAmount(cents: number, field = "amount"): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`AZUL ${field} must be a non-negative integer number of cents (got ${String(cents)})`);
  }
  return String(cents).padStart(3, "0");
}

export function buildAzulForm(input: {
  credentials: AzulCredentials;
  orderNumber: string;
  amountCents: number;
  itbisCents?: number;
  approvedUrl: string;
  declinedUrl: string;
  cancelUrl: string;
  locale: "ES" | "EN";
  /** Optional extra line shown on AZUL's page, e.g. the assessment reference. */
  customField1?: { label: string; value: string };
}): { formUrl: string; backupFormUrl?: string; formData: Record<string, string> } {
  const { credentials } = input;
  if (!credentials.merchantId || !credentials.authKey) {
    throw new Error("AZUL credentials need a merchantId and an authKey");
  }
  if (!AZUL_ORDER_NUMBER.test(input.orderNumber)) {
    throw new Error("AZUL orderNumber must be 1 to 15 letters and digits");
  }
  const amount = formatAzulAmount(input.amountCents, "amount");
  const itbis = formatAzulAmount(input.itbisCents ?? 0, "ITBIS");
  if ((input.itbisCents ?? 0) > input.amountCents) {
    throw new RangeError("AZUL ITBIS cannot exceed the amount (the amount already includes the tax)");
  }
  const custom1 = input.customField1 && {
    label: azulAscii(input.customField1.label),
    value: azulAscii(input.customField1.value),
  };
  if (custom1 && (!custom1.label || !custom1.value)) {
    throw new Error("AZUL customField1 needs both a label and a value");
  }

  const fields: AzulRequestFields = {
    MerchantId: credentials.merchantId,
    MerchantName: azulAscii(credentials.merchantName),
    MerchantType: azulAscii(credentials.merchantType),
    CurrencyCode: credentials.currencyCode,
    OrderNumber: input.orderNumber,
    Amount: amount,
    ITBIS: itbis,
    ApprovedUrl: input.approvedUrl,
    DeclinedUrl: input.declinedUrl,
    CancelUrl: input.cancelUrl,
    UseCustomField1: custom1 ? "1" : "0",
    CustomField1Label: custom1?.label ?? "",
    CustomField1Value: custom1?.value ?? "",
    UseCustomField2: "0",
    CustomField2Label: "",
    CustomField2Value: "",
  };
  for (const name of ["ApprovedUrl", "DeclinedUrl", "CancelUrl"] as const) {
    if (azulAscii(fields[name]) !== fields[name]) throw new Error(`AZUL ${name} must be plain ASCII`);
  }
  const authHash = azulRequestHash(fields, credentials.authKey, credentials.hashEncoding ?? "utf8");
  return {
    formUrl: credentials.pageUrl,
    ...(credentials.backupPageUrl ? { backupFormUrl: credentials.backupPageUrl } : {}),
    formData: {
      ...fields,
      // Redirect straight back to us instead of showing AZUL's own result screen.
      ShowTransactionResult: "0",
      Locale: input.locale,
      AuthHash: authHash,
    },
  };
}

export interface AzulResult {
  /**
   * The AuthHash verifies (constant-time, case-insensitive; UTF-16LE or UTF-8) AND every field has its documented
   * format. Only then does the result say anything: a valid decline is final for its order.
   */
  hashValid: boolean;
  /**
   * hashValid, ResponseCode ISO8583, IsoCode 00, ResponseMessage APROBADA, an authorization code and an RRN.
   * The caller still checks the amount and that the order is unpaid.
   */
  approved: boolean;
  orderNumber: string;
  /** Parsed only when Amount is all digits; otherwise null. */
  amountCents: number | null;
  isoCode: string;
  responseMessage: string;
  errorDescription: string;
  authorizationCode: string;
  rrn: string;
  dateTime: string;
  azulOrderId: string;
  maskedCard: string;
}

const HEX_SHA512 = /^[0-9a-fA-F]{128}$/;

/** Free text AZUL returns (messages, bank descriptions): printable, no control characters, bounded. */
const AZUL_TEXT = /^[^\x00-\x1f\x7f]{0,200}$/u;

/**
 * The documented format of every hashed response field. A response whose fields do not all match is not trusted,
 * whatever its hash: this is what stops a signed response from being re-cut at other field boundaries.
 */
const RESPONSE_FORMATS: Record<(typeof AZUL_RESPONSE_HASH_FIELDS)[number], RegExp> = {
  OrderNumber: AZUL_ORDER_NUMBER,
  Amount: /^\d{1,12}$/,
  AuthorizationCode: /^[A-Za-z0-9]{0,10}$/,
  DateTime: /^\d{14}$/,
  ResponseCode: /^(ISO8583|Error)$/,
  IsoCode: /^(\d{2})?$/,
  ResponseMessage: AZUL_TEXT,
  ErrorDescription: AZUL_TEXT,
  RRN: /^\d{0,20}$/,
};

function wellFormedResponse(params: Record<(typeof AZUL_RESPONSE_HASH_FIELDS)[number], string>): boolean {
  for (const name of AZUL_RESPONSE_HASH_FIELDS) {
    if (!RESPONSE_FORMATS[name].test(params[name])) return false;
  }
  // A processed transaction always carries its two-digit ISO code; only an "Error" answer may lack one.
  return params.ResponseCode === "Error" || params.IsoCode !== "";
}

/** True when `received` is one of the expected hex digests (compared in constant time, case-insensitively). */
function matchesAnyHash(received: string, expectedHex: readonly string[]): boolean {
  if (!HEX_SHA512.test(received)) return false;
  const got = Buffer.from(received, "hex");
  let match = false;
  for (const hex of expectedHex) {
    const want = Buffer.from(hex, "hex");
    // Evaluate every candidate (no short-circuit) so timing does not depend on which one matched.
    if (want.length === got.length && timingSafeEqual(want, got)) match = true;
  }
  return match;
}

/** Own, string-valued property of an untrusted object; anything else (array, object, missing) is undefined. */
function ownString(source: unknown, key: string): string | undefined {
  if (source === null || typeof source !== "object") return undefined;
  if (!Object.prototype.hasOwnProperty.call(source, key)) return undefined;
  const value: unknown = (source as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

/**
 * Checks the AZUL request hash of posted fields (used by the local fake page). Accepts UTF-16LE or UTF-8
 * ("El sistema lo acepta indistintamente"). Any non-string hashed field makes it invalid.
 */
export function verifyAzulRequestHash(posted: unknown, authKey: string): boolean {
  try {
    const fields = {} as AzulRequestFields;
    for (const name of AZUL_REQUEST_HASH_FIELDS) {
      const raw: unknown =
        posted !== null && typeof posted === "object" && Object.prototype.hasOwnProperty.call(posted, name)
          ? (posted as Record<string, unknown>)[name]
          : undefined;
      if (raw !== undefined && typeof raw !== "string") return false;
      fields[name] = raw ?? "";
    }
    const received = ownString(posted, "AuthHash") ?? "";
    return matchesAnyHash(received, [
      azulRequestHash(fields, authKey, "utf16le"),
      azulRequestHash(fields, authKey, "utf8"),
    ]);
  } catch {
    return false;
  }
}

/**
 * Reads AZUL's result from Express's req.query. Never throws: a non-string value counts as "" and, when it is a
 * hashed field or AuthHash, makes the hash invalid.
 */
export function verifyAzulResponse(query: Record<string, unknown>, authKey: string): AzulResult {
  const get = (key: string): string => ownString(query, key) ?? "";

  let hashValid: boolean;
  const params = {} as Record<(typeof AZUL_RESPONSE_HASH_FIELDS)[number], string>;
  try {
    let wellFormed = true;
    for (const name of AZUL_RESPONSE_HASH_FIELDS) {
      const raw: unknown =
        query !== null && typeof query === "object" && Object.prototype.hasOwnProperty.call(query, name)
          ? query[name]
          : undefined;
      if (raw !== undefined && typeof raw !== "string") wellFormed = false;
      params[name] = typeof raw === "string" ? raw : "";
    }
    const received = ownString(query, "AuthHash");
    hashValid =
      wellFormed &&
      wellFormedResponse(params) &&
      received !== undefined &&
      authKey.length > 0 &&
      matchesAnyHash(received, [
        azulResponseHash(params, authKey, "utf16le"),
        azulResponseHash(params, authKey, "utf8"),
      ]);
  } catch {
    hashValid = false;
  }

  const amount = get("Amount");
  const amountNumber = /^\d{1,15}$/.test(amount) ? Number(amount) : NaN;
  const isoCode = get("IsoCode");
  const approved =
    hashValid &&
    params.ResponseCode === "ISO8583" &&
    isoCode === "00" &&
    params.ResponseMessage === "APROBADA" &&
    params.AuthorizationCode !== "" &&
    params.RRN !== "";
  return {
    hashValid,
    approved,
    orderNumber: get("OrderNumber"),
    amountCents: Number.isSafeInteger(amountNumber) ? amountNumber : null,
    isoCode,
    responseMessage: get("ResponseMessage"),
    errorDescription: get("ErrorDescription"),
    authorizationCode: get("AuthorizationCode"),
    rrn: get("RRN"),
    dateTime: get("DateTime"),
    azulOrderId: get("AzulOrderId"),
    maskedCard: get("CardNumber"),
  };
}

/**
 * Used by the local sandbox when no real AZUL credentials are configured. The AuthKey is public on purpose:
 * never accept results signed with it outside sandbox mode.
 */
export const AZUL_SANDBOX_CREDENTIALS: AzulCredentials = Object.freeze({
  merchantId: "39038540035",
  merchantName: "QueEstudiar Sandbox",
  merchantType: "ECommerce",
  currencyCode: "$",
  authKey: "queestudiar-local-azul-sandbox-authkey-NOT-A-SECRET-7f3c9a1e5b2d4f608a1c3e5f7b9d2e4a",
  pageUrl: "", // the app fills it with its own /sandbox/azul/PaymentPage URL
  hashEncoding: "utf8",
});
