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
  /** A practice run: no report to get. */
  practice: boolean;
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
  /** A practice run: no report to get. */
  practice: boolean;
  completedAt: string;
  createdAt: string;
  results: { hollandCode: string; primaryTypeName: string };
}

/** GET /api/dashboard: one page of the user's assessments, and how many they own and have paid for. */
export interface DashboardPageDto extends PageDto<DashboardAssessmentDto> {
  counts: { assessments: number; paid: number };
}

/** How one Holland type moved between two tests, on the 0-100 scale. */
export interface RetakeTypeChangeDto {
  type: string;
  from: number;
  to: number;
  direction: "up" | "down" | "same";
}

/** One of the two tests compared on the dashboard; `scores` on the 0-100 scale. */
export interface RetakeTestDto {
  id: string;
  hollandCode: string;
  completedAt: string;
  scores: Record<string, number>;
  isPaid: boolean;
}

/** GET /api/user/retake: whether the signed-in user may take the test again, and their last two tests compared. */
export interface RetakeStatusDto {
  /** Whether a new test is allowed now (also true with no test yet). */
  canRetakeNow: boolean;
  /** When a new test is allowed (30 days after the latest one); null with no test yet. */
  canRetakeAt: string | null;
  latest: RetakeTestDto | null;
  previous: RetakeTestDto | null;
  /** Each type's move from the previous test to the latest, in hexagon order; empty with fewer than two tests. */
  changes: RetakeTypeChangeDto[];
}
