import { emailOutbox, type EmailKind } from "@shared/schema/index";
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
