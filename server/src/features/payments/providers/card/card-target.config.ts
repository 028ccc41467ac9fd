import type { PaymentConfigRow } from "@shared/schema/index";
import type { MethodMissing } from "@shared/validators/admin";
import type { Config } from "../../../../config";
import { notReady, ready, sandboxGap, type Readiness } from "../payment-provider.model";
import { AZUL_SANDBOX_CREDENTIALS, type AzulCredentials } from "./azul.client";

export const SANDBOX_AZUL_PATH = "/sandbox/azul";

export type CardTarget = AzulCredentials & { local: boolean };

/** The merchant data AZUL's payment page needs that the admin has not saved yet. */
function missingCardKeys(row: PaymentConfigRow): MethodMissing[] {
  return [
    ...(row.bancoPopularMerchantId ? [] : (["card_merchant_id"] as const)),
    ...(row.bancoPopularSecretKey ? [] : (["card_secret_key"] as const)),
    ...(row.bancoPopularApiUrl ? [] : (["card_page_url"] as const)),
  ];
}

/**
 * The card page (AZUL) goes to the local sandbox while the card's test mode (`testMode`) is on and its credentials or
 * URL are unset, and only where the sandbox may run (outside production, or with PAYMENT_SANDBOX=on).
 */
export function cardUsesSandbox(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean {
  return config.paymentSandbox && row.testMode && missingCardKeys(row).length > 0;
}

/** Where card payments go (the local sandbox, or AZUL's page with the admin's merchant data), or what is missing. */
export function cardReadiness(row: PaymentConfigRow, config: Config): Readiness<CardTarget> {
  if (cardUsesSandbox(row, config)) {
    return ready(
      { ...AZUL_SANDBOX_CREDENTIALS, pageUrl: `${config.publicUrl}${SANDBOX_AZUL_PATH}/PaymentPage`, local: true },
      "local_sandbox",
    );
  }
  const missing = missingCardKeys(row);
  if (missing.length > 0) return notReady([...missing, ...sandboxGap(config, row.testMode)]);
  return ready(
    {
      merchantId: row.bancoPopularMerchantId,
      merchantName: row.bancoPopularMerchantName || row.companyName,
      merchantType: "ECommerce",
      currencyCode: "$",
      authKey: row.bancoPopularSecretKey,
      pageUrl: row.bancoPopularApiUrl,
      ...(row.bancoPopularBackupUrl ? { backupPageUrl: row.bancoPopularBackupUrl } : {}),
      local: false,
    },
    "live",
  );
}
