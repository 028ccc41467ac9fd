import { createError } from "../../lib/errors";
import type { PaymentConfigRow } from "@shared/schema/index";
import type { AdminMethodStatusDto, AdminPaymentConfigDto, AdminPaymentConfigInput } from "@shared/validators/admin";
import type { Config } from "../../config";
import type { PaymentConfigService } from "../payments/payment-config.service";
import { checkoutMethods } from "../payments/payment-providers.registry";

const SECRET_FIELDS = ["paypalClientSecret", "bancoPopularSecretKey"] as const;

function mask(value: string): string {
  return value ? `••••${value.slice(-4)}` : "";
}

/**
 * The admin's view: everything but the secrets, which only say whether they are set and their last 4 characters;
 * and each checkout method's status for customers now, from the function the public config reads.
 */
export function toAdminConfig(row: PaymentConfigRow, methods: AdminMethodStatusDto[]): AdminPaymentConfigDto {
  const { paypalClientSecret, bancoPopularSecretKey, id: _id, updatedBy: _by, updatedAt, ...rest } = row;
  return {
    ...rest,
    updatedAt: updatedAt.toISOString(),
    paypalClientSecret: "",
    paypalClientSecretSet: paypalClientSecret !== "",
    paypalClientSecretLast4: paypalClientSecret ? paypalClientSecret.slice(-4) : "",
    bancoPopularSecretKey: "",
    bancoPopularSecretKeySet: bancoPopularSecretKey !== "",
    bancoPopularSecretKeyLast4: bancoPopularSecretKey ? bancoPopularSecretKey.slice(-4) : "",
    methods,
  };
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
        if ((SECRET_FIELDS as readonly string[]).includes(key) && value === "") continue;
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
        const secret = (SECRET_FIELDS as readonly string[]).includes(key);
        changes[key] = secret
          ? { from: mask(String(before ?? "")), to: mask(String(value ?? "")) }
          : { from: before, to: value };
      }
      const saved = await paymentConfig.save(next, changes, adminId);
      return view(saved);
    },
  };
}
