import { desc, eq } from "drizzle-orm";
import { emailOutbox, type EmailJob, type EmailKind } from "@shared/schema/index";
import type { PageDto, PageQuery } from "@shared/validators/pagination";
import { pageWindow, toPage } from "../../lib/pagination";
import type { Lang } from "@shared/i18n/lang";
import type { Db } from "../../db/client";

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
