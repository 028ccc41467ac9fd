import type { Payment } from "@shared/schema/index";

/** The refund promise: within 24 hours of the purchase, and only while the report was never downloaded. */
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

export type RefundBlocker = "not_completed" | "refunded" | "downloaded" | "window_passed";

export interface RefundEligibility {
  /** Within the policy: the admin can refund without a second thought. */
  refundable: boolean;
  /** Why not (empty when refundable). */
  reasons: RefundBlocker[];
  /** When the 24 hours end (null for a payment that never completed). */
  windowEndsAt: Date | null;
}

/** Whether a payment may be refunded under the policy, and if not, why. */
export function refundEligibility(
  payment: Pick<Payment, "status" | "completedAt" | "downloadCount">,
  now: Date = new Date(),
): RefundEligibility {
  if (payment.status === "refunded") return { refundable: false, reasons: ["refunded"], windowEndsAt: null };
  if (payment.status !== "completed" || !payment.completedAt)
    return { refundable: false, reasons: ["not_completed"], windowEndsAt: null };
  const windowEndsAt = new Date(payment.completedAt.getTime() + REFUND_WINDOW_MS);
  const reasons: RefundBlocker[] = [];
  if (payment.downloadCount > 0) reasons.push("downloaded");
  if (now.getTime() > windowEndsAt.getTime()) reasons.push("window_passed");
  return { refundable: reasons.length === 0, reasons, windowEndsAt };
}

/**
 * The key of a PayPal refund recorded without its id (PayPal answered that the capture was already fully refunded):
 * PayPal's notification of that refund later puts the real id in its place rather than adding a second record.
 */
export const paypalRefundedKey = (captureId: string) => `paypal-refunded:${captureId}`;
