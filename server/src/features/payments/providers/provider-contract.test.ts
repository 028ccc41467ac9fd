import request from "supertest";
import express, { type Router } from "express";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, payments, users, type Payment } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../../testing/test-app";
import { buildSubmission, buildUserRow, setPaymentConfig } from "../../../testing/builders";
import { startFakePaypal, type FakePaypalStore } from "../../../../sandbox/paypal.fake";
import { createFakeAzul } from "../../../../sandbox/azul.fake";
import { paymentProviders, providerCsp, rawBodyPaths } from "../payment-providers.registry";
import { AZUL_SANDBOX_CREDENTIALS } from "./card/azul.client";
import { MOCK_KEY, mockProvider, mockSignature } from "./mock/mock.provider";
import type { CustomerData } from "@shared/validators/checkout";
import type { AnyPaymentProvider, CheckoutStart } from "./payment-provider.model";

/**
 * The contract every checkout provider keeps (Cal.com's payment apps have one too): PayPal, the card page (AZUL) and
 * the mock provider that lives beside them run the same cases through the payments service. A new provider adds its
 * driver below: how its buyer pays (a return it would send), what a forged return and a forged notification look like.
 */
interface Driver {
  provider: AnyPaymentProvider;
  /** The return the provider sends once its buyer has paid. */
  paid(start: CheckoutStart, assessmentId: string): Promise<Record<string, unknown>>;
  /** A return that claims payment without the provider's word (a tampered or unsigned one). */
  forged(start: CheckoutStart, assessmentId: string): Promise<Record<string, unknown>>;
  /** A notification that says the order is paid, signed by nobody the provider trusts. */
  forgedNotification(start: CheckoutStart): { headers: Record<string, string>; rawBody: string };
}

let ctx: TestContext;
let fakePaypal: { url: string; store: FakePaypalStore; close(): Promise<void> };
let adminId: string;
const publicUrl = "http://127.0.0.1:5000";
const fakeAzul = express().use(
  createFakeAzul({ credentials: () => AZUL_SANDBOX_CREDENTIALS, registeredOrigin: () => publicUrl }),
);

/** The query string a redirect carries, as the return route would read it. */
const queryOf = (location: string) => Object.fromEntries(new URL(location).searchParams);

const drivers: Driver[] = [
  {
    provider: paymentProviders.find((p) => p.id === "paypal")!,
    async paid(start, assessmentId) {
      fakePaypal.store.approve(start.orderId);
      return { assessmentId, orderId: start.orderId, source: "paypal", lang: "es" };
    },
    // Finalizing an order the buyer never approved.
    forged: async (start, assessmentId) => ({ assessmentId, orderId: start.orderId, source: "paypal", lang: "es" }),
    forgedNotification: (start) => ({
      headers: {
        "paypal-transmission-id": "forged",
        "paypal-transmission-time": new Date().toISOString(),
        "paypal-transmission-sig": "forged",
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": "https://api.sandbox.paypal.com/cert.pem",
      },
      rawBody: JSON.stringify({
        id: "WH-FORGED",
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        resource_type: "capture",
        resource: {
          id: "FORGEDCAPTURE1",
          status: "COMPLETED",
          amount: { currency_code: "USD", value: "19.99" },
          supplementary_data: { related_ids: { order_id: start.orderId } },
        },
      }),
    }),
  },
  {
    provider: paymentProviders.find((p) => p.id === "card")!,
    async paid(start) {
      if (start.kind !== "form") throw new Error("the card page starts with a form");
      const approved = await request(fakeAzul).post("/PaymentPage/approve").type("form").send(start.formData);
      expect(approved.status, approved.text).toBe(303);
      return queryOf(approved.headers.location as string);
    },
    async forged(start) {
      const query = await this.paid(start, "");
      return { ...query, Amount: `${Number(query.Amount) - 100}` };
    },
    // The hosted page sends no notification: whatever arrives is refused.
    forgedNotification: (start) => ({ headers: {}, rawBody: JSON.stringify({ OrderNumber: start.orderId }) }),
  },
  {
    provider: mockProvider,
    paid: async (start) => ({
      order: start.orderId,
      outcome: "approved",
      signature: mockSignature(MOCK_KEY, `${start.orderId}|approved`),
    }),
    forged: async (start) => ({
      order: start.orderId,
      outcome: "approved",
      signature: mockSignature("another-key", `${start.orderId}|approved`),
    }),
    forgedNotification: (start) => ({
      headers: { "x-mock-signature": mockSignature("another-key", JSON.stringify({ order: start.orderId })) },
      rawBody: JSON.stringify({ order: start.orderId, status: "paid" }),
    }),
  },
];

beforeAll(async () => {
  fakePaypal = await startFakePaypal();
  ctx = await createTestApp(
    { paypalApiBase: fakePaypal.url, publicUrl },
    { paymentProviders: [...paymentProviders, mockProvider] },
  );
  // Every provider switched on and in test mode without credentials: the local sandbox (PayPal, the card).
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: true, testMode: true });
  const [admin] = await ctx.database.db
    .insert(users)
    .values(buildUserRow({ role: "admin" }))
    .returning();
  adminId = admin!.id;
});
afterAll(async () => {
  await ctx?.close();
  await fakePaypal?.close();
});

const customerData: CustomerData = {
  fullName: "Ana Pérez",
  email: "ana@example.com",
  age: "15-18",
  education: "secundaria",
  country: "DO",
};

async function checkout(provider: AnyPaymentProvider) {
  const assessmentId = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body
    .assessmentId as string;
  const start = await ctx.deps.payments.startCheckout(provider.id, { assessmentId, customerData, lang: "es" });
  return { assessmentId, start };
}

