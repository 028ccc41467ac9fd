import type { PaymentConfigRow } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import { translate } from "@shared/i18n/catalog";
import { AppError } from "../../lib/errors";
import type { AdminMethodStatusDto, AdminPaymentConfigDto, AdminPaymentConfigInput } from "@shared/validators/admin";
import type { Config } from "../../config";
import type { PaymentConfigService } from "../payments/payment-config.service";
import {
  checkoutMethods,
  credentialApiNames,
  credentialForms,
  credentialsForApi,
  credentialsFromApi,
  providerSettingsError,
  secretConfigFields,
  switchApiNames,
  switchesForApi,
  switchesFromApi,
  switchForms,
} from "../payments/payment-providers.registry";

/** The providers' secret fields (each provider declares its own): write-only, shown as set and their last 4. */
const SECRET_FIELDS: readonly string[] = secretConfigFields;

function mask(value: string): string {
  return value ? `••••${value.slice(-4)}` : "";
}

/**
 * The admin's view: everything but the secrets, which only say whether they are set and their last 4 characters;
 * and each checkout method's status for customers now, from the function the public config reads.
 */
export function toAdminConfig(row: PaymentConfigRow, methods: AdminMethodStatusDto[]): AdminPaymentConfigDto {
  const { id: _id, updatedBy: _by, updatedAt, credentials: _stored, switches: _switches, ...rest } = row;
  const credentials = credentialsForApi(row);
  const secrets = Object.fromEntries(
    SECRET_FIELDS.flatMap((field) => {
      const value = credentials[field] ?? "";
      return [
        [field, ""],
        [`${field}Set`, value !== ""],
        [`${field}Last4`, value ? value.slice(-4) : ""],
      ];
    }),
  );
  // The DTO names each provider's credential fields (shared/validators/admin.ts); the values come from the declarations.
  return {
    ...rest,
    ...switchesForApi(row),
    ...credentials,
    ...secrets,
    updatedAt: updatedAt.toISOString(),
    methods,
    credentialForms: [...credentialForms],
    switchForms: [...switchForms],
  } as AdminPaymentConfigDto;
}

/**
 * The config as the admin's API names it: the row's settings, and each provider's switches and credentials under
 * the spec's names.
 */
function apiView(row: PaymentConfigRow): Record<string, unknown> {
  const { credentials: _stored, switches: _switches, ...rest } = row;
  return { ...rest, ...switchesForApi(row), ...credentialsForApi(row) };
}

const CREDENTIAL_FIELDS = new Set(credentialApiNames);
const SWITCH_FIELDS = new Set(switchApiNames);

/** A provider's switch that is not true or false, or a credential that is not a short text: 400 naming the field. */
const fieldTypeError = (field: string, lang: Lang) =>
  new AppError(400, "validation.body", "api.invalidBody", undefined, [
    { path: field, message: translate(lang, "api.invalidBody") },
  ]);

/** The admin's payment settings: shown with secrets masked, checked and audited on save (the payments feature stores them). */
export function createAdminService({
  paymentConfig,
  config,
  selfUrl,
}: {
  paymentConfig: PaymentConfigService;
  config: Config;
  selfUrl: () => string;
}) {
  const view = (row: PaymentConfigRow) =>
    toAdminConfig(
      row,
      checkoutMethods(row, config, selfUrl()).map(({ id, enabled, available, mode, missing }) => ({
        id,
        enabled,
        available,
        mode,
        missing,
      })),
    );
  return {
    async getConfig(): Promise<AdminPaymentConfigDto> {
      return view(await paymentConfig.get());
    },

    /** Saves the config; a blank secret keeps the stored one; every change is audited with secrets masked. */
    async saveConfig(input: AdminPaymentConfigInput, adminId: string, lang: Lang = "es") {
      const current = await paymentConfig.get();
      const before = apiView(current);
      const next: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) {
        if (value === undefined) continue;
        // Only the config's own settings and the providers' declared switches and credentials (the shared schema
        // lets any provider's names through).
        if (!(key in before) || key === "id" || key === "updatedAt" || key === "updatedBy") continue;
        if (SWITCH_FIELDS.has(key) && typeof value !== "boolean") throw fieldTypeError(key, lang);
        if (CREDENTIAL_FIELDS.has(key) && (typeof value !== "string" || value.length > 1000))
          throw fieldTypeError(key, lang);
        if (SECRET_FIELDS.includes(key) && value === "") continue;
        next[key] = value;
      }
      // Each provider's own rule on the config as it would be saved (PayPal live never without its credentials).
      const refused = providerSettingsError({ ...before, ...next });
      if (refused) throw refused;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [key, value] of Object.entries(next)) {
        // the tiers of report packs are a list: compared by value
        if (before[key] === value || JSON.stringify(before[key]) === JSON.stringify(value)) continue;
        const secret = SECRET_FIELDS.includes(key);
        changes[key] = secret
          ? { from: mask(String(before[key] ?? "")), to: mask(String(value ?? "")) }
          : { from: before[key], to: value };
      }
      // The settings go to their columns; each provider's switches and credentials (validated by its schema) to
      // their JSON.
      const values = Object.fromEntries(
        Object.entries(next).filter(([key]) => !CREDENTIAL_FIELDS.has(key) && !SWITCH_FIELDS.has(key)),
      ) as Partial<PaymentConfigRow>;
      if (Object.keys(next).some((key) => CREDENTIAL_FIELDS.has(key)))
        values.credentials = credentialsFromApi(current, next, lang);
      if (Object.keys(next).some((key) => SWITCH_FIELDS.has(key))) values.switches = switchesFromApi(current, next);
      const saved = await paymentConfig.save(values, changes, adminId);
      return view(saved);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
