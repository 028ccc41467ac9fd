import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { schoolClasses } from "./schools";
import { users } from "./users";

export interface StoredResponse {
  questionSet: number;
  liked: string;
  disliked: string;
}

/** A completed test. The id is random (128 bits, base64url), so holding it is the proof of access to the preview. */
export const assessments = pgTable(
  "assessments",
  {
    id: text("id").primaryKey(),
    /** Chosen by the browser once per test, so a retried submission cannot create a second assessment. */
    submissionId: uuid("submission_id"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Submitted by a signed-in account (true), not claimed into one later: only such a test earns the retake discount. */
    takenSignedIn: boolean("taken_signed_in").notNull().default(false),
    /** Bumped when the test is claimed into an account: the claim secret given before then stops working. */
    claimGeneration: integer("claim_generation").notNull().default(0),
    /**
     * Taken by a signed-in person before their 30 days had passed: kept and readable, but never their
     * latest test (no retake date moves), never compared, and never sold (no report).
     */
    practice: boolean("practice").notNull().default(false),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    age: text("age").notNull(),
    /** Highest level reached or in progress. */
    education: text("education").notNull(),
    /** Answer to the optional "¿Estudias actualmente?"; null when not answered. */
    currentlyStudying: boolean("currently_studying"),
    country: text("country").notNull(),
    language: text("language", { enum: ["es", "en"] })
      .notNull()
      .default("es"),
    isPrepaid: boolean("is_prepaid").notNull().default(false),
    responses: jsonb("responses").$type<StoredResponse[]>().notNull(),
    /** Raw score per type: likes minus dislikes, -15..15. */
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    hollandCode: text("holland_code").notNull(),
    isPaid: boolean("is_paid").notNull().default(false),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the person agreed, on the completion form, to the use of their data (null: not recorded). */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    /** Below their country's age of digital consent: the parent's or guardian's email, and when they agreed. */
    guardianEmail: text("guardian_email"),
    guardianConsentAt: timestamp("guardian_consent_at", { withTimezone: true }),
    /**
     * A minor who took the test through a class whose school confirmed it holds the guardians' written
     * authorization, without naming a guardian: when that confirmation stood in for the guardian's consent.
     */
    schoolConsentAt: timestamp("school_consent_at", { withTimezone: true }),
    /**
     * Deleted by its taker while a payment still refers to it: the personal fields are erased, the
     * row stays only as the payment's accounting record and is shown to nobody.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Taken through a class's join link (schools feature): counted against that class's size, not the address's limit. */
    classId: uuid("class_id").references(() => schoolClasses.id, { onDelete: "set null" }),
    /**
     * When the student (and, below the consent age, the guardian they named) agreed that the class's
     * counsellor may read their full report (DECISIONS 38); null: the counsellor sees name, status and
     * two main types only. Withdrawn by the student at any time (set back to null).
     */
    counsellorMayReadAt: timestamp("counsellor_may_read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("assessments_submission_key").on(t.submissionId),
    index("assessments_user_idx").on(t.userId, t.completedAt),
    index("assessments_email_idx").on(t.email),
    index("assessments_retention_idx").on(t.isPaid, t.createdAt),
    index("assessments_class_idx").on(t.classId, t.completedAt),
  ],
);

export type Assessment = typeof assessments.$inferSelect;
export type NewAssessment = typeof assessments.$inferInsert;
