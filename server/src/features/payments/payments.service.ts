import { matchRoute, paths } from "@shared/routes";
import { randomInt } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { accessCodes, type Assessment, type Payment, type PaymentConfigRow } from "@shared/schema/index";
import { quoteAmounts, toCents } from "@shared/pricing";
import type { Lang } from "@shared/i18n/lang";
import type { CustomerData, FinalizeResultDto, QuoteDto } from "@shared/validators/checkout";
import type { PromoValidationDto } from "@shared/validators/promo-codes";
import { translate } from "@shared/i18n/catalog";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { createAssessmentReader } from "../assessment/assessment.service";
import { buildAzulForm, verifyAzulResponse } from "./azul.client";
import { createPaymentConfigService } from "./payment-config.service";
import { resolveTargets, type PaymentTargets } from "./payment-targets.config";
import {
  alreadyPaidError,
  codeInvalidError,
  declinedError,
  demoDisabledError,
  methodUnavailableError,
  notApprovedError,
  notRefundableError,
  orderNotFoundError,
  paymentNotFoundError,
  refundAmountTooHighError,
  refundNeedsConfirmationError,
  refundNoCaptureError,
  refundRefusedError,
  verificationFailedError,
  webhookInvalidError,
} from "./payments.errors";
import { createPaymentsRepository, fulfilPayment, fulfilPaymentTx } from "./payments.repository";
import { createPaypalGateway, type PaypalGateway, type PaypalTarget } from "./paypal.client";
import { applyRefund, paypalRefundedKey, refundEligibility, type RefundResult } from "./refunds.service";
import { isSellersOwnPurchase } from "../referrals/referrals.service";
import {
  createPromoCodesService,
  promoRefusalError,
  promoRefusalKey,
  type PromoCode,
} from "../promo-codes/promo-codes.service";

/** Shown in the portal while demo is on; works for any assessment, never earns commission. */
export const DEMO_ACCESS_CODE = "QE-DEMO-2026-PRUE";

export interface PaymentsDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The server's own loopback address (the local PayPal sandbox is called through it). */
  selfUrl: () => string;
  /** PayPal call timeout; tests shorten it. */
  paypalTimeoutMs?: number;
}

export interface ReferralDiscount {
  percent: string;
  sellerName: string;
  referralId: string;
  sellerUserId: string | null;
  sellerEmail: string;
}

/** A report paid by someone other than its taker: where the receipt goes, and the page the payer comes back to. */
export interface GiftPayment {
  payerEmail: string;
  /** A parents' page, `/r/{shareId}/familia`. */
  pagePath: string;
}
/** A return address the card page may send a gift's payer back to: a parents' page, nothing else. */
const isGiftPage = (path: string) => !path.endsWith("/") && matchRoute(path)?.name === "shareFamily";

