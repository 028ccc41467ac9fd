import { z } from "./zod";
import { CHECKOUT_METHODS } from "./checkout";

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.object({ es: z.string(), en: z.string() }),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** GET /api/payment/config: the public payment configuration plus display details. */
export const publicPaymentConfigSchema = z.object({
  paypalEnabled: z.boolean(),
  bancoPopularEnabled: z.boolean(),
  demoEnabled: z.boolean(),
  paypalTestMode: z.boolean(),
  testMode: z.boolean(),
  originalPrice: z.string(),
  basePrice: z.string(),
  currency: z.string(),
  localCurrency: z.string(),
  exchangeRate: z.string(),
  referralDiscountPercent: z.string(),
  company: companyInfoSchema,
  /** Whether the provider can take a payment now (enabled and configured, or its local sandbox). */
  paypalAvailable: z.boolean().optional(),
  bancoPopularAvailable: z.boolean().optional(),
  paypalSandbox: z.boolean().optional(),
  bancoPopularSandbox: z.boolean().optional(),
  /** Every checkout method in the order buyers see them (the server's provider registry). */
  methods: z
    .array(
      z.object({
        id: z.enum(CHECKOUT_METHODS),
        enabled: z.boolean(),
        available: z.boolean(),
        sandbox: z.boolean(),
      }),
    )
    .optional(),
  /** The demo access code, only while demo is on. */
  demoAccessCode: z.string().nullable().optional(),
});
export type PublicPaymentConfig = z.infer<typeof publicPaymentConfigSchema>;
