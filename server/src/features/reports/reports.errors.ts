import { createError } from "../../lib/errors";

export const reportNotPaidError = createError(402, "report.not_paid", "pdf.notPaid");
export const badDownloadSignatureError = createError(403, "report.bad_signature", "pdf.badSignature");
export const reportRefundedError = createError(410, "report.refunded", "pdf.refunded");
/** A paid report asked for by someone who is not its owner: the account's report needs its owner signed in. */
export const reportSignInError = createError(403, "report.sign_in", "pdf.signInBody");
/** A paid report of a test without an account asked for without its claim secret or a signed link. */
export const reportOwnerOnlyError = createError(403, "report.owner_only", "pdf.ownerOnly");

/** How long a refused download is asked to wait: a render takes a tenth of a second, a full queue a few. */
export const REPORT_RETRY_AFTER_SECONDS = 5;
/** Every render thread and queue place is taken. */
export const reportsBusyError = () =>
  createError(503, "report.busy", "pdf.busy")(undefined, { "Retry-After": String(REPORT_RETRY_AFTER_SECONDS) });
