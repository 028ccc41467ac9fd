import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type SMTPTransportOptions } from "nodemailer";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";

/** How the worker hands a message over: an SMTP server, or .eml files when no SMTP_URL is set. */
export interface MailTransport {
  send(message: SendMailOptions): Promise<{ messageId: string; file?: string }>;
  close(): void;
  kind: "smtp" | "file";
}

export interface MailTransportOptions {
  logger?: Logger;
  /** Extra SMTP options merged under the URL's (tests: `{ ignoreTLS: true }`). */
  smtp?: Partial<SMTPTransportOptions>;
}

/**
 * Sending never waits long: a slow or silent SMTP server fails the attempt (it is retried), so
 * the worker is not stuck and a graceful shutdown stays short.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** The outbox directory of the file transport. */
export const outboxDir = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "outbox");

export function createMailTransport(
  config: Pick<Config, "smtpUrl" | "dataDir">,
  options: MailTransportOptions = {},
): MailTransport {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...options.smtp, url: config.smtpUrl });
    return {
      kind: "smtp",
      async send(message) {
        const info = await transporter.sendMail(message);
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  // No SMTP server configured (development, demo): each message becomes an RFC 822 file anyone can open.
  const dir = outboxDir(config);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await builder.sendMail(message);
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error("the stream transport did not return a buffer");
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, raw);
      options.logger?.info({ file, subject: message.subject }, "email written");
      return { messageId: info.messageId, file };
    },
    close: () => builder.close(),
  };
}
