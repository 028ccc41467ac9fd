import type { PaymentConfigRow } from "@shared/schema/index";
import { PAYPAL_CURRENCIES, type MethodMissing } from "@shared/validators/admin";
import type { Config } from "../../../../config";
import { z } from "zod";
import {
  credentialsOf,
  notReady,
  ready,
  sandboxGap,
  switchOf,
  type ProviderCredentialsDeclaration,
  type ProviderSwitchesDeclaration,
  type Readiness,
} from "../payment-provider.model";
import type { PaypalTarget } from "./paypal.client";

/** The local PayPal sandbox's own credentials: it accepts these and no others. */
export const FAKE_PAYPAL_SANDBOX_CREDENTIALS: { clientId: string; clientSecret: string; webhookId: string } =
  Object.freeze({
    clientId: "sandbox-client-id",
    clientSecret: "sandbox-client-secret",
    webhookId: "SANDBOX-WEBHOOK-ID",
  });

export const SANDBOX_PAYPAL_PATH = "/sandbox/paypal";

/** The PayPal account's credentials the admin enters (stored as JSON under `paypal`). */
export const paypalCredentials = {
  schema: z.object({
    clientId: z.string().default(""),
    clientSecret: z.string().default(""),
    webhookId: z.string().default(""),
  }),
  title: "adminPanel.credentials.paypalTitle",
  fields: [
    { key: "clientId", apiName: "paypalClientId", label: "adminPanel.credentials.clientId", code: true },
    {
      key: "clientSecret",
      apiName: "paypalClientSecret",
      secret: true,
      label: "adminPanel.credentials.clientSecret",
      code: true,
    },
    {
      key: "webhookId",
      apiName: "paypalWebhookId",
      label: "adminPanel.credentials.webhookId",
      code: true,
      wide: true,
    },
  ],
} satisfies ProviderCredentialsDeclaration;

export const paypalCredentialsOf = (row: Pick<PaymentConfigRow, "credentials">) =>
  credentialsOf(paypalCredentials, "paypal", row);

/** PayPal's switches: on by default, in test mode (PayPal's sandbox, or the local one without credentials). */
export const paypalSwitches = {
  enabled: {
    apiName: "paypalEnabled",
    default: true,
    label: "adminPanel.methods.paypal",
    hint: "adminPanel.methods.paypalHint",
  },
  testMode: {
    apiName: "paypalTestMode",
    default: true,
    label: "adminPanel.methods.paypalTestMode",
    hint: "adminPanel.methods.paypalTestModeHint",
  },
} satisfies ProviderSwitchesDeclaration;

const paypalTestMode = (row: Pick<PaymentConfigRow, "switches">) => switchOf(row, "paypal", paypalSwitches, "testMode");

/**
 * PayPal goes to the local sandbox while its test mode is on and no credentials are set, and only where the sandbox
 * may run (outside production, or with PAYMENT_SANDBOX=on).
 */
export function paypalUsesSandbox(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean {
  const { clientId, clientSecret } = paypalCredentialsOf(row);
  return config.paymentSandbox && paypalTestMode(row) && (!clientId || !clientSecret);
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
  const credentials = paypalCredentialsOf(row);
  const keys: MethodMissing[] = [
    ...(credentials.clientId ? [] : (["paypal_client_id"] as const)),
    ...(credentials.clientSecret ? [] : (["paypal_client_secret"] as const)),
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
  if (keys.length > 0) return notReady([...currency, ...keys, ...sandboxGap(config, paypalTestMode(row))]);
  if (currency.length > 0) return notReady(currency);
  return ready(
    {
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      webhookId: credentials.webhookId,
      environment: paypalTestMode(row) ? "sandbox" : "production",
      baseUrl: paypalTestMode(row) ? config.paypalApiBase : undefined,
      local: false,
    },
    paypalTestMode(row) ? "provider_test" : "live",
  );
}
