/**
 * The local payment sandbox (docs/decisions/007-local-payment-sandbox.md): a fake PayPal API and approval page, and a
 * fake AZUL payment page, one request handler per checkout provider that has one. Test-only code: it lives outside
 * server/src, and the app loads this module with a dynamic import only when PAYMENT_SANDBOX is on, so the production
 * bundle's main file holds none of it (the build splits it into its own chunk; server/sandbox/bundle.test.ts checks).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { CheckoutProviderId } from "@shared/schema/index";
import type { Config } from "../src/config";
import { SANDBOX_PAYPAL_PATH } from "../src/features/payments/providers/paypal/paypal-target.config";
import { AZUL_SANDBOX_CREDENTIALS } from "../src/features/payments/providers/card/azul.client";
import { createFakePaypal, type FakePaypal } from "./paypal.fake";
import { createFakeAzul } from "./azul.fake";

export interface PaymentSandbox {
  /** What the app mounts at each provider's sandbox path, by provider id. */
  handlers: Partial<Record<CheckoutProviderId, RequestHandler>>;
  /** The fake PayPal itself (tests read and steer its store). */
  paypal: FakePaypal;
}

/** Builds the fakes the app mounts at each provider's sandbox path (while that provider goes to the sandbox). */
export function createPaymentSandbox(config: Pick<Config, "publicUrl">): PaymentSandbox {
  const origin = new URL(config.publicUrl).origin;
  // Bounded and kept home: no request log, capped orders, rate limited, return URLs only on PUBLIC_URL, and a
  // webhook secret nobody else knows.
  const paypal = createFakePaypal({
    publicBase: () => `${config.publicUrl}${SANDBOX_PAYPAL_PATH}`,
    returnOrigins: () => [origin],
    webhookSecret: randomBytes(32).toString("hex"),
    maxOrders: 1000,
    rateLimitPerMinute: 120,
  });
  const azul = createFakeAzul({ credentials: () => AZUL_SANDBOX_CREDENTIALS, registeredOrigin: () => origin });
  return { handlers: { paypal: paypal.router, card: azul }, paypal };
}
