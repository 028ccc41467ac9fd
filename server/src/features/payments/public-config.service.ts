import { createHash } from "node:crypto";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import { createPaymentConfigService, toPublicPaymentConfig } from "./payment-config.service";
import { checkoutMethods } from "./payment-providers.registry";
import { DEMO_ACCESS_CODE } from "./payments.service";

/** The answer of GET /api/payment/config, serialized once. */
export interface PublicConfigSnapshot {
  body: Buffer;
  /** Strong validator of `body`, as Express would compute it. */
  etag: string;
  /** The company details of `body`, as the report PDFs print them. */
  company: PublicPaymentConfig["company"];
}

/**
 * GET /api/payment/config is asked by every page view (price, methods, company details) and
 * changes only when an administrator saves the config. Its answer is built once and kept for
 * `config.publicConfigCacheMs` (1 s by default): a save through this process invalidates it at
 * once, another process on the same database sees the change within that time.
 */
export function createPublicConfigCache({ db, config, selfUrl }: { db: Db; config: Config; selfUrl: () => string }) {
  const repository = createPaymentConfigService({ db });
  let cached: { snapshot: PublicConfigSnapshot; at: number } | undefined;
  let loading: Promise<PublicConfigSnapshot> | undefined;
  let generation = 0;

  async function build(): Promise<PublicConfigSnapshot> {
    const row = await repository.get();
    // What customers may know of each method: whether it is there and usable, not what the admin has yet to do.
    const methods = checkoutMethods(row, config, selfUrl()).map(({ id, enabled, available, sandbox }) => ({
      id,
      enabled,
      available,
      sandbox,
    }));
    const method = (id: string) => methods.find((m) => m.id === id);
    const publicConfig = toPublicPaymentConfig(row);
    const body = Buffer.from(
      JSON.stringify({
        ...publicConfig,
        // The spec's fields for its two providers, then the registry's list the client renders.
        paypalAvailable: method("paypal")?.available ?? false,
        bancoPopularAvailable: method("banco_popular")?.available ?? false,
        paypalSandbox: method("paypal")?.sandbox ?? false,
        bancoPopularSandbox: method("banco_popular")?.sandbox ?? false,
        methods,
        demoAccessCode: row.demoEnabled ? DEMO_ACCESS_CODE : null,
      }),
    );
    const hash = createHash("sha1").update(body).digest("base64").slice(0, 27);
    return { body, etag: `"${body.length.toString(16)}-${hash}"`, company: publicConfig.company };
  }

  const fresh = () => (cached && Date.now() - cached.at < config.publicConfigCacheMs ? cached.snapshot : undefined);

  return {
    /** The snapshot if one is fresh, without waiting (the HTTP fast path). */
    peek: fresh,

    /** A fresh snapshot; concurrent callers share one database read. */
    async get(): Promise<PublicConfigSnapshot> {
      const hit = fresh();
      if (hit) return hit;
      if (!loading) {
        const started = generation;
        loading = build()
          .then((snapshot) => {
            // a save during the read makes this answer stale: keep it out of the cache
            if (started === generation) cached = { snapshot, at: Date.now() };
            return snapshot;
          })
          .finally(() => {
            loading = undefined;
          });
      }
      return loading;
    },

    /** Called after the config was saved. */
    invalidate(): void {
      generation += 1;
      cached = undefined;
      loading = undefined;
    },
  };
}
export type PublicConfigCache = ReturnType<typeof createPublicConfigCache>;
