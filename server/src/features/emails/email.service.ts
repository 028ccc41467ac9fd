import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { emailOutbox, type EmailJob, type EmailKind } from "@shared/schema/index";
import type { PageDto, PageQuery } from "@shared/validators/pagination";
import { pageWindow, toPage } from "../../lib/pagination";
import type { Lang } from "@shared/i18n/lang";
import type { Db } from "../../db/client";
import { countAttemptsSql, counterStateOf, isRefusedLocally, noteAttempt } from "../../lib/rate-limit";

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
export async function enqueueEmail(exec: Db, email: EmailToQueue): Promise<boolean> {
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

/**
 * Queues an email unless its recipient already had `limit.limit` in the window: one statement
 * counts the attempt and writes the job when it is within the limit (a recipient this process
 * already knows to be over it costs no write at all). Answers whether a job was queued.
 */
export async function enqueueEmailWithinLimit(db: Db, email: EmailToQueue, limit: RecipientLimit): Promise<boolean> {
  if (isRefusedLocally(db, limit.key, limit.limit, limit.windowSeconds)) return false;
  const result = await db.execute(sql`
    WITH attempt AS (${countAttemptsSql(limit.key, 1, limit.windowSeconds)}),
    queued AS (
      INSERT INTO email_outbox (kind, dedupe_key, "to", language, payload)
      SELECT ${email.kind}, ${dedupeKeyOf(email.kind, email.key)}, ${email.to}, ${email.language}, ${JSON.stringify(email.payload)}::jsonb
      FROM attempt WHERE attempt.count <= ${limit.limit}
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    )
    SELECT attempt.count, attempt.remaining_ms, (SELECT count(*) FROM queued)::int AS queued FROM attempt`);
  const [row] = (result as unknown as { rows: { count: unknown; remaining_ms: unknown; queued: unknown }[] }).rows;
  noteAttempt(db, limit.key, limit.limit, limit.windowSeconds, counterStateOf(row));
  return Number(row?.queued ?? 0) > 0;
}

/** Jobs given up on (admin view), newest first. */
export async function listFailedEmails(db: Db, query: PageQuery): Promise<PageDto<Omit<EmailJob, "payload">>> {
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
export async function deleteEmailsAboutAssessmentTx(
  tx: Db,
  assessmentId: string,
  paymentIds: string[] = [],
): Promise<void> {
  const about = sql`${emailOutbox.payload}->>'assessmentId' = ${assessmentId}`;
  await tx
    .delete(emailOutbox)
    .where(paymentIds.length > 0 ? or(about, inArray(sql`${emailOutbox.payload}->>'paymentId'`, paymentIds)) : about);
}

/** The emails an account causes by itself, to its own address (not about a test or a payment). */
export const ACCOUNT_EMAIL_KINDS: EmailKind[] = ["welcome", "verify-email", "password-reset"];

/** Erasure of an account whose email is not proven: only the emails the account itself caused. */
export async function deleteAccountEmailsTx(tx: Db, email: string): Promise<void> {
  await tx
    .delete(emailOutbox)
    .where(and(sql`lower(${emailOutbox.to}) = ${email}`, inArray(emailOutbox.kind, ACCOUNT_EMAIL_KINDS)));
}

/** Erasure of a person (`email` in lower case): every email to that address. */
export async function deleteEmailsToTx(tx: Db, email: string): Promise<void> {
  await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`);
}
