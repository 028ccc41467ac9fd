import {
  type Assessment,
  type CheckoutProviderId,
  type Payment,
  type PaymentConfigRow,
  type ReportPack,
} from "@shared/schema/index";
import type { PageQuery } from "@shared/validators/pagination";
import { formatMoney, packAmounts, quoteAmounts, toCents } from "@shared/pricing";
import type { Lang } from "@shared/i18n/lang";
import type { CustomerData, FinalizeResultDto, QuoteDto } from "@shared/validators/checkout";
import type { PromoValidationDto } from "@shared/validators/promo-codes";
import { translate } from "@shared/i18n/catalog";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import type { AssessmentService } from "../assessment/assessment.service";
import type { PaymentConfigService } from "./payment-config.service";
import {
  alreadyPaidError,
  practiceNotForSaleError,
  codeInvalidError,
  demoDisabledError,
  methodUnavailableError,
  notRefundableError,
  orderNotFoundError,
  paymentNotFoundError,
  refundAmountTooHighError,
  packRefundUsedError,
  refundNeedsConfirmationError,
  retakeDiscountEndedError,
} from "./payments.errors";
import { retakeDiscountOf, withRetakeDiscount } from "./retake-discount.model";
import { createPaymentsRepository } from "./payments.repository";
import { refundEligibility } from "./refunds.service";
import type { PaymentUseCases, RefundResult } from "./payments.usecases";
import type {
  AnyPaymentProvider,
  CheckoutStart,
  GiftPayment,
  PaymentSubject,
  PriceRefusal,
  ProviderClients,
  ProviderContext,
  ProviderNotification,
  ReturnOutcome,
  SettleCount,
} from "./providers/payment-provider.model";
import { switchOf } from "./providers/payment-provider.model";
import type { ReferralsService } from "../referrals/referrals.service";
import type { AccessCodesService } from "./access-codes.service";
import {
  promoRefusalError,
  promoRefusalKey,
  type PromoCode,
  type PromoCodesService,
  type PromoReservations,
} from "../promo-codes/promo-codes.service";

export type { CheckoutStart, GiftPayment };

/** Shown in the portal while demo is on; works for any assessment, never earns commission. */
export const DEMO_ACCESS_CODE = "QE-DEMO-2026-PRUE";

export interface PaymentsDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The server's own loopback address (the local PayPal sandbox is called through it). */
  selfUrl: () => string;
  /** The providers' call timeout (undefined: each client's own); tests shorten it. */
  timeoutMs: number | undefined;
  paymentConfig: PaymentConfigService;
  promoCodes: PromoCodesService;
  /** A seller's own purchase through its link gets no referral discount. */
  referrals: Pick<ReferralsService, "isSellersOwnPurchaseTx">;
  /** The access codes a buyer redeems instead of paying. */
  accessCodes: Pick<AccessCodesService, "redeemAccessCodeTx" | "takePackCodeTx">;
  assessments: Pick<AssessmentService, "findById" | "retakeDiscountApplies">;
  /** Fulfilment and refunds, wired to the features they act on (buildDeps). */
  useCases: PaymentUseCases;
  /** A school's pack: how many of its reports are unused, and the price of each (its refund gives back only those). */
  packs: { unusedValue(packId: string): Promise<{ unused: number; unitCents: number }> };
  /** The checkout providers (the registry's; the contract suite adds its mock provider). */
  providers: readonly AnyPaymentProvider[];
  /** The providers' API clients, kept across requests. */
  clients: ProviderClients;
}

export interface ReferralDiscount {
  percent: string;
  sellerName: string;
  referralId: string;
  sellerUserId: string | null;
  sellerEmail: string;
}

/** What a buyer sends to start paying; the price is the server's. */
export interface CheckoutInput {
  assessmentId: string;
  customerData: CustomerData;
  lang: Lang;
  referral?: ReferralDiscount | undefined;
  buyerUserId?: string | undefined;
  promoCode?: string | undefined;
  /** Someone else pays (a gift): the receipt goes to them, and the provider sends them back to these pages. */
  gift?: GiftPayment | undefined;
}

