import type { PaymentConfigRow } from "@shared/schema/index";
import { PAYPAL_CURRENCIES, type MethodMissing } from "@shared/validators/admin";
import type { Config } from "../../../../config";
import { notReady, ready, sandboxGap, type Readiness } from "../payment-provider.model";
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
 * Where PayPal payments go (the local sandbox, PayPal's sandbox or live API with the admin's credentials), or what is
 * missing: the credentials, or a price currency PayPal charges in (not DOP). PAYPAL_API_BASE, when set, replaces
 * PayPal's sandbox API base URL (never the live one).
 */
export function paypalReadiness(row: PaymentConfigRow, config: Config, selfUrl: string): Readiness<PaypalTarget> {
  const currency: MethodMissing[] = (PAYPAL_CURRENCIES as readonly string[]).includes(row.currency)
    ? []
    : ["paypal_currency"];
  const keys: MethodMissing[] = [
    ...(row.paypalClientId ? [] : (["paypal_client_id"] as const)),
    ...(row.paypalClientSecret ? [] : (["paypal_client_secret"] as const)),
  ];
  if (paypalUsesSandbox(row, config)) {
    if (currency.length > 0) return notReady(currency);
    return ready(
      {
        ...FAKE_PAYPAL_SANDBOX_CREDENTIALS,
        environment: "sandbox",
        baseUrl: config.paypalApiBase ?? `${selfUrl}${SANDBOX_PAYPAL_PATH}`,
        approvalBase: config.paypalApiBase ?? `${config.publicUrl}${SANDBOX_PAYPAL_PATH}`,
        local: true,
      },
      "local_sandbox",
    );
  }
  if (keys.length > 0) return notReady([...currency, ...keys, ...sandboxGap(config, row.paypalTestMode)]);
  if (currency.length > 0) return notReady(currency);
  return ready(
    {
      clientId: row.paypalClientId,
      clientSecret: row.paypalClientSecret,
      webhookId: row.paypalWebhookId,
      environment: row.paypalTestMode ? "sandbox" : "production",
      baseUrl: row.paypalTestMode ? config.paypalApiBase : undefined,
      local: false,
    },
    row.paypalTestMode ? "provider_test" : "live",
  );
}
