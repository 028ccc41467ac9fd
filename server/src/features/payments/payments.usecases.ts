import { fromCents, toCents } from "@shared/pricing";
import type { Payment, PaymentProvider as ProviderName, RefundSource } from "@shared/schema/index";
import type { Db } from "../../db/client";
import type { AssessmentService } from "../assessment/assessment.service";
import type { EmailsService } from "../emails/email.service";
import type { PromoCodesService } from "../promo-codes/promo-codes.service";
import type { ReferralsService } from "../referrals/referrals.service";
import { createPaymentsRepository, type ProviderReferences } from "./payments.repository";
import { paypalRefundedKey } from "./refunds.service";
import { retakeDiscountOf, withRetakeOverLimit } from "./retake-discount.model";

export type { ProviderReferences };

/**
 * What settling a payment asks of the features around it, each inside the payment's transaction: the assessment it
 * pays for, the referral it came through, its promo code, the emails it sends, and whether its provider earns a
 * seller's commission. `buildDeps` wires the real ones (server/src/deps.ts); this module imports none.
 */
export interface PaymentCollaborators {
  assessments: Pick<
    AssessmentService,
    "lockTx" | "markPaidTx" | "markUnpaidTx" | "contactTx" | "retakeDiscountAppliesTx"
  >;
  referrals: Pick<ReferralsService, "convertReferralTx" | "prorateReferralTx" | "reverseReferralTx">;
  promoCodes: Pick<PromoCodesService, "countPromoUseTx">;
  emails: Pick<EmailsService, "enqueueTx">;
  /** A school's packs of reports: paid (their codes minted), and their unused reports given back. */
  packs: {
    /** The pack's payment completed: the pack is paid and its codes minted, once. */
    paidTx(tx: Db, packId: string, now: Date): Promise<void>;
    /** A refund of the pack: its unused reports worth `cents` (all of them with "all") are voided. */
    refundedTx(tx: Db, packId: string, cents: number | "all", now: Date): Promise<void>;
  };
  /** Whether a sale through this stored provider can earn a seller's commission (the provider registry says). */
  earnsCommission(provider: ProviderName): boolean;
}

export interface PaymentUseCasesDeps extends PaymentCollaborators {
  db: Db;
}

export interface FulfilOptions {
  /**
   * Leave the payment open when another payment already paid its assessment (a second PayPal order): the caller
   * gives that money back. Checked under a lock on the payment and then its assessment, so two payments for one
   * assessment settling at the same moment complete one only.
   */
  unlessPaidByAnother?: boolean;
  /**
   * Unlocked by the student's counsellor with a school's pack: the report email says so, and goes to the test
   * taker's parent or guardian too when they named one.
   */
  unlockedBySchool?: boolean;
}

export interface FulfilResult {
  fulfilled: boolean;
  payment: Payment;
  /** With `unlessPaidByAnother`: the other payment that had already paid the assessment (this one was left open). */
  paidBy?: string;
}

export interface RefundInput {
  paymentId: string;
  /** The provider's refund id, or our own key for a refund recorded by hand: the same refund is stored once. */
  providerRefundId: string;
  /** This refund's amount (in the payment's currency). */
  amount: string;
  currency: string;
  kind: "refund" | "reversal";
  source: RefundSource;
  providerStatus?: string | null;
  note?: string | null;
  adminId?: string | null;
  /** What the provider says the capture has had refunded in all, when it says so. */
  totalRefunded?: string | undefined;
  /** A reversal (chargeback) takes everything back whatever the amount says. */
  full?: boolean;
}

export interface RefundResult {
  /** False when this refund was already recorded (a retry, a replayed notification). */
  recorded: boolean;
  /** The payment is now fully refunded. */
  full: boolean;
  payment: Payment;
}

/**
 * The two flows that settle a payment across features: fulfilment (the money arrived) and refunds (it went back).
 * Each runs in one transaction; the payment's rows are read and written through its repository, and everything
 * else through the collaborators it is given.
 */