/** A seller's own purchase through its link gets no referral discount (and earns no commission). */
function referralFor(
  referral: ReferralDiscount | undefined,
  assessment: Assessment | undefined,
  buyer: { userId?: string | undefined; email?: string | undefined },
): ReferralDiscount | undefined {
  if (!referral) return undefined;
  const own = isSellersOwnPurchase(
    { userId: referral.sellerUserId, email: referral.sellerEmail },
    { userIds: [assessment?.userId, buyer.userId], emails: [assessment?.email, buyer.email] },
  );
  return own ? undefined : referral;
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, config, logger } = deps;
  const assessments = createAssessmentReader({ db });
  const paymentsRepo = createPaymentsRepository({ db });
  const configRepo = createPaymentConfigService({ db });
  const promos = createPromoCodesService({ db });
  const gateways = new Map<string, PaypalGateway>();

  const gatewayFor = (plainTarget: PaypalTarget): PaypalGateway => {
    const target = { ...plainTarget, timeoutMs: deps.paypalTimeoutMs };
    const key = JSON.stringify([
      target.clientId,
      target.clientSecret,
      target.environment,
      target.baseUrl,
      target.approvalBase,
      target.webhookId,
    ]);
    let gateway = gateways.get(key);
    if (!gateway) {
      gateway = createPaypalGateway(target);
      gateways.set(key, gateway);
    }
    return gateway;
  };

  const targets = async (): Promise<{ row: PaymentConfigRow; targets: PaymentTargets }> => {
    const row = await configRepo.get();
    return { row, targets: resolveTargets(row, config, deps.selfUrl()) };
  };

  const payableAssessment = async (assessmentId: string): Promise<Assessment> => {
    const assessment = await assessments.findById(assessmentId);
    if (!assessment) throw assessmentNotFoundError();
    if (assessment.isPaid) throw alreadyPaidError();
    return assessment;
  };

  function quoteFrom(row: PaymentConfigRow, referral?: ReferralDiscount, promo?: PromoCode): QuoteDto {
    const amounts = quoteAmounts({
      basePrice: row.basePrice,
      originalPrice: row.originalPrice,
      exchangeRate: row.exchangeRate,
      referralDiscountPercent: referral?.percent,
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
    };
  }

  /** The code a buyer sends with a payment, usable now; otherwise the 4xx that says why (before anyone pays). */
  async function usablePromo(code: string | undefined): Promise<PromoCode | undefined> {
    if (!code) return undefined;
    const checked = await promos.check(code);
    if ("refusal" in checked) throw promoRefusalError(checked.refusal);
    return checked.code;
  }

  /** The payment row's promo fields: set only when the code gave the price its discount. */
  const promoFields = (quote: QuoteDto, promo: PromoCode | undefined) =>
    promo && quote.promoCode
      ? { promoCodeId: promo.id, promoCode: promo.code, promoDiscount: quote.promoDiscount ?? null }
      : {};

  const finalizeResult = (
    payment: Payment,
    status: FinalizeResultDto["status"],
    isPaid: boolean,
  ): FinalizeResultDto => ({
    status,
    isPaid,
    assessmentId: payment.assessmentId,
    orderId: payment.providerOrderId ?? "",
  });

  /** The local sandbox's approval page speaks the buyer's language, as PayPal's does from the locale. */
  const localized = (target: PaypalTarget, url: string, lang: Lang) =>
    target.local ? `${url}${url.includes("?") ? "&" : "?"}lang=${lang}` : url;

  /** Checks a PayPal order against our payment: completed capture, our amount and currency, our custom_id. */
  async function settlePaypalOrder(
    payment: Payment,
    order: {
      status: string;
      customId: string | undefined;
      captures: {
        id: string;
        status: string;
        amount: string;
        currency: string;
        customId: string | undefined;
        statusReason?: string | undefined;
      }[];
    },
  ): Promise<FinalizeResultDto> {
    const capture = order.captures[0];
    const customId = capture?.customId ?? order.customId;
    if (
      !capture ||
      customId !== payment.id ||
      capture.amount !== payment.amount ||
      capture.currency !== payment.currency
    ) {
      logger.error({ paymentId: payment.id, order }, "PayPal capture does not match the payment");
      await paymentsRepo.markDeclined(payment.id, "capture_mismatch", capture?.status);
      throw verificationFailedError();
    }
    if (capture.status === "COMPLETED") {
      await fulfilPayment(db, payment.id, { captureId: capture.id, providerStatus: capture.status });
      return finalizeResult(payment, "completed", true);
    }
    if (capture.status === "PENDING") {
      await paymentsRepo.update(payment.id, {
        captureId: capture.id,
        providerStatus: `PENDING${capture.statusReason ? `:${capture.statusReason}` : ""}`,
      });
      return finalizeResult(payment, "pending", false);
    }
    await paymentsRepo.markDeclined(payment.id, `capture_${capture.status.toLowerCase()}`, capture.status);
    throw declinedError();
  }

  /**
   * PAYMENT.CAPTURE.REFUNDED / REVERSED: the resource is a refund (no supplementary_data) linked `up` to its
   * capture, so the payment is found by the stored capture id. A refund of the whole amount, or any reversal,
   * revokes the report; a partial refund is recorded.
   */
  async function handlePaypalRefundNotification(
    type: string,
    resource: Record<string, unknown>,
  ): Promise<{ handled: boolean }> {
    const linked = captureIdOfRefundResource(resource);
    const resourceId = typeof resource.id === "string" ? resource.id.slice(0, 64) : "";
    // Some deliveries carry the capture itself (status REFUNDED) instead of the refund.
    const captureId = linked ?? resourceId;
    if (!captureId) return { handled: false };
    const payment = await paymentsRepo.findByCapture("paypal", captureId);
    if (!payment) return { handled: false };
    const reversal = type === "PAYMENT.CAPTURE.REVERSED";
    const isCapture = !linked;
    if (isCapture && !reversal && resource.status !== "REFUNDED") return { handled: false };
    const amount = resource.amount as { value?: unknown; currency_code?: unknown } | undefined;
    const value =
      !isCapture && typeof amount?.value === "string" && /^\d{1,10}(\.\d{1,2})?$/.test(amount.value)
        ? amount.value
        : payment.amount;
    const breakdown = resource.seller_payable_breakdown as { total_refunded_amount?: { value?: unknown } } | undefined;
    const total = breakdown?.total_refunded_amount?.value;
    await applyRefund(db, {
      paymentId: payment.id,
      providerRefundId: isCapture ? `capture:${captureId}:${type}` : resourceId || `${type}:${captureId}`,
      amount: value,
      currency:
        typeof amount?.currency_code === "string" && /^[A-Z]{3}$/.test(amount.currency_code)
          ? amount.currency_code
          : payment.currency,
      kind: reversal ? "reversal" : "refund",
      source: "webhook",
      providerStatus: typeof resource.status === "string" ? resource.status.slice(0, 40) : null,
      totalRefunded: typeof total === "string" && /^\d{1,10}(\.\d{1,2})?$/.test(total) ? total : undefined,
      full: reversal || isCapture,
    });
    return { handled: true };
  }

  return {
    /**
     * The admin's refund. Within the policy (24 hours, never downloaded) it goes ahead; outside it only with
     * `confirm`. PayPal: the SDK's refund call with an idempotency key per payment and amount, so a retried or
     * doubled request makes one refund. Card (AZUL): its web services are not configured in this product, so the
     * admin refunds in AZUL's portal and this records it with the note. Access codes and demo: recorded.
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
      const cents = input.amount === undefined ? left : toCents(input.amount);
      if (cents > left) throw refundAmountTooHighError();
      const partial = cents < left;
      const value = (cents / 100).toFixed(2);
      const note = input.note?.trim() || null;
      if (payment.provider === "paypal") {
        if (!payment.captureId) throw refundNoCaptureError();
        const { targets: t } = await targets();
        if (!t.paypal) throw methodUnavailableError();
        const requestId = partial ? `refund-${payment.id}-${payment.refundedAmount}-${value}` : `refund-${payment.id}`;
        const outcome = await gatewayFor(t.paypal).refundCapture({
          captureId: payment.captureId,
          requestId,
          amount: partial ? { value, currency: payment.currency } : undefined,
        });
        if (outcome.kind === "refused") throw refundRefusedError({ issue: outcome.issue });
        if (outcome.kind === "alreadyRefunded") {
          // Refunded at PayPal already (its notification may be late): record what is left as refunded.
          return applyRefund(db, {
            paymentId,
            providerRefundId: paypalRefundedKey(payment.captureId),
            amount: (left / 100).toFixed(2),
            currency: payment.currency,
            kind: "refund",
            source: "admin",
            note,
            adminId,
            full: true,
          });
        }
        return applyRefund(db, {
          paymentId,
          providerRefundId: outcome.refund.id,
          amount: outcome.refund.amount || value,
          currency: outcome.refund.currency || payment.currency,
          kind: "refund",
          source: "admin",
          providerStatus: outcome.refund.status,
          note,
          adminId,
          totalRefunded: outcome.refund.totalRefunded,
        });
      }
      // Recorded by hand: the key is the payment and the state it refunds, so a doubled request records once.
      return applyRefund(db, {
        paymentId,
        providerRefundId: `recorded:${payment.refundedAmount}:${value}`,
        amount: value,
        currency: payment.currency,
        kind: "refund",
        source: "admin",
        providerStatus: payment.provider === "banco_popular" ? "REFUNDED_IN_AZUL_PORTAL" : "RECORDED",
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
      const assessment = await assessments.findById(assessmentId);
      if (!assessment) throw assessmentNotFoundError();
      const checked = promoCode ? await promos.check(promoCode) : undefined;
      const promo = checked && "code" in checked ? checked.code : undefined;
      return quoteFrom(await configRepo.get(), referralFor(referral, assessment, { userId: buyerUserId }), promo);
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
      const checked = input.promoCode ? await promos.check(input.promoCode) : undefined;
      const promo = checked && "code" in checked ? checked.code : undefined;
      return quoteFrom(
        await configRepo.get(),
        referralFor(input.referral, assessment, { userId: input.buyerUserId }),
        promo,
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
      const assessment = await assessments.findById(input.assessmentId);
      if (!assessment) throw assessmentNotFoundError();
      const row = await configRepo.get();
      const referral = referralFor(input.referral, assessment, { userId: input.buyerUserId });
      const checked = await promos.check(input.code);
      if ("refusal" in checked) {
        return {
          valid: false,
          reason: checked.refusal,
          message: translate(input.lang, promoRefusalKey(checked.refusal)),
          quote: quoteFrom(row, referral),
        };
      }
      const quote = quoteFrom(row, referral, checked.code);
      const applied = quote.promoCode !== undefined;
      return {
        valid: true,
        code: checked.code.code,
        applied,
        message: translate(input.lang, applied ? "promo.valid" : "promo.referralLarger"),
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
      const assessment = await assessments.findById(assessmentId);
      if (!assessment) throw assessmentNotFoundError();
      const payment = await paymentsRepo.insertOnce({
        assessmentId,
        userId: assessment.userId,
        provider: "demo",
        providerOrderId: `demo-${assessmentId}`,
        amount: "0.00",
        currency: row.currency,
      });
      await fulfilPayment(db, payment.id, { providerStatus: "DEMO" });
      return { success: true, assessmentId };
    },

    async createPaypalOrder(input: {
      assessmentId: string;
      customerData: CustomerData;
      lang: Lang;
      referral?: ReferralDiscount | undefined;
      buyerUserId?: string | undefined;
      promoCode?: string | undefined;
      /** Someone else pays (a gift): the receipt goes to them, and PayPal sends them back to these pages. */
      gift?: GiftPayment | undefined;
    }): Promise<{ approvalUrl: string; orderId: string }> {
      const assessment = await payableAssessment(input.assessmentId);
      const { row, targets: t } = await targets();
      if (!row.paypalEnabled || !t.paypal) throw methodUnavailableError();
      const referral = referralFor(input.referral, assessment, {
        userId: input.buyerUserId,
        email: input.customerData.email,
      });
      const promo = await usablePromo(input.promoCode);
      const quote = quoteFrom(row, referral, promo);
      const payment = await paymentsRepo.insert({
        assessmentId: assessment.id,
        userId: assessment.userId,
        provider: "paypal",
        sandbox: t.paypal.local,
        amount: quote.amount,
        currency: quote.currency,
        customerData: input.gift ? { ...input.customerData, lang: input.lang } : input.customerData,
        payerEmail: input.gift?.payerEmail.toLowerCase() ?? null,
        referralId: referral?.referralId ?? null,
        ...promoFields(quote, promo),
        status: "pending",
      });
      const base = config.publicUrl;
      const query = `assessment=${encodeURIComponent(assessment.id)}&lang=${input.lang}`;
      let order;
      try {
        order = await gatewayFor(t.paypal).createOrder({
          requestId: `create-${payment.id}`,
          customId: payment.id,
          invoiceId: `QE-${payment.id}`,
          description: `${row.companyName} · ${input.lang === "es" ? "Reporte Vocacional Completo" : "Complete Career Report"}`,
          amount: quote.amount,
          currency: quote.currency,
          returnUrl: input.gift
            ? `${base}${input.gift.pagePath}?gift=paypal&lang=${input.lang}`
            : `${base}/api/paypal/return?${query}`,
          cancelUrl: input.gift
            ? `${base}${input.gift.pagePath}?gift=cancelled&lang=${input.lang}`
            : `${base}/api/paypal/cancel?${query}`,
          brandName: row.companyName,
          locale: input.lang === "es" ? "es-DO" : "en-US",
        });
      } catch (error) {
        await paymentsRepo.markFailed(payment.id, "create_failed");
        throw error;
      }
      await paymentsRepo.update(payment.id, { providerOrderId: order.id, providerStatus: order.status });
      if (!order.approvalUrl) throw verificationFailedError();
      return { approvalUrl: localized(t.paypal, order.approvalUrl, input.lang), orderId: order.id };
    },

    /**
     * Captures an approved PayPal order (idempotency key per payment and attempt) and fulfils when
     * verified. A funding failure sends the buyer back to PayPal's approval page with the payment
     * still open; a completion in progress stays pending for the settle job.
     */
    async finalizePaypal(input: { assessmentId: string; orderId: string; lang?: Lang }): Promise<FinalizeResultDto> {
      const payment = await paymentsRepo.findByProviderOrder("paypal", input.orderId);
      if (!payment || payment.assessmentId !== input.assessmentId) throw orderNotFoundError();
      if (payment.status === "completed") return finalizeResult(payment, "completed", true);
      if (payment.status === "declined") throw declinedError();
      const { targets: t } = await targets();
      if (!t.paypal) throw methodUnavailableError();
      const gateway = gatewayFor(t.paypal);
      const promoRefusal = payment.promoCodeId ? await promos.refusalById(payment.promoCodeId) : null;
      if (promoRefusal) {
        // The code was used up (or paused, or expired) since the order was made: refuse before capturing, so the
        // buyer is not charged; an order PayPal already captured (an earlier attempt) is settled as paid.
        const order = await gateway.getOrder(input.orderId);
        if (order.captures.length > 0) return settlePaypalOrder(payment, order);
        await paymentsRepo.markFailed(payment.id, `promo_${promoRefusal}`);
        throw promoRefusalError(promoRefusal);
      }
      const attempt = fundingFailures(payment);
      const outcome = await gateway.captureOrder(
        input.orderId,
        attempt === 0 ? `capture-${payment.id}` : `capture-${payment.id}-${attempt}`,
      );
      if (outcome.kind === "notApproved") throw notApprovedError();
      if (outcome.kind === "payerAction") {
        // The buyer chooses another funding source on PayPal; the next capture is a new attempt.
        await paymentsRepo.update(payment.id, { providerStatus: `${FUNDING_FAILED}:${attempt + 1}:${outcome.issue}` });
        return {
          ...finalizeResult(payment, "approval_required", false),
          redirectUrl: localized(t.paypal, outcome.approvalUrl, input.lang ?? "es"),
        };
      }
      if (outcome.kind === "inProgress") {
        await paymentsRepo.update(payment.id, { providerStatus: "ORDER_COMPLETION_IN_PROGRESS" });
        return finalizeResult(payment, "pending", false);
      }
      if (outcome.kind === "declined") {
        await paymentsRepo.markFailed(payment.id, outcome.issue, outcome.issue);
        throw declinedError();
      }
      return settlePaypalOrder(payment, outcome.order);
    },

    async cancelPaypal(orderId: string): Promise<void> {
      const payment = await paymentsRepo.findByProviderOrder("paypal", orderId);
      if (payment && payment.status === "pending") await paymentsRepo.markFailed(payment.id, "cancelled_by_buyer");
    },

    /**
     * Looks up PayPal payments left open (a PENDING capture, a completion in progress) until they
     * settle, so that nothing depends on the notification alone. Answers how many were fulfilled.
     */
    async settlePendingPaypal(
      options: { limit?: number; maxAgeDays?: number } = {},
    ): Promise<{ checked: number; fulfilled: number }> {
      const { targets: t } = await targets();
      if (!t.paypal) return { checked: 0, fulfilled: 0 };
      const gateway = gatewayFor(t.paypal);
      const open = await paymentsRepo.listUnsettledPaypal({
        limit: options.limit ?? 50,
        since: new Date(Date.now() - (options.maxAgeDays ?? 30) * 86_400_000),
      });
      let fulfilled = 0;
      let checked = 0;
      for (const payment of open) {
        // A sandbox payment is only known to the sandbox, a real one only to PayPal.
        if (payment.sandbox !== t.paypal.local || !payment.providerOrderId) continue;
        checked += 1;
        try {
          const order = await gateway.getOrder(payment.providerOrderId);
          if (order.captures.length === 0) continue;
          const result = await settlePaypalOrder(payment, order);
          if (result.status === "completed") fulfilled += 1;
        } catch (error) {
          logger.warn({ paymentId: payment.id, err: error }, "pending PayPal payment could not be looked up");
        }
      }
      return { checked, fulfilled };
    },

    /** PAYMENT.CAPTURE.* events, verified with PayPal's verify-webhook-signature call on the exact text received. */
    async handlePaypalWebhook(
      headers: Record<string, string | undefined>,
      rawBody: string,
      event: Record<string, unknown>,
    ): Promise<{ handled: boolean }> {
      const { targets: t } = await targets();
      if (!t.paypal) throw webhookInvalidError();
      if (!t.paypal.webhookId) {
        // Without it PayPal can verify nothing: say so loudly (the settle job still completes payments).
        logger.error("PayPal notification refused: no webhook id is configured (admin panel, PayPal settings)");
        throw webhookInvalidError();
      }
      if (!(await gatewayFor(t.paypal).verifyWebhook(headers, rawBody))) throw webhookInvalidError();
      const type = String(event.event_type ?? "");
      const resource = (event.resource ?? {}) as Record<string, unknown>;
      if (type === "PAYMENT.CAPTURE.REFUNDED" || type === "PAYMENT.CAPTURE.REVERSED")
        return handlePaypalRefundNotification(type, resource);
      const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids;
      const orderId = related?.order_id;
      if (!orderId) return { handled: false };
      const payment = await paymentsRepo.findByProviderOrder("paypal", orderId);
      // A notification verified by the local sandbox only ever touches a sandbox payment, and the other way round.
      if (!payment || payment.sandbox !== t.paypal.local) return { handled: false };
      const amount = resource.amount as { value?: string; currency_code?: string } | undefined;
      const capture = {
        id: String(resource.id ?? ""),
        status: String(resource.status ?? ""),
        amount: String(amount?.value ?? ""),
        currency: String(amount?.currency_code ?? ""),
        customId: typeof resource.custom_id === "string" ? resource.custom_id : undefined,
      };
      if (type === "PAYMENT.CAPTURE.COMPLETED") {
        await settlePaypalOrder(payment, { status: "COMPLETED", customId: capture.customId, captures: [capture] });
        return { handled: true };
      }
      if (type === "PAYMENT.CAPTURE.DENIED" || type === "PAYMENT.CAPTURE.DECLINED") {
        await paymentsRepo.markDeclined(payment.id, "capture_denied", capture.status);
        return { handled: true };
      }
      return { handled: false };
    },

    async createCardPayment(input: {
      assessmentId: string;
      customerData: CustomerData;
      lang: Lang;
      referral?: ReferralDiscount | undefined;
      buyerUserId?: string | undefined;
      promoCode?: string | undefined;
      gift?: GiftPayment | undefined;
    }): Promise<{ formUrl: string; backupFormUrl?: string; formData: Record<string, string>; orderId: string }> {
      const assessment = await payableAssessment(input.assessmentId);
      const { row, targets: t } = await targets();
      if (!row.bancoPopularEnabled || !t.card) throw methodUnavailableError();
      const referral = referralFor(input.referral, assessment, {
        userId: input.buyerUserId,
        email: input.customerData.email,
      });
      const promo = await usablePromo(input.promoCode);
      const quote = quoteFrom(row, referral, promo);
      const payment = await paymentsRepo.insert({
        assessmentId: assessment.id,
        userId: assessment.userId,
        provider: "banco_popular",
        sandbox: t.card.local,
        amount: quote.amount,
        currency: quote.currency,
        localAmount: quote.localAmount,
        localCurrency: quote.localCurrency,
        customerData: input.gift ? { ...input.customerData, lang: input.lang } : input.customerData,
        payerEmail: input.gift?.payerEmail.toLowerCase() ?? null,
        referralId: referral?.referralId ?? null,
        ...promoFields(quote, promo),
        status: "pending",
      });
      const orderNumber = await assignAzulOrderNumber(paymentsRepo, payment.id);
      const giftQuery = input.gift ? `&gift=${encodeURIComponent(input.gift.pagePath)}` : "";
      const returnBase = `${config.publicUrl}/api/banco-popular/return?lang=${input.lang}${giftQuery}`;
      const form = buildAzulForm({
        credentials: t.card,
        orderNumber,
        amountCents: toCents(quote.localAmount),
        approvedUrl: `${returnBase}&outcome=approved`,
        declinedUrl: `${returnBase}&outcome=declined`,
        cancelUrl: `${returnBase}&outcome=cancel&order=${orderNumber}`,
        locale: input.lang === "es" ? "ES" : "EN",
        // A gift's payer posts this form: it names the payment, never the test taker's assessment.
        customField1: input.gift
          ? { label: input.lang === "es" ? "Regalo" : "Gift", value: payment.id }
          : { label: input.lang === "es" ? "Evaluación" : "Assessment", value: assessment.id },
      });
      return { ...form, orderId: orderNumber };
    },

    /**
     * AZUL's redirect back: the AuthHash must verify with our key, IsoCode be 00 and the Amount the
     * one stored for that order. Answers where to send the browser.
     */
    async handleCardReturn(query: Record<string, unknown>): Promise<{ redirect: string }> {
      const lang = query.lang === "en" ? "en" : "es";
      const outcome = String(query.outcome ?? "");
      // A gift's payer goes back to the parents' page, never to the test taker's pages.
      const giftPage = typeof query.gift === "string" && isGiftPage(query.gift) ? query.gift : undefined;
      const giftBack = (payment: Payment, result: "done" | "failed" | "cancelled") =>
        payment.payerEmail && giftPage ? `${giftPage}?gift=${result}&lang=${lang}` : undefined;
      if (outcome === "cancel") {
        const order = typeof query.order === "string" ? query.order : "";
        const payment = order ? await paymentsRepo.findByProviderOrder("banco_popular", order) : undefined;
        if (payment?.status === "pending") await paymentsRepo.markFailed(payment.id, "cancelled_by_buyer");
        return {
          redirect: payment
            ? (giftBack(payment, "cancelled") ??
              paths.paymentSelection(payment.assessmentId, { card: "cancelled", lang }))
            : `/?lang=${lang}`,
        };
      }
      const { targets: t } = await targets();
      if (!t.card) return { redirect: `/?lang=${lang}` };
      const result = verifyAzulResponse(query, t.card.authKey);
      const payment = result.orderNumber
        ? await paymentsRepo.findByProviderOrder("banco_popular", result.orderNumber)
        : undefined;
      if (!payment) return { redirect: `/?lang=${lang}` };
      const back = paths.paymentSelection(payment.assessmentId, { lang });
      if (!result.hashValid) {
        logger.warn({ paymentId: payment.id }, "card return with an invalid AuthHash");
        return { redirect: giftBack(payment, "failed") ?? `${back}&card=invalid` };
      }
      if (
        result.amountCents === null ||
        payment.localAmount === null ||
        result.amountCents !== toCents(payment.localAmount)
      ) {
        logger.error(
          { paymentId: payment.id, amount: result.amountCents },
          "card return amount does not match the payment",
        );
        await paymentsRepo.markDeclined(payment.id, "amount_mismatch", result.isoCode);
        return { redirect: giftBack(payment, "failed") ?? `${back}&card=invalid` };
      }
      if (!result.approved) {
        const reason = result.errorDescription || result.responseMessage || result.isoCode;
        await paymentsRepo.markDeclined(payment.id, `declined:${reason}`.slice(0, 200), result.isoCode);
        // Only the verified ISO code travels: the page shows our own text for it, never the bank's words from a URL.
        const code = /^\d{2}$/.test(result.isoCode) ? `&code=${result.isoCode}` : "";
        return { redirect: giftBack(payment, "failed") ?? `${back}&card=declined${code}` };
      }
      await fulfilPayment(db, payment.id, {
        captureId: result.azulOrderId || null,
        authorizationCode: result.authorizationCode || null,
        rrn: result.rrn || null,
        maskedCard: result.maskedCard || null,
        providerStatus: result.isoCode,
      });
      return {
        redirect:
          giftBack(payment, "done") ??
          paths.paymentSuccess(payment.assessmentId, {
            order: payment.providerOrderId ?? "",
            method: "banco_popular",
            lang,
          }),
      };
    },

    /** POST /api/verify-payment: a single-use access code (or the demo code while demo is on). */
    async verifyAccessCode(input: {
      paymentCode: string;
      email: string;
      assessmentId: string;
    }): Promise<{ verified: true; assessmentId: string }> {
      const assessment = await assessments.findById(input.assessmentId);
      if (!assessment) throw assessmentNotFoundError();
      const code = input.paymentCode.toUpperCase();
      const row = await configRepo.get();
      if (code === DEMO_ACCESS_CODE) {
        if (!row.demoEnabled) throw codeInvalidError();
        await this.demo(assessment.id);
        return { verified: true, assessmentId: assessment.id };
      }
      if (assessment.isPaid) return { verified: true, assessmentId: assessment.id };
      const email = input.email.toLowerCase();
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [used] = await tx
          .update(accessCodes)
          .set({ usedAt: new Date(), usedByAssessmentId: assessment.id, usedByEmail: email })
          .where(
            and(
              eq(accessCodes.code, code),
              isNull(accessCodes.usedAt),
              or(isNull(accessCodes.email), sql`lower(${accessCodes.email}) = ${email}`),
            ),
          )
          .returning();
        if (!used) throw codeInvalidError();
        const payment = await createPaymentsRepository({ db: tx }).insertOnce({
          assessmentId: assessment.id,
          userId: assessment.userId,
          provider: "access_code",
          providerOrderId: code,
          amount: "0.00",
          currency: row.currency,
          status: "pending",
        });
        await fulfilPaymentTx(tx, payment.id, { providerStatus: "ACCESS_CODE" });
      });
      return { verified: true, assessmentId: assessment.id };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** providerStatus of a PayPal payment whose capture hit a funding failure: `FUNDING_FAILED:<count>:<issue>`. */
