import pg from "pg";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { toLang } from "@shared/i18n/lang";
import { emailOutbox, type EmailJob } from "@shared/schema/index";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { toPublicPaymentConfig, type PaymentConfigService } from "../payments/payment-config.service";
import type { PaymentsService } from "../payments/payments.service";
import type { AssessmentService } from "../assessment/assessment.service";
import type { AuthService } from "../auth/auth.service";
import type { EmailVerificationService } from "../auth/email-verification.service";
import type { ReportsService } from "../reports/reports.service";
import type { MailTransport } from "./email.transport";
import { claimSecretFor, type Claimable } from "../assessment/claim-secret.service";
import { PermanentEmailError } from "./email.errors";
import { emailHandlers, type BuiltEmail, type EmailHandler } from "./email-kinds.registry";

/** First retry after 30 s, then doubling: 30 s, 1 min, 2, 4, 8, 16, 32 min, then every hour. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** A job still failing a day after it was queued is given up (status `failed`, listed for the admin). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Safety net on top of the day: ~7 short retries plus hourly ones fill a day with about 30 attempts. */
export const MAX_ATTEMPTS = 30;
const LAST_ERROR_MAX = 1000;

/** Wait before the next attempt once `attempts` attempts have failed (attempts ≥ 1). */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export interface EmailWorkerDeps {
  db: Db;
  /** `sessionSecret` signs the links of reset, guardian and report emails (without it they go out without those links, or fail). */
  config: Pick<Config, "mailFrom" | "publicUrl"> & Partial<Pick<Config, "sessionSecret">>;
  logger: Logger;
  reports: Pick<ReportsService, "downloadLink">;
  // The features that own what the emails tell (each read in the job's transaction; buildDeps has them all).
  assessments: Pick<AssessmentService, "storedTx">;
  auth: Pick<AuthService, "passwordResetTokenTx" | "userExistsTx">;
  emailVerification: Pick<EmailVerificationService, "verificationTokenTx">;
  payments: Pick<PaymentsService, "findTx" | "markReportDeliveredTx">;
  paymentConfig: Pick<PaymentConfigService, "getTx">;
  transport: MailTransport;
  /** The clock (tests move it forward). */
  now?: () => Date;
  /** Pause between polls of `start()`. */
  intervalMs?: number;
  /** Jobs handled per poll. */
  batchSize?: number;
  giveUpAfterMs?: number;
  maxAttempts?: number;
  /**
   * How a job is kept from being sent twice. "row" (PostgreSQL): the job's row stays locked
   * (`FOR UPDATE SKIP LOCKED`) in a transaction from claim to sent, so any number of workers and
   * processes can run. "process" (PGlite, one connection, one process): jobs run one at a time per
   * database in this process, without a transaction held during the send (it would stop every
   * other query). Default: "row" for a node-postgres pool, else "process".
   */
  locking?: "row" | "process";
}

export interface EmailWorker {
  /** The locking in use (see EmailWorkerDeps.locking). */
  readonly locking: "row" | "process";
  start(): void;
  /** Stops polling and waits for the job in flight. */
  stop(): Promise<void>;
  /** Handles due jobs one by one, at most `limit`; answers how many were sent. */
  runOnce(limit?: number): Promise<number>;
  /** True while started and polling on time (a stuck or stopped worker is not alive). */
  alive(): boolean;
}

type Outcome = "none" | "sent" | "retry" | "failed";

/** One chain per database: "process" locking runs one job at a time whatever the number of workers. */
const processChains = new WeakMap<object, Promise<unknown>>();
function exclusive<T>(key: object, fn: () => Promise<T>): Promise<T> {
  const previous = processChains.get(key) ?? Promise.resolve();
  const next = previous.then(fn, fn);
  processChains.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = `${typeof code === "string" && !error.message.startsWith(code) ? `${code}: ` : ""}${error.message}`;
    return message.length > LAST_ERROR_MAX ? `${message.slice(0, LAST_ERROR_MAX - 1)}…` : message;
  }
  return String(error).slice(0, LAST_ERROR_MAX);
}

