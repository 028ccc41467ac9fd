import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, payments } from "@shared/schema/index";
import { loadConfig } from "../src/config";
import { createTestApp, type TestContext } from "../src/testing/test-app";
import { paymentSandboxOf } from "../src/app";
import { buildSubmission, setPaymentConfig, buildPaymentRow } from "../src/testing/builders";
import { createPaymentConfigService } from "../src/features/payments/payment-config.service";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS, signFakeWebhook } from "./paypal.fake";

/**
 * The local payment sandbox stays home: never served in production (unless PAYMENT_SANDBOX=on),
 * its payments are marked, its constant secrets sign nothing the product accepts, it sends buyers
 * only back to PUBLIC_URL, and no flood of requests makes it grow.
 */

const customerData = {
  fullName: "Ana Pérez",
  email: "ana@example.com",
  age: "15-18",
  education: "secundaria",
  country: "DO",
};

async function newAssessment(ctx: TestContext): Promise<string> {
  return (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId;
}

/** A pending PayPal payment for an order id, as a checkout would have left it. */
async function pendingPaypalPayment(ctx: TestContext, orderId: string, sandbox: boolean): Promise<string> {
  const assessmentId = await newAssessment(ctx);
  await ctx.database.db
    .insert(payments)
    .values(buildPaymentRow(assessmentId, { providerOrderId: orderId, status: "pending", sandbox }));
  return assessmentId;
}

function completedEvent(orderId: string) {
  return JSON.stringify({
    id: `WH-${orderId}`,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource_type: "capture",
    resource: {
      id: "3C679366HH908993F",
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "19.99" },
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  });
}

const isPaid = async (ctx: TestContext, id: string) =>
  (await ctx.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]!.isPaid;

describe("under NODE_ENV=production", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-prod-"));
    const production = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SESSION_SECRET: "test-session-secret-0123456789abcdef",
    });
    ctx = await createTestApp({ paymentSandbox: production.paymentSandbox });
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The shipped defaults (PayPal on in test mode, no credentials) plus the card's test mode.
    await createPaymentConfigService({ db: ctx.database.db }).get();
    await setPaymentConfig(ctx.database.db, { testMode: true, bancoPopularEnabled: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("the local sandbox is not served and PayPal and the card without credentials are unavailable", async () => {
    for (const target of ["/sandbox/paypal/checkoutnow?token=X", "/sandbox/azul/PaymentPage"]) {
      const res = await request(ctx.app).get(target);
      expect(res.status, target).toBe(404);
      expect(res.text).not.toMatch(/Sandbox local|Modo de prueba|AZUL/);
    }
    const token = await request(ctx.app)
      .post("/sandbox/paypal/v1/oauth2/token")
      .auth(FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId, FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret)
      .type("form")
      .send({ grant_type: "client_credentials" });
    expect(token.status).toBe(404);
    const config = (await request(ctx.app).get("/api/payment/config")).body;
    expect(config).toMatchObject({
      paypalAvailable: false,
      paypalSandbox: false,
      bancoPopularAvailable: false,
      bancoPopularSandbox: false,
    });
    const id = await newAssessment(ctx);
    const order = await request(ctx.app).post("/api/paypal/create-order").send({ assessmentId: id, customerData });
    expect(order.status).toBe(403);
    expect(order.body.message).toBe("Este método de pago no está disponible en este momento.");
    const card = await request(ctx.app)
      .post("/api/banco-popular/create-payment?lang=en")
      .send({ assessmentId: id, customerData });
    expect(card.status).toBe(403);
    expect(card.body.message).toBe("This payment method is not available right now.");
    expect(await isPaid(ctx, id)).toBe(false);
  });

  it("a notification signed with the sandbox's published secret unlocks nothing", async () => {
    const id = await pendingPaypalPayment(ctx, "5O190127TN364715T", false);
    const body = completedEvent("5O190127TN364715T");
    const res = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set(signFakeWebhook(body))
      .set("Content-Type", "application/json")
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await isPaid(ctx, id)).toBe(false);
  });
});

