import { desc, eq, inArray, or } from "drizzle-orm";
import { assessments, payments, type Assessment, type Payment } from "@shared/schema/index";
import type { Db } from "../../db/client";

/** Reads only rows that belong to one user. */
export function createAccountsRepository({ db }: { db: Db }) {
  return {
    /** The user's own assessments, newest first. */
    async assessmentsOf(userId: string): Promise<Assessment[]> {
      return db
        .select()
        .from(assessments)
        .where(eq(assessments.userId, userId))
        .orderBy(desc(assessments.completedAt), desc(assessments.createdAt));
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

    /** The user's payments: made by the user, or for one of the user's assessments; newest first. */
    async paymentsOf(userId: string): Promise<Payment[]> {
      const owned = db.select({ id: assessments.id }).from(assessments).where(eq(assessments.userId, userId));
      return db
        .select()
        .from(payments)
        .where(or(eq(payments.userId, userId), inArray(payments.assessmentId, owned)))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
