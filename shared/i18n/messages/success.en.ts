import type { successEs } from "./success.es";

export const successEn: Record<keyof typeof successEs, string> = {
  "success.pageTitle": "Payment confirmed",
  "success.finalizing": "Confirming your payment with the provider...",
  "success.title": "Payment Processed Successfully",
  "success.order": "Order number",
  "success.assessment": "Assessment",
  "success.status": "Status",
  "success.completed": "Completed",
  "success.emailed": "We emailed you the report. Check your spam folder too; it may take a few minutes.",
  "success.downloadNow": "You can also download it right now.",
  "success.download": "Download PDF Report",
  "success.viewResults": "View Full Results",
  "success.support": "Need help? Write to {email} or call {phone}.",
  "success.pendingTitle": "Your payment is being processed",
  "success.pendingBody":
    "The provider is reviewing the payment. This page updates itself and we will email you the report as soon as it is confirmed.",
  "success.failedTitle": "We could not complete the payment",
  "success.retry": "Try again",
  "success.unconfirmedTitle": "We could not confirm your payment yet",
  "success.connectionLost": "The connection was interrupted while we were confirming your payment.",
  "success.noDoubleCharge": "You will not be charged twice: retrying confirms the same order.",
  "success.retryConfirm": "Retry confirmation",
  "success.missing": "The payment information is missing.",
  "success.missingTitle": "We couldn't find your payment",
  "success.missingBody":
    "If you already paid, check your email: your report and the link to your results are there. If not, you can start from your results.",
  "success.missingResults": "See my results",
  "success.missingHome": "Back to home",
  "success.backToPaypal":
    "PayPal could not charge the payment method you chose. Taking you back to PayPal to choose another one…",
};
