import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { assessments } from "./assessment";
import { users } from "./users";
import { promoCodes } from "./promo-codes";
import { reportPacks } from "./report-packs";
import { DEFAULT_COMPANY, DEFAULT_PRICING } from "../defaults";
import { DEFAULT_PACK_TIERS, type PackTier } from "../validators/report-packs";
import { CHECKOUT_PROVIDER_IDS, type CheckoutProviderId } from "../checkout-providers";

/**
 * How a payment was made, by our internal names (what `payments.provider` stores): the checkout providers
 * (`shared/checkout-providers.ts`, one line each; the card provider, AZUL, Banco Popular's payment page, is `card`
 * inside the product and `banco_popular` at the API boundary, as the product spec names it), then access codes and
 * the demo.
 */
export const PAYMENT_PROVIDERS = [...CHECKOUT_PROVIDER_IDS, "access_code", "demo"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** The providers a buyer checks out through (the others record a code or a demo). */
export type { CheckoutProviderId };

/**
 * failed: the attempt did not go through on our side (cancelled, not created, timed out) and may still complete
 * if the provider later proves a payment. declined: the provider's own verified answer refused it, or what it
 * answered did not match the payment; such a payment is final and is never fulfilled.
 */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "declined", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One row per payment attempt. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The test whose report it pays for; null for a school's pack of reports (`packId`): exactly one is set. */
    assessmentId: text("assessment_id").references(() => assessments.id, { onDelete: "restrict" }),
    /** The pack of reports a counsellor bought (its codes are minted when it is paid). */
    packId: uuid("pack_id").references(() => reportPacks.id, { onDelete: "restrict" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text("provider_order_id"),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    /** What the buyer was charged in local currency (card), if any. */
    localAmount: numeric("local_amount", { precision: 12, scale: 2 }),
    localCurrency: text("local_currency"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    captureId: text("capture_id"),
    authorizationCode: text("authorization_code"),
    rrn: text("rrn"),
    maskedCard: text("masked_card"),
    providerStatus: text("provider_status"),
    failureReason: text("failure_reason"),
    referralId: uuid("referral_id"),
    /** The promo code applied to the price (its text as used, and its row), if any. */
    promoCodeId: uuid("promo_code_id").references(() => promoCodes.id, { onDelete: "set null" }),
    promoCode: text("promo_code"),
    /** The discount the promo code gave, in the price currency. */
    promoDiscount: numeric("promo_discount", { precision: 10, scale: 2 }),
    /** Paid at the provider after the code was used up: fulfilled, but the use went over the code's maximum. */
    promoOverLimit: boolean("promo_over_limit").notNull().default(false),
    /**
     * While the checkout is open, the promo code's use is held for this payment until this time: a code's
     * uses plus its live reservations never pass its maximum. Cleared when the payment completes or fails.
     */
    promoReservedUntil: timestamp("promo_reserved_until", { withTimezone: true }),
    customerData: jsonb("customer_data").$type<Record<string, string>>(),
    /** A gift: who paid (gets the receipt); the report still goes to the person who took the test. */
    payerEmail: text("payer_email"),
    reportDelivered: boolean("report_delivered").notNull().default(false),
    /** When the report email went out. */
    reportDeliveredAt: timestamp("report_delivered_at", { withTimezone: true }),
    /** Every download or in-browser view of the paid PDF, through any path: the first one and how many. */
    firstDownloadedAt: timestamp("first_downloaded_at", { withTimezone: true }),
    lastDownloadedAt: timestamp("last_downloaded_at", { withTimezone: true }),
    downloadCount: integer("download_count").notNull().default(0),
    /** What was given back so far (full or partial refunds); the payment is "refunded" once it reaches the amount. */
    refundedAmount: numeric("refunded_amount", { precision: 10, scale: 2 }).notNull().default("0.00"),
    /** The latest refund. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** Made through the local payment sandbox: never revenue, a sale or a commission. */
    sandbox: boolean("sandbox").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("payments_pays_for_one", sql`num_nonnulls(${t.assessmentId}, ${t.packId}) = 1`),
    uniqueIndex("payments_provider_order_key").on(t.provider, t.providerOrderId),
    index("payments_pack_idx")
      .on(t.packId)
      .where(sql`${t.packId} IS NOT NULL`),
    index("payments_assessment_idx").on(t.assessmentId),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_created_idx").on(t.createdAt, t.id),
    index("payments_capture_idx").on(t.captureId),
    // a page of referrals counts its purchases in the local sandbox (test sales); real referral sales are few of all
    index("payments_sandbox_referral_idx")
      .on(t.referralId)
      .where(sql`${t.sandbox} AND ${t.referralId} IS NOT NULL`),
    // a promo code's live reservations (open checkouts) are counted at every checkout and validation
    index("payments_promo_reserved_idx")
      .on(t.promoCodeId, t.promoReservedUntil)
      .where(sql`${t.promoReservedUntil} IS NOT NULL`),
  ],
);

/** Credentials by provider id, each a flat object of text fields. */
export type ProviderCredentials = Record<string, Record<string, string>>;

/** The administrator's switches by provider id: on/off and its test mode (a switch not stored reads its default). */
export type ProviderSwitches = Record<string, { enabled?: boolean; testMode?: boolean }>;

/**
 * The single row (id = 1) of payment settings the administrator edits. Secrets are stored here
 * and never returned in clear.
 */
export const paymentConfig = pgTable("payment_config", {
  id: integer("id").primaryKey().default(1),
  demoEnabled: boolean("demo_enabled").notNull().default(false),
  originalPrice: numeric("original_price", { precision: 10, scale: 2 })
    .notNull()
    .default(DEFAULT_PRICING.originalPrice),
  basePrice: numeric("base_price", { precision: 10, scale: 2 }).notNull().default(DEFAULT_PRICING.basePrice),
  currency: text("currency").notNull().default(DEFAULT_PRICING.currency),
  referralDiscountPercent: numeric("referral_discount_percent", { precision: 5, scale: 2 })
    .notNull()
    .default(DEFAULT_PRICING.referralDiscountPercent),
  defaultCommissionRate: numeric("default_commission_rate", { precision: 5, scale: 2 })
    .notNull()
    .default(DEFAULT_PRICING.defaultCommissionRate),
  /** Off the paid report of a newer test when the same account already paid for an earlier one's. */
  retakeDiscountPercent: numeric("retake_discount_percent", { precision: 5, scale: 2 })
    .notNull()
    .default(DEFAULT_PRICING.retakeDiscountPercent),
  /** A school's pack of reports: the price of each report from each tier's quantity on (shared/validators/report-packs.ts). */
  packTiers: jsonb("pack_tiers")
    .$type<PackTier[]>()
    .notNull()
    .default([...DEFAULT_PACK_TIERS]),
  localCurrency: text("local_currency").notNull().default(DEFAULT_PRICING.localCurrency),
  exchangeRate: numeric("exchange_rate", { precision: 12, scale: 4 }).notNull().default(DEFAULT_PRICING.exchangeRate),
  /**
   * Each checkout provider's credentials, as JSON under its id (`{ paypal: { clientId, … }, card: { merchantId, … } }`):
   * each provider declares their fields and validates them (its `credentials` in
   * server/src/features/payments/providers/<name>/), so a new provider needs no column. Its secrets are never
   * returned in clear.
   */
  credentials: jsonb("credentials").$type<ProviderCredentials>().notNull().default({}),
  /**
   * Each checkout provider's switches, as JSON under its id (`{ paypal: { enabled, testMode }, card: { … } }`):
   * each provider declares them with their defaults and their names in the API (its `switches` in
   * server/src/features/payments/providers/<name>/), so a new provider needs no column.
   */
  switches: jsonb("switches").$type<ProviderSwitches>().notNull().default({}),
  companyName: text("company_name").notNull().default(DEFAULT_COMPANY.name),
  companyAddress: text("company_address").notNull().default(DEFAULT_COMPANY.address),
  supportEmail: text("support_email").notNull().default(DEFAULT_COMPANY.supportEmail),
  supportPhone: text("support_phone").notNull().default(DEFAULT_COMPANY.supportPhone),
  supportHoursEs: text("support_hours_es").notNull().default(DEFAULT_COMPANY.supportHours.es),
  supportHoursEn: text("support_hours_en").notNull().default(DEFAULT_COMPANY.supportHours.en),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** Every change to the payment config: who, when, what (secrets masked). */
export const paymentConfigAudit = pgTable(
  "payment_config_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  (t) => [index("payment_config_audit_changed_idx").on(t.changedAt)],
);

/**
 * Access codes QE-XXXX-XXXX-XXXX: generated by the administrator (single use, optionally bound to an email), or
 * minted for a school's pack of reports when it is paid (never shown: the counsellor unlocks a student's report
 * with one, and a refund of the pack's unused reports voids them).
 */
export const accessCodes = pgTable(
  "access_codes",
  {
    code: text("code").primaryKey(),
    email: text("email"),
    packId: uuid("pack_id").references(() => reportPacks.id, { onDelete: "restrict" }),
    /** Given back with a refund of the pack: never usable again. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedByAssessmentId: text("used_by_assessment_id").references(() => assessments.id, { onDelete: "set null" }),
    usedByEmail: text("used_by_email"),
  },
  (t) => [
    index("access_codes_used_idx").on(t.usedAt),
    index("access_codes_created_idx").on(t.createdAt, t.code),
    index("access_codes_pack_idx")
      .on(t.packId, t.createdAt)
      .where(sql`${t.packId} IS NOT NULL`),
  ],
);

/** Who asked for a refund: the admin, PayPal's notification, or the product itself (a second charge for a paid report). */
export const REFUND_SOURCES = ["admin", "webhook", "automatic"] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/**
 * One row per refund (or reversal) of a payment. `providerRefundId` is the provider's refund id (PayPal) or our own
 * key for a refund recorded by hand, so the same refund arriving twice (admin retry, webhook replay) is stored once.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    providerRefundId: text("provider_refund_id").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    /** "refund" or "reversal" (a chargeback). */
    kind: text("kind", { enum: ["refund", "reversal"] })
      .notNull()
      .default("refund"),
    source: text("source", { enum: REFUND_SOURCES }).notNull(),
    providerStatus: text("provider_status"),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_refunds_provider_key").on(t.paymentId, t.providerRefundId),
    index("payment_refunds_payment_idx").on(t.paymentId),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentConfigRow = typeof paymentConfig.$inferSelect;
