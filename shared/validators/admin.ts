import { z } from "./zod";
import { freeText } from "./text";

const price = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  // A negative price is named as such, before the format's rule (which it also breaks).
  .pipe(
    z
      .string()
      .refine((value) => !/^-\s*\d/.test(value), { message: "admin.pricePositive", abort: true })
      .regex(/^\d{1,6}(\.\d{1,2})?$/, "admin.priceFormat"),
  )
  .transform((value) => Number(value).toFixed(2))
  .refine((value) => Number(value) > 0, "admin.pricePositive");

const text = (max: number) => z.string().trim().max(max);
/** Text people read (the company's details, the card merchant's name): cleaned like every name. */
const label = (max: number) => freeText().max(max);

/** The currencies PayPal charges in (https://developer.paypal.com/api/rest/reference/currency-codes/); DOP is not one. */
export const PAYPAL_CURRENCIES = [
  "AUD",
  "BRL",
  "CAD",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "HKD",
  "HUF",
  "ILS",
  "JPY",
  "MYR",
  "MXN",
  "TWD",
  "NZD",
  "NOK",
  "PHP",
  "PLN",
  "GBP",
  "SGD",
  "SEK",
  "CHF",
  "THB",
  "USD",
] as const;

/** POST /api/admin/payment-config: the full config; secrets left blank keep the stored ones. */
export const adminPaymentConfigSchema = z
  .object({
    paypalEnabled: z.boolean(),
    paypalTestMode: z.boolean(),
    bancoPopularEnabled: z.boolean(),
    demoEnabled: z.boolean(),
    testMode: z.boolean(),
    originalPrice: price,
    basePrice: price,
    // The price currency is what PayPal charges.
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, "admin.currency")
      .refine((code) => (PAYPAL_CURRENCIES as readonly string[]).includes(code), "admin.paypalCurrency"),
    referralDiscountPercent: z.coerce
      .number()
      .min(0, "admin.percent")
      .max(90, "admin.percent")
      .transform((n) => n.toFixed(2))
      .optional(),
    defaultCommissionRate: z.coerce
      .number()
      .min(0, "admin.percent")
      .max(90, "admin.percent")
      .transform((n) => n.toFixed(2))
      .optional(),
    retakeDiscountPercent: z.coerce
      .number({ error: "admin.retakePercent" })
      .min(0, "admin.retakePercent")
      .max(100, "admin.retakePercent")
      .transform((n) => n.toFixed(2))
      .optional(),
    localCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, "admin.currency")
      .optional(),
    exchangeRate: z.coerce
      .number()
      .positive("admin.exchangeRate")
      .max(100000, "admin.exchangeRate")
      .transform((n) => n.toFixed(4))
      .optional(),
    paypalClientId: text(200).optional(),
    paypalClientSecret: text(200).optional(),
    paypalWebhookId: text(200).optional(),
    bancoPopularMerchantId: text(100).optional(),
    bancoPopularMerchantName: label(100).optional(),
    bancoPopularSecretKey: text(400).optional(),
    bancoPopularApiUrl: z.union([z.literal(""), z.url("admin.url").max(300)]).optional(),
    bancoPopularBackupUrl: z.union([z.literal(""), z.url("admin.url").max(300)]).optional(),
    companyName: label(120).min(1).optional(),
    companyAddress: label(300).min(1).optional(),
    supportEmail: z.email("validation.email").optional(),
    supportPhone: label(60).min(1).optional(),
    supportHoursEs: label(120).min(1).optional(),
    supportHoursEn: label(120).min(1).optional(),
  })
  .refine((config) => Number(config.basePrice) <= Number(config.originalPrice), {
    message: "admin.baseAboveOriginal",
    path: ["basePrice"],
  });
export type AdminPaymentConfigInput = z.infer<typeof adminPaymentConfigSchema>;

export const accessCodesRequestSchema = z.object({
  count: z.coerce.number().int().min(1, "admin.codeCount").max(200, "admin.codeCount").default(1),
  email: z.union([z.literal(""), z.email("validation.email")]).optional(),
});
