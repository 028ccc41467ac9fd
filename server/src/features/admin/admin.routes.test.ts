import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { emailOutbox, paymentConfig } from "@shared/schema/index";
import { buildOutboxJob, buildSubmission } from "../../testing/builders";

let ctx: TestContext;
let adminToken: string;
let userToken: string;
let sellerToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
  userToken = (await signUp(ctx.app, ctx.database.db, "user")).token;
  sellerToken = (await signUp(ctx.app, ctx.database.db, "seller")).token;
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = (req: request.Test) => req.set("Authorization", `Bearer ${adminToken}`);
const validConfig = {
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: false,
  originalPrice: "59.99",
  basePrice: "19.99",
  currency: "USD",
};

describe("admin role matrix", () => {
  const routes: [string, string, object?][] = [
    ["get", "/api/admin/payment-config"],
    ["post", "/api/admin/payment-config", validConfig],
    ["get", "/api/admin/access-codes"],
    ["post", "/api/admin/access-codes", { count: 1 }],
  ];
  it.each(routes)("%s %s: 401 signed out, 403 as user or seller, 2xx as admin", async (method, path, body) => {
    const call = (token?: string) => {
      const req =
        method === "get"
          ? request(ctx.app).get(path)
          : request(ctx.app)
              .post(path)
              .send(body ?? {});
      return token ? req.set("Authorization", `Bearer ${token}`) : req;
    };
    expect((await call()).status).toBe(401);
    expect((await call(userToken)).status).toBe(403);
    expect((await call(sellerToken)).status).toBe(403);
    expect((await call(adminToken)).status).toBeLessThan(300);
  });
});

