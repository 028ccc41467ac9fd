import { DEFAULT_PACK_TIERS } from "@shared/validators/report-packs";
import type { AdminPaymentConfig } from "./api/admin-config";

/** One price tier of a school's pack of reports as its two inputs hold it. */
export interface PackTierValues {
  minQuantity: string;
  unitPrice: string;
}

/** The admin config form's own fields: text inputs hold strings, switches booleans; the shared zod schema parses them. */
export interface BaseFormValues {
  demoEnabled: boolean;
  originalPrice: string;
  basePrice: string;
  currency: string;
  referralDiscountPercent: string;
  defaultCommissionRate: string;
  retakeDiscountPercent: string;
  localCurrency: string;
  exchangeRate: string;
  companyName: string;
  companyAddress: string;
  supportEmail: string;
  supportPhone: string;
  supportHoursEs: string;
  supportHoursEn: string;
  /** A school's pack of reports: from how many reports on each price per report applies (one row per tier). */
  packTiers: PackTierValues[];
}

/**
 * The form's values: its own fields, and each checkout provider's switches and credentials under the admin API's
 * names, as the server's declarations list them (`switchForms`, `credentialForms`): a new provider adds none here.
 */
export type ConfigFormValues = BaseFormValues & Record<string, string | boolean | PackTierValues[]>;
export type ConfigField = string;

export const CONFIG_TABS = ["pricing", "methods", "testing", "credentials"] as const;
export type ConfigTab = (typeof CONFIG_TABS)[number];
export const PANEL_TABS = [...CONFIG_TABS, "sellers", "referrals", "payments", "schools"] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

type Declared = Pick<AdminPaymentConfig, "switchForms" | "credentialForms">;

/**
 * Which tab holds each field, in the order the tabs show them (to open the first invalid one): the form's own
 * fields, each provider's switches in the methods tab and its credentials before the company's details.
 */
export function fieldTabs(config: Declared): [ConfigField, ConfigTab][] {
  return [
    ["originalPrice", "pricing"],
    ["basePrice", "pricing"],
    ["currency", "pricing"],
    ["referralDiscountPercent", "pricing"],
    ["defaultCommissionRate", "pricing"],
    ["retakeDiscountPercent", "pricing"],
    ["localCurrency", "pricing"],
    ["exchangeRate", "pricing"],
    ["packTiers", "pricing"],
    ...config.switchForms.flatMap((form): [ConfigField, ConfigTab][] => [
      [form.enabled.name, "methods"],
      [form.testMode.name, "methods"],
    ]),
    ["demoEnabled", "testing"],
    ...config.credentialForms.flatMap((form) =>
      form.fields.map((field): [ConfigField, ConfigTab] => [field.name, "credentials"]),
    ),
    ["companyName", "credentials"],
    ["companyAddress", "credentials"],
    ["supportEmail", "credentials"],
    ["supportPhone", "credentials"],
    ["supportHoursEs", "credentials"],
    ["supportHoursEn", "credentials"],
  ];
}

export function isConfigField(config: Declared, name: string): name is ConfigField {
  return fieldTabs(config).some(([field]) => field === name);
}

/** The form's values from the server's admin view; secrets start blank ("blank keeps the stored one"). */
export function toFormValues(config: AdminPaymentConfig): ConfigFormValues {
  const view = config as unknown as Record<string, unknown>;
  const provided: Record<string, string | boolean> = {};
  for (const form of config.switchForms) {
    provided[form.enabled.name] = view[form.enabled.name] === true;
    provided[form.testMode.name] = view[form.testMode.name] === true;
  }
  for (const form of config.credentialForms) {
    for (const field of form.fields)
      provided[field.name] = field.kind === "secret" ? "" : String(view[field.name] ?? "");
  }
  return {
    ...provided,
    demoEnabled: config.demoEnabled,
    originalPrice: config.originalPrice,
    basePrice: config.basePrice,
    currency: config.currency,
    referralDiscountPercent: trimZeros(config.referralDiscountPercent),
    defaultCommissionRate: trimZeros(config.defaultCommissionRate),
    retakeDiscountPercent: trimZeros(config.retakeDiscountPercent),
    localCurrency: config.localCurrency,
    exchangeRate: trimZeros(config.exchangeRate),
    companyName: config.companyName,
    companyAddress: config.companyAddress,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    supportHoursEs: config.supportHoursEs,
    supportHoursEn: config.supportHoursEn,
    // An older server's config has no tiers: the defaults it prices packs by.
    packTiers: (config.packTiers ?? DEFAULT_PACK_TIERS).map((tier) => ({
      minQuantity: String(tier.minQuantity),
      unitPrice: tier.unitPrice,
    })),
  };
}

/** "60.0000" → "60", "12.50" → "12.5": numeric(…) columns come back padded. */
export function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}