/** A promo code's uses held by open checkouts live on their pending payments: the promo codes feature asks here. */
export const promoReservations: PromoReservations = {
  liveTx: (exec, promoCodeId, now, assessmentId) =>
    createPaymentsRepository({ db: exec }).livePromoReservations(promoCodeId, now, assessmentId),
  releaseTx: (tx, assessmentId) => createPaymentsRepository({ db: tx }).releasePromoReservationsOf(assessmentId),
};

export function createPaymentsService(deps: PaymentsDeps) {
  const {
    db,
    config,
    logger,
    assessments,
    referrals,
    accessCodes,
    paymentConfig: configRepo,
    promoCodes: promos,
  } = deps;
  const paymentsRepo = createPaymentsRepository({ db });
  const { useCases, providers } = deps;
  const checkoutProvider = (id: string) => providers.find((provider) => provider.id === id);
  const providerOf = (id: string): AnyPaymentProvider => {
    const provider = checkoutProvider(id);
    if (!provider) throw methodUnavailableError();
    return provider;
  };

  /**
   * A seller's own purchase through its link gets no referral discount (and earns no commission): the signed-in
   * account, the test's owner and the emails given are compared with the seller's account and address.
   */
  async function referralFor(
    referral: ReferralDiscount | undefined,
    assessment: Assessment | undefined,
    buyer: { userId?: string | undefined; emails?: (string | undefined)[] },
  ): Promise<ReferralDiscount | undefined> {
    if (!referral) return undefined;
    const own = await referrals.isSellersOwnPurchaseTx(
      db,
      { userId: referral.sellerUserId, email: referral.sellerEmail },
      { userIds: [assessment?.userId, buyer.userId], emails: [assessment?.email, ...(buyer.emails ?? [])] },
    );
    return own ? undefined : referral;
  }

  const context = <Target>(row: PaymentConfigRow, target: Target): ProviderContext<Target> => ({
    useCases,
    config,
    logger,
    repo: paymentsRepo,
    row,
    target,
    timeoutMs: deps.timeoutMs,
    clients: deps.clients,
    priceRefusal,
  });

  /**
   * Why the price a payment was opened at no longer holds (its promo code used up, paused or expired; its retake
   * discount no longer applying), or null: a provider that has not taken the money yet refuses before taking it.
   */
  async function priceRefusal(payment: Payment): Promise<PriceRefusal | null> {
    // a pack's price is its tier's, fixed when it was opened: no promo code, no retake discount
    if (payment.assessmentId === null) return null;
    if (payment.promoCodeId) {
      const refusal = await promos.refusalById(payment.promoCodeId, payment.assessmentId);
      if (refusal) return { reason: `promo_${refusal}`, error: promoRefusalError(refusal) };
    }
    if (retakeDiscountOf(payment)) {
      const assessment = await assessments.findById(payment.assessmentId);
      if (!assessment || !(await assessments.retakeDiscountApplies(assessment)))
        return { reason: "retake_discount_ended", error: retakeDiscountEndedError() };
    }
    return null;
  }

  /** The assessment a price, a code or a payment is for: it exists and is not a practice run (which has no report). */
  const saleAssessment = async (assessmentId: string): Promise<Assessment> => {
    const assessment = await assessments.findById(assessmentId);
    if (!assessment) throw assessmentNotFoundError();
    if (assessment.practice) throw practiceNotForSaleError();
    return assessment;
  };

  const payableAssessment = async (assessmentId: string): Promise<Assessment> => {
    const assessment = await saleAssessment(assessmentId);
    if (assessment.isPaid) throw alreadyPaidError();
    return assessment;
  };

  /** `retake`: the assessment's owner already paid for an earlier test's report (see retakeOf). */
  function quoteFrom(row: PaymentConfigRow, referral?: ReferralDiscount, promo?: PromoCode, retake = false): QuoteDto {
    const amounts = quoteAmounts({
      basePrice: row.basePrice,
      originalPrice: row.originalPrice,
      exchangeRate: row.exchangeRate,
      referralDiscountPercent: referral?.percent,
      retakeDiscountPercent: retake ? row.retakeDiscountPercent : undefined,
      promo,
    });
    return {
      amount: amounts.amount,
      currency: row.currency,
      originalPrice: row.originalPrice,
      discountPercent: amounts.discountPercent,
      localAmount: amounts.localAmount,
      localCurrency: row.localCurrency,
      referralDiscountPercent: referral ? Number(referral.percent) : 0,
      ...(referral ? { sellerName: referral.sellerName } : {}),
      ...(promo && amounts.promoApplied ? { promoCode: promo.code, promoDiscount: amounts.promoDiscount } : {}),
      ...(amounts.applied === "retake" ? { retakeDiscountPercent: Number(row.retakeDiscountPercent) } : {}),
      appliedDiscount: amounts.applied,
    };
  }

  /**
   * Whether the retake discount may be quoted: only to the signed-in account that took the test itself, 30 days or
   * more after a test of theirs whose report they paid (a stranger holding the id gets the ordinary price).
   */
  const retakeOf = async (assessment: Assessment, buyerUserId: string | undefined) =>
    buyerUserId !== undefined && assessment.userId === buyerUserId && assessments.retakeDiscountApplies(assessment);

  /** The code a buyer sends with a payment, usable now; otherwise the 4xx that says why (before anyone pays). */
  async function usablePromo(code: string | undefined, assessmentId: string): Promise<PromoCode | undefined> {
    if (!code) return undefined;
    const checked = await promos.check(code, { assessmentId });
    if ("refusal" in checked) throw promoRefusalError(checked.refusal);
    return checked.code;
  }

  /** The payment row's promo fields: set only when the code gave the price its discount. */
  const promoFields = (quote: QuoteDto, promo: PromoCode | undefined) =>
    promo && quote.promoCode
      ? { promoCodeId: promo.id, promoCode: promo.code, promoDiscount: quote.promoDiscount ?? null }
      : {};

  /**
   * A code just redeemed for this test pays its report: recorded as the test's access-code payment (at no charge;
   * a pack's money is on the pack's own payment) and fulfilled in the same transaction.
   */
  async function fulfilWithCodeTx(
    tx: Db,
    assessment: Assessment,
    code: string,
    row: PaymentConfigRow,
    refs: { providerStatus: string },
    options: { unlockedBySchool?: boolean } = {},
  ): Promise<void> {
    const payment = await createPaymentsRepository({ db: tx }).insertOnce({
      assessmentId: assessment.id,
      userId: assessment.userId,
      provider: "access_code",
      providerOrderId: code,
      amount: "0.00",
      currency: row.currency,
      status: "pending",
    });
    await useCases.fulfilTx(tx, payment.id, refs, options);
  }

  /** The provider a checkout goes to now (switched on and ready), or the refusal that it cannot take one. */
  function openTarget(provider: AnyPaymentProvider, row: PaymentConfigRow) {
    const target = switchOf(row, provider.id, provider.switches, "enabled")
      ? provider.readiness(row, config, deps.selfUrl()).target
      : null;
    if (!target) throw methodUnavailableError();
    return target;
  }

  /** The repository on a transaction another feature holds. */
  const inTx = (tx: Db) => createPaymentsRepository({ db: tx });

  return {
    // Inside a transaction another feature holds (the email outbox, erasure).
    /** A payment by its id (an email job's read). */
    findTx: (tx: Db, id: string): Promise<Payment | undefined> => inTx(tx).findById(id),
    /** The report email went out: recorded on its payment, in the email job's transaction. */
    markReportDeliveredTx: (tx: Db, paymentId: string, at: Date): Promise<void> =>
      inTx(tx).markReportDelivered(paymentId, at),
    /** The dashboard's reads of an account's payments (accounts feature), newest first. */
    ofAssessments: (assessmentIds: string[]): Promise<Payment[]> => paymentsRepo.ofAssessments(assessmentIds),
    pageOfUserOrAssessments: (userId: string, assessmentIds: string[], query: PageQuery): Promise<Payment[]> =>
      paymentsRepo.pageOfUserOrAssessments(userId, assessmentIds, query),
    /** What the account's data export holds of payments: those it made and those for its tests, newest first. */
    async exportOf(userId: string, assessmentIds: string[]) {
      const rows = await paymentsRepo.ofUserOrAssessments(userId, assessmentIds);
      return rows.map((p) => ({
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
      }));
    },
    /** The payments of an assessment (and the referral each came through), read in an erasure's transaction. */
    ofAssessmentTx: (tx: Db, assessmentId: string): Promise<{ id: string; referralId: string | null }[]> =>
      inTx(tx).idsOfAssessment(assessmentId),
    /** Erasure of an assessment: its payments stay as accounting records, without the buyer's data or account. */
    eraseBuyerTx: (tx: Db, paymentIds: string[]): Promise<void> => inTx(tx).eraseBuyer(paymentIds),
    /** Erasure of an account: the payments it made stay as accounting records, without the buyer's data or account. */
    eraseBuyerOfUserTx: (tx: Db, userId: string): Promise<void> => inTx(tx).eraseBuyerOfUser(userId),
    /**
     * How many purchases each of these referrals brought in the local payment sandbox: completed (or since
     * refunded), but never a sale nor a commission, so their referral stays pending. The seller and the admin see
     * them as test sales.
     */
    sandboxSalesByReferral: (referralIds: string[]): Promise<Map<string, number>> =>
      paymentsRepo.sandboxSalesByReferral(referralIds),
    /**
     * Records one view or download of an assessment's paid PDF on the payment that paid it: the first time, the
     * latest time and the count (the refund promise holds only while it was never downloaded).
     */
    recordReportDownload: (assessmentId: string, now: Date = new Date()): Promise<void> =>
      paymentsRepo.recordReportDownload(assessmentId, now),
    /** Whether a payment for this assessment was refunded (its report says so rather than "not paid"). */
    wasRefunded: (assessmentId: string): Promise<boolean> => paymentsRepo.wasRefunded(assessmentId),
    /** The latest completed payment of an assessment (the report email resent names it). */
    latestCompletedOf: (assessmentId: string): Promise<Pick<Payment, "id"> | undefined> =>
      paymentsRepo.latestCompletedOf(assessmentId),

    /**
     * The admin's refund. Within the policy (24 hours, never downloaded) it goes ahead; outside it only with
     * `confirm`. A checkout provider gives the money back its own way (PayPal through its API, the card page
     * recorded as refunded in AZUL's portal); access codes and demo are recorded.
     */
    async refund(
      paymentId: string,
      input: { note?: string | undefined; confirm?: boolean | undefined; amount?: string | undefined },
      adminId: string,
    ): Promise<RefundResult> {
      const payment = await paymentsRepo.findById(paymentId);
      if (!payment) throw paymentNotFoundError();
      if (payment.status === "refunded") return { recorded: false, full: true, payment };
      if (payment.status !== "completed") throw notRefundableError();
      const eligibility = refundEligibility(payment);
      if (!eligibility.refundable && !input.confirm)
        throw refundNeedsConfirmationError({ reasons: eligibility.reasons.join(", ") });
      const left = toCents(payment.amount) - toCents(payment.refundedAmount);
      // A pack gives back only its unused reports (those unlocked for students were delivered).
      const unused = payment.packId ? await deps.packs.unusedValue(payment.packId) : undefined;
      const refundable = unused ? Math.min(left, unused.unused * unused.unitCents) : left;
      const cents = input.amount === undefined ? refundable : toCents(input.amount);
      if (cents > left) throw refundAmountTooHighError();
      if (unused && (cents > refundable || cents <= 0))
        throw packRefundUsedError({ value: formatMoney(refundable / 100, payment.currency) });
      const partial = cents < left;
      const value = (cents / 100).toFixed(2);
      const note = input.note?.trim() || null;
      const provider = checkoutProvider(payment.provider);
      if (provider) {
        const row = await configRepo.get();
        return provider.refund(context(row, provider.readiness(row, config, deps.selfUrl()).target), payment, {
          value,
          partial,
          leftCents: left,
          note,
          adminId,
        });
      }
      // Access codes and demo: recorded (the key is the payment and the state it refunds, so a doubled request records once).
      return useCases.applyRefund({
        paymentId,
        providerRefundId: `recorded:${payment.refundedAmount}:${value}`,
        amount: value,
        currency: payment.currency,
        kind: "refund",
        source: "admin",
        providerStatus: "RECORDED",
        note,
        adminId,
      });
    },

    /** The price for this buyer; a promo code that cannot be used now is left out. */
    async quote(
      assessmentId: string,
      referral?: ReferralDiscount,
      buyerUserId?: string,
      promoCode?: string,
    ): Promise<QuoteDto> {
      const assessment = await saleAssessment(assessmentId);
      const checked = promoCode ? await promos.check(promoCode, { assessmentId }) : undefined;
      const promo = checked && "code" in checked ? checked.code : undefined;
      return quoteFrom(
        await configRepo.get(),
        await referralFor(referral, assessment, { userId: buyerUserId }),
        promo,
        await retakeOf(assessment, buyerUserId),
      );
    },

    /**
     * The price this visitor would pay before choosing a test to buy (landing page, /subscription):
     * the same figures as `quote`, with their referral and a promo code they applied; an assessment
     * the browser holds is taken into account when it still exists.
     */
    async visitorPrice(input: {
      assessmentId?: string | undefined;
      referral?: ReferralDiscount | undefined;
      buyerUserId?: string | undefined;
      promoCode?: string | undefined;
    }): Promise<QuoteDto> {
      const assessment = input.assessmentId ? await assessments.findById(input.assessmentId) : undefined;
      const checked = input.promoCode
        ? await promos.check(input.promoCode, { assessmentId: assessment?.id })
        : undefined;
      const promo = checked && "code" in checked ? checked.code : undefined;
      return quoteFrom(
        await configRepo.get(),
        await referralFor(input.referral, assessment, { userId: input.buyerUserId }),
        promo,
        assessment ? await retakeOf(assessment, input.buyerUserId) : false,
      );
    },

    /** The buyer's 'Validar': whether the code can be used now (and why not, in words) and the resulting quote. */
    async validatePromo(input: {
      code: string;
      assessmentId: string;
      lang: Lang;
      referral?: ReferralDiscount | undefined;
      buyerUserId?: string | undefined;
    }): Promise<PromoValidationDto> {
      const assessment = await saleAssessment(input.assessmentId);
      const row = await configRepo.get();
      const referral = await referralFor(input.referral, assessment, { userId: input.buyerUserId });
      const retake = await retakeOf(assessment, input.buyerUserId);
      const checked = await promos.check(input.code, { assessmentId: assessment.id });
      if ("refusal" in checked) {
        return {
          valid: false,
          reason: checked.refusal,
          message: translate(input.lang, promoRefusalKey(checked.refusal)),
          quote: quoteFrom(row, referral, undefined, retake),
        };
      }
      const quote = quoteFrom(row, referral, checked.code, retake);
      const applied = quote.promoCode !== undefined;
      return {
        valid: true,
        code: checked.code.code,
        applied,
        message: translate(
          input.lang,
          applied ? "promo.valid" : quote.retakeDiscountPercent ? "retake.discountLarger" : "promo.referralLarger",
        ),
        quote,
      };
    },

    async status(assessmentId: string): Promise<{ isPaid: boolean }> {
      const assessment = await assessments.findById(assessmentId);
      if (!assessment) throw assessmentNotFoundError();
      return { isPaid: assessment.isPaid };
    },

    /** POST /api/payment/demo: only while demo is enabled, whatever the method. */
    async demo(assessmentId: string): Promise<{ success: true; assessmentId: string }> {
      const row = await configRepo.get();
      if (!row.demoEnabled) throw demoDisabledError();
      const assessment = await saleAssessment(assessmentId);
      const payment = await paymentsRepo.insertOnce({
        assessmentId,
        userId: assessment.userId,
        provider: "demo",
        providerOrderId: `demo-${assessmentId}`,
        amount: "0.00",
        currency: row.currency,
      });
      await useCases.fulfil(payment.id, { providerStatus: "DEMO" });
      return { success: true, assessmentId };
    },

    /**
     * Opens a payment for this buyer at the price the server decides (referral, promo code; any amount the client
     * sent is ignored) and hands it to the provider, which says what the browser does next.
     */
    async startCheckout(providerId: CheckoutProviderId | (string & {}), input: CheckoutInput): Promise<CheckoutStart> {
      const provider = providerOf(providerId);
      const assessment = await payableAssessment(input.assessmentId);
      const row = await configRepo.get();
      const target = openTarget(provider, row);
      const referral = await referralFor(input.referral, assessment, {
        userId: input.buyerUserId,
        emails: [input.customerData.email, input.gift?.payerEmail],
      });
      const promo = await usablePromo(input.promoCode, assessment.id);
      const quote = quoteFrom(row, referral, promo, await retakeOf(assessment, input.buyerUserId));
      const customerData: Record<string, string> = input.gift
        ? { ...input.customerData, lang: input.lang }
        : { ...input.customerData };
      const fields = promoFields(quote, promo);
      // The payment opens in the transaction that reserves its promo code's use (the code's row locked), so that
      // concurrent checkouts cannot hold more uses than the code has left.
      const payment = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        let promoReservedUntil: Date | null = null;
        if (fields.promoCodeId) {
          const reserved = await promos.reservePromoUseTx(tx, fields.promoCodeId, assessment.id);
          if ("refusal" in reserved) throw promoRefusalError(reserved.refusal);
          promoReservedUntil = reserved.reservedUntil;
        }
        return createPaymentsRepository({ db: tx }).insert({
          assessmentId: assessment.id,
          userId: assessment.userId,
          // stored as the provider names itself (the registry's are PAYMENT_PROVIDERS; a test's mock, its own)
          provider: provider.id as CheckoutProviderId,
          sandbox: target.local,
          amount: quote.amount,
          currency: quote.currency,
          ...(provider.chargesLocalCurrency
            ? { localAmount: quote.localAmount, localCurrency: quote.localCurrency }
            : {}),
          customerData: quote.retakeDiscountPercent
            ? withRetakeDiscount(customerData, row.retakeDiscountPercent)
            : customerData,
          payerEmail: input.gift?.payerEmail.toLowerCase() ?? null,
          referralId: referral?.referralId ?? null,
          ...fields,
          promoReservedUntil,
          status: "pending",
        });
      });
      return provider.startCheckout(context(row, target), { payment, row, quote, lang: input.lang, gift: input.gift });
    },

    /** The buyer is back from the provider (PayPal: the success page's finalize; card: AZUL's signed redirect). */
    async handleReturn(
      providerId: CheckoutProviderId | (string & {}),
      input: Record<string, unknown>,
    ): Promise<ReturnOutcome> {
      const provider = providerOf(providerId);
      const row = await configRepo.get();
      return provider.handleReturn(context(row, provider.readiness(row, config, deps.selfUrl()).target), input);
    },

    /** A return whose answer is the finalize result (PayPal's capture after approval). */
    async finalize(
      providerId: CheckoutProviderId | (string & {}),
      input: PaymentSubject & { orderId: string; lang?: Lang },
    ): Promise<FinalizeResultDto> {
      const outcome = await this.handleReturn(providerId, input);
      if (outcome.kind !== "result") throw orderNotFoundError();
      return outcome.redirectUrl ? { ...outcome.result, redirectUrl: outcome.redirectUrl } : outcome.result;
    },

    /** A provider's server-to-server notification, verified by the provider on the exact bytes received. */
    async handleNotification(
      providerId: CheckoutProviderId | (string & {}),
      notification: ProviderNotification,
    ): Promise<{ handled: boolean }> {
      const provider = providerOf(providerId);
      const row = await configRepo.get();
      return provider.handleNotification(
        context(row, provider.readiness(row, config, deps.selfUrl()).target),
        notification,
      );
    },

    /**
     * Looks up payments left open at their providers (a PENDING capture, a completion in progress) until they
     * settle, so that nothing depends on a notification alone. Answers how many were checked and fulfilled.
     */
    async settlePending(options: { limit?: number; maxAgeDays?: number } = {}): Promise<SettleCount> {
      const row = await configRepo.get();
      const total: SettleCount = { checked: 0, fulfilled: 0 };
      const since = new Date(Date.now() - (options.maxAgeDays ?? 30) * 86_400_000);
      for (const provider of providers) {
        const target = provider.readiness(row, config, deps.selfUrl()).target;
        if (!provider.settlePending || !target) continue;
        const count = await provider.settlePending(context(row, target), { limit: options.limit ?? 50, since });
        total.checked += count.checked;
        total.fulfilled += count.fulfilled;
      }
      return total;
    },

    /**
     * Opens the payment of a school's pack (its price, `quantity` × the tier's unit price, fixed on the pack when
     * it was created) and hands it to the provider; the counsellor pays and comes back to `pagePath`, their panel.
     */
    async startPackCheckout(
      providerId: CheckoutProviderId | (string & {}),
      input: {
        pack: Pick<ReportPack, "id" | "quantity" | "unitPrice" | "currency">;
        payer: { userId: string; name: string; email: string };
        lang: Lang;
        pagePath: string;
      },
    ): Promise<CheckoutStart> {
      const provider = providerOf(providerId);
      const row = await configRepo.get();
      const target = openTarget(provider, row);
      const { pack, payer, lang } = input;
      const amounts = packAmounts({
        unitPrice: pack.unitPrice,
        quantity: pack.quantity,
        exchangeRate: row.exchangeRate,
      });
      const quote = {
        amount: amounts.amount,
        currency: pack.currency,
        localAmount: amounts.localAmount,
        localCurrency: row.localCurrency,
      };
      const payment = await paymentsRepo.insert({
        packId: pack.id,
        userId: payer.userId,
        provider: provider.id as CheckoutProviderId,
        sandbox: target.local,
        amount: quote.amount,
        currency: quote.currency,
        ...(provider.chargesLocalCurrency
          ? { localAmount: quote.localAmount, localCurrency: quote.localCurrency }
          : {}),
        customerData: { fullName: payer.name, email: payer.email, lang, packReports: String(pack.quantity) },
        payerEmail: payer.email.toLowerCase(),
        status: "pending",
      });
      return provider.startCheckout(context(row, target), {
        payment,
        row,
        quote,
        lang,
        gift: { payerEmail: payer.email, pagePath: input.pagePath },
        quantity: pack.quantity,
      });
    },

    /** The pack a provider's order pays for (a counsellor's return names only the order), if it is a pack's. */
    async packOfOrder(providerId: string, orderId: string): Promise<string | undefined> {
      return (await paymentsRepo.findByProviderOrder(providerId, orderId))?.packId ?? undefined;
    },

    /** Each of these packs' latest payment, newest first (the counsellor's panel shows whether it went through). */
    ofPacks: (packIds: string[]): Promise<Payment[]> => paymentsRepo.ofPacks(packIds),

    /**
     * A counsellor unlocks a student's report with one of their paid packs' codes: in one transaction the code is
     * taken (never the same one twice), redeemed for the test and recorded as its payment, and the report is sent
     * to the student and their guardian. Answers false when the packs have no report left.
     */
    async unlockWithPack(input: { assessmentId: string; packIds: string[] }): Promise<boolean> {
      const assessment = await payableAssessment(input.assessmentId);
      const row = await configRepo.get();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const code = await accessCodes.takePackCodeTx(tx, input.packIds);
        if (!code) return false;
        const email = assessment.email.toLowerCase();
        const used = await accessCodes.redeemAccessCodeTx(tx, {
          code,
          assessmentId: assessment.id,
          email,
          packIds: input.packIds,
        });
        if (!used) return false;
        await fulfilWithCodeTx(tx, assessment, code, row, { providerStatus: "PACK" }, { unlockedBySchool: true });
        return true;
      });
    },

    /** POST /api/verify-payment: a single-use access code (or the demo code while demo is on). */
    async verifyAccessCode(input: {
      paymentCode: string;
      email: string;
      assessmentId: string;
    }): Promise<{ verified: true; assessmentId: string }> {
      const assessment = await saleAssessment(input.assessmentId);
      const code = input.paymentCode.toUpperCase();
      const row = await configRepo.get();
      if (code === DEMO_ACCESS_CODE) {
        if (!row.demoEnabled) throw codeInvalidError();
        await this.demo(assessment.id);
        return { verified: true, assessmentId: assessment.id };
      }
      if (assessment.isPaid) return { verified: true, assessmentId: assessment.id };
      // A code bound to an email is for the test taken with that email: compared with the test's own
      // email, never with whatever email the form was given.
      const email = assessment.email.toLowerCase();
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const used = await accessCodes.redeemAccessCodeTx(tx, { code, assessmentId: assessment.id, email });
        if (!used) throw codeInvalidError();
        await fulfilWithCodeTx(tx, assessment, code, row, { providerStatus: "ACCESS_CODE" });
      });
      return { verified: true, assessmentId: assessment.id };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
