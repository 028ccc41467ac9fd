import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import {
  accessCodes,
  assessments,
  emailOutbox,
  passwordResetTokens,
  payments,
  referrals,
  sellers,
  sessions,
  users,
  type User,
} from "@shared/schema/index";
import type { Db } from "../../db/client";

/**
 * The data rights of the people we serve: everything an account holds, as JSON; and erasure.
 * Erasing keeps payments as accounting records (amount, currency, date, provider references) with
 * no personal data; an assessment a payment still refers to is kept the same way, emptied of the
 * person's fields and shown to nobody.
 */
export function createPrivacyService({ db }: { db: Db }) {
  /** Erases one assessment's personal data: deleted outright, or emptied when a payment refers to it. */
  async function eraseAssessment(tx: Db, id: string): Promise<void> {
    const [row] = await tx
      .select({ id: assessments.id, email: assessments.email, guardianEmail: assessments.guardianEmail })
      .from(assessments)
      .where(eq(assessments.id, id));
    if (!row) return;
    const paymentRows = await tx
      .select({ id: payments.id, referralId: payments.referralId })
      .from(payments)
      .where(eq(payments.assessmentId, id));
    // Emails about it (queued or sent) carry the person's address.
    await tx.delete(emailOutbox).where(sql`${emailOutbox.payload}->>'assessmentId' = ${id}`);
    await tx.update(accessCodes).set({ usedByEmail: null }).where(eq(accessCodes.usedByAssessmentId, id));
    if (paymentRows.length === 0) {
      await tx.delete(assessments).where(eq(assessments.id, id));
      return;
    }
    const paymentIds = paymentRows.map((p) => p.id);
    await tx
      .update(payments)
      .set({ customerData: null, userId: null, updatedAt: new Date() })
      .where(inArray(payments.id, paymentIds));
    await tx.update(referrals).set({ userName: null, userEmail: null }).where(inArray(referrals.paymentId, paymentIds));
    const referralIds = paymentRows.map((p) => p.referralId).filter((r): r is string => r !== null);
    if (referralIds.length)
      await tx.update(referrals).set({ userName: null, userEmail: null }).where(inArray(referrals.id, referralIds));
    await tx
      .update(assessments)
      .set({
        fullName: "",
        email: "",
        age: "",
        education: "",
        guardianEmail: null,
        guardianConsentAt: null,
        userId: null,
        submissionId: null,
        deletedAt: new Date(),
      })
      .where(eq(assessments.id, id));
  }

  return {
    eraseAssessment: (id: string) => db.transaction((tx) => eraseAssessment(tx as unknown as Db, id)),

    /** Everything the account holds, and nothing of anyone else's. */
    async exportAccount(user: User) {
      const own = await db
        .select()
        .from(assessments)
        .where(and(eq(assessments.userId, user.id), isNull(assessments.deletedAt)))
        .orderBy(desc(assessments.createdAt));
      const ids = own.map((a) => a.id);
      const paymentRows = await db
        .select()
        .from(payments)
        .where(
          ids.length
            ? or(eq(payments.userId, user.id), inArray(payments.assessmentId, ids))
            : eq(payments.userId, user.id),
        )
        .orderBy(desc(payments.createdAt));
      const sessionRows = await db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      const mail = await db
        .select({
          kind: emailOutbox.kind,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.to}) = ${user.email.toLowerCase()}`)
        .orderBy(desc(emailOutbox.createdAt));
      const [seller] = await db.select().from(sellers).where(eq(sellers.userId, user.id));
      return {
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id,
          name: user.name,
          email: user.email,
          country: user.country,
          role: user.role,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        },
        assessments: own.map((a) => ({
          id: a.id,
          fullName: a.fullName,
          email: a.email,
          age: a.age,
          education: a.education,
          country: a.country,
          language: a.language,
          responses: a.responses,
          scores: a.scores,
          hollandCode: a.hollandCode,
          isPaid: a.isPaid,
          paidAt: a.paidAt,
          completedAt: a.completedAt,
          consentAt: a.consentAt,
          guardianEmail: a.guardianEmail,
          guardianConsentAt: a.guardianConsentAt,
        })),
        payments: paymentRows.map((p) => ({
          id: p.id,
          assessmentId: p.assessmentId,
          provider: p.provider,
          amount: p.amount,
          currency: p.currency,
          localAmount: p.localAmount,
          localCurrency: p.localCurrency,
          status: p.status,
          maskedCard: p.maskedCard,
          customerData: p.customerData,
          createdAt: p.createdAt,
          completedAt: p.completedAt,
        })),
        sessions: sessionRows,
        emails: mail,
        // A seller's own record; the people it referred are theirs, not the seller's, and are not included.
        seller: seller
          ? {
              name: seller.name,
              email: seller.email,
              referralCode: seller.referralCode,
              commissionRate: seller.commissionRate,
              isActive: seller.isActive,
              createdAt: seller.createdAt,
            }
          : null,
      };
    },

    /**
     * Deletes the account: its assessments (and the anonymous ones taken with its email) are erased,
     * payments stay as accounting records without personal data, a seller record keeps its
     * commissions without a name or email, and the user row goes with its sessions.
     */
    async deleteAccount(user: User): Promise<void> {
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const email = user.email.toLowerCase();
        const owned = await tx
          .select({ id: assessments.id })
          .from(assessments)
          .where(
            or(
              eq(assessments.userId, user.id),
              and(isNull(assessments.userId), sql`lower(${assessments.email}) = ${email}`),
            ),
          );
        for (const { id } of owned) await eraseAssessment(tx, id);
        await tx.update(payments).set({ customerData: null, userId: null }).where(eq(payments.userId, user.id));
        await tx
          .update(referrals)
          .set({ userName: null, userEmail: null })
          .where(sql`lower(${referrals.userEmail}) = ${email}`);
        await tx
          .update(accessCodes)
          .set({ email: null })
          .where(sql`lower(${accessCodes.email}) = ${email}`);
        await tx
          .update(accessCodes)
          .set({ usedByEmail: null })
          .where(sql`lower(${accessCodes.usedByEmail}) = ${email}`);
        await tx.update(sellers).set({ name: "", email: "", isActive: false }).where(eq(sellers.userId, user.id));
        await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`);
        await tx.delete(users).where(eq(users.id, user.id));
      });
    },

    /**
     * The periodic clean-up: expired sessions, used or expired reset links, counters no limit
     * reads any more, and unpaid assessments taken without an account older than `retentionMonths`.
     */
    async cleanUp(options: { retentionMonths: number; now?: Date }) {
      const now = options.now ?? new Date();
      const expiredSessions = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      const resetLinks = await db
        .delete(passwordResetTokens)
        .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
        .returning({ id: passwordResetTokens.id });
      // The longest window any limit uses is a day.
      const counters = (await db.execute(
        sql`DELETE FROM rate_limits WHERE window_start < ${new Date(now.getTime() - 2 * 86_400_000).toISOString()}::timestamptz RETURNING key`,
      )) as unknown as { rows: unknown[] };
      const cutoff = new Date(now);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - options.retentionMonths);
      const stale = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(
          and(
            isNull(assessments.userId),
            eq(assessments.isPaid, false),
            isNull(assessments.deletedAt),
            lt(assessments.createdAt, cutoff),
          ),
        )
        .limit(1000);
      for (const { id } of stale) await db.transaction((tx) => eraseAssessment(tx as unknown as Db, id));
      return {
        sessions: expiredSessions.length,
        resetLinks: resetLinks.length,
        counters: counters.rows.length,
        assessments: stale.length,
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
