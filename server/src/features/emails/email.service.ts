import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { emailOutbox, type EmailJob, type EmailKind } from "@shared/schema/index";
import type { PageDto, PageQuery } from "@shared/validators/pagination";
import { pageWindow, toPage } from "../../lib/pagination";
import type { Lang } from "@shared/i18n/lang";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { countAttemptsSql, counterStateOf, type RateLimits } from "../../lib/rate-limit";

export interface EmailToQueue {
  kind: EmailKind;
  /** What makes this email one event: the same kind and key queue one job only. */
  key: string;
  to: string;
  language: Lang;
  payload: Record<string, unknown>;
}

/** The outbox's one dedupe rule: the kind, then the event's key. */
export const dedupeKeyOf = (kind: EmailKind, key: string): string => `${kind}:${key}`;

/**
 * Queues an email in the outbox, in the caller's transaction when given one, so the email exists
 * exactly when the event that causes it does. The worker delivers it with retries. Answers
 * whether a job was queued (false when the same event had already queued one).
 */
async function enqueueEmail(exec: Db, email: EmailToQueue): Promise<boolean> {
  const inserted = await exec
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      dedupeKey: dedupeKeyOf(email.kind, email.key),
      to: email.to,
      language: email.language,
      payload: email.payload,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

/** A limit on how many emails one recipient gets: at most `limit` per `windowSeconds` on the counter `key`. */
export interface RecipientLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The counter of every email nobody asked for (results, guardian notice, welcome), all recipients together. */
export const UNSOLICITED_COUNTER = "unsolicited-emails";
const HOUR = 60 * 60;

/** The hourly limit on emails nobody asked for, across all recipients (`UNSOLICITED_EMAILS_PER_HOUR`). */
export function unsolicitedLimit(config: Pick<Config, "unsolicitedEmailsPerHour">): RecipientLimit {
  return { key: UNSOLICITED_COUNTER, limit: config.unsolicitedEmailsPerHour, windowSeconds: HOUR };
}

/**
 * Queues an email unless one of `limits` is already reached: one statement counts the attempt on
 * each counter in turn, each only if the ones before it are within their limits (so an email a
 * recipient's own limit refuses costs nothing on the hourly limit of all recipients), and writes
 * the job when all are within. A counter this process already knows to be over its limit costs no
 * write at all. Answers whether a job was queued.
 */
async function enqueueEmailWithinLimit(
  db: Db,
  rateLimits: Pick<RateLimits, "isRefusedLocally" | "noteAttempt">,
  email: EmailToQueue,
  limits: RecipientLimit | readonly RecipientLimit[],
): Promise<boolean> {
  const all: readonly RecipientLimit[] = Array.isArray(limits) ? limits : [limits as RecipientLimit];
  if (all.length === 0) throw new Error("enqueueEmailWithinLimit needs a limit");
  if (all.some((limit) => rateLimits.isRefusedLocally(limit.key, limit.limit, limit.windowSeconds))) return false;
  const counted = all.map((limit, index) => {
    const name = sql.raw(`attempt${index}`);
    const previous = index > 0 ? sql.raw(`attempt${index - 1}`) : undefined;
    const onlyIf = previous
      ? sql`SELECT 1 FROM ${previous} WHERE ${previous}.count <= ${all[index - 1]!.limit}`
      : undefined;
    return sql`${name} AS (${countAttemptsSql(limit.key, 1, limit.windowSeconds, onlyIf)})`;
  });
  const last = sql.raw(`attempt${all.length - 1}`);
  const states = all.map((_, index) => {
    const name = sql.raw(`attempt${index}`);
    return sql`(SELECT count FROM ${name}) AS ${sql.raw(`count${index}`)}, (SELECT remaining_ms FROM ${name}) AS ${sql.raw(`remaining_ms${index}`)}`;
  });
  const result = await db.execute(sql`
    WITH ${sql.join(counted, sql`, `)},
    queued AS (
      INSERT INTO email_outbox (kind, dedupe_key, "to", language, payload)
      SELECT ${email.kind}, ${dedupeKeyOf(email.kind, email.key)}, ${email.to}, ${email.language}, ${JSON.stringify(email.payload)}::jsonb
      FROM ${last} WHERE ${last}.count <= ${all[all.length - 1]!.limit}
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    )
    SELECT ${sql.join(states, sql`, `)}, (SELECT count(*) FROM queued)::int AS queued`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  all.forEach((limit, index) => {
    // a counter the statement did not reach (one before it was over its limit) was not counted
    if (row?.[`count${index}`] === null || row?.[`count${index}`] === undefined) return;
    rateLimits.noteAttempt(
      limit.key,
      limit.limit,
      limit.windowSeconds,
      counterStateOf({ count: row[`count${index}`], remaining_ms: row[`remaining_ms${index}`] }),
    );
  });
  return Number(row?.queued ?? 0) > 0;
}

/** Jobs given up on (admin view), newest first. */
async function listFailedEmails(db: Db, query: PageQuery): Promise<PageDto<Omit<EmailJob, "payload">>> {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      dedupeKey: emailOutbox.dedupeKey,
      to: emailOutbox.to,
      language: emailOutbox.language,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .offset(offset);
  return toPage(rows, query);
}

/** Erasure of an assessment: the emails about it (queued or sent) carry the person's address. */
async function deleteEmailsAboutAssessmentTx(tx: Db, assessmentId: string, paymentIds: string[] = []): Promise<void> {
  const about = sql`${emailOutbox.payload}->>'assessmentId' = ${assessmentId}`;
  await tx
    .delete(emailOutbox)
    .where(paymentIds.length > 0 ? or(about, inArray(sql`${emailOutbox.payload}->>'paymentId'`, paymentIds)) : about);
}

/** The emails an account causes by itself, to its own address (not about a test or a payment). */
export const ACCOUNT_EMAIL_KINDS: EmailKind[] = ["welcome", "verify-email", "password-reset", "counsellor-decision"];

/** Erasure of an account whose email is not proven: only the emails the account itself caused. */
async function deleteAccountEmailsTx(tx: Db, email: string): Promise<void> {
  await tx
    .delete(emailOutbox)
    .where(and(sql`lower(${emailOutbox.to}) = ${email}`, inArray(emailOutbox.kind, ACCOUNT_EMAIL_KINDS)));
}

/** Erasure of a person (`email` in lower case): every email to that address. */
async function deleteEmailsToTx(tx: Db, email: string): Promise<void> {
  await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`);
}

function emailsOfAccount(account: { email: string; verified: boolean }, assessmentIds: string[], paymentIds: string[]) {
  const to = sql`lower(${emailOutbox.to}) = ${account.email.toLowerCase()}`;
  if (account.verified) return to;
  const own = [
    inArray(emailOutbox.kind, ACCOUNT_EMAIL_KINDS),
    ...(assessmentIds.length ? [inArray(sql`${emailOutbox.payload}->>'assessmentId'`, assessmentIds)] : []),
    ...(paymentIds.length ? [inArray(sql`${emailOutbox.payload}->>'paymentId'`, paymentIds)] : []),
  ];
  return and(to, or(...own));
}

/**
 * The outbox, written here only (one writer per table): every feature queues its emails through
 * this service, in its own transaction (`enqueueTx`) so that an email exists exactly when the event
 * that causes it does; the worker (email.worker.ts) delivers them.
 */
export function createEmailsService({
  db,
  rateLimits,
}: {
  db: Db;
  /** The app's rate limits (an email nobody asked for counts against its recipient's and the hourly limit). */
  rateLimits: Pick<RateLimits, "isRefusedLocally" | "noteAttempt">;
}) {
  return {
    /** See `enqueueEmail`: on the app's database. */
    enqueue: (email: EmailToQueue): Promise<boolean> => enqueueEmail(db, email),
    /** See `enqueueEmailWithinLimit`. */
    enqueueWithinLimit: (email: EmailToQueue, limits: RecipientLimit | readonly RecipientLimit[]): Promise<boolean> =>
      enqueueEmailWithinLimit(db, rateLimits, email, limits),
    /**
     * What the account's data export holds of emails: for a proven address every email sent to it;
     * otherwise those the account caused itself (its welcome, verification and reset links) and
     * those about its own tests and payments, never the history of an address it merely typed.
     */
    exportOfAccount: (
      account: { email: string; verified: boolean },
      assessmentIds: string[],
      paymentIds: string[],
    ): Promise<{ kind: EmailKind; status: EmailJob["status"]; createdAt: Date; sentAt: Date | null }[]> =>
      db
        .select({
          kind: emailOutbox.kind,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(emailsOfAccount(account, assessmentIds, paymentIds))
        .orderBy(desc(emailOutbox.createdAt)),
    /** Jobs given up on (admin view), newest first. */
    listFailed: (query: PageQuery): Promise<PageDto<Omit<EmailJob, "payload">>> => listFailedEmails(db, query),

    // Inside a transaction another feature holds.
    /** Queues an email in the caller's transaction (`enqueueEmail`). */
    enqueueTx: enqueueEmail,
    deleteEmailsAboutAssessmentTx,
    deleteAccountEmailsTx,
    deleteEmailsToTx,
  };
}
export type EmailsService = ReturnType<typeof createEmailsService>;
