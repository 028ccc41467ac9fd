import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@shared/schema/index";
import { loadConfig } from "../../config";
import { openPostgres, type Database } from "../../db/client";
import { createLogger } from "../../lib/logger";
import { createTestDatabase } from "../../testing/test-db";
import { queueWelcomes } from "../../testing/builders";
import { createMailTransport, type MailTransport } from "./email.transport";
import { createEmailWorker, type EmailWorker } from "./email.worker";
import { createTestDeps } from "../../testing/test-deps";
import { startSmtpSink, type SmtpSink } from "../../testing/smtp-sink";

/**
 * Two workers, each with its own connection pool, on one PostgreSQL database: the row lock held
 * from claim to sent means no job is sent twice. PGlite has a single connection, so this needs
 * TEST_DATABASE_URL (the CI sets it).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("email worker on PostgreSQL, concurrently", () => {
  const JOBS = 50;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const pools: Database[] = [];
  const transports: MailTransport[] = [];
  let smtp: SmtpSink;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    for (const pool of pools) await pool.close();
    await smtp?.close();
    await database?.close();
  });

  it("when two workers with their own pools run at once on 50 due jobs, then 50 messages are sent, each job once", async () => {
    expect(database.url).toBeTruthy();
    const created = await queueWelcomes(database.db, JOBS);

    const config = loadConfig({
      DATA_DIR: "/tmp/qe-email-concurrency",
      SESSION_SECRET: "test-session-secret-0123456789abcdef",
      SMTP_URL: smtp.url,
    });
    const logger = createLogger("silent");
    const reports = {
      renderFor: () => Promise.reject(new Error("no report jobs here")),
      downloadLink: () => ({ url: "", expiresAt: "" }),
    };
    const workers: EmailWorker[] = [];
    for (let i = 0; i < 2; i++) {
      const pool = await openPostgres(database.url!, { migrate: false, max: 4 });
      pools.push(pool);
      const transport = createMailTransport(config, { logger, smtp: { ignoreTLS: true } });
      transports.push(transport);
      // the worker's own deps on its pool, as each process builds them
      workers.push(createEmailWorker({ ...createTestDeps({ config, database: pool, logger }), reports, transport }));
    }
    expect(workers.map((w) => w.locking)).toEqual(["row", "row"]);

    const sentBy = [0, 0];
    for (let round = 0; round < 3; round++) {
      const counts = await Promise.all(workers.map((worker) => worker.runOnce(100)));
      counts.forEach((count, i) => (sentBy[i]! += count));
    }

    expect(sentBy[0]! + sentBy[1]!).toBe(JOBS);
    // Both took part: while one holds a job's row lock, the other skips to the next job.
    expect(Math.min(...sentBy)).toBeGreaterThan(0);
    expect(smtp.messages).toHaveLength(JOBS);
    const recipients = smtp.messages.map((m) => m.recipients[0]);
    expect(new Set(recipients).size).toBe(JOBS);
    expect(recipients.sort()).toEqual(created.map((u) => u.email).sort());
    const jobs = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "welcome"));
    expect(jobs).toHaveLength(JOBS);
    expect(jobs.every((job) => job.status === "sent" && job.attempts === 1)).toBe(true);
  });
});
