import { createError } from "../../lib/errors";

export const alreadyPaidError = createError(409, "payment.already_paid", "payment.alreadyPaid");
/** A practice run (taken before the 30 days had passed) has no report to sell. */
export const practiceNotForSaleError = createError(409, "payment.practice", "payment.practice");
export const methodUnavailableError = createError(403, "payment.method_unavailable", "payment.methodUnavailable");
export const demoDisabledError = createError(403, "payment.demo_disabled", "payment.demoDisabled");
export const providerError = createError(502, "payment.provider_error", "payment.providerError");
export const notApprovedError = createError(409, "payment.not_approved", "payment.notApproved");
export const declinedError = createError(402, "payment.declined", "payment.declined");
export const verificationFailedError = createError(402, "payment.verification_failed", "payment.verificationFailed");
export const orderNotFoundError = createError(404, "payment.order_not_found", "payment.orderNotFound");
/** A second order for a report another payment already paid: not captured (its approval expires). */
export const duplicateNotChargedError = createError(
  409,
  "payment.duplicate_not_charged",
  "payment.duplicateNotCharged",
);
/** A second order that was captured anyway: refunded. */
export const duplicateRefundedError = createError(409, "payment.duplicate_refunded", "payment.duplicateRefunded");
/** A second order that was captured anyway, its refund not made yet (PayPal did not answer): the settle job retries. */
export const duplicateRefundPendingError = createError(
  409,
  "payment.duplicate_refund_pending",
  "payment.duplicateRefundPending",
);
export const codeInvalidError = createError(400, "payment.code_invalid", "payment.codeInvalid");
export const webhookInvalidError = createError(400, "payment.webhook_invalid", "payment.webhookInvalid");
export const paymentNotFoundError = createError(404, "payment.not_found", "payment.refund.notFound");
export const notRefundableError = createError(409, "payment.not_refundable", "payment.refund.notRefundable");
export const refundNeedsConfirmationError = createError(
  409,
  "payment.refund_needs_confirmation",
  "payment.refund.needsConfirmation",
);
export const refundRefusedError = createError(422, "payment.refund_refused", "payment.refund.refused");
export const refundNoCaptureError = createError(409, "payment.refund_no_capture", "payment.refund.noCapture");
export const refundAmountTooHighError = createError(
  422,
  "payment.refund_amount_too_high",
  "payment.refund.amountTooHigh",
);
export const retakeDiscountEndedError = createError(409, "payment.retake_discount_ended", "retake.discountEnded");
/** A pack's refund asks for more than its unused reports are worth. */
export const packRefundUsedError = createError(422, "payment.refund_pack_used", "payment.refund.packUsed");
