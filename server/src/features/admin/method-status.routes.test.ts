import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMethodStatusSchema, type AdminMethodStatusDto } from "@shared/validators/admin";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { setPaymentConfig } from "../../testing/builders";

/**
 * DECISIONS 39, "a switch says what it does": next to each payment method's switch the admin sees whether customers
 * can pay with it now and, if not, what is missing, computed by the same function that decides what
 * /payment-selection offers (the public config's `methods`).
 */

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  // The local payment sandbox is served here (PAYMENT_SANDBOX=on), as in development.
  ctx = await createTestApp();
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
});
afterAll(async () => {
  await ctx.close();
});

const defaults = {
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: false,
  originalPrice: "59.99",
  basePrice: "19.99",
  currency: "USD",
};
const noKeys = {
  paypalClientId: "",
  paypalClientSecret: "",
  paypalWebhookId: "",
  bancoPopularMerchantId: "",
  bancoPopularSecretKey: "",
  bancoPopularApiUrl: "",
};
const cardKeys = {
  bancoPopularMerchantId: "39038540035",
  bancoPopularSecretKey: "azul-auth-key-0001",
  bancoPopularApiUrl: "https://pagos.azul.com.do/PaymentPage/Default.aspx",
};

async function save(app: TestContext["app"], token: string, changes: Record<string, unknown>, lang = "es") {
  const res = await request(app)
    .post(`/api/admin/payment-config?lang=${lang}`)
    .set("Authorization", `Bearer ${token}`)
    .send({ ...defaults, ...changes });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { methods: AdminMethodStatusDto[] };
}
async function adminView(app: TestContext["app"], token: string) {
  const res = await request(app).get("/api/admin/payment-config").set("Authorization", `Bearer ${token}`);
  expect(res.status).toBe(200);
  return res.body as { methods: AdminMethodStatusDto[] };
}
const method = (body: { methods: AdminMethodStatusDto[] }, id: AdminMethodStatusDto["id"]) => {
  const found = body.methods?.find((m) => m.id === id);
  expect(found, `${id} in ${JSON.stringify(body.methods)}`).toBeDefined();
  return adminMethodStatusSchema.parse(found);
};
async function publicMethods(app: TestContext["app"]) {
  return (await request(app).get("/api/payment/config")).body as {
    methods: { id: string; enabled: boolean; available: boolean; sandbox: boolean }[];
    paypalAvailable: boolean;
    bancoPopularAvailable: boolean;
  };
}

