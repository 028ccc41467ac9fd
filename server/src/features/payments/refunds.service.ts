import { enqueueEmail } from "../emails/email.service";
import { assessmentContactTx, markAssessmentUnpaidTx } from "../assessment/assessment.service";
import { prorateReferralTx, reverseReferralTx } from "../referrals/referrals.service";
import { and, eq, sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/pricing";
import { paymentRefunds, payments, type Payment, type RefundSource } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { completedPaymentBesides } from "./payments.repository";

/** The refund promise: within 24 hours of the purchase, and only while the report was never downloaded. */
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

export type RefundBlocker = "not_completed" | "refunded" | "downloaded" | "window_passed";

export interface RefundEligibility {
  /** Within the policy: the admin can refund without a second thought. */
  refundable: boolean;
  /** Why not (empty when refundable). */
  reasons: RefundBlocker[];
  /** When the 24 hours end (null for a payment that never completed). */
  windowEndsAt: Date | null;
}

/** Whether a payment may be refunded under the policy, and if not, why. */
export function refundEligibility(
  payment: Pick<Payment, "status" | "completedAt" | "downloadCount">,
  now: Date = new Date(),
): RefundEligibility {
  if (payment.status === "refunded") return { refundable: false, reasons: ["refunded"], windowEndsAt: null };
  if (payment.status !== "completed" || !payment.completedAt)
    return { refundable: false, reasons: ["not_completed"], windowEndsAt: null };
  const windowEndsAt = new Date(payment.completedAt.getTime() + REFUND_WINDOW_MS);
  const reasons: RefundBlocker[] = [];
  if (payment.downloadCount > 0) reasons.push("downloaded");
  if (now.getTime() > windowEndsAt.getTime()) reasons.push("window_passed");
  return { refundable: reasons.length === 0, reasons, windowEndsAt };
}

/**
 * The key of a PayPal refund recorded without its id (PayPal answered that the capture was already fully refunded):
 * PayPal's notification of that refund later puts the real id in its place rather than adding a second record.
 */
export const paypalRefundedKey = (captureId: string) => `paypal-refunded:${captureId}`;

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
 * The one place a refund takes effect, whether the admin asked for it or the provider notified it. In one
 * transaction: the refund is stored once (by provider refund id); a partial refund adds to the refunded amount
 * and reduces the seller's commission in proportion; the refund that makes it whole marks the payment refunded
 * and, once only, revokes the report (the assessment becomes unpaid unless another completed payment paid it, so
 * signed links stop working), reverses the seller's commission and queues the buyer's email.
 */
export async function applyRefund(db: Db, input: RefundInput): Promise<RefundResult> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) throw new Error(`payment ${input.paymentId} not found`);
    if (payment.status === "refunded" && payment.captureId) {
      const [named] = await tx
        .update(paymentRefunds)
        .set({ providerRefundId: input.providerRefundId, providerStatus: input.providerStatus ?? null })
        .where(
          and(
            eq(paymentRefunds.paymentId, payment.id),
            eq(paymentRefunds.providerRefundId, paypalRefundedKey(payment.captureId)),
          ),
        )
        .returning({ id: paymentRefunds.id });
      if (named) return { recorded: false, full: true, payment };
    }
    const [stored] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        providerRefundId: input.providerRefundId,
        amount: fromCents(toCents(input.amount)),
        currency: input.currency,
        kind: input.kind,
        source: input.source,
        providerStatus: input.providerStatus ?? null,
        note: input.note ?? null,
        createdBy: input.adminId ?? null,
      })
      .onConflictDoNothing({ target: [paymentRefunds.paymentId, paymentRefunds.providerRefundId] })
      .returning({ id: paymentRefunds.id });
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
    const [updated] = await tx
      .update(payments)
      .set({
        refundedAmount: fromCents(full ? price : total),
        refundedAt: now,
        ...(becomesRefunded ? { status: "refunded" as const } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (becomesRefunded && payment.status === "completed") await revokeTx(tx, updated!, now);
    else if (!full && payment.status === "completed")
      // A partial refund keeps the sale, and the seller's commission in proportion to what is left of it.
      await prorateReferralTx(tx, payment.id, {
        keptBefore: price - toCents(payment.refundedAmount),
        keptAfter: price - total,
      });
    return { recorded: true, full, payment: updated! };
  });
}

/** What a full refund undoes: the report (unless another payment paid it), the commission; and the buyer is told. */
async function revokeTx(tx: Db, payment: Payment, now: Date): Promise<void> {
  const otherPaid = await completedPaymentBesides(tx, payment);
  if (!otherPaid) await markAssessmentUnpaidTx(tx, payment.assessmentId);
  await reverseReferralTx(tx, payment.id, now);
  const assessment = await assessmentContactTx(tx, payment.assessmentId);
  if (assessment) {
    await enqueueEmail(tx, {
      kind: "refund",
      key: payment.id,
      to: assessment.email,
      language: assessment.language,
      payload: { paymentId: payment.id },
    });
  }
}

/**
 * Records one view or download of an assessment's paid PDF on the payment that paid it: the first time, the
 * latest time and the count.
 */
export async function recordReportDownload(db: Db, assessmentId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(payments)
    .set({
      downloadCount: sql`${payments.downloadCount} + 1`,
      firstDownloadedAt: sql`coalesce(${payments.firstDownloadedAt}, ${now.toISOString()}::timestamptz)`,
      lastDownloadedAt: now,
    })
    .where(and(eq(payments.assessmentId, assessmentId), eq(payments.status, "completed")));
}