describe("the local sandbox served inside the app (outside production)", () => {
  let ctx: TestContext;
  let server: http.Server;
  let base: string;
  let auth: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The app calls its own sandbox over loopback.
    ctx.deps.runtime.selfUrl = base;
    const token = await request(base)
      .post("/sandbox/paypal/v1/oauth2/token")
      .auth(FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId, FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret)
      .type("form")
      .send({ grant_type: "client_credentials" });
    auth = `Bearer ${token.body.access_token as string}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });

  const orderWith = (returnUrl: string, cancelUrl = returnUrl) =>
    request(base)
      .post("/sandbox/paypal/v2/checkout/orders")
      .set("Authorization", auth)
      .send({
        intent: "CAPTURE",
        purchase_units: [{ amount: { currency_code: "USD", value: "19.99" } }],
        payment_source: { paypal: { experience_context: { return_url: returnUrl, cancel_url: cancelUrl } } },
      });

  it("a checkout through it is marked sandbox, and a notification signed with the published secret is refused", async () => {
    const id = await newAssessment(ctx);
    const created = await request(ctx.app).post("/api/paypal/create-order").send({ assessmentId: id, customerData });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const orderId = created.body.orderId as string;
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({ status: "pending", sandbox: true });
    const body = completedEvent(orderId);
    const forged = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set(signFakeWebhook(body))
      .set("Content-Type", "application/json")
      .send(body);
    expect(forged.status).toBe(400);
    expect(await isPaid(ctx, id)).toBe(false);
    // The buyer approving in the sandbox still completes the sandbox payment.
    (await paymentSandboxOf(ctx.deps)).paypal.store.approve(orderId);
    const done = await request(ctx.app)
      .post("/api/payment/finalize")
      .send({ assessmentId: id, orderId, source: "paypal" });
    expect(done.body).toMatchObject({ status: "completed", isPaid: true });
  });

  it("the approval page sends the buyer back only to PUBLIC_URL, never to another return_url", async () => {
    const evil = await orderWith("https://evil.example/steal", "https://evil.example/cancel");
    expect(evil.status).toBe(201);
    const page = await request(base).get(`/sandbox/paypal/checkoutnow?token=${evil.body.id}`);
    expect(page.headers["content-security-policy"]).not.toContain("evil.example");
    const approved = await request(base)
      .post("/sandbox/paypal/checkoutnow/approve")
      .type("form")
      .send({ token: evil.body.id });
    expect(approved.status).toBe(200);
    expect(approved.headers.location).toBeUndefined();
    expect(approved.text).not.toContain("evil.example");
    const cancelled = await request(base)
      .post("/sandbox/paypal/checkoutnow/cancel")
      .type("form")
      .send({ token: (await orderWith("https://evil.example/x")).body.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.location).toBeUndefined();

    const ours = await orderWith(`${ctx.config.publicUrl}/api/paypal/return?assessment=x`);
    const back = await request(base)
      .post("/sandbox/paypal/checkoutnow/approve")
      .type("form")
      .send({ token: ours.body.id });
    expect(back.status).toBe(303);
    expect(back.headers.location).toMatch(
      new RegExp(`^${ctx.config.publicUrl}/api/paypal/return\\?assessment=x&token=`),
    );
  });

  it("a flood of large requests keeps no log and leaves memory flat", async () => {
    const store = (await paymentSandboxOf(ctx.deps)).paypal.store;
    const pad = "x".repeat(900_000);
    const big = JSON.stringify({
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: "USD", value: "19.99" } }],
      note: pad,
    });
    // Measured after a full collection each time: without it, garbage not yet
    // collected (from this or earlier suites) made the figure drift past the bound.
    const before = settledHeap();
    for (let i = 0; i < 60; i++) {
      const res = await request(base)
        .post("/sandbox/paypal/v2/checkout/orders")
        .set("Authorization", auth)
        .set("Content-Type", "application/json")
        .send(big);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const grown = settledHeap() - before;
    expect(store.requests).toHaveLength(0);
    // 60 bodies of 900 kB kept would be over 50 MB.
    expect(grown).toBeLessThan(20_000_000);
  }, 60_000);

  it("orders are capped: the oldest are forgotten once the sandbox holds its maximum", async () => {
    const store = (await paymentSandboxOf(ctx.deps)).paypal.store;
    const first = (await orderWith(`${ctx.config.publicUrl}/api/paypal/return`)).body.id as string;
    for (let i = 0; i < 1010; i++) {
      const res = await orderWith(`${ctx.config.publicUrl}/api/paypal/return`);
      expect(res.status).toBe(201);
    }
    expect(store.orders.size).toBeLessThanOrEqual(1000);
    expect(store.orders.has(first)).toBe(false);
  }, 120_000);

  it("one client address is rate limited; another one is still served", async () => {
    let limited = 0;
    for (let i = 0; i < 130; i++) {
      const res = await request(base)
        .get("/sandbox/paypal/checkoutnow?token=NOPE")
        .set("X-Forwarded-For", "203.0.113.50");
      if (res.status === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
    const other = await request(base)
      .get("/sandbox/paypal/checkoutnow?token=NOPE")
      .set("X-Forwarded-For", "203.0.113.51");
    expect(other.status).toBe(404);
  }, 60_000);
});

/** The heap in use once a full garbage collection has run. */
function settledHeap(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
