import type { PaymentConfigRow } from "@shared/schema/index";
import { PAYPAL_CURRENCIES } from "@shared/validators/admin";
import type { Config } from "../../config";
import { AZUL_SANDBOX_CREDENTIALS, type AzulCredentials } from "./azul.client";
import type { PaypalTarget } from "./paypal.client";

/**
 * Where each provider goes: PayPal goes to the local sandbox while its test mode is on and no
 * credentials are set; the card gateway while test mode is on and its credentials or URL are
 * unset. The local sandbox is only ever used where it may run (outside production, or with
 * PAYMENT_SANDBOX=on); otherwise a provider without credentials is unavailable. PAYPAL_API_BASE,
 * when set, replaces PayPal's sandbox API base URL (never the live one).
 */
export interface PaymentTargets {
  paypal: PaypalTarget | null;
  card: (AzulCredentials & { local: boolean }) | null;
}

/** The local PayPal sandbox's own credentials: it accepts these and no others. */
export const FAKE_PAYPAL_SANDBOX_CREDENTIALS: { clientId: string; clientSecret: string; webhookId: string } =
  Object.freeze({
    clientId: "sandbox-client-id",
    clientSecret: "sandbox-client-secret",
    webhookId: "SANDBOX-WEBHOOK-ID",
  });

export const SANDBOX_PAYPAL_PATH = "/sandbox/paypal";
export const SANDBOX_AZUL_PATH = "/sandbox/azul";

export function paypalUsesSandbox(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean {
  return config.paymentSandbox && row.paypalTestMode && (!row.paypalClientId || !row.paypalClientSecret);
}

export function cardUsesSandbox(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean {
  return (
    config.paymentSandbox &&
    row.testMode &&
    (!row.bancoPopularMerchantId || !row.bancoPopularSecretKey || !row.bancoPopularApiUrl)
  );
}

export function resolveTargets(row: PaymentConfigRow, config: Config, selfUrl: string): PaymentTargets {
  let paypal: PaypalTarget | null = null;
  if (paypalUsesSandbox(row, config)) {
    paypal = {
      ...FAKE_PAYPAL_SANDBOX_CREDENTIALS,
      environment: "sandbox",
      baseUrl: config.paypalApiBase ?? `${selfUrl}${SANDBOX_PAYPAL_PATH}`,
      approvalBase: config.paypalApiBase ?? `${config.publicUrl}${SANDBOX_PAYPAL_PATH}`,
      local: true,
    };
  } else if (row.paypalClientId && row.paypalClientSecret) {
    paypal = {
      clientId: row.paypalClientId,
      clientSecret: row.paypalClientSecret,
      webhookId: row.paypalWebhookId,
      environment: row.paypalTestMode ? "sandbox" : "production",
      baseUrl: row.paypalTestMode ? config.paypalApiBase : undefined,
      local: false,
    };
  }

  // PayPal charges only in its own currencies (never DOP), whatever an older config row says.
  if (!(PAYPAL_CURRENCIES as readonly string[]).includes(row.currency)) paypal = null;

  let card: PaymentTargets["card"] = null;
  if (cardUsesSandbox(row, config)) {
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