/** The SMTP server refused the recipient for good (5xx on RCPT TO): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentEmailError) return true;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

export function createEmailWorker(deps: EmailWorkerDeps): EmailWorker {
  const { db, config, logger, reports, assessments, auth, emailVerification, payments, paymentConfig, transport } =
    deps;
  const clock = deps.now ?? (() => new Date());
  const intervalMs = deps.intervalMs ?? 2000;
  const batchSize = deps.batchSize ?? 20;
  const giveUpAfterMs = deps.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const locking: "row" | "process" =
    deps.locking ?? ((db as { $client?: unknown }).$client instanceof pg.Pool ? "row" : "process");

  /** The results page with the claim secret in the fragment (never sent to a server, never logged). */
  function manageLink(assessment: Claimable, lang: string): string | undefined {
    if (!config.sessionSecret) return undefined;
    return `${config.publicUrl}/results/${assessment.id}?lang=${lang}#k=${claimSecretFor(config.sessionSecret, assessment)}`;
  }

  /** The message of a job, written by its kind's handler, and the payment to mark delivered once it is sent. */
  async function build(exec: Db, job: EmailJob): Promise<BuiltEmail> {
    const handler = emailHandlers[job.kind] as EmailHandler | undefined;
    if (!handler) throw new PermanentEmailError(`unknown email kind ${String(job.kind)}`);
    const lang = toLang(job.language);
    return handler({
      exec,
      job,
      lang,
      config,
      logger,
      reports,
      assessments,
      auth,
      emailVerification,
      payments,
      clock,
      // The company's details for the footer, read in the job's own transaction (`exec`), not on another connection.
      company: async () => toPublicPaymentConfig(await paymentConfig.getTx(exec)).company,
      manageLink: (assessment) => manageLink(assessment, lang),
    });
  }

  async function markSent(exec: Db, job: EmailJob, paymentId: string | undefined): Promise<void> {
    const now = clock();
    await exec
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now, attempts: job.attempts + 1, lastError: null })
      .where(eq(emailOutbox.id, job.id));
    if (paymentId) await payments.markReportDeliveredTx(exec, paymentId, now);
  }

  async function recordFailure(exec: Db, job: EmailJob, error: unknown): Promise<Outcome> {
    const now = clock();
    const attempts = job.attempts + 1;
    const lastError = describeError(error);
    const giveUp =
      isPermanent(error) || now.getTime() - job.createdAt.getTime() >= giveUpAfterMs || attempts >= maxAttempts;
    if (giveUp) {
      await exec.update(emailOutbox).set({ status: "failed", attempts, lastError }).where(eq(emailOutbox.id, job.id));
      logger.error({ jobId: job.id, kind: job.kind, attempts, err: error }, "email failed for good");
      return "failed";
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
    await exec.update(emailOutbox).set({ attempts, lastError, nextAttemptAt }).where(eq(emailOutbox.id, job.id));
    logger.warn({ jobId: job.id, kind: job.kind, attempts, nextAttemptAt, err: error }, "email not sent, will retry");
    return "retry";
  }

  /** Claims the next due job and delivers it; with "row" locking `exec` is the job's transaction. */
  async function claimAndDeliver(exec: Db, inTransaction: boolean): Promise<Outcome> {
    // Due within the millisecond the clock reads: the database keeps microseconds, so a job queued in this very
    // millisecond (its next_attempt_at is the database's now()) would otherwise wait for the next poll.
    const due = and(eq(emailOutbox.status, "pending"), lt(emailOutbox.nextAttemptAt, new Date(clock().getTime() + 1)));
    const query = exec
      .select()
      .from(emailOutbox)
      .where(due)
      // "Tus resultados" is a convenience: reports, receipts, password resets and welcomes never wait behind a flood of them.
      .orderBy(sql`${emailOutbox.kind} = 'results'`, asc(emailOutbox.nextAttemptAt), asc(emailOutbox.createdAt))
      .limit(1);
    const [job] = inTransaction ? await query.for("update", { skipLocked: true }) : await query;
    if (!job) return "none";
    try {
      if (inTransaction) {
        // A savepoint: a failed attempt rolls back to here and the failure is recorded in the same transaction.
        await exec.transaction(async (savepoint) => {
          const { content, paymentId } = await build(savepoint as unknown as Db, job);
          await transport.send({ from: config.mailFrom, to: job.to, ...content });
          await markSent(savepoint as unknown as Db, job, paymentId);
        });
      } else {
        const { content, paymentId } = await build(exec, job);
        await transport.send({ from: config.mailFrom, to: job.to, ...content });
        await exec.transaction((tx) => markSent(tx as unknown as Db, job, paymentId));
      }
    } catch (error) {
      return recordFailure(exec, job, error);
    }
    logger.info({ jobId: job.id, kind: job.kind, attempts: job.attempts + 1 }, "email sent");
    return "sent";
  }

  const processNext = (): Promise<Outcome> =>
    locking === "row"
      ? db.transaction((tx) => claimAndDeliver(tx as unknown as Db, true))
      : exclusive(db, () => claimAndDeliver(db, false));

  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();

  /** Up to `limit` jobs: how many were sent, and whether the queue ran dry before the limit. */
  async function runBatch(limit: number): Promise<{ sent: number; drained: boolean }> {
    let sent = 0;
    for (let i = 0; i < limit && !stopping; i++) {
      const outcome = await processNext();
      if (outcome === "none") return { sent, drained: true };
      if (outcome === "sent") sent++;
    }
    return { sent, drained: false };
  }

  function runTracked(limit: number): Promise<{ sent: number; drained: boolean }> {
    const run = runBatch(limit);
    inFlight.add(run);
    void run.then(
      () => inFlight.delete(run),
      () => inFlight.delete(run),
    );
    return run;
  }

  const runOnce = (limit = batchSize): Promise<number> => runTracked(limit).then(({ sent }) => sent);

  /** Each start() begins a new polling loop; a loop left over from before a stop() ends itself. */
  let generation = 0;
  let lastPollAt = 0;
  async function tick(loop: number): Promise<void> {
    if (!running || loop !== generation) return;
    timer = undefined;
    lastPollAt = Date.now();
    // a full batch means more are due: the next one goes at once, the interval is for an empty queue
    let more = false;
    try {
      more = !(await runTracked(batchSize)).drained;
    } catch (error) {
      logger.error({ err: error }, "email worker: poll failed");
    }
    if (running && loop === generation) {
      timer = setTimeout(() => void tick(loop), more ? 0 : intervalMs);
      timer.unref();
    }
  }

  return {
    locking,

    start() {
      if (running) return;
      running = true;
      lastPollAt = Date.now();
      const loop = ++generation;
      logger.info({ transport: transport.kind, locking, intervalMs }, "email worker started");
      timer = setTimeout(() => void tick(loop), 0);
      timer.unref();
    },

    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      stopping = true;
      try {
        await Promise.allSettled([...inFlight]);
      } finally {
        stopping = false;
      }
    },

    runOnce,

    alive() {
      // A poll may take a while (a slow SMTP server), so allow a minute beyond a few intervals.
      return running && Date.now() - lastPollAt < intervalMs * 3 + 60_000;
    },
  };
}
