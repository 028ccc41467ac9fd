import { createError } from "../../lib/errors";

export const alreadyPaidError = createError(409, "payment.already_paid", "payment.alreadyPaid");
export const methodUnavailableError = createError(403, "payment.method_unavailable", "payment.methodUnavailable");
export const demoDisabledError = createError(403, "payment.demo_disabled", "payment.demoDisabled");
export const providerError = createError(502, "payment.provider_error", "payment.providerError");
export const notApprovedError = createError(409, "payment.not_approved", "payment.notApproved");
export const declinedError = createError(402, "payment.declined", "payment.declined");
export const verificationFailedError = createError(402, "payment.verification_failed", "payment.verificationFailed");
export const orderNotFoundError = createError(404, "payment.order_not_found", "payment.orderNotFound");
export const codeInvalidError = createError(400, "payment.code_invalid", "payment.codeInvalid");
export const webhookInvalidError = createError(400, "payment.webhook_invalid", "payment.webhookInvalid");
