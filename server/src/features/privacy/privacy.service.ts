import type { User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import type { RateLimits } from "../../lib/rate-limit";
import type { AssessmentService } from "../assessment/assessment.service";
import type { AuthService } from "../auth/auth.service";
import { hasVerifiedEmail, type EmailVerificationService } from "../auth/email-verification.service";
import type { SessionStore } from "../auth/sessions.service";
import type { EmailsService } from "../emails/email.service";
import type { AccessCodesService } from "../payments/access-codes.service";
import type { PaymentsService } from "../payments/payments.service";
import type { ReferralsService } from "../referrals/referrals.service";
import type { SchoolsService } from "../schools/schools.service";
import type { SellersService } from "../sellers/sellers.service";
import type { SharingService } from "../sharing/sharing.service";

export interface PrivacyServiceDeps {
  db: Db;
  /** The assessments feature: which tests are a person's, and erasing one. */
  assessments: Pick<
    AssessmentService,
    "existsTx" | "idsOfPersonTx" | "idsOfUserTx" | "deleteTx" | "emptyTx" | "staleAnonymousIds" | "exportOfUser"
  >;
  // Each feature that holds a person's data erases its own (inside the erasure's transaction).
  auth: Pick<AuthService, "deleteUserTx" | "deleteSpentResetLinks">;
  emailVerification: Pick<EmailVerificationService, "deleteSpentVerificationLinks">;
  sessions: Pick<SessionStore, "deleteExpired" | "exportOf">;
  emails: Pick<
    EmailsService,
    "deleteEmailsAboutAssessmentTx" | "deleteAccountEmailsTx" | "deleteEmailsToTx" | "exportOfAccount"
  >;
  accessCodes: Pick<AccessCodesService, "forgetAccessCodeUserOfAssessmentTx" | "forgetAccessCodeEmailTx">;
  payments: Pick<PaymentsService, "ofAssessmentTx" | "eraseBuyerTx" | "eraseBuyerOfUserTx" | "exportOf">;
  referrals: Pick<ReferralsService, "eraseReferralBuyersOfPaymentsTx" | "eraseReferralBuyerEmailTx">;
  sellers: Pick<SellersService, "eraseSellerOfUserTx" | "exportOfUser">;
  sharing: Pick<SharingService, "revokeSharesOfAssessmentTx">;
  /** A school counsellor's record in the export, and the classes past keeping (DECISIONS 38) in the clean-up. */
  schools?: Pick<SchoolsService, "exportOf" | "expiredClasses" | "deleteClassesTx">;
  /** The rate-limit counters the clean-up removes once no limit reads them. */
  rateLimits: Pick<RateLimits, "deleteStale">;
  /** Removes an assessment's rendered PDFs from the report cache (memory and DATA_DIR/reports). */
  forgetRendered?: (assessmentId: string) => Promise<void>;
  /** Removes the pictures of share links (memory and DATA_DIR/share-images): they show the first name. */
  forgetShareImages?: (shareIds: string[]) => Promise<void>;
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
  assessments: assessmentsFeature,
  auth,
  emailVerification,
  sessions: sessionStore,
  emails,
  accessCodes,
  payments: paymentsFeature,
  referrals,
  sellers: sellersFeature,
  sharing,
  rateLimits,
  schools,
  forgetRendered = async () => {},
  forgetShareImages = async () => {},
}: PrivacyServiceDeps) {
  interface Erased {
    assessments: string[];
    shares: string[];
  }

  /** Erases one assessment's personal data: deleted outright, or emptied when a payment refers to it. */
  async function eraseAssessment(tx: Db, id: string, erased: Erased): Promise<void> {
    if (!(await assessmentsFeature.existsTx(tx, id))) return;
    erased.assessments.push(id);
    erased.shares.push(...(await sharing.revokeSharesOfAssessmentTx(tx, id)));
    const paymentRows = await paymentsFeature.ofAssessmentTx(tx, id);
    // Emails about it or its payments (queued or sent: report, results, guardian, refund, gift receipt) carry addresses.
    await emails.deleteEmailsAboutAssessmentTx(
      tx,
      id,
      paymentRows.map((p) => p.id),
    );
    await accessCodes.forgetAccessCodeUserOfAssessmentTx(tx, id);
    if (paymentRows.length === 0) {
      await assessmentsFeature.deleteTx(tx, id);
      return;
    }
    const paymentIds = paymentRows.map((p) => p.id);
    await paymentsFeature.eraseBuyerTx(tx, paymentIds);
    const referralIds = paymentRows.map((p) => p.referralId).filter((r): r is string => r !== null);
    await referrals.eraseReferralBuyersOfPaymentsTx(tx, paymentIds, referralIds);
    await assessmentsFeature.emptyTx(tx, id);
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
      const own = await assessmentsFeature.exportOfUser(user.id);
      const ids = own.map((a) => a.id);
      const paymentRows = await paymentsFeature.exportOf(user.id, ids);
      const sessionRows = await sessionStore.exportOf(user.id);
      const mail = await emails.exportOfAccount(
        { email: user.email, verified: hasVerifiedEmail(user) },
        ids,
        paymentRows.map((p) => p.id),
      );
      const seller = await sellersFeature.exportOfUser(user.id);
      const counsellor = (await schools?.exportOf(user.id)) ?? null;
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
        assessments: own,
        payments: paymentRows,
        sessions: sessionRows,
        emails: mail,
        // A seller's own record; the people it referred are theirs, not the seller's, and are not included.
        seller,
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
          ? await assessmentsFeature.idsOfPersonTx(tx, user.id, email)
          : await assessmentsFeature.idsOfUserTx(tx, user.id);
        for (const id of ids) await eraseAssessment(tx, id, erased);
        await paymentsFeature.eraseBuyerOfUserTx(tx, user.id);
        if (verified) {
          await referrals.eraseReferralBuyerEmailTx(tx, email);
          await accessCodes.forgetAccessCodeEmailTx(tx, email);
          await emails.deleteEmailsToTx(tx, email);
        } else {
          await emails.deleteAccountEmailsTx(tx, email);
        }
        await sellersFeature.eraseSellerOfUserTx(tx, user.id);
        await auth.deleteUserTx(tx, user.id);
      });
    },

    /**
     * The periodic clean-up: expired sessions, used or expired reset links, counters no limit
     * reads any more, unpaid assessments taken without an account older than `retentionMonths`,
     * and schools' classes one year after their school year.
     */
    async cleanUp(options: { retentionMonths: number; now?: Date }) {
      const now = options.now ?? new Date();
      const expiredSessions = await sessionStore.deleteExpired(now);
      const resetLinks =
        (await auth.deleteSpentResetLinks(now)) + (await emailVerification.deleteSpentVerificationLinks(now));
      // The longest window any limit uses is a day.
      const counters = await rateLimits.deleteStale(new Date(now.getTime() - 2 * 86_400_000));
      const cutoff = new Date(now);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - options.retentionMonths);
      const stale = await assessmentsFeature.staleAnonymousIds(cutoff, 1000);
      for (const id of stale) await erasing((tx, erased) => eraseAssessment(tx, id, erased));
      // A school's classes go one year after their school year, with the unpaid tests taken in them without an account.
      const expired = (await schools?.expiredClasses(now, 100)) ?? { classIds: [], anonymousTestIds: [] };
      for (const id of expired.anonymousTestIds) await erasing((tx, erased) => eraseAssessment(tx, id, erased));
      if (expired.classIds.length > 0)
        await db.transaction((tx) => schools!.deleteClassesTx(tx as unknown as Db, expired.classIds));
      return {
        sessions: expiredSessions,
        resetLinks,
        counters,
        assessments: stale.length + expired.anonymousTestIds.length,
        classes: expired.classIds.length,
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
