/**
 * Test helper: a real SMTP server in the test process that keeps every message it receives,
 * parsed with mailparser. Plain SMTP on 127.0.0.1, no STARTTLS, no authentication.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** RCPT TO addresses. */
  recipients: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages were received (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves when the next DATA command starts (the message is being received). */
  nextData(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(
  options: { port?: number; delayMs?: number; rejectRcpt?: { code: number; message: string } } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let waiters: (() => void)[] = [];
  let dataWaiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.rejectRcpt) {
        const error = Object.assign(new Error(options.rejectRcpt.message), { responseCode: options.rejectRcpt.code });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      for (const resolve of dataWaiters) resolve();
      dataWaiters = [];
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const finish = async () => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const parsed = await simpleParser(raw);
          messages.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
          for (const resolve of waiters) resolve();
          callback();
        };
        finish().catch((error: Error) => callback(error));
      });
    },
  });
  // A client that dies mid-transaction (a server process killed while sending) resets its
  // connection; a mail server shrugs that off, and the sink must not crash the test process.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
        waiters = [];
      }
      return messages;
    },
    nextData: () => new Promise<void>((resolve) => dataWaiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
