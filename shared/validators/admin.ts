import type { PaymentConfigRow } from "../schema/payments";
import type { MessageKey } from "../i18n/catalog";
import { CHECKOUT_METHODS } from "./checkout";
import { z } from "./zod";
import { freeText } from "./text";
import { packTiersSchema } from "./report-packs";

/** A price as the form writes it, and as it is stored (two decimals). */
const PRICE_FORMAT = /^\d{1,6}(\.\d{1,2})?$/;

const price = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  // A negative price is named as such, before the format's rule (which it also breaks).
  .pipe(
    z
      .string()
      .refine((value) => !/^-\s*\d/.test(value), { message: "admin.pricePositive", abort: true })
      .regex(PRICE_FORMAT, "admin.priceFormat"),
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
    /** A school's pack of reports: the price per report from each tier's quantity on. */
    packTiers: packTiersSchema.optional(),
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
  // A provider's switches and credentials beyond the spec's pass through (each provider declares its own API names):
  // the server keeps only the declared ones, a switch a boolean and a credential text checked by its provider's schema.
  .catchall(z.unknown())
  // A pack's report never costs more than a report alone (they are volume prices).
  .refine(
    (config) =>
      !config.packTiers ||
      !PRICE_FORMAT.test(config.basePrice) ||
      config.packTiers.every((tier) => Number(tier.unitPrice) <= Number(config.basePrice)),
    { message: "admin.packTierAboveBase", path: ["packTiers"] },
  )
  // Compared only when both are prices: a malformed one is named by its own rule, not as "above the original".
  .refine(
    (config) =>
      !PRICE_FORMAT.test(config.basePrice) ||
      !PRICE_FORMAT.test(config.originalPrice) ||
      Number(config.basePrice) <= Number(config.originalPrice),
    { message: "admin.baseAboveOriginal", path: ["basePrice"] },
  );
export type AdminPaymentConfigInput = z.infer<typeof adminPaymentConfigSchema>;

/** GET/POST /api/admin/access-codes: one code, as the administrator sees it. */
export interface AccessCodeDto {
  code: string;
  email: string | null;
  createdAt: string;
  used: boolean;
  /** In the list: when it was used, and by which test. */
  usedAt?: string | null;
  usedByAssessmentId?: string | null;
}

export const accessCodesRequestSchema = z.object({
  count: z.coerce.number().int().min(1, "admin.codeCount").max(200, "admin.codeCount").default(1),
  email: z.union([z.literal(""), z.email("validation.email")]).optional(),
});

/**
 * What an administrator must still do before customers can pay with a checkout method. The server computes it with
 * the same function that decides the method's availability for /api/payment/config (payment-providers.registry.ts).
 */
export const METHOD_MISSING = [
  /** The price currency is one PayPal does not charge in. */
  "paypal_currency",
  "paypal_client_id",
  "paypal_client_secret",
  "card_merchant_id",
  "card_secret_key",
  /** AZUL's payment page address. */
  "card_page_url",
  /** Without credentials the method would use the local sandbox, but its test mode is off. */
  "test_mode_off",
  /** Without credentials the method would use the local sandbox, but this server does not serve it (PAYMENT_SANDBOX). */
  "sandbox_not_served",
] as const;
export type MethodMissing = (typeof METHOD_MISSING)[number];

/** Where a method's payments go now: real charges, the provider's own test environment, or the local sandbox. */
export const METHOD_MODES = ["live", "provider_test", "local_sandbox"] as const;
export type MethodMode = (typeof METHOD_MODES)[number];

/** One checkout method as the admin sees it: switched on, usable by customers now, and if not, what is missing. */
export const adminMethodStatusSchema = z.strictObject({
  id: z.enum(CHECKOUT_METHODS),
  /** The admin's switch. */
  enabled: z.boolean(),
  /** Customers can pay with it now (switched on and nothing missing): what /payment-selection offers. */
  available: z.boolean(),
  /** Where its payments would go with the saved settings (null while something is missing). */
  mode: z.enum(METHOD_MODES).nullable(),
  /** Empty exactly when `mode` is set. */
  missing: z.array(z.enum(METHOD_MISSING)),
});
export type AdminMethodStatusDto = z.infer<typeof adminMethodStatusSchema>;

/** One credential input of a provider's form in the admin panel, as the provider declares it (the panel renders it). */
export interface CredentialFieldDto {
  /** Its name in this API (`paypalClientId`…): what the form posts. */
  name: keyof AdminPaymentConfigInput & string;
  label: MessageKey;
  /** A secret is write-only: shown blank, with whether it is set and its last 4 (`<name>Set`, `<name>Last4`). */
  kind: "text" | "secret" | "url";
  hint?: MessageKey;
  /** A code or a key: no spell checking. */
  code?: boolean;
  /** Takes the form's whole row. */
  wide?: boolean;
}

/** One of a method's switches in the admin's form: its name in this API, its label and hint. */
export interface SwitchFieldDto {
  name: string;
  label: MessageKey;
  hint: MessageKey;
}

/** A checkout method's switches in the admin's form: on/off, and its test mode (which changes only while it is on). */
export interface SwitchFormDto {
  method: (typeof CHECKOUT_METHODS)[number];
  enabled: SwitchFieldDto;
  testMode: SwitchFieldDto;
}

/** A checkout method's credential form: its title and fields, in order. */
export interface CredentialFormDto {
  method: (typeof CHECKOUT_METHODS)[number];
  title: MessageKey;
  fields: CredentialFieldDto[];
}

/**
 * GET and POST /api/admin/payment-config: the whole config, secrets write-only (blank, with whether each is set and
 * its last 4 characters), and each checkout method's status for customers now.
 */
export type AdminPaymentConfigDto = Omit<
  PaymentConfigRow,
  "id" | "updatedBy" | "updatedAt" | "credentials" | "switches"
> & {
  updatedAt: string;
  // The providers' switches under the spec's names (stored as JSON per provider; each declares its own).
  paypalEnabled: boolean;
  paypalTestMode: boolean;
  bancoPopularEnabled: boolean;
  testMode: boolean;
  // The providers' credentials under the spec's names (stored as JSON per provider; each declares its fields).
  paypalClientId: string;
  paypalWebhookId: string;
  bancoPopularMerchantId: string;
  bancoPopularMerchantName: string;
  bancoPopularApiUrl: string;
  bancoPopularBackupUrl: string;
  paypalClientSecret: "";
  paypalClientSecretSet: boolean;
  paypalClientSecretLast4: string;
  bancoPopularSecretKey: "";
  bancoPopularSecretKeySet: boolean;
  bancoPopularSecretKeyLast4: string;
  methods: AdminMethodStatusDto[];
  /** Each checkout method's credential form, from the provider's declaration. */
  credentialForms: CredentialFormDto[];
  /** Each checkout method's switches, from the provider's declaration, in the order buyers see the methods. */
  switchForms: SwitchFormDto[];
};
