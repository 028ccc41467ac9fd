import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const EMAIL_KINDS = [
  "report",
  "welcome",
  "refund",
  "password-reset",
  "guardian",
  "gift-receipt",
  "results",
  "verify-email",
  "counsellor-decision",
] as const;
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * Email outbox: a job is written in the same transaction as the event that causes it and
 * delivered by a worker with retries. `dedupeKey` makes the same event queue one job only.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    to: text("to").notNull(),
    language: text("language", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.dedupeKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export type EmailKind = (typeof EMAIL_KINDS)[number];
export type EmailJob = typeof emailOutbox.$inferSelect;
