import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Query parameters whose values never reach a log line: signatures of our own links (`sig`), reset and claim secrets,
 * and the tokens that links and providers carry. Each payment provider adds what its own traffic carries (its
 * declaration's `secrets`, passed in as a LogRedaction).
 */
const SECRET_PARAM_NAMES = ["sig", "signature", "token", "k", "claimSecret", "secret", "code", "access_token"];
/** JSON keys whose values never reach a log line, wherever they sit (an answer, an error's request). */
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
  "cvv",
  "cvc",
];

/** What else a log line must not show: fields of logged objects, URL query parameters, JSON keys at any depth. */
export interface LogRedaction {
  fields?: readonly string[];
  urlParams?: readonly string[];
  jsonKeys?: readonly string[];
}

const alternatives = (names: readonly string[]) =>
  [...new Set(names)].map((name) => name.replace(/[-_]/g, "[-_]?")).join("|");
/** HTTP credentials anywhere in a line (an error's request headers). */
const HTTP_CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const EMAILS = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;

/**
 * A redactor of log lines: no secrets and no email addresses. The values of signature, token, claim-secret and the
 * providers' parameters in URLs (signed download links, reset links, the providers' returns), the same fields as JSON
 * keys at any depth (a provider's answer, an HTTP client's error with its request), Bearer and Basic credentials,
 * and every email address (in URLs, SMTP errors, anywhere) are replaced.
 */
export function createLogRedactor(extra: LogRedaction = {}): (line: string) => string {
  const params = new RegExp(
    `([?&#;](?:${alternatives([...SECRET_PARAM_NAMES, ...(extra.urlParams ?? [])])})=)[^&\\s"#\\\\]+`,
    "gi",
  );
  const keys = alternatives([...SECRET_KEYS, ...(extra.jsonKeys ?? [])]);
  /** `"key":"value"` or `"key":123` in the line's own JSON. */
  const json = new RegExp(`"(${keys})":(?:"(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s{\\[]+)`, "gi");
  /** The same inside a JSON text logged as a string (a request body): `\"key\":\"value\"`. */
  const escapedJson = new RegExp(`\\\\"(${keys})\\\\":(?:\\\\"(?:(?!\\\\").)*\\\\"|[^,}\\]\\s{\\[\\\\]+)`, "gi");
  return (line) =>
    line
      .replace(params, "$1[redacted]")
      .replace(json, '"$1":"[redacted]"')
      .replace(escapedJson, '\\"$1\\":\\"[redacted]\\"')
      .replace(HTTP_CREDENTIALS, "$1 [redacted]")
      .replace(EMAILS, "[email]");
}

/** A log line redacted of what every line hides (without any provider's own names). */
export const redactLogLine = createLogRedactor();

/**
 * `destination` is where the lines go (default stdout); tests pass one to read them. `redaction` adds what the
 * payment providers declare secret (`providerLogRedaction` of the payments registry).
 */
export function createLogger(
  level: string,
  destination: { write(line: string): unknown } = process.stdout,
  redaction: LogRedaction = {},
): Logger {
  const redact = createLogRedactor(redaction);
  const redacting: DestinationStream = { write: (line: string) => destination.write(redact(line)) };
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
          ...(redaction.fields ?? []).map((field) => `*.${field}`),
        ],
        censor: "[redacted]",
      },
    },
    redacting,
  );
}
