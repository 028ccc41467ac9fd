import type { PaymentConfigRow } from "@shared/schema/index";
import type { Config } from "../../../../config";
import { AZUL_SANDBOX_CREDENTIALS, type AzulCredentials } from "./azul.client";

export const SANDBOX_AZUL_PATH = "/sandbox/azul";

export type CardTarget = AzulCredentials & { local: boolean };

/**
 * The card page (AZUL) goes to the local sandbox while test mode is on and its credentials or URL are unset, and
 * only where the sandbox may run (outside production, or with PAYMENT_SANDBOX=on).
 */
export function cardUsesSandbox(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean {
  return (
    config.paymentSandbox &&
    row.testMode &&
    (!row.bancoPopularMerchantId || !row.bancoPopularSecretKey || !row.bancoPopularApiUrl)
  );
}

/** Where card payments go: the local sandbox, AZUL's page with the admin's merchant data, or nowhere. */
export function cardTarget(row: PaymentConfigRow, config: Config): CardTarget | null {
  if (cardUsesSandbox(row, config)) {
    return { ...AZUL_SANDBOX_CREDENTIALS, pageUrl: `${config.publicUrl}${SANDBOX_AZUL_PATH}/PaymentPage`, local: true };
  }
  if (row.bancoPopularMerchantId && row.bancoPopularSecretKey && row.bancoPopularApiUrl) {
    return {
      merchantId: row.bancoPopularMerchantId,
      merchantName: row.bancoPopularMerchantName || row.companyName,
      merchantType: "ECommerce",
      currencyCode: "$",
      authKey: row.bancoPopularSecretKey,
      pageUrl: row.bancoPopularApiUrl,
      ...(row.bancoPopularBackupUrl ? { backupPageUrl: row.bancoPopularBackupUrl } : {}),
      local: false,
    };
  }
  return null;
}
