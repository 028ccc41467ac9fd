import type { PaymentConfigRow } from "@shared/schema/index";
import type { MethodMissing } from "@shared/validators/admin";
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
import { AZUL_SANDBOX_CREDENTIALS, type AzulCredentials } from "./azul.client";

export const SANDBOX_AZUL_PATH = "/sandbox/azul";

/** The merchant data AZUL gives Banco Popular's merchant (stored as JSON under `card`). */
export const cardCredentials = {
  schema: z.object({
    merchantId: z.string().default(""),
    merchantName: z.string().default(""),
    secretKey: z.string().default(""),
    pageUrl: z.string().default(""),
    /** AZUL's contingency payment page (contpagos), offered when the main one cannot be reached. */
    backupUrl: z.string().default(""),
  }),
  title: "adminPanel.credentials.cardTitle",
  fields: [
    {
      key: "merchantId",
      apiName: "bancoPopularMerchantId",
      label: "adminPanel.credentials.merchantId",
      code: true,
    },
    { key: "merchantName", apiName: "bancoPopularMerchantName", label: "adminPanel.credentials.merchantName" },
    {
      key: "secretKey",
      apiName: "bancoPopularSecretKey",
      secret: true,
      label: "adminPanel.credentials.secretKey",
      code: true,
    },
    { key: "pageUrl", apiName: "bancoPopularApiUrl", label: "adminPanel.credentials.apiUrl", url: true, code: true },
    {
      key: "backupUrl",
      apiName: "bancoPopularBackupUrl",
      label: "adminPanel.credentials.backupUrl",
      hint: "adminPanel.credentials.backupUrlHint",
      url: true,
      code: true,
    },
  ],
} satisfies ProviderCredentialsDeclaration;

export const cardCredentialsOf = (row: Pick<PaymentConfigRow, "credentials">) =>
  credentialsOf(cardCredentials, "card", row);

/** The card's switches (the spec names its test mode plainly `testMode`): off until the admin switches it on. */
export const cardSwitches = {
  enabled: {
    apiName: "bancoPopularEnabled",
    default: false,
    label: "adminPanel.methods.card",
    hint: "adminPanel.methods.cardHint",
  },
  testMode: {
    apiName: "testMode",
    default: false,
    label: "adminPanel.methods.cardTestMode",
    hint: "adminPanel.methods.cardTestModeHint",
  },
} satisfies ProviderSwitchesDeclaration;

const cardTestMode = (row: Pick<PaymentConfigRow, "switches">) => switchOf(row, "card", cardSwitches, "testMode");

export type CardTarget = AzulCredentials & { local: boolean };

/** The merchant data AZUL's payment page needs that the admin has not saved yet. */
function missingCardKeys(row: PaymentConfigRow): MethodMissing[] {
  const credentials = cardCredentialsOf(row);
  return [
    ...(credentials.merchantId ? [] : (["card_merchant_id"] as const)),
    ...(credentials.secretKey ? [] : (["card_secret_key"] as const)),
    ...(credentials.pageUrl ? [] : (["card_page_url"] as const)),
  ];
}

/**
 * The card page (AZUL) goes to the local sandbox while the card's test mode (`testMode`) is on and its credentials or
 * URL are unset, and only where the sandbox may run (outside production, or with PAYMENT_SANDBOX=on).
 */
export function cardUsesSandbox(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean {
  return config.paymentSandbox && cardTestMode(row) && missingCardKeys(row).length > 0;
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
  if (missing.length > 0) return notReady([...missing, ...sandboxGap(config, cardTestMode(row))]);
  const credentials = cardCredentialsOf(row);
  return ready(
    {
      merchantId: credentials.merchantId,
      merchantName: credentials.merchantName || row.companyName,
      merchantType: "ECommerce",
      currencyCode: "$",
      authKey: credentials.secretKey,
      pageUrl: credentials.pageUrl,
      ...(credentials.backupUrl ? { backupPageUrl: credentials.backupUrl } : {}),
      local: false,
    },
    "live",
  );
}
