import { index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { counsellors } from "./schools";

/**
 * A pack of full reports a counsellor buys at the administrator's volume price (payment_config.pack_tiers). Its
 * payment (`payments.pack_id`) goes through any checkout provider; when it is paid, `quantity` access codes are
 * minted for it (`access_codes.pack_id`), and each unlocks one student's report. The pack stays as an accounting
 * record if the counsellor's account goes (its counsellor then reads null).
 */
export const reportPacks = pgTable(
  "report_packs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    counsellorId: uuid("counsellor_id").references(() => counsellors.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    /** The tier's price of one report when it was bought, in `currency`. */
    unitPrice: numeric("unit_price", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its payment completed and its codes were minted. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("report_packs_counsellor_idx").on(t.counsellorId, t.createdAt)],
);

export type ReportPack = typeof reportPacks.$inferSelect;
