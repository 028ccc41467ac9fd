import type { MessageKey } from "@shared/i18n/catalog";
import type { EmailMessageKey } from "@shared/i18n/messages/email";
import { createError } from "../../lib/errors";

/**
 * The emails slice (shared/i18n/messages/email.ts) is registered in the catalog by the lead;
 * until then these keys are not part of `MessageKey` and the error middleware shows the key.
 */
const key = (k: EmailMessageKey): MessageKey => k as string as MessageKey;

export const resendNotPaidError = createError(402, "email.resend_not_paid", key("email.resend.notPaid"));
export const resendTooManyError = createError(429, "rate_limited", key("email.resend.tooMany"));

/** A job that can never succeed (its assessment or user is gone, the recipient is refused): failed at once. */
export class PermanentEmailError extends Error {
  override name = "PermanentEmailError";
}
