import { pageQuerySchema } from "./pagination";
import { z } from "./zod";
import { freeText } from "./text";

/** Referral codes are stored upper-case: letters and digits only (a generated one looks like "ANAM7K3P"). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A seller's commission, in percent of the amount actually paid. */
const commissionRate = z.coerce
  .number({ error: "adminPanel.seller.commissionRate" })
  .min(0, "adminPanel.seller.commissionRate")
  .max(90, "adminPanel.seller.commissionRate")
  .transform((n) => n.toFixed(2));

/** POST /api/admin/sellers. Without a commission rate the config's default applies; without a code one is generated. */
export const createSellerSchema = z.strictObject({
  name: freeText({ error: "adminPanel.seller.nameMin" })
    .min(2, "adminPanel.seller.nameMin")
    .max(120, "adminPanel.seller.nameMax"),
  email: z
    .string({ error: "adminPanel.seller.emailRequired" })
    .trim()
    .min(1, "adminPanel.seller.emailRequired")
    .max(254, "validation.email")
    .pipe(z.email("validation.email"))
    .transform((email) => email.toLowerCase()),
  commissionRate: z.preprocess(emptyToUndefined, commissionRate.optional()),
  referralCode: z.preprocess(
    (value) => (typeof value === "string" ? emptyToUndefined(value.trim().toUpperCase()) : emptyToUndefined(value)),
    z
      .string({ error: "adminPanel.seller.codeFormat" })
      .regex(REFERRAL_CODE_PATTERN, "adminPanel.seller.codeFormat")
      .optional(),
  ),
});
export type CreateSellerInput = z.infer<typeof createSellerSchema>;

/** PATCH /api/admin/sellers/{id}: activate / deactivate, change the commission rate. */
export const updateSellerSchema = z
  .strictObject({
    isActive: z.boolean({ error: "adminPanel.seller.isActive" }).optional(),
    commissionRate: commissionRate.optional(),
  })
  .refine((input) => input.isActive !== undefined || input.commissionRate !== undefined, {
    message: "adminPanel.seller.nothingToUpdate",
  });
export type UpdateSellerInput = z.infer<typeof updateSellerSchema>;

/** GET /api/seller/{id}/referrals: one page, optionally of one month ("YYYY-MM", in the seller time zone). */
export const sellerReferralsQuerySchema = pageQuerySchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "api.invalidQuery")
    .optional(),
});
export type SellerReferralsQuery = z.infer<typeof sellerReferralsQuerySchema>;

/** A seller id in a path; anything else is answered as an unknown seller (404). */
export const sellerIdSchema = z.uuid();

/** A seller with the totals of its converted referrals. Money as two-decimal strings. */
export interface SellerDto {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  referralCode: string;
  commissionRate: string;
  isActive: boolean;
  createdAt: string;
  referralCount: number;
  conversionCount: number;
  totalSales: string;
  totalCommission: string;
}

/** One year-month of a seller's referrals (by referral date, newest first). */
export interface MonthlyStatDto {
  /** "YYYY-MM" */
  month: string;
  referrals: number;
  conversions: number;
  /** Commission of the converted referrals, two decimals. */
  commission: string;
  /** Percent with one decimal, e.g. 33.3 */
  conversionRate: number;
}

/** GET /api/seller/{sellerId}: the seller, its totals and its months. */
export interface SellerDashboardDto extends SellerDto {
  conversionRate: number;
  monthly: MonthlyStatDto[];
  /** The current "YYYY-MM" in `timeZone`, the month selector's default. */
  currentMonth: string;
  /** The time zone months are counted in. */
  timeZone: string;
  /** The currency sales and commissions are in (the payment config's). */
  currency: string;
}

export interface ReferralDto {
  id: string;
  sellerId: string;
  userName: string | null;
  userEmail: string | null;
  country: string | null;
  /** pending | converted (anything else is shown as it is) */
  status: string;
  referralDate: string;
  conversionDate: string | null;
  saleAmount: string | null;
  commissionAmount: string | null;
  notes: string | null;
  /** "YYYY-MM" of referralDate, in the same time zone as the monthly figures. */
  month: string;
  /**
   * Purchases made through this referral in the local payment sandbox (an admin trying the flow): completed, but
   * never a sale nor a commission, so the referral stays pending. Shown as test sales, not as a visitor who bought nothing.
   */
  testSales: number;
}

/** GET /api/admin/referrals: every referral with its seller. */
export interface AdminReferralDto extends ReferralDto {
  sellerName: string;
  sellerCode: string;
}

/** POST /api/admin/sellers: a new account gets a random password for the admin to pass on. */
export interface CreateSellerResponse {
  seller: SellerDto;
  temporaryPassword?: string;
}
