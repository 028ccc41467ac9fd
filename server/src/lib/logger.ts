import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

const SECRET_PARAMS = /([?&#;](?:sig|signature|token|k|claimSecret|secret|code)=)[^&\s"#\\]+/gi;
const EMAILS = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;

/**
 * A log line with no secrets and no email addresses: the values of signature, token and
 * claim-secret parameters (signed download links, reset links) and every email address (in
 * URLs, SMTP errors, anywhere) are replaced.
 */
export function redactLogLine(line: string): string {
  return line.replace(SECRET_PARAMS, "$1[redacted]").replace(EMAILS, "[email]");
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
