import { PAYMENT_STATUSES, type PaymentStatus } from "../schema/payments";
import { PAYMENT_METHODS, type PaymentMethod } from "./checkout";
import { pageQuerySchema, type PageDto } from "./pagination";
import { z } from "./zod";
import { freeText } from "./text";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "api.invalidQuery");

/** GET /api/admin/payments: search by buyer (email or name), assessment, provider, status and purchase dates (inclusive, UTC). */
export const adminPaymentsQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(200).optional(),
    assessment: z.string().trim().max(64).optional(),
    provider: z.enum(PAYMENT_METHODS).optional(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "api.invalidQuery", path: ["to"] });
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** POST /api/admin/payments/{id}/refund. `confirm` refunds outside the policy on purpose; `amount` refunds part. */
export const adminRefundSchema = z.object({
  note: freeText().max(500).optional(),
  confirm: z.boolean().optional(),
  amount: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "api.invalidBody")
    .refine((value) => Number(value) > 0, "api.invalidBody")
    .optional(),
});

export const REFUND_BLOCKERS = ["not_completed", "refunded", "downloaded", "window_passed"] as const;
export type RefundBlockerDto = (typeof REFUND_BLOCKERS)[number];

export interface AdminRefundDto {
  id: string;
  amount: string;
  currency: string;
  kind: "refund" | "reversal";
  source: "admin" | "webhook" | "automatic";
  providerRefundId: string;
  note: string | null;
  createdAt: string;
}

export interface AdminPaymentDto {
  id: string;
  /** The test whose report it paid; null for a school's pack of reports (`pack`). */
  assessmentId: string | null;
  /** A counsellor's pack of reports: its size, how many were unlocked for students and how many refunded. */
  pack: { id: string; quantity: number; used: number; refunded: number; unitPrice: string } | null;
  buyerName: string;
  buyerEmail: string;
  provider: PaymentMethod;
  status: PaymentStatus;
  /** Made through the local payment sandbox: no money moved; never revenue, a sale or a commission. */
  sandbox: boolean;
  amount: string;
  currency: string;
  localAmount: string | null;
  localCurrency: string | null;
  providerOrderId: string | null;
  captureId: string | null;
  authorizationCode: string | null;
  rrn: string | null;
  maskedCard: string | null;
  createdAt: string;
  completedAt: string | null;
  reportDeliveredAt: string | null;
  firstDownloadedAt: string | null;
  lastDownloadedAt: string | null;
  downloadCount: number;
  refundedAmount: string;
  refundedAt: string | null;
  refunds: AdminRefundDto[];
  /**
   * The seller's link the payment came through: the referral it converted (`converted`, or `reversed` once refunded),
   * or `no_commission` when it earned nothing (a purchase in the local sandbox, or the seller's own).
   */
  referral: { sellerName: string; status: string; commissionAmount: string | null } | null;
  /** The promo code applied, what it took off, and whether it was paid after the code was used up. */
  promo: { code: string; discount: string | null; overLimit: boolean } | null;
  eligibility: { refundable: boolean; reasons: RefundBlockerDto[]; windowEndsAt: string | null };
}

export type AdminPaymentsPageDto = PageDto<AdminPaymentDto>;

export interface AdminRefundResultDto {
  /** False when the refund had already been recorded (a repeated request). */
  recorded: boolean;
  full: boolean;
  payment: AdminPaymentDto;
}