export function createPaymentUseCases(deps: PaymentUseCasesDeps) {
  const { db, assessments, referrals, promoCodes, emails, packs } = deps;

  /** `fulfil` inside a transaction the caller already holds (e.g. consuming an access code). */
  async function fulfilTx(
    tx: Db,
    paymentId: string,
    refs: ProviderReferences = {},
    options: FulfilOptions = {},
  ): Promise<FulfilResult> {
    const repo = createPaymentsRepository({ db: tx });
    if (options.unlessPaidByAnother) {
      const current = await repo.lockForUpdate(paymentId);
      if (!current) throw new Error(`payment ${paymentId} not found`);
      if (current.assessmentId) await assessments.lockTx(tx, current.assessmentId);
      if (current.status === "pending" || current.status === "failed") {
        const paidBy = await repo.paidByAnother(current);
        if (paidBy) return { fulfilled: false, payment: current, paidBy: paidBy.id };
      }
    }
    const now = new Date();
    const updated = await repo.complete(paymentId, refs, now);
    if (!updated) return { fulfilled: false, payment: (await repo.findById(paymentId))! };
    if (updated.assessmentId === null) return fulfilPackTx(tx, updated, now);
    const assessmentId = updated.assessmentId;
    let fulfilled = updated;
    if (updated.promoCodeId && !(await promoCodes.countPromoUseTx(tx, updated.promoCodeId))) {
      // Paid at the provider after the code was used up meanwhile: never lose a paid payment, so it is fulfilled
      // at the price paid, flagged on the payment and counted apart on the code (its uses stay within the maximum).
      fulfilled = (await repo.flag(updated.id, { promoOverLimit: true })) ?? updated;
    }
    if (retakeDiscountOf(fulfilled) && !(await assessments.retakeDiscountAppliesTx(tx, assessmentId))) {
      // Paid at the retake price after the discount stopped applying (the earlier report refunded meanwhile): the
      // provider took the money, so it is fulfilled at the price paid and flagged on the payment.
      fulfilled =
        (await repo.flag(fulfilled.id, { customerData: withRetakeOverLimit(fulfilled.customerData) })) ?? fulfilled;
    }
    const assessment = await assessments.markPaidTx(tx, assessmentId, now);
    await referrals.convertReferralTx(tx, fulfilled, {
      earnsCommission: deps.earnsCommission(fulfilled.provider),
      buyer: { userIds: [assessment?.userId], emails: [assessment?.email] },
    });
    if (assessment) {
      const school = options.unlockedBySchool ? { via: "school" } : {};
      await emails.enqueueTx(tx, {
        kind: "report",
        key: assessment.id,
        to: assessment.email,
        language: assessment.language,
        payload: { assessmentId: assessment.id, paymentId: fulfilled.id, ...school },
      });
      if (options.unlockedBySchool && assessment.guardianEmail && assessment.guardianEmail !== assessment.email)
        await emails.enqueueTx(tx, {
          kind: "report",
          key: `${assessment.id}:guardian`,
          to: assessment.guardianEmail,
          language: assessment.language,
          payload: { assessmentId: assessment.id, paymentId: fulfilled.id, via: "school", recipient: "guardian" },
        });
      // A gift: the payer gets the receipt; the report itself goes to the person who took the test.
      if (fulfilled.payerEmail && fulfilled.payerEmail !== assessment.email) {
        const payerLang = fulfilled.customerData?.lang;
        await emails.enqueueTx(tx, {
          kind: "gift-receipt",
          key: fulfilled.id,
          to: fulfilled.payerEmail,
          language: payerLang === "en" || payerLang === "es" ? payerLang : assessment.language,
          payload: { paymentId: fulfilled.id },
        });
      }
    }
    return { fulfilled: true, payment: fulfilled };
  }

  /** A pack's payer, the counsellor, is emailed about their payment (its receipt, its refund) in the language they paid in. */
  async function tellPayerTx(tx: Db, payment: Payment, kind: "gift-receipt" | "refund"): Promise<void> {
    if (!payment.payerEmail) return;
    await emails.enqueueTx(tx, {
      kind,
      key: payment.id,
      to: payment.payerEmail,
      language: payment.customerData?.lang === "en" ? "en" : "es",
      payload: { paymentId: payment.id },
    });
  }

  /**
   * A school's pack was paid: the pack is marked paid and its codes minted (once), and its payer, the counsellor,
   * gets the receipt. No test is paid and no seller earns: the pack's reports are unlocked one by one later.
   */
  async function fulfilPackTx(tx: Db, payment: Payment, now: Date): Promise<FulfilResult> {
    if (!payment.packId) throw new Error(`payment ${payment.id} pays for nothing`);
    await packs.paidTx(tx, payment.packId, now);
    await tellPayerTx(tx, payment, "gift-receipt");
    return { fulfilled: true, payment };
  }

  /** What a full refund of a pack undoes: its unused reports are voided, and the counsellor is told. */
  async function revokePackTx(tx: Db, payment: Payment, now: Date): Promise<void> {
    if (!payment.packId) throw new Error(`payment ${payment.id} pays for nothing`);
    await packs.refundedTx(tx, payment.packId, "all", now);
    await tellPayerTx(tx, payment, "refund");
  }

  /** What a full refund undoes: the report (unless another payment paid it), the commission; and the buyer is told. */
  async function revokeTx(tx: Db, payment: Payment, now: Date): Promise<void> {
    if (payment.assessmentId === null) return revokePackTx(tx, payment, now);
    const otherPaid = await createPaymentsRepository({ db: tx }).paidByAnother(payment);
    if (!otherPaid) await assessments.markUnpaidTx(tx, payment.assessmentId);
    await referrals.reverseReferralTx(tx, payment.id, now);
    const assessment = await assessments.contactTx(tx, payment.assessmentId);
    if (assessment) {
      await emails.enqueueTx(tx, {
        kind: "refund",
        key: payment.id,
        to: assessment.email,
        language: assessment.language,
        payload: { paymentId: payment.id },
      });
    }
  }

  return {
    /**
     * The one fulfilment path, idempotent. In one transaction: the payment moves to completed only if it was not
     * completed already (compare-and-swap), the assessment becomes paid, the referral converts and the report
     * email is queued (one job per assessment). Called from the return URL, the finalize call, the webhook, access
     * codes and the demo; concurrent and repeated calls fulfil once.
     */
    fulfil(paymentId: string, refs: ProviderReferences = {}, options: FulfilOptions = {}): Promise<FulfilResult> {
      return db.transaction((tx) => fulfilTx(tx as unknown as Db, paymentId, refs, options));
    },

    fulfilTx,

    /**
     * The one place a refund takes effect, whether the admin asked for it or the provider notified it. In one
     * transaction: the refund is stored once (by provider refund id); a partial refund adds to the refunded amount
     * and reduces the seller's commission in proportion; the refund that makes it whole marks the payment refunded
     * and, once only, revokes the report (the assessment becomes unpaid unless another completed payment paid it,
     * so signed links stop working), reverses the seller's commission and queues the buyer's email.
     */
    applyRefund(input: RefundInput): Promise<RefundResult> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const repo = createPaymentsRepository({ db: tx });
        const payment = await repo.lockForUpdate(input.paymentId);
        if (!payment) throw new Error(`payment ${input.paymentId} not found`);
        if (
          payment.status === "refunded" &&
          payment.captureId &&
          (await repo.nameRecordedRefund(payment.id, paypalRefundedKey(payment.captureId), {
            providerRefundId: input.providerRefundId,
            providerStatus: input.providerStatus ?? null,
          }))
        )
          return { recorded: false, full: true, payment };
        const stored = await repo.insertRefundOnce({
          paymentId: payment.id,
          providerRefundId: input.providerRefundId,
          amount: fromCents(toCents(input.amount)),
          currency: input.currency,
          kind: input.kind,
          source: input.source,
          providerStatus: input.providerStatus ?? null,
          note: input.note ?? null,
          createdBy: input.adminId ?? null,
        });
        if (!stored) return { recorded: false, full: payment.status === "refunded", payment };

        const price = toCents(payment.amount);
        const total = Math.min(
          price,
          Math.max(
            toCents(payment.refundedAmount) + toCents(input.amount),
            input.totalRefunded ? toCents(input.totalRefunded) : 0,
          ),
        );
        const full = input.full === true || total >= price;
        const now = new Date();
        const becomesRefunded = full && payment.status !== "refunded";
        const updated = await repo.recordRefunded(
          payment.id,
          { refundedAmount: fromCents(full ? price : total), refunded: becomesRefunded },
          now,
        );
        if (becomesRefunded && payment.status === "completed") await revokeTx(tx, updated!, now);
        else if (!full && payment.status === "completed" && payment.packId)
          // A partial refund of a pack gives back that many of its unused reports.
          await packs.refundedTx(tx, payment.packId, toCents(input.amount), now);
        else if (!full && payment.status === "completed")
          // A partial refund keeps the sale, and the seller's commission in proportion to what is left of it.
          await referrals.prorateReferralTx(tx, payment.id, {
            keptBefore: price - toCents(payment.refundedAmount),
            keptAfter: price - total,
          });
        return { recorded: true, full, payment: updated! };
      });
    },
  };
}
export type PaymentUseCases = ReturnType<typeof createPaymentUseCases>;
