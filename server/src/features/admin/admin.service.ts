import { createError } from "../../lib/errors";
import { randomInt } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { accessCodes, paymentConfig, paymentConfigAudit, type PaymentConfigRow } from "@shared/schema/index";
import type { AdminPaymentConfigInput } from "@shared/validators/admin";
import type { PageQuery } from "@shared/validators/pagination";
import type { Db } from "../../db/client";
import { pageWindow, toPage } from "../../lib/pagination";
import { createPaymentConfigService } from "../payments/payment-config.service";

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

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newAccessCode(): string {
  const block = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `QE-${block()}-${block()}-${block()}`;
}

const paypalLiveCredentialsError = createError(400, "admin.paypal_live_credentials", "admin.paypalLiveCredentials");

export function createAdminService({ db }: { db: Db }) {
  const configRepo = createPaymentConfigService({ db });
  return {
    async getConfig() {
      return toAdminConfig(await configRepo.get());
    },

    /** Saves the config; a blank secret keeps the stored one; every change is audited with secrets masked. */
    async saveConfig(input: AdminPaymentConfigInput, adminId: string) {
      const current = await configRepo.get();
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
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentConfig)
          .set({ ...next, updatedAt: new Date(), updatedBy: adminId })
          .where(eq(paymentConfig.id, 1))
          .returning();
        if (Object.keys(changes).length > 0)
          await tx.insert(paymentConfigAudit).values({ changedBy: adminId, changes });
        return row!;
      });
      return toAdminConfig(saved);
    },

    /** One page of config changes, newest first. */
    async audit(query: PageQuery) {
      const { limit, offset } = pageWindow(query);
      const rows = await db
        .select()
        .from(paymentConfigAudit)
        .orderBy(desc(paymentConfigAudit.changedAt), desc(paymentConfigAudit.id))
        .limit(limit)
        .offset(offset);
      return toPage(rows, query);
    },

    async createAccessCodes(count: number, email: string | undefined, adminId: string) {
      const codes = Array.from({ length: count }, newAccessCode);
      const rows = await db
        .insert(accessCodes)
        .values(codes.map((code) => ({ code, email: email ? email.toLowerCase() : null, createdBy: adminId })))
        .onConflictDoNothing()
        .returning();
      return rows.map((r) => ({ code: r.code, email: r.email, createdAt: r.createdAt.toISOString(), used: false }));
    },

    /** One page of access codes, newest first. */
    async listAccessCodes(query: PageQuery) {
      const { limit, offset } = pageWindow(query);
      const rows = await db
        .select()
        .from(accessCodes)
        .orderBy(desc(accessCodes.createdAt), desc(accessCodes.code))
        .limit(limit)
        .offset(offset);
      return toPage(rows, query, (page) =>
        page.map((r) => ({
          code: r.code,
          email: r.email,
          createdAt: r.createdAt.toISOString(),
          used: r.usedAt !== null,
          usedAt: r.usedAt?.toISOString() ?? null,
          usedByAssessmentId: r.usedByAssessmentId,
        })),
      );
    },
  };
}