describe("what each payment method needs, as the admin sees it", () => {
  it("when the card is switched on without AZUL keys and its test mode off, then saving answers that customers cannot use it and names each missing piece, the admin's view says the same, and /payment-selection's config agrees", async () => {
    await setPaymentConfig(ctx.database.db, noKeys);
    const saved = await save(ctx.app, adminToken, { bancoPopularEnabled: true, testMode: false });
    const card = {
      id: "banco_popular",
      enabled: true,
      available: false,
      mode: null,
      missing: ["card_merchant_id", "card_secret_key", "card_page_url", "test_mode_off"],
    };
    expect(method(saved, "banco_popular")).toEqual(card);
    expect(method(await adminView(ctx.app, adminToken), "banco_popular")).toEqual(card);
    const config = await publicMethods(ctx.app);
    expect(config.bancoPopularAvailable).toBe(false);
    expect(config.methods.find((m) => m.id === "banco_popular")).toEqual({
      id: "banco_popular",
      enabled: true,
      available: false,
      sandbox: false,
    });
    // PayPal, untouched (test mode on, no credentials), goes to the local sandbox.
    expect(method(saved, "paypal")).toEqual({
      id: "paypal",
      enabled: true,
      available: true,
      mode: "local_sandbox",
      missing: [],
    });
  });

  it("when some AZUL keys are saved, then only the others are named", async () => {
    await setPaymentConfig(ctx.database.db, noKeys);
    const saved = await save(ctx.app, adminToken, {
      bancoPopularEnabled: true,
      bancoPopularMerchantId: cardKeys.bancoPopularMerchantId,
    });
    expect(method(saved, "banco_popular").missing).toEqual(["card_secret_key", "card_page_url", "test_mode_off"]);
    const withKey = await save(ctx.app, adminToken, {
      bancoPopularEnabled: true,
      bancoPopularSecretKey: cardKeys.bancoPopularSecretKey,
    });
    expect(method(withKey, "banco_popular").missing).toEqual(["card_page_url", "test_mode_off"]);
  });

  it("when the card's test mode is on without keys, then customers can pay by card now, in the local sandbox", async () => {
    await setPaymentConfig(ctx.database.db, noKeys);
    const saved = await save(ctx.app, adminToken, { bancoPopularEnabled: true, testMode: true });
    expect(method(saved, "banco_popular")).toEqual({
      id: "banco_popular",
      enabled: true,
      available: true,
      mode: "local_sandbox",
      missing: [],
    });
    expect((await publicMethods(ctx.app)).bancoPopularAvailable).toBe(true);
  });

  it("when every AZUL key is saved, then the card takes payments on AZUL's page with test mode off", async () => {
    await setPaymentConfig(ctx.database.db, noKeys);
    const saved = await save(ctx.app, adminToken, { bancoPopularEnabled: true, testMode: false, ...cardKeys });
    expect(method(saved, "banco_popular")).toEqual({
      id: "banco_popular",
      enabled: true,
      available: true,
      mode: "live",
      missing: [],
    });
    await setPaymentConfig(ctx.database.db, noKeys);
  });

  it("when a method is switched off, then customers cannot use it, and what it would still need is named", async () => {
    await setPaymentConfig(ctx.database.db, noKeys);
    const saved = await save(ctx.app, adminToken, { bancoPopularEnabled: false, testMode: false });
    expect(method(saved, "banco_popular")).toEqual({
      id: "banco_popular",
      enabled: false,
      available: false,
      mode: null,
      missing: ["card_merchant_id", "card_secret_key", "card_page_url", "test_mode_off"],
    });
    // Off, its test mode on: it would work at once in the local sandbox.
    const sandboxReady = await save(ctx.app, adminToken, { bancoPopularEnabled: false, testMode: true });
    expect(method(sandboxReady, "banco_popular")).toEqual({
      id: "banco_popular",
      enabled: false,
      available: false,
      mode: "local_sandbox",
      missing: [],
    });
    // PayPal off and out of test mode without credentials.
    const paypalOff = await save(ctx.app, adminToken, { paypalEnabled: false, paypalTestMode: false });
    expect(method(paypalOff, "paypal")).toEqual({
      id: "paypal",
      enabled: false,
      available: false,
      mode: null,
      missing: ["paypal_client_id", "paypal_client_secret", "test_mode_off"],
    });
    await save(ctx.app, adminToken, {});
  });

  it("when PayPal has an account's credentials, then it says whether they take PayPal's test money or real money", async () => {
    await setPaymentConfig(ctx.database.db, noKeys);
    const keys = { paypalClientId: "client-id-1", paypalClientSecret: "client-secret-1", paypalWebhookId: "WH-1" };
    expect(method(await save(ctx.app, adminToken, { paypalTestMode: true, ...keys }), "paypal")).toMatchObject({
      available: true,
      mode: "provider_test",
      missing: [],
    });
    expect(method(await save(ctx.app, adminToken, { paypalTestMode: false, ...keys }), "paypal")).toMatchObject({
      available: true,
      mode: "live",
      missing: [],
    });
    await save(ctx.app, adminToken, {});
    await setPaymentConfig(ctx.database.db, noKeys);
  });

  it("when the price currency is one PayPal does not charge in, then PayPal names it", async () => {
    // The form refuses such a currency now; a row saved before that rule may still hold one.
    await setPaymentConfig(ctx.database.db, { ...noKeys, currency: "DOP" });
    try {
      expect(method(await adminView(ctx.app, adminToken), "paypal")).toEqual({
        id: "paypal",
        enabled: true,
        available: false,
        mode: null,
        missing: ["paypal_currency"],
      });
      expect((await publicMethods(ctx.app)).paypalAvailable).toBe(false);
    } finally {
      await setPaymentConfig(ctx.database.db, { currency: "USD" });
    }
  });

  it("the public config says only whether a method is available, never what is missing", async () => {
    await setPaymentConfig(ctx.database.db, { ...noKeys, bancoPopularEnabled: true, testMode: false });
    const text = JSON.stringify(await publicMethods(ctx.app));
    expect(text).not.toContain("missing");
    expect(text).not.toContain("card_merchant_id");
    await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: false });
  });

  it("for every combination of switches and keys, the admin's view and /payment-selection's config agree on what customers can use", async () => {
    const cases: Record<string, unknown>[] = [];
    for (const paypalEnabled of [true, false])
      for (const paypalTestMode of [true, false])
        for (const paypalKeys of [true, false])
          for (const bancoPopularEnabled of [true, false])
            for (const testMode of [true, false])
              for (const keys of [0, 1, 3])
                cases.push({
                  paypalEnabled,
                  paypalTestMode,
                  bancoPopularEnabled,
                  testMode,
                  paypalClientId: paypalKeys ? "id" : "",
                  paypalClientSecret: paypalKeys ? "secret" : "",
                  bancoPopularMerchantId: keys >= 1 ? cardKeys.bancoPopularMerchantId : "",
                  bancoPopularSecretKey: keys >= 3 ? cardKeys.bancoPopularSecretKey : "",
                  bancoPopularApiUrl: keys >= 3 ? cardKeys.bancoPopularApiUrl : "",
                });
    for (const values of cases) {
      await setPaymentConfig(ctx.database.db, values);
      const admin = await adminView(ctx.app, adminToken);
      const shown = await publicMethods(ctx.app);
      for (const status of admin.methods) {
        const customers = shown.methods.find((m) => m.id === status.id)!;
        const label = `${status.id} ${JSON.stringify(values)}`;
        expect(status.available, label).toBe(customers.available);
        expect(status.enabled, label).toBe(customers.enabled);
        expect(status.available, label).toBe(status.enabled && status.missing.length === 0);
        expect(status.mode === null, label).toBe(status.missing.length > 0);
        expect(status.mode === "local_sandbox", label).toBe(customers.sandbox);
      }
    }
    await setPaymentConfig(ctx.database.db, { ...defaults, ...noKeys });
  });
});

describe("a server that does not serve the local sandbox (PAYMENT_SANDBOX off, as in production)", () => {
  let prod: TestContext;
  let prodAdmin: string;
  beforeAll(async () => {
    prod = await createTestApp({ paymentSandbox: false });
    prodAdmin = (await signUp(prod.app, prod.database.db, "admin")).token;
  });
  afterAll(async () => {
    await prod.close();
  });

  it("when a method has no credentials, then its test mode cannot help, and the admin is told so", async () => {
    const saved = await save(prod.app, prodAdmin, { bancoPopularEnabled: true, testMode: true }, "en");
    expect(method(saved, "paypal")).toEqual({
      id: "paypal",
      enabled: true,
      available: false,
      mode: null,
      missing: ["paypal_client_id", "paypal_client_secret", "sandbox_not_served"],
    });
    expect(method(saved, "banco_popular")).toEqual({
      id: "banco_popular",
      enabled: true,
      available: false,
      mode: null,
      missing: ["card_merchant_id", "card_secret_key", "card_page_url", "sandbox_not_served"],
    });
    const config = await publicMethods(prod.app);
    expect([config.paypalAvailable, config.bancoPopularAvailable]).toEqual([false, false]);
  });
});
