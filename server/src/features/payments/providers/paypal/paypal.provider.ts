import type { Payment } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import { translate } from "@shared/i18n/catalog";
import type { FinalizeResultDto } from "@shared/validators/checkout";
import { AppError, createError } from "../../../../lib/errors";
import {
  declinedError,
  duplicateNotChargedError,
  duplicateRefundedError,
  duplicateRefundPendingError,
  methodUnavailableError,
  notApprovedError,
  orderNotFoundError,
  refundNoCaptureError,
  refundRefusedError,
  verificationFailedError,
  webhookInvalidError,
} from "../../payments.errors";
import type { PaymentsRepository } from "../../payments.repository";
import { paths, ROUTES } from "@shared/routes";
import { paypalRefundedKey } from "../../refunds.service";
import {
  finalizeResult,
  packReturn,
  payerReturn,
  paysFor,
  subjectOf,
  testOf,
  type PaymentProvider,
  type ProviderContext,
} from "../payment-provider.model";
import { createPaypalGateway, type OrderView, type PaypalGateway, type PaypalTarget } from "./paypal.client";
import {
  paypalCredentials,
  paypalReadiness,
  paypalSwitches,
  paypalUsesSandbox,
  SANDBOX_PAYPAL_PATH,
} from "./paypal-target.config";
import { paypalRouter } from "./paypal.routes";

/** One SDK client per set of credentials (and timeout), kept in the context's clients: its OAuth token is reused across requests. */
function gatewayFor(ctx: ProviderContext<unknown>, plainTarget: PaypalTarget): PaypalGateway {
  const target = { ...plainTarget, timeoutMs: ctx.timeoutMs };
  const key = JSON.stringify([
    "paypal",
    target.clientId,
    target.clientSecret,
    target.environment,
    target.baseUrl,
    target.approvalBase,
    target.webhookId,
    ctx.timeoutMs,
  ]);
  return ctx.clients.clientFor(key, () => createPaypalGateway(target));
}

const gatewayOf = (ctx: ProviderContext<PaypalTarget | null>): PaypalGateway => {
  if (!ctx.target) throw methodUnavailableError();
  return gatewayFor(ctx, ctx.target);
};

/** The local sandbox's approval page speaks the buyer's language, as PayPal's does from the locale. */
const localized = (target: PaypalTarget, url: string, lang: Lang) =>
  target.local ? `${url}${url.includes("?") ? "&" : "?"}lang=${lang}` : url;

/** providerStatus of a PayPal payment whose capture hit a funding failure: `FUNDING_FAILED:<count>:<issue>`. */
const FUNDING_FAILED = "FUNDING_FAILED";

