import { createError } from "../../lib/errors";

export const reportNotPaidError = createError(402, "report.not_paid", "pdf.notPaid");
export const badDownloadSignatureError = createError(403, "report.bad_signature", "pdf.badSignature");
export const reportRefundedError = createError(410, "report.refunded", "pdf.refunded");
