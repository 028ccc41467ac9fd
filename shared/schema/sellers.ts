import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from "drizzle-orm/pg-core";
import { payments } from "./payments";
import { users } from "./users";

export const sellers = pgTable(
  "sellers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    referralCode: text("referral_code").notNull(),
    /** Percent of the amount actually paid, e.g. 20.00 */
    commissionRate: numeric("commission_rate", { precision: 5, scale: 2 }).notNull().default("20.00"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sellers_referral_code_key").on(t.referralCode),
    uniqueIndex("sellers_user_key").on(t.userId),
    index("sellers_created_idx").on(t.createdAt, t.id),
  ],
);

const REFERRAL_STATUSES = ["pending", "converted", "reversed"] as const;

/**
 * A referred visitor: pending on arrival, converted once when their payment is verified, reversed when that
 * payment is fully refunded or charged back (the commission no longer counts).
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    userName: text("user_name"),
    userEmail: text("user_email"),
    country: text("country"),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("pending"),
    referralDate: timestamp("referral_date", { withTimezone: true }).notNull().defaultNow(),
    conversionDate: timestamp("conversion_date", { withTimezone: true }),
    saleAmount: numeric("sale_amount", { precision: 10, scale: 2 }),
    commissionAmount: numeric("commission_amount", { precision: 10, scale: 2 }),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    notes: text("notes"),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
  },
  (t) => [
    index("referrals_seller_date_idx").on(t.sellerId, t.referralDate),
    index("referrals_date_idx").on(t.referralDate, t.id),
    uniqueIndex("referrals_payment_key").on(t.paymentId),
  ],
);

/**
 * A seller's referrals per month of referral date (in the seller time zone, America/Santo_Domingo): how many,
 * converted, and the sales and commission of the converted ones. Kept by a database trigger on `referrals` in
 * the same transaction as every change, so dashboards read a few rows per seller instead of all referrals.
 */
export const sellerMonthlyStats = pgTable(
  "seller_monthly_stats",
  {
    sellerId: uuid("seller_id").notNull(),
    /** "YYYY-MM" */
    month: text("month").notNull(),
    referrals: integer("referrals").notNull().default(0),
    conversions: integer("conversions").notNull().default(0),
    sales: numeric("sales", { precision: 14, scale: 2 }).notNull().default("0.00"),
    commission: numeric("commission", { precision: 14, scale: 2 }).notNull().default("0.00"),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.month] })],
);

export type Seller = typeof sellers.$inferSelect;
export type Referral = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;