function fundingFailures(payment: Payment): number {
  const match = /^FUNDING_FAILED:(\d+):/.exec(payment.providerStatus ?? "");
  return match ? Number(match[1]) : 0;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** failureReason of a payment whose report another payment had already paid (a second order). */
const ALREADY_PAID = "already_paid";

/** What a second order for a paid report ends in: not charged, refunded, or refunded later by the settle job. */
const SECOND_ORDER_CODES = new Set(
  [duplicateNotChargedError(), duplicateRefundedError(), duplicateRefundPendingError()].map((e) => e.code),
);
const isSecondOrderOutcome = (error: unknown) => error instanceof AppError && SECOND_ORDER_CODES.has(error.code);

/**
 * A second order captured for a report another payment already paid: the money goes back through PayPal's refund
 * API (one refund per payment, by its request id) and is recorded by the one refund path; the report stays paid by
 * the other payment. Throws what the buyer is told. When PayPal does not answer, the payment stays open with its
 * capture, and the settle job tries again.
 */
async function refundSecondCharge(
  ctx: ProviderContext<PaypalTarget | null>,
  payment: Payment,
  capture: { id: string; amount: string; currency: string },
  paidBy: string,
): Promise<never> {
  await ctx.repo.update(payment.id, { captureId: capture.id, failureReason: ALREADY_PAID });
  ctx.logger.warn({ paymentId: payment.id, paidBy }, "a second PayPal charge for a paid report: refunding it");
  let outcome;
  try {
    outcome = await gatewayOf(ctx).refundCapture({ captureId: capture.id, requestId: `refund-${payment.id}` });
  } catch (error) {
    ctx.logger.error({ paymentId: payment.id, err: error }, "refunding a second PayPal charge failed; will retry");
    throw duplicateRefundPendingError();
  }
  if (outcome.kind === "refused") {
    ctx.logger.error(
      { paymentId: payment.id, issue: outcome.issue },
      "PayPal refused to refund a second charge for a paid report: refund it on PayPal",
    );
    throw duplicateRefundPendingError();
  }
  await ctx.useCases.applyRefund({
    paymentId: payment.id,
    providerRefundId: outcome.kind === "refunded" ? outcome.refund.id : paypalRefundedKey(capture.id),
    amount: (outcome.kind === "refunded" && outcome.refund.amount) || capture.amount,
    currency: (outcome.kind === "refunded" && outcome.refund.currency) || capture.currency,
    kind: "refund",
    source: "automatic",
    providerStatus: outcome.kind === "refunded" ? outcome.refund.status : "REFUNDED",
    full: true,
  });
  throw duplicateRefundedError();
}

/**
 * Checks a PayPal order against our payment: completed capture, our amount and currency, our custom_id. A completed
 * capture for a report another payment already paid is refunded (see refundSecondCharge).
 */
async function settleOrder(
  ctx: ProviderContext<PaypalTarget | null>,
  payment: Payment,
  order: Pick<OrderView, "status" | "customId" | "captures">,
): Promise<FinalizeResultDto> {
  const capture = order.captures[0];
  const customId = capture?.customId ?? order.customId;
  if (
    !capture ||
    customId !== payment.id ||
    capture.amount !== payment.amount ||
    capture.currency !== payment.currency
  ) {
    ctx.logger.error({ paymentId: payment.id, order }, "PayPal capture does not match the payment");
    await ctx.repo.markDeclined(payment.id, "capture_mismatch", capture?.status);
    throw verificationFailedError();
  }
  if (capture.status === "COMPLETED") {
    const done = await ctx.useCases.fulfil(
      payment.id,
      { captureId: capture.id, providerStatus: capture.status },
      { unlessPaidByAnother: true },
    );
    if (done.paidBy) return refundSecondCharge(ctx, done.payment, capture, done.paidBy);
    return finalizeResult(payment, "completed", true);
  }
  if (capture.status === "PENDING") {
    await ctx.repo.update(payment.id, {
      captureId: capture.id,
      providerStatus: `PENDING${capture.statusReason ? `:${capture.statusReason}` : ""}`,
    });
    return finalizeResult(payment, "pending", false);
  }
  await ctx.repo.markDeclined(payment.id, `capture_${capture.status.toLowerCase()}`, capture.status);
  throw declinedError();
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

/**
 * PAYMENT.CAPTURE.REFUNDED / REVERSED: the resource is a refund (no supplementary_data) linked `up` to its capture,
 * so the payment is found by the stored capture id. A refund of the whole amount, or any reversal, revokes the
 * report; a partial refund is recorded.
 */
async function applyRefundNotification(
  ctx: ProviderContext<unknown>,
  type: string,
  resource: Record<string, unknown>,
): Promise<{ handled: boolean }> {
  const linked = captureIdOfRefundResource(resource);
  const resourceId = typeof resource.id === "string" ? resource.id.slice(0, 64) : "";
  // Some deliveries carry the capture itself (status REFUNDED) instead of the refund.
  const captureId = linked ?? resourceId;
  if (!captureId) return { handled: false };
  const payment = await ctx.repo.findByCapture("paypal", captureId);
  if (!payment) return { handled: false };
  const reversal = type === "PAYMENT.CAPTURE.REVERSED";
  const isCapture = !linked;
  if (isCapture && !reversal && resource.status !== "REFUNDED") return { handled: false };
  const amount = resource.amount as { value?: unknown; currency_code?: unknown } | undefined;
  const value =
    !isCapture && typeof amount?.value === "string" && MONEY.test(amount.value) ? amount.value : payment.amount;
  const breakdown = resource.seller_payable_breakdown as { total_refunded_amount?: { value?: unknown } } | undefined;
  const total = breakdown?.total_refunded_amount?.value;
  await ctx.useCases.applyRefund({
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
    totalRefunded: typeof total === "string" && MONEY.test(total) ? total : undefined,
    full: reversal || isCapture,
  });
  return { handled: true };
}

const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The payment PayPal sent a buyer back for: by the reference in our return URL, and PayPal's token (the order id)
 * must then be its order; by the token alone for an order made before return URLs carried the reference.
 */
async function paymentOfReturn(
  repo: PaymentsRepository,
  reference: unknown,
  orderId: string,
): Promise<Payment | undefined> {
  const token = ORDER_ID.test(orderId) ? orderId : "";
  if (typeof reference === "string" && PAYMENT_ID.test(reference)) {
    const payment = await repo.findById(reference);
    if (!payment || payment.provider !== "paypal") return undefined;
    return !token || payment.providerOrderId === token ? payment : undefined;
  }
  return token ? repo.findByProviderOrder("paypal", token) : undefined;
}

/** PayPal live with credentials or a webhook id missing (the admin's save is refused). */
const paypalLiveCredentialsError = createError(400, "admin.paypal_live_credentials", "admin.paypalLiveCredentials");

/** PayPal through the official server SDK: order, approval, capture, webhooks verified by PayPal, refunds. */
export const paypalProvider: PaymentProvider<PaypalTarget> = {
  id: "paypal",
  publicName: "paypal",
  earnsCommission: true,
  chargesLocalCurrency: false,
  switches: paypalSwitches,
  // PayPal live takes real money: never without the account's credentials and webhook id.
  settingsError: (config) =>
    config.paypalEnabled &&
    !config.paypalTestMode &&
    (!config.paypalClientId || !config.paypalClientSecret || !config.paypalWebhookId)
      ? paypalLiveCredentialsError()
      : undefined,
  sandbox: { path: SANDBOX_PAYPAL_PATH, active: paypalUsesSandbox },
  checkout: {
    path: "/paypal/create-order",
    limitKey: "create-order",
    alias(start) {
      if (start.kind !== "redirect") throw new Error("PayPal starts with a redirect");
      return { approvalUrl: start.url, orderId: start.orderId };
    },
  },
  // PayPal verifies a notification by being sent its exact text.
  webhook: { path: "/paypal/webhook", rawBody: true },
  // The buyer is sent to PayPal's approval page (a redirect, which the CSP does not restrict).
  csp: {},
  credentials: paypalCredentials,
  secrets: {
    // PayPal's return carries its order token (redacted with every `token`) and the payer id.
    urlParams: ["PayerID"],
    jsonKeys: ["transmission_sig", "paypal-transmission-sig", "PayerID", "payer_id"],
  },
  readiness: paypalReadiness,
  routes: paypalRouter,

  async startCheckout(ctx, { payment, quote, row, lang, gift, quantity = 1 }) {
    const base = ctx.config.publicUrl;
    // Our payment's own reference goes to PayPal (as custom_id does), never the assessment's id: the return
    // resolves the assessment from the payment row.
    const query = `payment=${payment.id}&lang=${lang}`;
    let order;
    try {
      order = await gatewayFor(ctx, ctx.target).createOrder({
        requestId: `create-${payment.id}`,
        customId: payment.id,
        invoiceId: `QE-${payment.id}`,
        description: `${row.companyName} · ${quantity > 1 ? `${quantity} × ` : ""}${translate(lang, "checkout.product")}`,
        amount: quote.amount,
        currency: quote.currency,
        returnUrl: gift
          ? `${base}${payerReturn(gift.pagePath, payment, "paypal", lang)}`
          : `${base}/api/paypal/return?${query}`,
        cancelUrl: gift
          ? `${base}${payerReturn(gift.pagePath, payment, "cancelled", lang)}`
          : `${base}/api/paypal/cancel?${query}`,
        brandName: row.companyName,
        locale: lang === "es" ? "es-DO" : "en-US",
      });
    } catch (error) {
      await ctx.repo.markFailed(payment.id, "create_failed");
      throw error;
    }
    await ctx.repo.update(payment.id, { providerOrderId: order.id, providerStatus: order.status });
    if (!order.approvalUrl) throw verificationFailedError();
    return { kind: "redirect", url: localized(ctx.target, order.approvalUrl, lang), orderId: order.id };
  },

  /**
   * `{ orderId, assessmentId, lang }` after approval: captures the order (idempotency key per payment and attempt)
   * and fulfils when verified. A funding failure sends the buyer back to PayPal's approval page with the payment
   * still open; a completion in progress stays pending for the settle job. `{ outcome: "back" | "cancel",
   * paymentId, orderId, lang }`: PayPal sent the buyer back (approved or cancelled) to the URL that names our
   * payment; the answer is our own page for its assessment.
   */
  async handleReturn(ctx, input) {
    const orderId = typeof input.orderId === "string" ? input.orderId : "";
    const lang: Lang = input.lang === "en" ? "en" : "es";
    if (input.outcome === "back" || input.outcome === "cancel") {
      const payment = await paymentOfReturn(ctx.repo, input.paymentId, orderId);
      if (input.outcome === "back")
        return {
          kind: "redirect",
          to: payment
            ? (packReturn(payment, "done", lang) ??
              paths.paymentSuccess(testOf(payment), { order: payment.providerOrderId ?? "", lang }))
            : `${ROUTES.paymentSuccess.path}?lang=${lang}`,
        };
      // Only PayPal's own token (the order) says the buyer cancelled that order.
      if (payment?.status === "pending" && orderId && payment.providerOrderId === orderId)
        await ctx.repo.markFailed(payment.id, "cancelled_by_buyer");
      return {
        kind: "redirect",
        to: payment
          ? (packReturn(payment, "cancelled", lang) ??
            paths.paymentSelection(testOf(payment), { paypal: "cancelled", lang }))
          : `/?lang=${lang}`,
      };
    }
    const payment = await ctx.repo.findByProviderOrder("paypal", orderId);
    if (!payment || !paysFor(payment, subjectOf(input))) throw orderNotFoundError();
    if (payment.status === "completed") return { kind: "result", result: finalizeResult(payment, "completed", true) };
    if (payment.status === "declined") throw declinedError();
    if (payment.failureReason === ALREADY_PAID && payment.status === "refunded") throw duplicateRefundedError();
    const gateway = gatewayOf(ctx);
    if (await ctx.repo.paidByAnother(payment)) {
      // Another payment paid the report meanwhile: an order only approved is never captured (its approval expires);
      // one captured already (an earlier attempt) is refunded.
      const order = await gateway.getOrder(orderId);
      if (order.captures.length > 0) return { kind: "result", result: await settleOrder(ctx, payment, order) };
      await ctx.repo.markFailed(payment.id, ALREADY_PAID);
      throw duplicateNotChargedError();
    }
    const refusal = await ctx.priceRefusal(payment);
    if (refusal) {
      // The promo code was used up (or paused, or expired), or the retake discount stopped applying, since the
      // order was made: refuse before capturing, so the buyer is not charged; an order PayPal already captured
      // (an earlier attempt) is settled as paid.
      const order = await gateway.getOrder(orderId);
      if (order.captures.length > 0) return { kind: "result", result: await settleOrder(ctx, payment, order) };
      await ctx.repo.markFailed(payment.id, refusal.reason);
      throw refusal.error;
    }
    const attempt = fundingFailures(payment);
    const outcome = await gateway.captureOrder(
      orderId,
      attempt === 0 ? `capture-${payment.id}` : `capture-${payment.id}-${attempt}`,
    );
    if (outcome.kind === "notApproved") throw notApprovedError();
    if (outcome.kind === "payerAction") {
      // The buyer chooses another funding source on PayPal; the next capture is a new attempt.
      await ctx.repo.update(payment.id, { providerStatus: `${FUNDING_FAILED}:${attempt + 1}:${outcome.issue}` });
      return {
        kind: "result",
        result: finalizeResult(payment, "approval_required", false),
        redirectUrl: localized(ctx.target!, outcome.approvalUrl, lang),
      };
    }
    if (outcome.kind === "inProgress") {
      await ctx.repo.update(payment.id, { providerStatus: "ORDER_COMPLETION_IN_PROGRESS" });
      return { kind: "result", result: finalizeResult(payment, "pending", false) };
    }
    if (outcome.kind === "declined") {
      await ctx.repo.markFailed(payment.id, outcome.issue, outcome.issue);
      throw declinedError();
    }
    return { kind: "result", result: await settleOrder(ctx, payment, outcome.order) };
  },

  /** PAYMENT.CAPTURE.* events, verified with PayPal's verify-webhook-signature call on the exact text received. */
  async handleNotification(ctx, { headers, rawBody, event }) {
    const target = ctx.target;
    if (!target) throw webhookInvalidError();
    if (!target.webhookId) {
      // Without it PayPal can verify nothing: say so loudly (the settle job still completes payments).
      ctx.logger.error("PayPal notification refused: no webhook id is configured (admin panel, PayPal settings)");
      throw webhookInvalidError();
    }
    if (!(await gatewayFor(ctx, target).verifyWebhook(headers, rawBody))) throw webhookInvalidError();
    const type = String(event.event_type ?? "");
    const resource = (event.resource ?? {}) as Record<string, unknown>;
    if (type === "PAYMENT.CAPTURE.REFUNDED" || type === "PAYMENT.CAPTURE.REVERSED")
      return applyRefundNotification(ctx, type, resource);
    const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids;
    const orderId = related?.order_id;
    if (!orderId) return { handled: false };
    const payment = await ctx.repo.findByProviderOrder("paypal", orderId);
    // A notification verified by the local sandbox only ever touches a sandbox payment, and the other way round.
    if (!payment || payment.sandbox !== target.local) return { handled: false };
    const amount = resource.amount as { value?: string; currency_code?: string } | undefined;
    const capture = {
      id: String(resource.id ?? ""),
      status: String(resource.status ?? ""),
      amount: String(amount?.value ?? ""),
      currency: String(amount?.currency_code ?? ""),
      customId: typeof resource.custom_id === "string" ? resource.custom_id : undefined,
    };
    if (type === "PAYMENT.CAPTURE.COMPLETED") {
      try {
        await settleOrder(ctx, payment, { status: "COMPLETED", customId: capture.customId, captures: [capture] });
      } catch (error) {
        // A second charge for a paid report was refunded (or the settle job will refund it): handled.
        if (!isSecondOrderOutcome(error)) throw error;
      }
      return { handled: true };
    }
    if (type === "PAYMENT.CAPTURE.DENIED" || type === "PAYMENT.CAPTURE.DECLINED") {
      await ctx.repo.markDeclined(payment.id, "capture_denied", capture.status);
      return { handled: true };
    }
    return { handled: false };
  },

  /** The SDK's refund call with an idempotency key per payment and amount: a retried or doubled request refunds once. */
  async refund(ctx, payment, { value, partial, leftCents, note, adminId }) {
    if (!payment.captureId) throw refundNoCaptureError();
    const requestId = partial ? `refund-${payment.id}-${payment.refundedAmount}-${value}` : `refund-${payment.id}`;
    const outcome = await gatewayOf(ctx).refundCapture({
      captureId: payment.captureId,
      requestId,
      amount: partial ? { value, currency: payment.currency } : undefined,
    });
    if (outcome.kind === "refused") throw refundRefusedError({ issue: outcome.issue });
    if (outcome.kind === "alreadyRefunded") {
      // Refunded at PayPal already (its notification may be late): record what is left as refunded.
      return ctx.useCases.applyRefund({
        paymentId: payment.id,
        providerRefundId: paypalRefundedKey(payment.captureId),
        amount: (leftCents / 100).toFixed(2),
        currency: payment.currency,
        kind: "refund",
        source: "admin",
        note,
        adminId,
        full: true,
      });
    }
    return ctx.useCases.applyRefund({
      paymentId: payment.id,
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
  },

  /**
   * Looks up PayPal payments left open (a PENDING capture, a completion in progress) until they settle, so that
   * nothing depends on the notification alone.
   */
  async settlePending(ctx, { limit, since }) {
    const gateway = gatewayFor(ctx, ctx.target);
    const open = await ctx.repo.listUnsettled("paypal", { limit, since });
    let fulfilled = 0;
    let checked = 0;
    for (const payment of open) {
      // A sandbox payment is only known to the sandbox, a real one only to PayPal.
      if (payment.sandbox !== ctx.target.local || !payment.providerOrderId) continue;
      checked += 1;
      try {
        const order = await gateway.getOrder(payment.providerOrderId);
        if (order.captures.length === 0) continue;
        const result = await settleOrder(ctx, payment, order);
        if (result.status === "completed") fulfilled += 1;
      } catch (error) {
        if (isSecondOrderOutcome(error)) continue;
        ctx.logger.warn({ paymentId: payment.id, err: error }, "pending PayPal payment could not be looked up");
      }
    }
    return { checked, fulfilled };
  },
};