const FUNDING_FAILED = "FUNDING_FAILED";

function fundingFailures(payment: Payment): number {
  const match = /^FUNDING_FAILED:(\d+):/.exec(payment.providerStatus ?? "");
  return match ? Number(match[1]) : 0;
}

const ORDER_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** "QE" + 13 random letters and digits: 15 characters, AZUL's maximum; about 66 bits of randomness. */
export function newAzulOrderNumber(): string {
  let out = "QE";
  for (let i = 0; i < 13; i++) out += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return out;
}

/** PostgreSQL's unique_violation, as the driver raises it or as Drizzle wraps it (`cause`). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Gives a card payment its unique AZUL OrderNumber (a clash with an existing one is retried with a new number). */
async function assignAzulOrderNumber(
  repo: ReturnType<typeof createPaymentsRepository>,
  paymentId: string,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const orderNumber = newAzulOrderNumber();
    try {
      await repo.update(paymentId, { providerOrderId: orderNumber });
      return orderNumber;
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The capture a refund resource belongs to: its `up` link (/v2/payments/captures/{id}); a capture resource is its own. */
export function captureIdOfRefundResource(resource: Record<string, unknown>): string | undefined {
  const links = Array.isArray(resource.links) ? (resource.links as { rel?: unknown; href?: unknown }[]) : [];
  for (const link of links) {
    if (link?.rel !== "up" || typeof link.href !== "string") continue;
    const match = /\/v2\/payments\/captures\/([A-Za-z0-9-]{1,64})(?:[/?#]|$)/.exec(link.href);
    if (match) return match[1];
  }
  return undefined;
}
