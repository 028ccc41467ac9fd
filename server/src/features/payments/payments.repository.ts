import { enqueueEmail } from "../emails/email.service";
import { and, asc, desc, eq, gte, inArray, isNotNull, like, ne, notInArray, or } from "drizzle-orm";
import { payments, type NewPayment, type Payment, type PaymentProvider } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { convertReferralTx } from "../referrals/referrals.service";
import {
  findAssessment,
  lockAssessmentTx,
  markAssessmentPaidTx,
  retakeDiscountApplies,
} from "../assessment/assessment.service";
import { countPromoUseTx } from "../promo-codes/promo-codes.service";
import { retakeDiscountOf, withRetakeOverLimit } from "./retake-discount.model";

/** Another payment that completed for the same assessment as `payment`, if any (in the caller's transaction or not). */
export async function completedPaymentBesides(
  db: Db,
  payment: Pick<Payment, "id" | "assessmentId">,
): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.assessmentId, payment.assessmentId),
        eq(payments.status, "completed"),
        ne(payments.id, payment.id),
      ),
    )
    .limit(1);
  return row;
}

export function createPaymentsRepository({ db }: { db: Db }) {
  return {
    async insert(values: NewPayment): Promise<Payment> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** Inserts unless (provider, providerOrderId) exists; returns the stored row either way. */
    async insertOnce(values: NewPayment & { providerOrderId: string }): Promise<Payment> {
      const [row] = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: [payments.provider, payments.providerOrderId] })
        .returning();
      if (row) return row;
      return (await this.findByProviderOrder(values.provider, values.providerOrderId))!;
    },

    async findById(id: string): Promise<Payment | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findByProviderOrder(provider: PaymentProvider, orderId: string): Promise<Payment | undefined> {
      // An order id from a redirect's query string; PostgreSQL refuses NUL in text, and no order holds one.
      if (orderId.includes("\u0000")) return undefined;
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, orderId)));
      return row;
    },

    async findByCapture(provider: PaymentProvider, captureId: string): Promise<Payment | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.captureId, captureId)));
      return row;
    },

    async update(id: string, values: Partial<NewPayment>): Promise<Payment | undefined> {
      const [row] = await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row;
    },

    /** Marks a still-open payment failed (a completed, refunded or declined one is never changed). */
    async markFailed(id: string, reason: string, providerStatus?: string): Promise<void> {
      await db
        .update(payments)
        .set({
          status: "failed",
          failureReason: reason,
          providerStatus: providerStatus ?? null,
          // The checkout is over: its hold on a promo code's use ends (a later proven payment still counts its use).
          promoReservedUntil: null,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, id), notInArray(payments.status, ["completed", "refunded", "declined"])));
    },

    /**
     * Records the provider's verified refusal (or an answer that does not match the payment): final, the
     * payment can never be fulfilled afterwards.
     */
    async markDeclined(id: string, reason: string, providerStatus?: string): Promise<void> {
      await db
        .update(payments)
        .set({
          status: "declined",
          failureReason: reason,
          providerStatus: providerStatus ?? null,
          promoReservedUntil: null,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, id), notInArray(payments.status, ["completed", "refunded"])));
    },

    /** A provider's payments still open after a capture was attempted (PENDING, completion in progress), oldest first. */
    async listUnsettled(
      provider: PaymentProvider,
      { limit, since }: { limit: number; since: Date },
    ): Promise<Payment[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.status, "pending"),
            gte(payments.createdAt, since),
            or(
              isNotNull(payments.captureId),
              eq(payments.providerStatus, "ORDER_COMPLETION_IN_PROGRESS"),
              like(payments.providerStatus, "PENDING%"),
            ),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
    },

    /** Another payment that completed for the same assessment (the report is paid already), if any. */
    paidByAnother: (payment: Pick<Payment, "id" | "assessmentId">) => completedPaymentBesides(db, payment),

    async listForAssessment(assessmentId: string): Promise<Payment[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.assessmentId, assessmentId))
        .orderBy(desc(payments.createdAt));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

export interface ProviderReferences {
  captureId?: string | null;
  authorizationCode?: string | null;
  rrn?: string | null;
  maskedCard?: string | null;
  providerStatus?: string | null;
}

