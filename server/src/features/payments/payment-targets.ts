import type { PaymentConfigRow } from "@shared/schema/index";
import type { Config } from "../../config";
import { AZUL_SANDBOX_CREDENTIALS, type AzulCredentials } from "./azul";
import type { PaypalTarget } from "./paypal.client";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS } from "../sandbox/fake-paypal";

/**
 * Where each provider goes (DECISIONS.md 21): PayPal goes to the local sandbox while its test
 * mode is on and no credentials are set; the card gateway while test mode is on and its
 * credentials or URL are unset. Otherwise the real provider, or unavailable when live without
 * credentials. PAYPAL_API_BASE, when set, replaces PayPal's API base URL in every case.
 */
export interface PaymentTargets {
  paypal: PaypalTarget | null;
  card: (AzulCredentials & { local: boolean }) | null;
}

export const SANDBOX_PAYPAL_PATH = "/sandbox/paypal";
export const SANDBOX_AZUL_PATH = "/sandbox/azul";

export function paypalUsesSandbox(row: PaymentConfigRow): boolean {
  return row.paypalTestMode && (!row.paypalClientId || !row.paypalClientSecret);
}

export function cardUsesSandbox(row: PaymentConfigRow): boolean {
  return row.testMode && (!row.bancoPopularMerchantId || !row.bancoPopularSecretKey || !row.bancoPopularApiUrl);
}

export function resolveTargets(row: PaymentConfigRow, config: Config, selfUrl: string): PaymentTargets {
  let paypal: PaypalTarget | null = null;
  if (paypalUsesSandbox(row)) {
    paypal = {
      ...FAKE_PAYPAL_SANDBOX_CREDENTIALS,
      environment: "sandbox",
      baseUrl: config.paypalApiBase ?? `${selfUrl}${SANDBOX_PAYPAL_PATH}`,
      local: true,
    };
  } else if (row.paypalClientId && row.paypalClientSecret) {
    paypal = {
      clientId: row.paypalClientId,
      clientSecret: row.paypalClientSecret,
      webhookId: row.paypalWebhookId,
      environment: row.paypalTestMode ? "sandbox" : "production",
      baseUrl: config.paypalApiBase,
      local: false,
    };
  }

  let card: PaymentTargets["card"] = null;
  if (cardUsesSandbox(row)) {
    card = { ...AZUL_SANDBOX_CREDENTIALS, pageUrl: `${config.publicUrl}${SANDBOX_AZUL_PATH}/PaymentPage`, local: true };
  } else if (row.bancoPopularMerchantId && row.bancoPopularSecretKey && row.bancoPopularApiUrl) {
    card = {
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
  return { paypal, card };
}
