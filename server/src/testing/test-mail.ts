import { createMailTransport } from "../features/emails/email.transport";
import { createEmailWorker, type EmailWorker } from "../features/emails/email.worker";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config";
import { createTestApp, type TestContext } from "./test-app";

export interface TestMail {
  /** What the SMTP server received, parsed. */
  smtp: SmtpSink;
  /** The test app's email worker, delivering to that server (call runOnce()). */
  worker: EmailWorker;
  close(): Promise<void>;
}

/** A real SMTP conversation for the test app: a local SMTP server and an email worker sending to it. */
export async function startTestMail(ctx: TestContext): Promise<TestMail> {
  const smtp = await startSmtpSink();
  const transport = createMailTransport(
    { smtpUrl: smtp.url, dataDir: ctx.config.dataDir },
    { logger: ctx.deps.logger, smtp: { ignoreTLS: true } },
  );
  const worker = createEmailWorker({
    ...ctx.deps,
    transport,
  });
  return {
    smtp,
    worker,
    async close() {
      await worker.stop();
      transport.close();
      await smtp.close();
    },
  };
}

/**
 * For a test file: a test app with a real SMTP conversation, started before its tests and stopped
 * after them (in the enclosing `describe`, when called in one), with `overrides` on the test
 * configuration. Read `ctx`, `smtp` and `worker` inside the tests.
 */
export function startAppWithMail(overrides: Partial<Config> = {}): {
  readonly ctx: TestContext;
  readonly smtp: SmtpSink;
  readonly worker: EmailWorker;
} {
  let ctx: TestContext | undefined;
  let mail: TestMail | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(overrides);
    mail = await startTestMail(ctx);
  });
  afterAll(async () => {
    await mail?.close();
    await ctx?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the test app starts in beforeAll");
    return value;
  };
  return {
    get ctx() {
      return ready(ctx);
    },
    get smtp() {
      return ready(mail).smtp;
    },
    get worker() {
      return ready(mail).worker;
    },
  };
}
