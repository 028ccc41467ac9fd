import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const COUNSELLOR_STATUSES = ["pending", "approved", "rejected"] as const;

/**
 * A school counsellor ("orientador/a"): an account with the role `counsellor` and the school it
 * works for. Signed up by the counsellor (pending until the admin approves) or created by the admin
 * (approved). Only an approved counsellor creates classes.
 */
export const counsellors = pgTable(
  "counsellors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolName: text("school_name").notNull(),
    /** ISO country code of the school (shared/i18n/countries.ts). */
    country: text("country").notNull(),
    city: text("city").notNull(),
    status: text("status", { enum: COUNSELLOR_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the admin approved or rejected it (or created it approved). */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The language they signed up in: the admin's decision is emailed in it. */
    language: text("language", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
  },
  (t) => [uniqueIndex("counsellors_user_key").on(t.userId), index("counsellors_status_idx").on(t.status, t.createdAt)],
);

/**
 * A class a counsellor runs the test with. Students join through its short code (the link and the
 * QR carry it) without an account; at most `size` submissions are stored for it, whatever the
 * network address they come from.
 */
export const schoolClasses = pgTable(
  "school_classes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    counsellorId: uuid("counsellor_id")
      .notNull()
      .references(() => counsellors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    grade: text("grade").notNull(),
    /** The school year the class belongs to (its data is kept one year after it, DECISIONS 38). */
    year: integer("year").notNull(),
    /** The most submissions the class takes (the counsellor's declared class size). */
    size: integer("size").notNull(),
    /** The short join code students type or open (unambiguous letters and digits). */
    joinCode: text("join_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Closed by the counsellor: no more students join. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /**
     * The last school year the school renewed the class's keeping for (null: never renewed). Its data is
     * deleted one year after `coalesce(kept_through, year)` (DECISIONS 38), on 1 January two years after it.
     */
    keptThrough: integer("kept_through"),
    /**
     * When the counsellor confirmed that the school holds the written authorization of the parent or guardian of
     * each student of the class under the age of consent (only where the school's country has a known rule:
     * shared/content/school-consent.ts), and who confirmed it. The class's minors then need not name a guardian.
     */
    schoolConsentAt: timestamp("school_consent_at", { withTimezone: true }),
    schoolConsentBy: uuid("school_consent_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("school_classes_join_code_key").on(t.joinCode),
    index("school_classes_counsellor_idx").on(t.counsellorId, t.createdAt),
  ],
);

/**
 * A student's way through a class's link before a name is known: the browser's own random token,
 * when it opened the link ("joined"), when it started the test ("in progress") and when the test it
 * started was stored (finished). No name, no address, nothing of the answers: the roster counts these.
 */
export const classStarts = pgTable(
  "class_starts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => schoolClasses.id, { onDelete: "cascade" }),
    /** Chosen by the browser (kept in the tab), so a reload is the same student. */
    token: uuid("token").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("class_starts_token_key").on(t.token), index("class_starts_class_idx").on(t.classId, t.openedAt)],
);

export type Counsellor = typeof counsellors.$inferSelect;
export type SchoolClass = typeof schoolClasses.$inferSelect;
export type NewCounsellor = typeof counsellors.$inferInsert;
