import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { assessments, payments, type Assessment, type Payment } from "@shared/schema/index";
import type { PageQuery } from "@shared/validators/pagination";
import type { Db } from "../../db/client";
import { pageWindow } from "../../lib/pagination";

/** Reads only rows that belong to one user. */
export function createAccountsRepository({ db }: { db: Db }) {
  return {
    /** One page of the user's own assessments, newest first (one row more than the page: see toPage). */
    async assessmentsOf(userId: string, query: PageQuery): Promise<Assessment[]> {
      const { limit, offset } = pageWindow(query);
      return db
        .select()
        .from(assessments)
        .where(eq(assessments.userId, userId))
        .orderBy(desc(assessments.completedAt), desc(assessments.createdAt), desc(assessments.id))
        .limit(limit)
        .offset(offset);
    },

    /** The user's two latest tests by when they were taken, newest first (for the retake comparison). */
    async latestTwoOf(userId: string): Promise<Assessment[]> {
      return (
        db
          .select()
          .from(assessments)
          // a practice run is never compared: the two real tests are
          .where(and(eq(assessments.userId, userId), isNull(assessments.deletedAt), eq(assessments.practice, false)))
          .orderBy(desc(assessments.createdAt), desc(assessments.id))
          .limit(2)
      );
    },

    /** How many assessments the user owns, and how many of them are paid. */
    async countsOf(userId: string): Promise<{ assessments: number; paid: number }> {
      const [row] = await db
        .select({
          assessments: sql<number>`count(*)::int`,
          paid: sql<number>`(count(*) filter (where ${assessments.isPaid}))::int`,
        })
        .from(assessments)
        .where(eq(assessments.userId, userId));
      return { assessments: Number(row?.assessments ?? 0), paid: Number(row?.paid ?? 0) };
    },

    /** Every payment of these assessments, newest first. */
    async paymentsOfAssessments(assessmentIds: string[]): Promise<Payment[]> {
      if (assessmentIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.assessmentId, assessmentIds))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /** One page of the user's payments: made by the user, or for one of the user's assessments; newest first. */
    async paymentsOf(userId: string, query: PageQuery): Promise<Payment[]> {
      const { limit, offset } = pageWindow(query);
      // Two indexed lookups joined by UNION: an OR across both would scan every payment.
      const mine = union(
        db.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId)),
        db
          .select({ id: payments.id })
          .from(payments)
          .innerJoin(assessments, eq(assessments.id, payments.assessmentId))
          .where(eq(assessments.userId, userId)),
      );
      return db
        .select()
        .from(payments)
        .where(inArray(payments.id, mine))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
