import { createMailTransport } from "../features/emails/email.transport";
import { createEmailWorker, type EmailWorker } from "../features/emails/email.worker";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import type { TestContext } from "./test-app";

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
    db: ctx.database.db,
    config: ctx.config,
    logger: ctx.deps.logger,
    reports: ctx.deps.reports,
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
