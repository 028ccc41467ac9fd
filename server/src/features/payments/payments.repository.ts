import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, like, ne, notInArray, or, sql } from "drizzle-orm";
import { paymentRefunds, payments, type NewPayment, type Payment, type PaymentProvider } from "@shared/schema/index";
import { union } from "drizzle-orm/pg-core";
import type { PageQuery } from "@shared/validators/pagination";
import type { Db } from "../../db/client";
import { pageWindow } from "../../lib/pagination";

/** What a provider tells about a completed payment: its capture, authorization and card as it names them. */
export interface ProviderReferences {
  captureId?: string | null;
  authorizationCode?: string | null;
  rrn?: string | null;
  maskedCard?: string | null;
  providerStatus?: string | null;
}

/** One refund (or reversal) as `payment_refunds` stores it. */
export type NewPaymentRefund = typeof paymentRefunds.$inferInsert;

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

    async findByProviderOrder(
      provider: PaymentProvider | (string & {}),
      orderId: string,
    ): Promise<Payment | undefined> {
      // An order id from a redirect's query string; PostgreSQL refuses NUL in text, and no order holds one.
      if (orderId.includes("\u0000")) return undefined;
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider as PaymentProvider), eq(payments.providerOrderId, orderId)));
      return row;
    },

    async findByCapture(provider: PaymentProvider | (string & {}), captureId: string): Promise<Payment | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider as PaymentProvider), eq(payments.captureId, captureId)));
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

    /** The payment, its row held until the transaction ends (run it inside one). */
    async lockForUpdate(id: string): Promise<Payment | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for("update");
      return row;
    },

    /**
     * Moves a pending or failed payment to completed with the provider's references (compare-and-swap: a payment
     * completed, refunded or declined already is left as it is, and nothing is answered). Its promo code's
     * reservation ends here: fulfilment counts the use instead.
     */
    async complete(id: string, refs: ProviderReferences, now: Date): Promise<Payment | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          ...refs,
          status: "completed",
          completedAt: now,
          updatedAt: now,
          failureReason: null,
          promoReservedUntil: null,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, ["pending", "failed"])))
        .returning();
      return row;
    },

    /** Flags a payment fulfilled at a price that no longer held (its promo code used up, its retake discount ended). */
    async flag(id: string, values: Pick<NewPayment, "promoOverLimit" | "customerData">): Promise<Payment | undefined> {
      const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
      return row;
    },

    /**
     * A refund PayPal answered without its id (the capture was already fully refunded) takes the id its
     * notification later carries, instead of a second record. Answers whether there was one to name.
     */
    async nameRecordedRefund(
      paymentId: string,
      recordedKey: string,
      values: Pick<NewPaymentRefund, "providerRefundId" | "providerStatus">,
    ): Promise<boolean> {
      const [named] = await db
        .update(paymentRefunds)
        .set(values)
        .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.providerRefundId, recordedKey)))
        .returning({ id: paymentRefunds.id });
      return named !== undefined;
    },

    /** Stores a refund once (by payment and provider refund id); answers false when it was stored already. */
    async insertRefundOnce(values: NewPaymentRefund): Promise<boolean> {
      const [stored] = await db
        .insert(paymentRefunds)
        .values(values)
        .onConflictDoNothing({ target: [paymentRefunds.paymentId, paymentRefunds.providerRefundId] })
        .returning({ id: paymentRefunds.id });
      return stored !== undefined;
    },

    /** What has been refunded of a payment in all, and (the refund that makes it whole) that it is refunded. */
    async recordRefunded(
      id: string,
      { refundedAmount, refunded }: { refundedAmount: string; refunded: boolean },
      now: Date,
    ): Promise<Payment | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          refundedAmount,
          refundedAt: now,
          ...(refunded ? { status: "refunded" as const } : {}),
          updatedAt: now,
        })
        .where(eq(payments.id, id))
        .returning();
      return row;
    },

    /**
     * Uses of a promo code held by open checkouts at `now`: pending payments whose reservation has not ended, except
     * those of `assessmentId` (a new checkout of the same test replaces them).
     */
    async livePromoReservations(promoCodeId: string, now: Date, assessmentId?: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.promoCodeId, promoCodeId),
            eq(payments.status, "pending"),
            gt(payments.promoReservedUntil, now),
            assessmentId === undefined ? undefined : ne(payments.assessmentId, assessmentId),
          ),
        );
      return Number(row?.count ?? 0);
    },

    /** Ends the promo code reservations of a test's open checkouts (a new checkout of the same test replaces them). */
    async releasePromoReservationsOf(assessmentId: string): Promise<void> {
      await db
        .update(payments)
        .set({ promoReservedUntil: null })
        .where(
          and(
            eq(payments.assessmentId, assessmentId),
            eq(payments.status, "pending"),
            isNotNull(payments.promoReservedUntil),
          ),
        );
    },

    /** Another payment that completed for the same assessment (the report is paid already), if any. */
    async paidByAnother(payment: Pick<Payment, "id" | "assessmentId">): Promise<Payment | undefined> {
      // a pack's payment pays for no test
      if (payment.assessmentId === null) return undefined;
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
    },

    /** The payments of these packs, newest first. */
    async ofPacks(packIds: string[]): Promise<Payment[]> {
      if (packIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.packId, packIds))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    async listForAssessment(assessmentId: string): Promise<Payment[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.assessmentId, assessmentId))
        .orderBy(desc(payments.createdAt));
    },

    /**
     * Records one view or download of an assessment's paid PDF on the payment that paid it: the first time, the
     * latest time and the count.
     */
    async recordReportDownload(assessmentId: string, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({
          downloadCount: sql`${payments.downloadCount} + 1`,
          firstDownloadedAt: sql`coalesce(${payments.firstDownloadedAt}, ${now.toISOString()}::timestamptz)`,
          lastDownloadedAt: now,
        })
        .where(and(eq(payments.assessmentId, assessmentId), eq(payments.status, "completed")));
    },

    /** Whether a payment for this assessment was refunded. */
    async wasRefunded(assessmentId: string): Promise<boolean> {
      const [refunded] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.assessmentId, assessmentId), eq(payments.status, "refunded")))
        .limit(1);
      return refunded !== undefined;
    },

    /** The latest completed payment of an assessment, if any. */
    async latestCompletedOf(assessmentId: string): Promise<Pick<Payment, "id"> | undefined> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.assessmentId, assessmentId), eq(payments.status, "completed")))
        .orderBy(desc(payments.completedAt))
        .limit(1);
      return row;
    },

    /** The report email went out: recorded on its payment. */
    async markReportDelivered(paymentId: string, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ reportDelivered: true, reportDeliveredAt: at, updatedAt: at })
        .where(eq(payments.id, paymentId));
    },

    /** The payments of an assessment, and the referral each came through. */
    /** Every payment of these assessments, newest first. */
    async ofAssessments(assessmentIds: string[]): Promise<Payment[]> {
      if (assessmentIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.assessmentId, assessmentIds))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /**
     * One page of an account's payments: made by the account, or for one of its tests (`assessmentIds`);
     * newest first (one row more than the page: see toPage).
     */
    async pageOfUserOrAssessments(userId: string, assessmentIds: string[], query: PageQuery): Promise<Payment[]> {
      const { limit, offset } = pageWindow(query);
      // Two indexed lookups joined by UNION: an OR across both would scan every payment.
      // A counsellor's packs are listed in their panel, not among the reports they paid.
      const byUser = db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), isNull(payments.packId)));
      const mine = assessmentIds.length
        ? union(
            byUser,
            db.select({ id: payments.id }).from(payments).where(inArray(payments.assessmentId, assessmentIds)),
          )
        : byUser;
      return db
        .select()
        .from(payments)
        .where(inArray(payments.id, mine))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset);
    },

    /** The payments an account made or that are for its tests, newest first. */
    async ofUserOrAssessments(userId: string, assessmentIds: string[]): Promise<Payment[]> {
      return db
        .select()
        .from(payments)
        .where(
          assessmentIds.length
            ? or(eq(payments.userId, userId), inArray(payments.assessmentId, assessmentIds))
            : eq(payments.userId, userId),
        )
        .orderBy(desc(payments.createdAt));
    },

    async idsOfAssessment(assessmentId: string): Promise<{ id: string; referralId: string | null }[]> {
      return db
        .select({ id: payments.id, referralId: payments.referralId })
        .from(payments)
        .where(eq(payments.assessmentId, assessmentId));
    },

    /** These payments stay as accounting records, without the buyer's data or account. */
    async eraseBuyer(paymentIds: string[]): Promise<void> {
      await db
        .update(payments)
        .set({ customerData: null, userId: null, payerEmail: null, updatedAt: new Date() })
        .where(inArray(payments.id, paymentIds));
    },

    /** The payments this account made stay as accounting records, without the buyer's data or account. */
    async eraseBuyerOfUser(userId: string): Promise<void> {
      await db
        .update(payments)
        .set({ customerData: null, userId: null, payerEmail: null, updatedAt: new Date() })
        .where(eq(payments.userId, userId));
    },

    /** How many completed (or since refunded) sandbox purchases each of these referrals brought. */
    async sandboxSalesByReferral(referralIds: string[]): Promise<Map<string, number>> {
      if (referralIds.length === 0) return new Map();
      const rows = await db
        .select({ referralId: payments.referralId, count: sql<number>`count(*)::int` })
        .from(payments)
        .where(
          and(
            inArray(payments.referralId, referralIds),
            eq(payments.sandbox, true),
            inArray(payments.status, ["completed", "refunded"]),
          ),
        )
        .groupBy(payments.referralId);
      return new Map(rows.map((row) => [row.referralId!, Number(row.count)]));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
