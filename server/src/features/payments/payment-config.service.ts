import { desc, eq } from "drizzle-orm";
import { paymentConfig, paymentConfigAudit, type PaymentConfigRow } from "@shared/schema/index";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import type { PageQuery } from "@shared/validators/pagination";
import type { Db } from "../../db/client";
import { pageWindow, toPage } from "../../lib/pagination";
import { switchesForApi } from "./payment-providers.registry";

/**
 * The config row, read with `exec` (a caller's transaction, as the email worker's); created with
 * the schema's defaults if it is missing.
 */
async function getPaymentConfig(exec: Db): Promise<PaymentConfigRow> {
  const [row] = await exec.select().from(paymentConfig).where(eq(paymentConfig.id, 1));
  if (row) return row;
  const [created] = await exec.insert(paymentConfig).values({ id: 1 }).onConflictDoNothing().returning();
  if (created) return created;
  const [again] = await exec.select().from(paymentConfig).where(eq(paymentConfig.id, 1));
  return again!;
}

/** The one writer of the payment config and its audit trail. */
export function createPaymentConfigService({ db }: { db: Db }) {
  return {
    /** The config row; created with the schema's defaults if it is missing. */
    get: (): Promise<PaymentConfigRow> => getPaymentConfig(db),
    /** The config row, read in a transaction the caller holds (the email worker's). */
    getTx: (tx: Db): Promise<PaymentConfigRow> => getPaymentConfig(tx),

    /** Saves `values` and, when anything changed, its audit entry (already masked), in one transaction. */
    async save(
      values: Partial<PaymentConfigRow>,
      changes: Record<string, { from: unknown; to: unknown }>,
      adminId: string,
    ): Promise<PaymentConfigRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentConfig)
          .set({ ...values, updatedAt: new Date(), updatedBy: adminId })
          .where(eq(paymentConfig.id, 1))
          .returning();
        if (Object.keys(changes).length > 0)
          await tx.insert(paymentConfigAudit).values({ changedBy: adminId, changes });
        return row!;
      });
    },

    /** One page of config changes, newest first. */
    async audit(query: PageQuery) {
      const { limit, offset } = pageWindow(query);
      const rows = await db
        .select()
        .from(paymentConfigAudit)
        .orderBy(desc(paymentConfigAudit.changedAt), desc(paymentConfigAudit.id))
        .limit(limit)
        .offset(offset);
      return toPage(rows, query);
    },
  };
}
export type PaymentConfigService = ReturnType<typeof createPaymentConfigService>;

/** The public view of the config plus what screens display: no credentials. */
export function toPublicPaymentConfig(row: PaymentConfigRow): PublicPaymentConfig {
  return {
    // each provider's switches under the spec's names (paypalEnabled, testMode…), as the providers declare them
    ...(switchesForApi(row) as Pick<
      PublicPaymentConfig,
      "paypalEnabled" | "bancoPopularEnabled" | "paypalTestMode" | "testMode"
    >),
    demoEnabled: row.demoEnabled,
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
