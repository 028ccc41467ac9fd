import { createError } from "../../lib/errors";
import type { PaymentConfigRow } from "@shared/schema/index";
import type { AdminMethodStatusDto, AdminPaymentConfigDto, AdminPaymentConfigInput } from "@shared/validators/admin";
import type { Config } from "../../config";
import type { PaymentConfigService } from "../payments/payment-config.service";
import { checkoutMethods, secretConfigFields } from "../payments/payment-providers.registry";

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
  const { id: _id, updatedBy: _by, updatedAt, ...rest } = row;
  const secrets = Object.fromEntries(
    secretConfigFields.flatMap((field) => {
      const value = row[field];
      return [
        [field, ""],
        [`${field}Set`, value !== ""],
        [`${field}Last4`, value ? value.slice(-4) : ""],
      ];
    }),
  );
  // The DTO names each provider's secret fields (shared/validators/admin.ts); the values come from the declarations.
  return { ...rest, updatedAt: updatedAt.toISOString(), ...secrets, methods } as AdminPaymentConfigDto;
}

const paypalLiveCredentialsError = createError(400, "admin.paypal_live_credentials", "admin.paypalLiveCredentials");

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
    async saveConfig(input: AdminPaymentConfigInput, adminId: string) {
      const current = await paymentConfig.get();
      const next: Partial<PaymentConfigRow> = {};
      for (const [key, value] of Object.entries(input) as [keyof PaymentConfigRow, unknown][]) {
        if (value === undefined) continue;
        if (SECRET_FIELDS.includes(key) && value === "") continue;
        (next as Record<string, unknown>)[key] = value;
      }
      // PayPal live takes real money: never without the account's credentials and webhook id.
      const merged = { ...current, ...next };
      if (
        merged.paypalEnabled &&
        !merged.paypalTestMode &&
        (!merged.paypalClientId || !merged.paypalClientSecret || !merged.paypalWebhookId)
      ) {
        throw paypalLiveCredentialsError();
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [key, value] of Object.entries(next)) {
        const before = current[key as keyof PaymentConfigRow];
        if (before === value) continue;
        const secret = SECRET_FIELDS.includes(key);
        changes[key] = secret
          ? { from: mask(String(before ?? "")), to: mask(String(value ?? "")) }
          : { from: before, to: value };
      }
      const saved = await paymentConfig.save(next, changes, adminId);
      return view(saved);
    },
  };
}
