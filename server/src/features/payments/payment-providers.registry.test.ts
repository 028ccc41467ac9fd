import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_PROVIDERS } from "@shared/checkout-providers";
import { PAYMENT_PROVIDERS } from "@shared/schema/index";
import { CHECKOUT_METHODS } from "@shared/validators/checkout";
import { createTestApp, type TestContext } from "../../testing/test-app";
import {
  checkoutProvider,
  paymentProviders,
  providerByPublicName,
  publicPaymentMethod,
  storedPaymentProvider,
  switchApiNames,
  switchesForApi,
  switchesFromApi,
} from "./payment-providers.registry";

describe("the providers' switches (stored as JSON under each provider's id, named in the API as the spec names them)", () => {
  it("each provider declares its on/off and test-mode switches; the API keeps the spec's names, each once", () => {
    expect(switchApiNames).toEqual(["paypalEnabled", "paypalTestMode", "bancoPopularEnabled", "testMode"]);
    expect(new Set(switchApiNames).size).toBe(switchApiNames.length);
  });

  it("a switch the admin leaves out keeps its stored value; another provider's stored switches are kept as they are", () => {
    const row = { switches: { paypal: { enabled: false }, retired: { enabled: true } } };
    expect(switchesForApi(row)).toMatchObject({
      paypalEnabled: false,
      paypalTestMode: true,
      bancoPopularEnabled: false,
    });
    const next = switchesFromApi(row, { bancoPopularEnabled: true, testMode: true, paypalTestMode: "yes" });
    expect(next).toEqual({
      paypal: { enabled: false, testMode: true },
      card: { enabled: true, testMode: true },
      retired: { enabled: true },
    });
  });
});

describe("the payment provider registry", () => {
  it("names each provider once inside the product and once at the API, with its own sandbox", () => {
    const providers = paymentProviders;
    expect(providers.map((p) => p.id)).toEqual(["paypal", "card"]);
    expect(providers.map((p) => p.publicName)).toEqual([...CHECKOUT_METHODS]);
    expect(new Set(providers.map((p) => p.sandbox.path)).size).toBe(providers.length);
    for (const provider of providers) {
      expect(checkoutProvider(provider.id)).toBe(provider);
      expect(providerByPublicName(provider.publicName)).toBe(provider);
      expect(storedPaymentProvider(publicPaymentMethod(provider.id))).toBe(provider.id);
    }
    // Access codes and demo are not checkout providers: they keep their names on both sides and earn nothing.
    expect(checkoutProvider("access_code")).toBeUndefined();
    expect(publicPaymentMethod("demo")).toBe("demo");
    expect(publicPaymentMethod("card")).toBe("banco_popular");
    expect(storedPaymentProvider("banco_popular")).toBe("card");
  });
});

describe("the registry and the shared list of checkout providers", () => {
  it("hold the same providers, in the same order, under the same names", () => {
    expect(paymentProviders.map((p) => ({ id: p.id, method: p.publicName }))).toEqual(
      CHECKOUT_PROVIDERS.map(({ id, method }) => ({ id, method })),
    );
    // what the payments table may store and what the API may name follow from that list
    expect([...PAYMENT_PROVIDERS]).toEqual([...paymentProviders.map((p) => p.id), "access_code", "demo"]);
    expect([...CHECKOUT_METHODS]).toEqual(paymentProviders.map((p) => p.publicName));
  });
});

describe("GET /api/payment/config lists the registry's methods", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("in the registry's order, each with its switch, whether it can take a payment now, and its sandbox", async () => {
    const res = await request(ctx.app).get("/api/payment/config");
    expect(res.status).toBe(200);
    // The built-in defaults: PayPal on in test mode (the local sandbox outside production), card off.
    expect(res.body.methods).toEqual([
      { id: "paypal", enabled: true, available: true, sandbox: true },
      { id: "banco_popular", enabled: false, available: false, sandbox: false },
    ]);
    // The spec's own fields say the same.
    expect(res.body).toMatchObject({ paypalEnabled: true, bancoPopularEnabled: false, paypalAvailable: true });
  });
});