/**
 * The one fulfilment path, idempotent. In one transaction: the payment moves to completed
 * only if it was not completed already (compare-and-swap), the assessment becomes paid, and the
 * report email is queued (one job per assessment). Called from the return URL, the finalize
 * call, the webhook, access codes and the demo; concurrent and repeated calls fulfil once.
 */
export async function fulfilPayment(
  db: Db,
  paymentId: string,
  refs: ProviderReferences = {},
  options: FulfilOptions = {},
): Promise<FulfilResult> {
  return db.transaction((tx) => fulfilPaymentTx(tx as unknown as Db, paymentId, refs, options));
}

export interface FulfilOptions {
  /**
   * Leave the payment open when another payment already paid its assessment (a second PayPal order): the caller
   * gives that money back. Checked under a lock on the payment and then its assessment, so two payments for one
   * assessment settling at the same moment complete one only.
   */
  unlessPaidByAnother?: boolean;
}

export interface FulfilResult {
  fulfilled: boolean;
  payment: Payment;
  /** With `unlessPaidByAnother`: the other payment that had already paid the assessment (this one was left open). */
  paidBy?: string;
}

/** Whether the retake discount still applies to the assessment a payment is for (checked again at fulfilment). */
async function retakeStillAppliesTx(tx: Db, assessmentId: string): Promise<boolean> {
  const assessment = await findAssessment(tx, assessmentId);
  return assessment !== undefined && (await retakeDiscountApplies(tx, assessment));
}

/** fulfilPayment inside a transaction the caller already holds (e.g. consuming an access code). */
export async function fulfilPaymentTx(
  tx: Db,
  paymentId: string,
  refs: ProviderReferences = {},
  options: FulfilOptions = {},
): Promise<FulfilResult> {
  {
    if (options.unlessPaidByAnother) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
      if (!current) throw new Error(`payment ${paymentId} not found`);
      await lockAssessmentTx(tx, current.assessmentId);
      if (current.status === "pending" || current.status === "failed") {
        const paidBy = await createPaymentsRepository({ db: tx }).paidByAnother(current);
        if (paidBy) return { fulfilled: false, payment: current, paidBy: paidBy.id };
      }
    }
    const now = new Date();
    const [updated] = await tx
      .update(payments)
      // A promo code's reservation ends here: the use is counted below instead.
      .set({
        ...refs,
        status: "completed",
        completedAt: now,
        updatedAt: now,
        failureReason: null,
        promoReservedUntil: null,
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ["pending", "failed"])))
      .returning();
    if (!updated) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      return { fulfilled: false, payment: current! };
    }
    let fulfilled = updated;
    if (updated.promoCodeId && !(await countPromoUseTx(tx, updated.promoCodeId))) {
      // Paid at the provider after the code was used up meanwhile: never lose a paid payment, so it is fulfilled
      // at the price paid, flagged on the payment and counted apart on the code (its uses stay within the maximum).
      const [flagged] = await tx
        .update(payments)
        .set({ promoOverLimit: true })
        .where(eq(payments.id, updated.id))
        .returning();
      fulfilled = flagged ?? updated;
    }
    if (retakeDiscountOf(fulfilled) && !(await retakeStillAppliesTx(tx, fulfilled.assessmentId))) {
      // Paid at the retake price after the discount stopped applying (the earlier report refunded meanwhile): the
      // provider took the money, so it is fulfilled at the price paid and flagged on the payment.
      const [flagged] = await tx
        .update(payments)
        .set({ customerData: withRetakeOverLimit(fulfilled.customerData) })
        .where(eq(payments.id, fulfilled.id))
        .returning();
      fulfilled = flagged ?? fulfilled;
    }
    const assessment = await markAssessmentPaidTx(tx, updated.assessmentId, now);
    await convertReferralTx(tx, fulfilled, { userIds: [assessment?.userId], emails: [assessment?.email] });
    if (assessment) {
      await enqueueEmail(tx, {
        kind: "report",
        key: assessment.id,
        to: assessment.email,
        language: assessment.language,
        payload: { assessmentId: assessment.id, paymentId: fulfilled.id },
      });
      // A gift: the payer gets the receipt; the report itself goes to the person who took the test.
      if (fulfilled.payerEmail && fulfilled.payerEmail !== assessment.email) {
        const payerLang = fulfilled.customerData?.lang;
        await enqueueEmail(tx, {
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
}
