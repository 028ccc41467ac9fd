import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { assessments, emailOutbox, payments, sellers, sessions, type User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { deleteStaleCounters } from "../../lib/rate-limit";
import {
  assessmentExistsTx,
  assessmentIdsOfPersonTx,
  assessmentIdsOfUserTx,
  deleteAssessmentTx,
  emptyAssessmentTx,
  anonymousAssessmentIdsOfClasses,
  staleAnonymousAssessmentIds,
} from "../assessment/assessment.service";
import { deleteSpentResetLinks, deleteUserTx } from "../auth/auth.service";
import { deleteSpentVerificationLinks, hasVerifiedEmail } from "../auth/email-verification.service";
import { deleteExpiredSessions } from "../auth/sessions.service";
import {
  ACCOUNT_EMAIL_KINDS,
  deleteAccountEmailsTx,
  deleteEmailsAboutAssessmentTx,
  deleteEmailsToTx,
} from "../emails/email.service";
import { forgetAccessCodeEmailTx, forgetAccessCodeUserOfAssessmentTx } from "../payments/access-codes.service";
import { erasePaymentsBuyerTx, erasePaymentsOfUserTx, paymentsOfAssessmentTx } from "../payments/payments.service";
import { eraseReferralBuyerEmailTx, eraseReferralBuyersOfPaymentsTx } from "../referrals/referrals.service";
import { counsellorExportOf, deleteClassesTx, expiredClassIds } from "../schools/schools.service";
import { eraseSellerOfUserTx } from "../sellers/sellers.service";
import { revokeSharesOfAssessmentTx } from "../sharing/sharing.service";

/**
 * The emails that are the account's: for a proven address every email sent to it; otherwise those
 * the account caused itself (its welcome, verification and reset links) and those about its own
 * tests and payments, never the history of an address it merely typed.
 */
function emailsOfAccount(user: User, assessmentIds: string[], paymentIds: string[]) {
  const to = sql`lower(${emailOutbox.to}) = ${user.email.toLowerCase()}`;
  if (hasVerifiedEmail(user)) return to;
  const own = [
    inArray(emailOutbox.kind, ACCOUNT_EMAIL_KINDS),
    ...(assessmentIds.length ? [inArray(sql`${emailOutbox.payload}->>'assessmentId'`, assessmentIds)] : []),
    ...(paymentIds.length ? [inArray(sql`${emailOutbox.payload}->>'paymentId'`, paymentIds)] : []),
  ];
  return and(to, or(...own));
}

/**
 * The data rights of the people we serve: everything an account holds, as JSON; and erasure.
 * Erasing keeps payments as accounting records (amount, currency, date, provider references) with
 * no personal data; an assessment a payment still refers to is kept the same way, emptied of the
 * person's fields and shown to nobody. Erasure is orchestrated here, in one transaction; each
 * table is changed by the feature that owns it.
 */
export function createPrivacyService({
  db,
  forgetRendered = async () => {},
  forgetShareImages = async () => {},
}: {
  db: Db;
  /** Removes an assessment's rendered PDFs from the report cache (memory and DATA_DIR/reports). */
  forgetRendered?: (assessmentId: string) => Promise<void>;
  /** Removes the pictures of share links (memory and DATA_DIR/share-images): they show the first name. */
  forgetShareImages?: (shareIds: string[]) => Promise<void>;
}) {
  interface Erased {
    assessments: string[];
    shares: string[];
  }

  /** Erases one assessment's personal data: deleted outright, or emptied when a payment refers to it. */
  async function eraseAssessment(tx: Db, id: string, erased: Erased): Promise<void> {
    if (!(await assessmentExistsTx(tx, id))) return;
    erased.assessments.push(id);
    erased.shares.push(...(await revokeSharesOfAssessmentTx(tx, id)));
    const paymentRows = await paymentsOfAssessmentTx(tx, id);
    // Emails about it or its payments (queued or sent: report, results, guardian, refund, gift receipt) carry addresses.
    await deleteEmailsAboutAssessmentTx(
      tx,
      id,
      paymentRows.map((p) => p.id),
    );
    await forgetAccessCodeUserOfAssessmentTx(tx, id);
    if (paymentRows.length === 0) {
      await deleteAssessmentTx(tx, id);
      return;
    }
    const paymentIds = paymentRows.map((p) => p.id);
    await erasePaymentsBuyerTx(tx, paymentIds);
    const referralIds = paymentRows.map((p) => p.referralId).filter((r): r is string => r !== null);
    await eraseReferralBuyersOfPaymentsTx(tx, paymentIds, referralIds);
    await emptyAssessmentTx(tx, id);
  }

  /** Runs an erasure in one transaction, then removes the cached PDFs and share pictures of what it erased. */
  async function erasing(work: (tx: Db, erased: Erased) => Promise<void>): Promise<void> {
    const erased: Erased = { assessments: [], shares: [] };
    await db.transaction((tx) => work(tx as unknown as Db, erased));
    await Promise.all([...erased.assessments.map((id) => forgetRendered(id)), forgetShareImages(erased.shares)]);
  }

  return {
    eraseAssessment: (id: string) => erasing((tx, erased) => eraseAssessment(tx, id, erased)),

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
        .where(
          emailsOfAccount(
            user,
            ids,
            paymentRows.map((p) => p.id),
          ),
        )
        .orderBy(desc(emailOutbox.createdAt));
      const [seller] = await db.select().from(sellers).where(eq(sellers.userId, user.id));
      const counsellor = await counsellorExportOf(db, user.id);
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
        // A school counsellor's school and classes; the students' tests are theirs and are not included.
        counsellor,
      };
    },

    /**
     * Deletes the account: its assessments are erased, payments stay as accounting records without
     * personal data, a seller record keeps its commissions without a name or email, and the user row
     * goes with its sessions. What was done with the account's email without the account (tests,
     * emails, referrals, access codes) is erased too only when the owner proved that email
     * (DECISIONS 31): an unverified address erases nothing of anyone else's.
     */
    async deleteAccount(user: User): Promise<void> {
      await erasing(async (tx, erased) => {
        const verified = hasVerifiedEmail(user);
        const email = user.email.toLowerCase();
        const ids = verified
          ? await assessmentIdsOfPersonTx(tx, user.id, email)
          : await assessmentIdsOfUserTx(tx, user.id);
        for (const id of ids) await eraseAssessment(tx, id, erased);
        await erasePaymentsOfUserTx(tx, user.id);
        if (verified) {
          await eraseReferralBuyerEmailTx(tx, email);
          await forgetAccessCodeEmailTx(tx, email);
          await deleteEmailsToTx(tx, email);
        } else {
          await deleteAccountEmailsTx(tx, email);
        }
        await eraseSellerOfUserTx(tx, user.id);
        await deleteUserTx(tx, user.id);
      });
    },

    /**
     * The periodic clean-up: expired sessions, used or expired reset links, counters no limit
     * reads any more, unpaid assessments taken without an account older than `retentionMonths`,
     * and schools' classes one year after their school year.
     */
    async cleanUp(options: { retentionMonths: number; now?: Date }) {
      const now = options.now ?? new Date();
      const expiredSessions = await deleteExpiredSessions(db, now);
      const resetLinks = (await deleteSpentResetLinks(db, now)) + (await deleteSpentVerificationLinks(db, now));
      // The longest window any limit uses is a day.
      const counters = await deleteStaleCounters(db, new Date(now.getTime() - 2 * 86_400_000));
      const cutoff = new Date(now);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - options.retentionMonths);
      const stale = await staleAnonymousAssessmentIds(db, cutoff, 1000);
      for (const id of stale) await erasing((tx, erased) => eraseAssessment(tx, id, erased));
      // A school's classes go one year after their school year, with the unpaid tests taken in them without an account.
      const classes = await expiredClassIds(db, now, 100);
      const classTests = await anonymousAssessmentIdsOfClasses(db, classes);
      for (const id of classTests) await erasing((tx, erased) => eraseAssessment(tx, id, erased));
      if (classes.length > 0) await db.transaction((tx) => deleteClassesTx(tx as unknown as Db, classes));
      return {
        sessions: expiredSessions,
        resetLinks,
        counters,
        assessments: stale.length + classTests.length,
        classes: classes.length,
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
