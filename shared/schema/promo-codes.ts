import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A promo code the administrator creates: a percentage or a fixed amount off the price (in the price currency),
 * optional validity dates and maximum uses. `code` is stored upper-case; buyers type it in any case.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    /** Exactly one of percentOff and amountOff is set. */
    percentOff: numeric("percent_off", { precision: 5, scale: 2 }),
    amountOff: numeric("amount_off", { precision: 10, scale: 2 }),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Null: no limit. */
    maxUses: integer("max_uses"),
    /** Paid payments that used the code, counted at fulfilment; never more than maxUses. */
    uses: integer("uses").notNull().default(0),
    /** Payments already paid at the provider when the code was used up meanwhile: fulfilled, counted here apart. */
    overLimitUses: integer("over_limit_uses").notNull().default(0),
    paused: boolean("paused").notNull().default(false),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("promo_codes_code_key").on(t.code), index("promo_codes_created_idx").on(t.createdAt)],
);

export type PromoCode = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;