const paymentOf = async (provider: AnyPaymentProvider, orderId: string): Promise<Payment> =>
  (
    await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.id as Payment["provider"]), eq(payments.providerOrderId, orderId)))
  )[0]!;
const isPaid = async (assessmentId: string) => (await ctx.deps.payments.status(assessmentId)).isPaid;
const reportEmails = async (assessmentId: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `report:${assessmentId}`))
  )[0]!.n;
/** A return refused by throwing (PayPal's finalize) or by its answer; either way nothing is paid. */
const returnQuietly = (provider: AnyPaymentProvider, input: Record<string, unknown>) =>
  ctx.deps.payments.handleReturn(provider.id, input).catch(() => undefined);

/** The paths a router answers, as `METHOD path`. */
const routesOf = (router: Router) =>
  (router.stack as { route?: { path: string; methods: Record<string, boolean> } }[]).flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`) : [],
  );

describe.each(drivers.map((driver) => [driver.provider.id, driver] as const))("the provider %s", (_id, driver) => {
  const { provider } = driver;

  it("when declared, then its names are its own and its paths, origins and secrets are well formed", () => {
    const others = drivers.map((d) => d.provider).filter((p) => p !== provider);
    expect(others.map((p) => p.id)).not.toContain(provider.id);
    expect(others.map((p) => p.publicName)).not.toContain(provider.publicName);
    expect(provider.sandbox.path).toMatch(/^\/sandbox\/[a-z-]+$/);
    expect(provider.checkout.path).toMatch(/^\/[a-z/-]+$/);
    if (provider.webhook) expect(routesOf(provider.routes(ctx.deps))).toContain(`POST ${provider.webhook.path}`);
    for (const origin of Object.values(provider.csp).flat()) expect(new URL(origin).origin).toBe(origin);
    // its credentials: keys of its schema's object, each with its own name in the admin's API
    const stored = provider.credentials.schema.parse({});
    for (const field of provider.credentials.fields) expect(stored[field.key]).toBe("");
    const othersNames = others.flatMap((p) => p.credentials.fields.map((f) => f.apiName));
    for (const field of provider.credentials.fields) expect(othersNames).not.toContain(field.apiName);
  });

  it("when a checkout starts, then one pending payment holds the server's price and the browser is told what to do next", async () => {
    const { assessmentId, start } = await checkout(provider);
    expect(["redirect", "form"]).toContain(start.kind);
    const payment = await paymentOf(provider, start.orderId);
    const quote = await ctx.deps.payments.quote(assessmentId);
    expect(payment).toMatchObject({ assessmentId, status: "pending", amount: quote.amount, currency: quote.currency });
    expect(await isPaid(assessmentId)).toBe(false);
  });

  it("when the buyer comes back paid, then the report is unlocked once, however often the return arrives", async () => {
    const { assessmentId, start } = await checkout(provider);
    const back = await driver.paid(start, assessmentId);
    await ctx.deps.payments.handleReturn(provider.id, back);
    await ctx.deps.payments.handleReturn(provider.id, back);
    expect(await isPaid(assessmentId)).toBe(true);
    expect((await paymentOf(provider, start.orderId)).status).toBe("completed");
    expect(await reportEmails(assessmentId)).toBe(1);
  });

  it("when a return claims payment without the provider's word, then nothing is unlocked", async () => {
    const { assessmentId, start } = await checkout(provider);
    await returnQuietly(provider, await driver.forged(start, assessmentId));
    expect(await isPaid(assessmentId)).toBe(false);
    expect((await paymentOf(provider, start.orderId)).status).not.toBe("completed");
  });

  it("when a notification cannot be verified, then it is refused and nothing is unlocked", async () => {
    const { assessmentId, start } = await checkout(provider);
    const { headers, rawBody } = driver.forgedNotification(start);
    // refused with an error (PayPal's webhook answers 400) or as not handled
    const result = await ctx.deps.payments
      .handleNotification(provider.id, { headers, rawBody, event: JSON.parse(rawBody) as Record<string, unknown> })
      .catch(() => ({ handled: false }));
    expect(result.handled).toBe(false);
    expect(await isPaid(assessmentId)).toBe(false);
  });

  it("when the admin refunds a paid report, then the money goes back once and the report is locked again", async () => {
    const { assessmentId, start } = await checkout(provider);
    await ctx.deps.payments.handleReturn(provider.id, await driver.paid(start, assessmentId));
    const payment = await paymentOf(provider, start.orderId);
    const first = await ctx.deps.payments.refund(payment.id, { confirm: true, note: "contract" }, adminId);
    expect(first).toMatchObject({ recorded: true, full: true });
    const again = await ctx.deps.payments.refund(payment.id, { confirm: true, note: "contract" }, adminId);
    expect(again.recorded).toBe(false);
    expect((await paymentOf(provider, start.orderId)).status).toBe("refunded");
    expect(await isPaid(assessmentId)).toBe(false);
  });
});

describe.each(paymentProviders.map((provider) => [provider.id, provider] as const))(
  "the app with the registered provider %s",
  (_id, provider) => {
    it("when a request arrives, then the CSP allows its origins and its webhook's exact bytes are kept", async () => {
      const csp = (await request(ctx.app).get("/api/health")).headers["content-security-policy"] as string;
      for (const origin of provider.csp.formAction ?? []) expect(csp).toMatch(new RegExp(`form-action [^;]*${origin}`));
      expect(providerCsp.formAction).toEqual(expect.arrayContaining([...(provider.csp.formAction ?? [])]));
      if (provider.webhook?.rawBody) expect(rawBodyPaths).toContain(`/api${provider.webhook.path}`);
    });
  },
);
