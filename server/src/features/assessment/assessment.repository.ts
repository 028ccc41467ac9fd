import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { assessments, type Assessment, type NewAssessment } from "@shared/schema/index";
import type { Db } from "../../db/client";

export function createAssessmentRepository({ db }: { db: Db }) {
  // The results page's read, built once and prepared on each connection (not re-planned per request).
  const byId = db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, sql.placeholder("id")), isNull(assessments.deletedAt)))
    .prepare("assessment_by_id");
  return {
    /** Inserts the assessment unless its submissionId was already stored; returns the stored row either way. */
    /** Stores a submission once per submissionId; answers the stored id and whether this call created it. */
    async insertOnce(values: NewAssessment): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db
        .insert(assessments)
        .values(values)
        .onConflictDoNothing({ target: assessments.submissionId })
        .returning({ id: assessments.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(eq(assessments.submissionId, values.submissionId!));
      return { id: existing!.id, created: false };
    },

    /** The user's latest test (by when it was taken): when, and under which submission. */
    async latestOf(userId: string): Promise<{ createdAt: Date; submissionId: string | null } | undefined> {
      const [row] = await db
        .select({ createdAt: assessments.createdAt, submissionId: assessments.submissionId })
        .from(assessments)
        .where(and(eq(assessments.userId, userId), isNull(assessments.deletedAt)))
        .orderBy(desc(assessments.createdAt))
        .limit(1);
      return row;
    },

    /** An assessment nobody deleted (a deleted one kept for its payment's accounting is shown to nobody). */
    async findById(id: string): Promise<Assessment | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
  };
}
export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
