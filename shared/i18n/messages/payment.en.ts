import type { paymentEs } from "./payment.es";

export const paymentEn: Record<keyof typeof paymentEs, string> = {
  "payment.assessmentRequired": "No valid assessment was found.",
  "payment.alreadyPaid": "This assessment is already paid: your report is available.",
  "payment.practice":
    "This assessment is a practice run: it has no report. You can get the report of your latest test.",
  "payment.methodUnavailable": "This payment method is not available right now.",
  "payment.demoDisabled": "The demo payment is not enabled.",
  "payment.providerError": "We could not reach the payment provider. Please try again in a few seconds.",
  "payment.notApproved": "The payment has not been approved in PayPal yet.",
  "payment.declined": "The payment was declined. You can try again or use another payment method.",
  "payment.verificationFailed":
    "We could not verify the payment. If you were charged, contact us and we will sort it out.",
  "payment.orderNotFound": "We could not find that payment order.",
  "payment.duplicateNotCharged":
    "This report was already paid with another payment. We did not charge this PayPal order: its approval expires on its own.",
  "payment.duplicateRefunded":
    "This report was already paid with another payment. We refunded this second charge on PayPal; the refund may take a few days to show.",
  "payment.duplicateRefundPending":
    "This report was already paid with another payment. We will refund this second charge on PayPal automatically in the next few minutes.",
  "payment.pending": "Your payment is under review. We will email you the report as soon as it is confirmed.",
  "payment.codeRequired": "Please enter your payment code and email",
  "payment.codeInvalid": "The payment code is not valid or has already been used",
  "payment.webhookInvalid": "Invalid webhook signature",
  "payment.cardCancelled": "You canceled the card payment. You can try again whenever you like.",
  "payment.cardDeclined": "The bank declined the card payment: {reason}. You can try again or use another method.",
  "payment.cardInvalid": "We could not verify the bank's answer. If you were charged, contact us.",
  "payment.paypalCancelled": "You canceled the payment in PayPal. You can try again whenever you like.",
  "payment.refund.notFound": "We could not find that payment.",
  "payment.refund.notRefundable": "Only a completed payment can be refunded.",
  "payment.refund.needsConfirmation":
    "This payment is outside the refund policy ({reasons}). Confirm that you want to refund it anyway.",
  "payment.refund.refused": "PayPal did not accept the refund ({issue}).",
  "payment.refund.noCapture":
    "This payment has no stored PayPal capture; refund it in PayPal and it will be recorded when PayPal's notification arrives.",
  "payment.refund.amountTooHigh": "The amount is more than what is left to refund on this payment.",
};
