import { createError } from "../../lib/errors";
import type { PaymentConfigRow } from "@shared/schema/index";
import type { AdminPaymentConfigInput } from "@shared/validators/admin";
import type { PaymentConfigService } from "../payments/payment-config.service";

const SECRET_FIELDS = ["paypalClientSecret", "bancoPopularSecretKey"] as const;

function mask(value: string): string {
  return value ? `••••${value.slice(-4)}` : "";
}

/** The admin's view: everything but the secrets, which only say whether they are set and their last 4 characters. */
export function toAdminConfig(row: PaymentConfigRow) {
  const { paypalClientSecret, bancoPopularSecretKey, id: _id, updatedBy: _by, ...rest } = row;
  return {
    ...rest,
    paypalClientSecret: "",
    paypalClientSecretSet: paypalClientSecret !== "",
    paypalClientSecretLast4: paypalClientSecret ? paypalClientSecret.slice(-4) : "",
    bancoPopularSecretKey: "",
    bancoPopularSecretKeySet: bancoPopularSecretKey !== "",
    bancoPopularSecretKeyLast4: bancoPopularSecretKey ? bancoPopularSecretKey.slice(-4) : "",
  };
}

const paypalLiveCredentialsError = createError(400, "admin.paypal_live_credentials", "admin.paypalLiveCredentials");

/** The admin's payment settings: shown with secrets masked, checked and audited on save (the payments feature stores them). */
export function createAdminService({ paymentConfig }: { paymentConfig: PaymentConfigService }) {
  return {
    async getConfig() {
      return toAdminConfig(await paymentConfig.get());
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
      return toAdminConfig(saved);
    },
  };
}
