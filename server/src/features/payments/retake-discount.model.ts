import type { Payment } from "@shared/schema/index";

/**
 * A payment priced with the retake discount keeps that on its row (in its customer data, beside the buyer's
 * answers): the percent it was priced with and, when it was paid after the discount had stopped applying (the
 * earlier report refunded meanwhile), that it was fulfilled at the price paid anyway.
 */
export interface RetakeDiscountMark {
  percent: string;
  overLimit: boolean;
}

const PERCENT = "retakeDiscountPercent";
const OVER_LIMIT = "retakeOverLimit";

/** The customer data to store on a payment priced with the retake discount at `percent`. */
export const withRetakeDiscount = (customerData: Record<string, string>, percent: string): Record<string, string> => ({
  ...customerData,
  [PERCENT]: percent,
});

/** The customer data of a payment paid at the retake price after the discount stopped applying. */
export const withRetakeOverLimit = (customerData: Record<string, string> | null): Record<string, string> => ({
  ...customerData,
  [OVER_LIMIT]: "true",
});

/** Whether (and at what percent) the payment was priced with the retake discount. */
export function retakeDiscountOf(payment: Pick<Payment, "customerData">): RetakeDiscountMark | null {
  const percent = payment.customerData?.[PERCENT];
  if (!percent) return null;
  return { percent, overLimit: payment.customerData?.[OVER_LIMIT] === "true" };
}
