import type { PaymentStatus } from "../schema/payments";
import type { PaymentMethod } from "./checkout";
import type { PageDto } from "./pagination";

/**
 * The signed-in user's own data, never anyone else's: answers of
 * GET /api/user/assessments, GET /api/user/payment-history and GET /api/dashboard.
 */

/** The latest payment's status, or "none" when the assessment has no payment yet. */
export type UserPaymentStatus = PaymentStatus | "none";

/** GET /api/user/assessments, one item. */
export interface UserAssessmentDto {
  id: string;
  /** The three-letter Holland code, e.g. "ISA". */
  riasecProfile: string;
  /** The best-matching career's name in the requested language. */
  topCareer: string | null;
  completedAt: string;
  paymentStatus: UserPaymentStatus;
  reportAvailable: boolean;
}

/** GET /api/user/payment-history, one item. */
export interface PaymentHistoryItemDto {
  id: string;
  status: PaymentStatus;
  /** Decimal string, e.g. "19.99". */
  amount: string;
  currency: string;
  method: PaymentMethod;
  createdAt: string;
  reportDelivered: boolean;
  assessmentId: string;
  /** What was refunded so far ("0.00" when nothing), and when the latest refund was made. */
  refundedAmount: string;
  refundedAt: string | null;
  /** The promo code applied to the price, if any. */
  promoCode: string | null;
}

/** GET /api/dashboard, one item. */
export interface DashboardAssessmentDto {
  id: string;
  fullName: string;
  isPaid: boolean;
  completedAt: string;
  createdAt: string;
  results: { hollandCode: string; primaryTypeName: string };
}

/** GET /api/dashboard: one page of the user's assessments, and how many they own and have paid for. */
export interface DashboardPageDto extends PageDto<DashboardAssessmentDto> {
  counts: { assessments: number; paid: number };
}
