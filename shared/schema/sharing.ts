import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { assessments } from "./assessment";

/**
 * A public link to a result's free preview, separate from the assessment id: its id is 128+ random
 * bits (base64url), it shows the first name only, and its owner can revoke it.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: text("id").primaryKey(),
    assessmentId: text("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    /** The sharer's language: the preview picture and the page default to it. */
    lang: text("lang", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("share_links_assessment_idx").on(t.assessmentId)],
);

export type ShareLink = typeof shareLinks.$inferSelect;
