import type { AdminPaymentConfig } from "./api/admin-config";

/** The admin config form: text inputs hold strings, switches booleans; the shared zod schema parses them. */
export interface ConfigFormValues {
  paypalEnabled: boolean;
  paypalTestMode: boolean;
  bancoPopularEnabled: boolean;
  demoEnabled: boolean;
  testMode: boolean;
  originalPrice: string;
  basePrice: string;
  currency: string;
  referralDiscountPercent: string;
  defaultCommissionRate: string;
  retakeDiscountPercent: string;
  localCurrency: string;
  exchangeRate: string;
  paypalClientId: string;
  paypalClientSecret: string;
  paypalWebhookId: string;
  bancoPopularMerchantId: string;
  bancoPopularMerchantName: string;
  bancoPopularSecretKey: string;
  bancoPopularApiUrl: string;
  bancoPopularBackupUrl: string;
  companyName: string;
  companyAddress: string;
  supportEmail: string;
  supportPhone: string;
  supportHoursEs: string;
  supportHoursEn: string;
}
export type ConfigField = keyof ConfigFormValues;

export const CONFIG_TABS = ["pricing", "methods", "testing", "credentials"] as const;
export type ConfigTab = (typeof CONFIG_TABS)[number];
export const PANEL_TABS = [...CONFIG_TABS, "sellers", "referrals", "payments", "schools"] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** Which tab holds each field, in the order the tabs show them (to open the first invalid one). */
export const FIELD_TABS: [ConfigField, ConfigTab][] = [
  ["originalPrice", "pricing"],
  ["basePrice", "pricing"],
  ["currency", "pricing"],
  ["referralDiscountPercent", "pricing"],
  ["defaultCommissionRate", "pricing"],
  ["retakeDiscountPercent", "pricing"],
  ["localCurrency", "pricing"],
  ["exchangeRate", "pricing"],
  ["paypalEnabled", "methods"],
  ["paypalTestMode", "methods"],
  ["bancoPopularEnabled", "methods"],
  ["testMode", "methods"],
  ["demoEnabled", "testing"],
  ["paypalClientId", "credentials"],
  ["paypalClientSecret", "credentials"],
  ["paypalWebhookId", "credentials"],
  ["bancoPopularMerchantId", "credentials"],
  ["bancoPopularMerchantName", "credentials"],
  ["bancoPopularSecretKey", "credentials"],
  ["bancoPopularApiUrl", "credentials"],
  ["bancoPopularBackupUrl", "credentials"],
  ["companyName", "credentials"],
  ["companyAddress", "credentials"],
  ["supportEmail", "credentials"],
  ["supportPhone", "credentials"],
  ["supportHoursEs", "credentials"],
  ["supportHoursEn", "credentials"],
];

export function isConfigField(name: string): name is ConfigField {
  return FIELD_TABS.some(([field]) => field === name);
}

/** The form's values from the server's admin view; secrets start blank ("blank keeps the stored one"). */
export function toFormValues(config: AdminPaymentConfig): ConfigFormValues {
  return {
    paypalEnabled: config.paypalEnabled,
    paypalTestMode: config.paypalTestMode,
    bancoPopularEnabled: config.bancoPopularEnabled,
    demoEnabled: config.demoEnabled,
    testMode: config.testMode,
    originalPrice: config.originalPrice,
    basePrice: config.basePrice,
    currency: config.currency,
    referralDiscountPercent: trimZeros(config.referralDiscountPercent),
    defaultCommissionRate: trimZeros(config.defaultCommissionRate),
    retakeDiscountPercent: trimZeros(config.retakeDiscountPercent),
    localCurrency: config.localCurrency,
    exchangeRate: trimZeros(config.exchangeRate),
    paypalClientId: config.paypalClientId,
    paypalClientSecret: "",
    paypalWebhookId: config.paypalWebhookId,
    bancoPopularMerchantId: config.bancoPopularMerchantId,
    bancoPopularMerchantName: config.bancoPopularMerchantName,
    bancoPopularSecretKey: "",
    bancoPopularApiUrl: config.bancoPopularApiUrl,
    bancoPopularBackupUrl: config.bancoPopularBackupUrl,
    companyName: config.companyName,
    companyAddress: config.companyAddress,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    supportHoursEs: config.supportHoursEs,
    supportHoursEn: config.supportHoursEn,
  };
}

/** "60.0000" → "60", "12.50" → "12.5": numeric(…) columns come back padded. */
export function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}
