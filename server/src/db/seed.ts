import { paymentConfig } from "@shared/schema/index";
import type { Db } from "./client";

/** Reference data the product needs to run: the payment-config row with its defaults. Safe to run on every start. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.insert(paymentConfig).values({ id: 1 }).onConflictDoNothing();
}
