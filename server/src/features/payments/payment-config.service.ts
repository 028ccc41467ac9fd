import { eq } from "drizzle-orm";
import { paymentConfig, type PaymentConfigRow } from "@shared/schema/index";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import type { Db } from "../../db/client";

export function createPaymentConfigService({ db }: { db: Db }) {
  return {
    /** The config row; created with the schema's defaults if it is missing. */
    async get(): Promise<PaymentConfigRow> {
      const [row] = await db.select().from(paymentConfig).where(eq(paymentConfig.id, 1));
      if (row) return row;
      const [created] = await db.insert(paymentConfig).values({ id: 1 }).onConflictDoNothing().returning();
      if (created) return created;
      const [again] = await db.select().from(paymentConfig).where(eq(paymentConfig.id, 1));
      return again!;
    },
  };
}
export type PaymentConfigService = ReturnType<typeof createPaymentConfigService>;

/** The public view of the config plus what screens display: no credentials. */
export function toPublicPaymentConfig(row: PaymentConfigRow): PublicPaymentConfig {
  return {
    paypalEnabled: row.paypalEnabled,
    bancoPopularEnabled: row.bancoPopularEnabled,
    demoEnabled: row.demoEnabled,
    paypalTestMode: row.paypalTestMode,
    testMode: row.testMode,
    originalPrice: row.originalPrice,
    basePrice: row.basePrice,
    currency: row.currency,
    localCurrency: row.localCurrency,
    exchangeRate: row.exchangeRate,
    referralDiscountPercent: row.referralDiscountPercent,
    company: {
      name: row.companyName,
      address: row.companyAddress,
      supportEmail: row.supportEmail,
      supportPhone: row.supportPhone,
      supportHours: { es: row.supportHoursEs, en: row.supportHoursEn },
    },
  };
}
