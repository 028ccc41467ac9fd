import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Query parameters whose values never reach a log line: signatures of our own links (`sig`), reset and claim secrets,
 * and what payment providers put in the URLs they send buyers back with (AZUL's AuthHash, authorization code, RRN,
 * masked card and vault token; PayPal's order token and payer id).
 */
const SECRET_PARAM_NAMES = [
  "sig",
  "signature",
  "token",
  "k",
  "claimSecret",
  "secret",
  "code",
  "AuthHash",
  "AuthorizationCode",
  "RRN",
  "CardNumber",
  "DataVaultToken",
  "Expiration",
  "PayerID",
  "access_token",
];
/** JSON keys whose values never reach a log line, wherever they sit (a provider's answer, an error's request). */
const SECRET_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "secret",
  "clientSecret",
  "sig",
  "signature",
  "token",
  "access_token",
  "accessToken",
  "refresh_token",
  "id_token",
  "claimSecret",
  "claim_secret",
  "transmission_sig",
  "paypal-transmission-sig",
  "AuthHash",
  "AuthorizationCode",
  "RRN",
  "CardNumber",
  "maskedCard",
  "DataVaultToken",
  "PayerID",
  "payer_id",
  "cvv",
  "cvc",
];
const alternatives = (names: string[]) => names.map((name) => name.replace(/[-_]/g, "[-_]?")).join("|");
const SECRET_PARAMS = new RegExp(`([?&#;](?:${alternatives(SECRET_PARAM_NAMES)})=)[^&\\s"#\\\\]+`, "gi");
/** `"key":"value"` or `"key":123` in the line's own JSON. */
const SECRET_JSON = new RegExp(`"(${alternatives(SECRET_KEYS)})":(?:"(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s{\\[]+)`, "gi");
/** The same inside a JSON text logged as a string (a request body): `\"key\":\"value\"`. */
const SECRET_ESCAPED_JSON = new RegExp(
  `\\\\"(${alternatives(SECRET_KEYS)})\\\\":(?:\\\\"(?:(?!\\\\").)*\\\\"|[^,}\\]\\s{\\[\\\\]+)`,
  "gi",
);
/** HTTP credentials anywhere in a line (an error's request headers). */
const HTTP_CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const EMAILS = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;

/**
 * A log line with no secrets and no email addresses: the values of signature, token, claim-secret and payment
 * providers' parameters in URLs (signed download links, reset links, the card page's and PayPal's returns), the
 * same fields as JSON keys at any depth (a provider's answer, an HTTP client's error with its request), Bearer
 * and Basic credentials, and every email address (in URLs, SMTP errors, anywhere) are replaced.
 */
export function redactLogLine(line: string): string {
  return line
    .replace(SECRET_PARAMS, "$1[redacted]")
    .replace(SECRET_JSON, '"$1":"[redacted]"')
    .replace(SECRET_ESCAPED_JSON, '\\"$1\\":\\"[redacted]\\"')
    .replace(HTTP_CREDENTIALS, "$1 [redacted]")
    .replace(EMAILS, "[email]");
}

/** `destination` is where the lines go (default stdout); tests pass one to read them. */
export function createLogger(level: string, destination: { write(line: string): unknown } = process.stdout): Logger {
  const redacting: DestinationStream = { write: (line: string) => destination.write(redactLogLine(line)) };
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          'res.headers["set-cookie"]',
          "*.password",
          "*.paypalClientSecret",
          "*.bancoPopularSecretKey",
        ],
        censor: "[redacted]",
      },
    },
    redacting,
  );
}