describe("payment config", () => {
  it("saving a secret never shows it back; saving with the secret blank keeps it; the audit masks it", async () => {
    const saved = await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({
      ...validConfig,
      paypalClientId: "client-abc",
      paypalClientSecret: "super-secret-XYZ9",
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain("super-secret");
    expect(saved.body).toMatchObject({
      paypalClientId: "client-abc",
      paypalClientSecret: "",
      paypalClientSecretSet: true,
      paypalClientSecretLast4: "XYZ9",
    });
    const read = await asAdmin(request(ctx.app).get("/api/admin/payment-config"));
    expect(JSON.stringify(read.body)).not.toContain("super-secret");
    await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({
      ...validConfig,
      paypalClientSecret: "",
      basePrice: "17.50",
    });
    const after = await asAdmin(request(ctx.app).get("/api/admin/payment-config"));
    expect(after.body).toMatchObject({
      basePrice: "17.50",
      paypalClientSecretSet: true,
      paypalClientSecretLast4: "XYZ9",
    });
    const audit = await asAdmin(request(ctx.app).get("/api/admin/payment-config/audit"));
    const text = JSON.stringify(audit.body);
    expect(text).not.toContain("super-secret");
    expect(text).toContain("••••XYZ9");
    expect(audit.body.items[0].changes.basePrice).toEqual({ from: "19.99", to: "17.50" });
    // the public config follows
    expect((await request(ctx.app).get("/api/payment/config")).body.basePrice).toBe("17.50");
    await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send(validConfig);
  });

  it("when the admin saves a provider's credentials, then they are stored as that provider's JSON, the others untouched", async () => {
    await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({
      ...validConfig,
      bancoPopularMerchantId: "39038540035",
      bancoPopularSecretKey: "azul-key-1234",
    });
    const [row] = await ctx.database.db.select().from(paymentConfig);
    expect(row!.credentials.card).toMatchObject({ merchantId: "39038540035", secretKey: "azul-key-1234" });
    expect(row!.credentials.paypal).toEqual({
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      webhookId: "",
    });
    const read = await asAdmin(request(ctx.app).get("/api/admin/payment-config"));
    expect(read.body).not.toHaveProperty("credentials");
    expect(read.body).toMatchObject({ bancoPopularMerchantId: "39038540035", bancoPopularSecretKeyLast4: "1234" });
    await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({
      ...validConfig,
      bancoPopularMerchantId: "",
    });
  });

  it("when the body names a field no provider declares, then it is neither stored nor audited; a declared switch that is not a boolean is refused", async () => {
    const res = await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({
      ...validConfig,
      stripeSecretKey: "sk_live_should_not_be_kept",
      updatedBy: "someone-else",
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("stripeSecretKey");
    const [row] = await ctx.database.db.select().from(paymentConfig);
    expect(JSON.stringify(row)).not.toContain("sk_live_should_not_be_kept");
    const audit = await asAdmin(request(ctx.app).get("/api/admin/payment-config/audit"));
    expect(JSON.stringify(audit.body)).not.toContain("stripeSecretKey");
    const bad = await asAdmin(request(ctx.app).post("/api/admin/payment-config?lang=en")).send({
      ...validConfig,
      paypalEnabled: "yes",
    });
    expect(bad.status).toBe(400);
  });

  it.each([
    [{ basePrice: "79.99" }, "El precio actual no puede ser mayor que el precio original"],
    [{ basePrice: "-1" }, "Los precios deben ser mayores que cero"],
    [{ originalPrice: "-59.99" }, "Los precios deben ser mayores que cero"],
    [{ originalPrice: "59.999" }, "Los precios deben ser números con dos decimales como máximo"],
    [{ basePrice: "0" }, "Los precios deben ser mayores que cero"],
    [{ currency: "dollars" }, "La moneda debe ser un código de tres letras, como USD"],
  ])("refuses %j with a message", async (override, message) => {
    const res = await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({ ...validConfig, ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("PayPal settings that would take real money wrongly", () => {
  it.each([
    [
      "es",
      "DOP",
      "PayPal no cobra en esa moneda (el peso dominicano, DOP, no está disponible): usa una moneda de PayPal, como USD",
    ],
    [
      "en",
      "DOP",
      "PayPal does not charge in that currency (the Dominican peso, DOP, is not available): use a PayPal currency, such as USD",
    ],
    [
      "es",
      "XYZ",
      "PayPal no cobra en esa moneda (el peso dominicano, DOP, no está disponible): usa una moneda de PayPal, como USD",
    ],
  ])("refuses a price currency PayPal does not charge in (%s, %s)", async (lang, currency, message) => {
    const res = await asAdmin(request(ctx.app).post(`/api/admin/payment-config?lang=${lang}`)).send({
      ...validConfig,
      currency,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await request(ctx.app).get("/api/payment/config")).body.currency).toBe("USD");
    const eur = await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({
      ...validConfig,
      currency: "EUR",
    });
    expect(eur.status).toBe(200);
    await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send(validConfig);
  });

  it("refuses to switch PayPal live on without client id, secret and webhook id; with all three it is saved", async () => {
    const live = { ...validConfig, paypalTestMode: false };
    const bare = await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send(live);
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(
      "Para activar PayPal en modo real, guarda primero el Client ID, el Client Secret y el Webhook ID de tu cuenta de PayPal",
    );
    const noWebhook = await asAdmin(request(ctx.app).post("/api/admin/payment-config?lang=en")).send({
      ...live,
      paypalClientId: "live-id",
      paypalClientSecret: "live-secret",
    });
    expect(noWebhook.status).toBe(400);
    expect(noWebhook.body.message).toBe(
      "To turn PayPal live on, first save the Client ID, Client Secret and Webhook ID of your PayPal account",
    );
    expect((await asAdmin(request(ctx.app).get("/api/admin/payment-config"))).body.paypalTestMode).toBe(true);
    // PayPal off: live mode may be stored without credentials, nothing is charged.
    expect(
      (await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({ ...live, paypalEnabled: false }))
        .status,
    ).toBe(200);
    const complete = await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({
      ...live,
      paypalClientId: "live-id",
      paypalClientSecret: "live-secret",
      paypalWebhookId: "WH-LIVE-1",
    });
    expect(complete.status).toBe(200);
    // the stored secret is kept when left blank
    expect(
      (await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send({ ...live, paypalClientSecret: "" }))
        .status,
    ).toBe(200);
    await asAdmin(request(ctx.app).post("/api/admin/payment-config")).send(validConfig);
  });
});

describe("access codes", () => {
  it("generates QE-XXXX-XXXX-XXXX codes, lists them used or unused, and a generated code unlocks a report once", async () => {
    const created = await asAdmin(request(ctx.app).post("/api/admin/access-codes")).send({ count: 3 });
    expect(created.status).toBe(201);
    expect(created.body.codes).toHaveLength(3);
    for (const c of created.body.codes) expect(c.code).toMatch(/^QE-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const code = created.body.codes[0].code as string;
    const id = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId;
    const verified = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: code.toLowerCase(), email: "x@example.com", assessmentId: id });
    expect(verified.body).toEqual({ verified: true, assessmentId: id });
    const list = await asAdmin(request(ctx.app).get("/api/admin/access-codes"));
    const byCode = Object.fromEntries(list.body.items.map((c: { code: string; used: boolean }) => [c.code, c.used]));
    expect(byCode[code]).toBe(true);
    expect(byCode[created.body.codes[1].code]).toBe(false);
  });

  it("binds codes to an email when asked", async () => {
    const created = await asAdmin(request(ctx.app).post("/api/admin/access-codes")).send({
      count: 1,
      email: "Only@Example.com",
    });
    expect(created.body.codes[0].email).toBe("only@example.com");
    const tooMany = await asAdmin(request(ctx.app).post("/api/admin/access-codes")).send({ count: 500 });
    expect(tooMany.status).toBe(400);
  });
});

describe("failed emails", () => {
  it("the admin sees the emails the worker gave up on; others cannot", async () => {
    await ctx.database.db.insert(emailOutbox).values(
      buildOutboxJob({
        to: "lost@example.com",
        status: "failed",
        attempts: 30,
        lastError: "550 mailbox unavailable",
      }),
    );
    const res = await asAdmin(request(ctx.app).get("/api/admin/emails/failed"));
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      to: "lost@example.com",
      status: "failed",
      lastError: "550 mailbox unavailable",
    });
    expect(
      (await request(ctx.app).get("/api/admin/emails/failed").set("Authorization", `Bearer ${userToken}`)).status,
    ).toBe(403);
  });
});
