import { z } from "./zod";
import { freeText } from "./text";
import { COUNTRY_CODES } from "../i18n/countries";
import { AGE_RANGES, EDUCATION_LEVELS, assessmentIdSchema } from "./assessment";
import { CHECKOUT_METHODS, type CheckoutMethod } from "../checkout-providers";

export const DEMO_METHODS = ["demo", "paypal", "credit_card"] as const;

/** The checkout methods by the spec's names (`method=` on /checkout-form, gift payments): one per checkout provider. */
export { CHECKOUT_METHODS, type CheckoutMethod };
/** Every way of paying by the names the API speaks: what payments lists, filters and histories show. */
/**
 * What `POST /api/checkout/{method}` answers: how the browser goes on, which it follows by `kind` (never by the
 * provider's name): a redirect to the provider's page, or a signed form to post there (with a contingency page).
 */
export type CheckoutStartDto =
  | { kind: "redirect"; url: string; orderId: string }
  | { kind: "form"; formUrl: string; backupFormUrl?: string; formData: Record<string, string>; orderId: string };

export const PAYMENT_METHODS = [...CHECKOUT_METHODS, "access_code", "demo"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The checkout form: the person's data, pre-filled from the assessment, with the checkout form's own
 * messages ('Edad es requerida'...). The create-order and create-payment endpoints answer with them too.
 */
export const customerDataSchema = z.object({
  fullName: freeText({ error: "checkout.v.nameMin" }).min(2, "checkout.v.nameMin").max(120, "validation.fullNameMax"),
  email: z.string({ error: "validation.email" }).trim().max(254, "validation.email").pipe(z.email("validation.email")),
  age: z.enum(AGE_RANGES, { error: "checkout.v.ageRequired" }),
  education: z.enum(EDUCATION_LEVELS, { error: "checkout.v.educationRequired" }),
  country: z.enum(COUNTRY_CODES, { error: "checkout.v.countryRequired" }),
});
export type CustomerData = z.infer<typeof customerDataSchema>;

/** An assessment named in a payment's body or query ("Falta la evaluación" when absent). */
export const assessmentRef = z
  .string({ error: "payment.assessmentRequired" })
  .min(1, "payment.assessmentRequired")
  .pipe(assessmentIdSchema);

/** POST /api/paypal/create-order and /api/banco-popular/create-payment. The amount is decided by the server. */
export const createPaymentSchema = z.object({
  assessmentId: assessmentRef,
  customerData: customerDataSchema,
  amount: z.union([z.string(), z.number()]).optional(),
  currency: z.string().max(8).optional(),
  lang: z.enum(["es", "en"]).optional(),
  /** A promo code: the server checks it again and recomputes the price. */
  promoCode: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .max(64, "promo.unknown")
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
});

export const demoPaymentSchema = z.object({
  assessmentId: assessmentRef,
  method: z.enum(DEMO_METHODS).default("demo"),
});

export const assessmentQuerySchema = z.object({ assessment: assessmentRef, lang: z.enum(["es", "en"]).optional() });

/** GET /api/payment/quote: with `promo`, the quote applies the code when it is valid. */
export const quoteQuerySchema = assessmentQuerySchema.extend({
  promo: z
    .string()
    .trim()
    .max(64)
    .transform((code) => code.toUpperCase())
    .optional(),
});

/**
 * GET /api/payment/price: the price this visitor would pay (their referral, a promo code they applied),
 * before or after taking the test; the landing page and /subscription show it. With `assessment`
 * it is that assessment's quote.
 */
export const visitorPriceQuerySchema = z.object({
  assessment: assessmentIdSchema.optional(),
  promo: quoteQuerySchema.shape.promo,
});

/** POST /api/verify-payment: an access code QE-XXXX-XXXX-XXXX, case-insensitive. */
export const verifyPaymentSchema = z.object({
  paymentCode: z
    .string({ error: "payment.codeRequired" })
    .trim()
    .min(1, "payment.codeRequired")
    .max(40, "payment.codeInvalid")
    .transform((code) => code.toUpperCase()),
  email: z
    .string({ error: "payment.codeRequired" })
    .trim()
    .min(1, "payment.codeRequired")
    .max(254)
    .pipe(z.email("validation.email")),
  assessmentId: assessmentRef,
});

export interface QuoteDto {
  amount: string;
  currency: string;
  originalPrice: string;
  discountPercent: number;
  localAmount: string;
  localCurrency: string;
  referralDiscountPercent: number;
  sellerName?: string;
  /** The promo code applied and what it took off (in the price currency). */
  promoCode?: string;
  promoDiscount?: string;
  /** Set when the retake discount gave the price its reduction (the same account paid for an earlier test's report). */
  retakeDiscountPercent?: number;
  /**
   * The one discount that made the price (they never stack: the larger wins). The page names this
   * one only: a referral whose discount lost to a larger code is not said to apply.
   */
  appliedDiscount: "none" | "referral" | "retake" | "promo";
}

/** approval_required: PayPal refused the funding source; the buyer goes back to PayPal (`redirectUrl`) to choose another. */
export type FinalizeStatus = "completed" | "pending" | "approval_required" | "declined" | "failed";
export interface FinalizeResultDto {
  status: FinalizeStatus;
  isPaid: boolean;
  assessmentId: string;
  orderId: string;
  message?: string;
  /** Where to send the buyer (PayPal's approval page) when the status is approval_required. */
  redirectUrl?: string;
}

/**
 * How someone paying from their own page goes on (a parent's gift, a school's pack): to the provider's page
 * (PayPal's approval) or posting its signed form (the card page).
 */
export type PayerCheckoutResponse =
  | { method: CheckoutMethod; kind: "redirect"; approvalUrl: string }
  | { method: CheckoutMethod; kind: "form"; formUrl: string; formData: Record<string, string> };

/** Back on their page from PayPal: the order the payer approved, to capture. */
export const payerFinalizeSchema = z.object({
  orderId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/),
});

/** What capturing it answered: done, still being confirmed, PayPal's other way to pay, or refused. */
export interface PayerFinalizeResponse {
  status: "completed" | "pending" | "approval_required" | "declined" | "failed";
  redirectUrl?: string;
}
