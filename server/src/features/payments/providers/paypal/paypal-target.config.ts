import type { PaymentConfigRow } from "@shared/schema/index";
import { PAYPAL_CURRENCIES } from "@shared/validators/admin";
import type { Config } from "../../../../config";
import type { PaypalTarget } from "./paypal.client";

/** The local PayPal sandbox's own credentials: it accepts these and no others. */
export const FAKE_PAYPAL_SANDBOX_CREDENTIALS: { clientId: string; clientSecret: string; webhookId: string } =
  Object.freeze({
    clientId: "sandbox-client-id",
    clientSecret: "sandbox-client-secret",
    webhookId: "SANDBOX-WEBHOOK-ID",
  });

export const SANDBOX_PAYPAL_PATH = "/sandbox/paypal";

/**
 * PayPal goes to the local sandbox while its test mode is on and no credentials are set, and only where the sandbox
 * may run (outside production, or with PAYMENT_SANDBOX=on).
 */
export function paypalUsesSandbox(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean {
  return config.paymentSandbox && row.paypalTestMode && (!row.paypalClientId || !row.paypalClientSecret);
}

/**
 * Where PayPal payments go: the local sandbox, PayPal's sandbox or live API with the admin's credentials, or nowhere
 * (no credentials, or a price currency PayPal does not charge in, such as DOP). PAYPAL_API_BASE, when set, replaces
 * PayPal's sandbox API base URL (never the live one).
 */
export function paypalTarget(row: PaymentConfigRow, config: Config, selfUrl: string): PaypalTarget | null {
  if (!(PAYPAL_CURRENCIES as readonly string[]).includes(row.currency)) return null;
  if (paypalUsesSandbox(row, config)) {
    return {
      ...FAKE_PAYPAL_SANDBOX_CREDENTIALS,
      environment: "sandbox",
      baseUrl: config.paypalApiBase ?? `${selfUrl}${SANDBOX_PAYPAL_PATH}`,
      approvalBase: config.paypalApiBase ?? `${config.publicUrl}${SANDBOX_PAYPAL_PATH}`,
      local: true,
    };
  }
  if (row.paypalClientId && row.paypalClientSecret) {
    return {
      clientId: row.paypalClientId,
      clientSecret: row.paypalClientSecret,
      webhookId: row.paypalWebhookId,
      environment: row.paypalTestMode ? "sandbox" : "production",
      baseUrl: row.paypalTestMode ? config.paypalApiBase : undefined,
      local: false,
    };
  }
  return null;
}
