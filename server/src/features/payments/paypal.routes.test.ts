import request from "supertest";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assessments, emailOutbox, paymentRefunds, payments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission, setPaymentConfig } from "../../testing/builders";
import { signFakeWebhook, startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };

beforeAll(async () => {
  fake = await startFakePaypal();
  // Short PayPal timeouts so the timeout case runs quickly.
  ctx = await createTestApp({ paypalApiBase: fake.url }, { paymentTimeoutMs: 1500 });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => fake.store.reset());

async function newAssessment(): Promise<string> {
  const res = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission());
  return res.body.assessmentId;
}

const customerData = {
  fullName: "Ana Pérez",
  email: "ana@example.com",
  age: "15-18",
  education: "secundaria",
  country: "DO",
};

/** The client address of the helpers' requests (a describe may give its tests their own, below the per-address limits). */
let clientAddress = "127.0.0.1";

async function createOrder(assessmentId: string, body: Record<string, unknown> = {}) {
  const res = await request(ctx.app)
    .post("/api/paypal/create-order")
    .set("X-Forwarded-For", clientAddress)
    .send({ assessmentId, customerData, amount: "19.99", currency: "USD", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { approvalUrl: string; orderId: string };
}

const finalize = (assessmentId: string, orderId: string) =>
  request(ctx.app)
    .post("/api/payment/finalize")
    .set("X-Forwarded-For", clientAddress)
    .send({ assessmentId, orderId, source: "paypal" });
const isPaid = async (id: string) =>
  (await request(ctx.app).get(`/api/payment/status?assessment=${id}`)).body.isPaid as boolean;
const emailJobs = async (id: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `report:${id}`))
  )[0]!.n;
const completedPayments = async (id: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.assessmentId, id), eq(payments.status, "completed")))
  )[0]!.n;

function captureCompletedEvent(orderId: string) {
  const order = fake.store.orders.get(orderId)!;
  const capture = order.purchase_units[0]!.payments!.captures![0]!;
  return {
    id: `WH-${orderId}`,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource_type: "capture",
    resource: { ...capture, supplementary_data: { related_ids: { order_id: orderId } } },
  };
}

describe("PayPal checkout through the real SDK and a fake PayPal", () => {
  it("creates the order at the server's price whatever the body says, with our payment id as custom_id and a request id", async () => {
    const id = await newAssessment();
    const { approvalUrl, orderId } = await createOrder(id, { amount: "0.01", currency: "EUR" });
    expect(approvalUrl).toContain(`/checkoutnow?token=${orderId}`);
    const unit = fake.store.orders.get(orderId)!.purchase_units[0]!;
    expect(unit.amount).toMatchObject({ currency_code: "USD", value: "19.99" });
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(unit.custom_id).toBe(payment!.id);
    expect(payment).toMatchObject({ provider: "paypal", amount: "19.99", currency: "USD", status: "pending" });
    const create = fake.store.requests.find((r) => r.method === "POST" && r.path === "/v2/checkout/orders")!;
    expect(create.headers["paypal-request-id"]).toBe(`create-${payment!.id}`);
  });

  it("refuses to capture before the buyer approves", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    const res = await finalize(id, orderId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("El pago todavía no fue aprobado en PayPal.");
    expect(await isPaid(id)).toBe(false);
  });

  it("approve then finalize pays once; a second finalize changes nothing", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    const first = await finalize(id, orderId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "completed", isPaid: true, assessmentId: id, orderId });
    const second = await finalize(id, orderId);
    expect(second.body).toMatchObject({ status: "completed", isPaid: true });
    expect(await isPaid(id)).toBe(true);
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
    const captures = fake.store.requests.filter((r) => r.path.endsWith("/capture"));
    expect(captures).toHaveLength(1);
    expect(captures[0]!.headers["paypal-request-id"]).toMatch(/^capture-/);
  });

  it("webhooks and a finalize arriving together fulfil once", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("capturePending");
    expect((await finalize(id, orderId)).body.status).toBe("pending");
    // PayPal completes the capture; its webhook (delivered twice) races a retried finalize.
    fake.store.orders.get(orderId)!.purchase_units[0]!.payments!.captures![0]!.status = "COMPLETED";
    const body = JSON.stringify(captureCompletedEvent(orderId));
    const webhook = () =>
      request(ctx.app)
        .post("/api/paypal/webhook")
        .set(signFakeWebhook(body))
        .set("Content-Type", "application/json")
        .send(body);
    const results = await Promise.all([webhook(), finalize(id, orderId), webhook()]);
    for (const res of results) expect(res.status).toBeLessThan(300);
    expect(await isPaid(id)).toBe(true);
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
  });

  it("a verified webhook alone fulfils a pending capture; an unsigned one is refused", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("capturePending");
    const pending = await finalize(id, orderId);
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ status: "pending", isPaid: false });
    expect(await isPaid(id)).toBe(false);
    const order = fake.store.orders.get(orderId)!;
    order.purchase_units[0]!.payments!.captures![0]!.status = "COMPLETED";
    const body = JSON.stringify(captureCompletedEvent(orderId));
    const forged = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set({ ...signFakeWebhook(body), "paypal-transmission-sig": "forged" })
      .set("Content-Type", "application/json")
      .send(body);
    expect(forged.status).toBe(400);
    expect(await isPaid(id)).toBe(false);
    const signed = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set(signFakeWebhook(body))
      .set("Content-Type", "application/json")
      .send(body);
    expect(signed.status).toBe(200);
    expect(await isPaid(id)).toBe(true);
    expect(await emailJobs(id)).toBe(1);
  });

  it("a capture for the wrong amount never unlocks", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("captureWrongAmount");
    const res = await finalize(id, orderId);
    expect(res.status).toBe(402);
    expect(await isPaid(id)).toBe(false);
    expect(await emailJobs(id)).toBe(0);
  });

  it("another assessment's order never unlocks this assessment", async () => {
    const mine = await newAssessment();
    const other = await newAssessment();
    const { orderId } = await createOrder(other);
    fake.store.approve(orderId);
    const res = await finalize(mine, orderId);
    expect(res.status).toBe(404);
    expect(await isPaid(mine)).toBe(false);
    expect(await isPaid(other)).toBe(false);
  });

  it("PayPal answering 500 gives a clear error, and a retry fulfils exactly once", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("capture500");
    const failed = await finalize(id, orderId);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(
      "No pudimos comunicarnos con el proveedor de pago. Inténtalo de nuevo en unos segundos.",
    );
    expect(await isPaid(id)).toBe(false);
    const retried = await finalize(id, orderId);
    expect(retried.body.status).toBe("completed");
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
  });

  it("a PayPal timeout gives a clear error, and a retry fulfils exactly once", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("captureTimeout");
    const failed = await finalize(id, orderId);
    expect(failed.status).toBe(502);
    const retried = await finalize(id, orderId);
    expect(retried.body.status).toBe("completed");
    expect(await completedPayments(id)).toBe(1);
  });

  it("an order PayPal no longer knows (expired) is a clear 404, and nothing is paid", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.orders.delete(orderId);
    const res = await finalize(id, orderId);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("No encontramos esa orden de pago.");
    expect(await isPaid(id)).toBe(false);
    expect(await emailJobs(id)).toBe(0);
  });

  it("a declined instrument sends the buyer back to PayPal's approval page; the payment stays open and the next approval pays once", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("captureDeclined");
    const res = await finalize(id, orderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "approval_required", isPaid: false, assessmentId: id, orderId });
    expect(res.body.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${orderId}&lang=es`);
    const [open] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(open!.status).toBe("pending");
    expect(await isPaid(id)).toBe(false);
    // The buyer chooses another funding source on PayPal and comes back: a new capture attempt.
    fake.store.approve(orderId);
    const paid = await finalize(id, orderId);
    expect(paid.body).toMatchObject({ status: "completed", isPaid: true });
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
    const keys = fake.store.requests
      .filter((r) => r.path.endsWith("/capture"))
      .map((r) => r.headers["paypal-request-id"]);
    expect(keys).toEqual([`capture-${open!.id}`, `capture-${open!.id}-1`]);
  });

  it("PAYER_ACTION_REQUIRED on capture also sends the buyer back to approval (English page for an English buyer)", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("capturePayerActionRequired");
    const res = await request(ctx.app)
      .post("/api/payment/finalize?lang=en")
      .send({ assessmentId: id, orderId, source: "paypal" });
    expect(res.body).toMatchObject({
      status: "approval_required",
      redirectUrl: `${fake.url}/checkoutnow?token=${orderId}&lang=en`,
    });
    expect(await isPaid(id)).toBe(false);
  });

  it("ORDER_COMPLETION_IN_PROGRESS is looked up again: the completed capture fulfils once", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("captureInProgress");
    const res = await finalize(id, orderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "completed", isPaid: true });
    expect(fake.store.requests.some((r) => r.method === "GET" && r.path === `/v2/checkout/orders/${orderId}`)).toBe(
      true,
    );
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
  });

  it("a PENDING capture is settled by the job that looks pending payments up, without any notification, once", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("capturePending");
    expect((await finalize(id, orderId)).status).toBe(202);
    // Still pending at PayPal: the job leaves it open.
    expect(await ctx.deps.payments.settlePending()).toMatchObject({ fulfilled: 0 });
    expect(await isPaid(id)).toBe(false);
    // PayPal completes the capture later; no notification arrives.
    fake.store.orders.get(orderId)!.purchase_units[0]!.payments!.captures![0]!.status = "COMPLETED";
    expect(await ctx.deps.payments.settlePending()).toMatchObject({ fulfilled: 1 });
    expect(await isPaid(id)).toBe(true);
    expect(await ctx.deps.payments.settlePending()).toMatchObject({ fulfilled: 0 });
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
  });

  it("the notification is verified as the exact text received (spacing and all), not re-serialised", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    fake.store.approve(orderId);
    fake.store.failNext("capturePending");
    await finalize(id, orderId);
    fake.store.orders.get(orderId)!.purchase_units[0]!.payments!.captures![0]!.status = "COMPLETED";
    const body = JSON.stringify(captureCompletedEvent(orderId), null, 2);
    const res = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set(signFakeWebhook(body))
      .set("Content-Type", "application/json")
      .send(body);
    expect(res.status).toBe(200);
    expect(await isPaid(id)).toBe(true);
  });

  it("refuses to create an order for a paid assessment, and when PayPal is disabled", async () => {
    const id = await newAssessment();
    await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, id));
    const paid = await request(ctx.app).post("/api/paypal/create-order").send({ assessmentId: id, customerData });
    expect(paid.status).toBe(409);
    const other = await newAssessment();
    await setPaymentConfig(ctx.database.db, { paypalEnabled: false });
    const disabled = await request(ctx.app)
      .post("/api/paypal/create-order?lang=en")
      .send({ assessmentId: other, customerData });
    expect(disabled.status).toBe(403);
    expect(disabled.body.message).toBe("This payment method is not available right now.");
    await setPaymentConfig(ctx.database.db, { paypalEnabled: true });
  });

  it("without a webhook id a notification is refused and logged as an error; the settle job still completes the payment", async () => {
    const errors: unknown[] = [];
    const logger = Object.assign(Object.create(ctx.deps.logger) as typeof ctx.deps.logger, {
      error: (...args: unknown[]) => void errors.push(args),
    });
    const restore = ctx.vary({ logger, paymentTimeoutMs: 1500 });
    // A PayPal sandbox account of our own, its webhook id left empty.
    await setPaymentConfig(ctx.database.db, {
      paypalClientId: "sandbox-client-id",
      paypalClientSecret: "sandbox-client-secret",
      paypalWebhookId: "",
    });
    try {
      const id = await newAssessment();
      const { orderId } = await createOrder(id);
      fake.store.approve(orderId);
      fake.store.failNext("capturePending");
      expect((await finalize(id, orderId)).status).toBe(202);
      fake.store.orders.get(orderId)!.purchase_units[0]!.payments!.captures![0]!.status = "COMPLETED";
      const body = JSON.stringify(captureCompletedEvent(orderId));
      const res = await request(ctx.app)
        .post("/api/paypal/webhook")
        .set(signFakeWebhook(body))
        .set("Content-Type", "application/json")
        .send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(errors)).toContain("no webhook id is configured");
      expect(await isPaid(id)).toBe(false);
      expect(await ctx.deps.payments.settlePending()).toMatchObject({ fulfilled: 1 });
      expect(await isPaid(id)).toBe(true);
    } finally {
      await setPaymentConfig(ctx.database.db, { paypalClientId: "", paypalClientSecret: "", paypalWebhookId: "" });
      restore();
    }
  });

  it("PayPal is unavailable while the stored price currency is not one PayPal charges in (DOP)", async () => {
    const id = await newAssessment();
    await setPaymentConfig(ctx.database.db, { currency: "DOP" });
    try {
      expect((await request(ctx.app).get("/api/payment/config")).body.paypalAvailable).toBe(false);
      const res = await request(ctx.app).post("/api/paypal/create-order").send({ assessmentId: id, customerData });
      expect(res.status).toBe(403);
      expect(fake.store.orders.size).toBe(0);
    } finally {
      await setPaymentConfig(ctx.database.db, { currency: "USD" });
    }
  });

  it("validates the checkout data", async () => {
    const id = await newAssessment();
    const res = await request(ctx.app)
      .post("/api/paypal/create-order")
      .send({ assessmentId: id, customerData: { ...customerData, email: "x" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Email inválido");
    const missing = await request(ctx.app).post("/api/paypal/create-order").send({ customerData });
    expect(missing.status).toBe(400);
  });

  it.each([
    ["es", { fullName: "A" }, "Nombre debe tener al menos 2 caracteres"],
    ["es", { age: "" }, "Edad es requerida"],
    ["es", { education: "" }, "Nivel educativo es requerido"],
    ["es", { country: "" }, "País es requerido"],
    ["en", { age: "" }, "Age is required"],
    ["en", { education: "" }, "Education level is required"],
  ])("answers the checkout form's own messages (%s, %j)", async (lang, change, message) => {
    const id = await newAssessment();
    const res = await request(ctx.app)
      .post(`/api/paypal/create-order?lang=${lang}`)
      .send({ assessmentId: id, customerData: { ...customerData, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(fake.store.orders.size).toBe(0);
  });

  it("PayPal's return and cancel URLs carry our payment's reference, never the assessment id; the redirects lead to our own pages with it", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    const { returnUrl, cancelUrl } = fake.store.orders.get(orderId)!.experience;
    const sent = JSON.stringify(fake.store.orders.get(orderId)!) + JSON.stringify(fake.store.requests);
    expect(sent).not.toContain(id);
    expect(returnUrl).toBe(`${ctx.config.publicUrl}/api/paypal/return?payment=${payment!.id}&lang=es`);
    expect(cancelUrl).toBe(`${ctx.config.publicUrl}/api/paypal/cancel?payment=${payment!.id}&lang=es`);

    const path = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
    const back = await request(ctx.app).get(`${path(returnUrl!)}&token=${orderId}&PayerID=ABC`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/payment-success?assessment=${id}&order=${orderId}&lang=es`);
    // Another order's token with this payment's reference leads nowhere in particular.
    const mixed = await request(ctx.app).get(`${path(returnUrl!)}&token=OTHER-ORDER&PayerID=ABC`);
    expect(mixed.headers.location).toBe("/payment-success?lang=es");
    const cancel = await request(ctx.app).get(`${path(cancelUrl!).replace("lang=es", "lang=en")}&token=${orderId}`);
    expect(cancel.headers.location).toBe(`/payment-selection?assessment=${id}&paypal=cancelled&lang=en`);
    const [cancelled] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(cancelled!.status).toBe("failed");
  });

  it("a return from an order made before the references changed (no payment reference) is found by PayPal's token", async () => {
    const id = await newAssessment();
    const { orderId } = await createOrder(id);
    const back = await request(ctx.app).get(`/api/paypal/return?assessment=${id}&lang=es&token=${orderId}&PayerID=ABC`);
    expect(back.headers.location).toBe(`/payment-success?assessment=${id}&order=${orderId}&lang=es`);
    const unknown = await request(ctx.app).get(`/api/paypal/return?payment=not-a-payment&lang=en&token=NOPE`);
    expect(unknown.status).toBe(303);
    expect(unknown.headers.location).toBe("/payment-success?lang=en");
  });
});

describe("a second PayPal order for a test that is already paid", () => {
  let testNumber = 0;
  beforeEach(() => {
    testNumber += 1;
    clientAddress = `198.51.100.${testNumber}`;
  });
  afterAll(() => {
    clientAddress = "127.0.0.1";
  });
  const paymentOf = async (orderId: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!;
  const capturesOf = (orderId: string) =>
    fake.store.requests.filter((r) => r.method === "POST" && r.path === `/v2/checkout/orders/${orderId}/capture`);
  const refundsOf = (captureId: string) =>
    fake.store.requests.filter((r) => r.method === "POST" && r.path === `/v2/payments/captures/${captureId}/refund`);

  it("an approved second order is not captured: its payment fails with the reason, and the buyer is told in their language", async () => {
    const id = await newAssessment();
    const first = await createOrder(id);
    const second = await createOrder(id);
    fake.store.approve(first.orderId);
    fake.store.approve(second.orderId);
    expect((await finalize(id, first.orderId)).body).toMatchObject({ status: "completed", isPaid: true });

    const res = await finalize(id, second.orderId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Este reporte ya estaba pagado con otro pago. No cobramos este pedido de PayPal: su aprobación vence sola.",
    );
    expect(capturesOf(second.orderId)).toHaveLength(0);
    expect(fake.store.orders.get(second.orderId)!.status).toBe("APPROVED");
    expect(await paymentOf(second.orderId)).toMatchObject({ status: "failed", failureReason: "already_paid" });
    const en = await request(ctx.app)
      .post("/api/payment/finalize?lang=en")
      .send({ assessmentId: id, orderId: second.orderId, source: "paypal" });
    expect(en.body.message).toBe(
      "This report was already paid with another payment. We did not charge this PayPal order: its approval expires on its own.",
    );
    expect(capturesOf(second.orderId)).toHaveLength(0);
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
  });

  it("a second order captured anyway (its webhook arrives) is refunded through PayPal at once: the buyer is charged once and the report stays paid", async () => {
    const id = await newAssessment();
    const first = await createOrder(id);
    const second = await createOrder(id);
    fake.store.approve(first.orderId);
    fake.store.approve(second.orderId);
    // The second capture is taken but still PENDING at PayPal when the first one pays the report.
    fake.store.failNext("capturePending");
    expect((await finalize(id, second.orderId)).status).toBe(202);
    expect((await finalize(id, first.orderId)).body).toMatchObject({ status: "completed", isPaid: true });
    // PayPal completes the second capture and says so.
    fake.store.orders.get(second.orderId)!.purchase_units[0]!.payments!.captures![0]!.status = "COMPLETED";
    const body = JSON.stringify(captureCompletedEvent(second.orderId));
    const webhook = () =>
      request(ctx.app)
        .post("/api/paypal/webhook")
        .set(signFakeWebhook(body))
        .set("Content-Type", "application/json")
        .send(body);
    expect((await webhook()).status).toBe(200);
    expect((await webhook()).status).toBe(200);

    const payment = await paymentOf(second.orderId);
    expect(payment).toMatchObject({ status: "refunded", refundedAmount: "19.99", failureReason: "already_paid" });
    expect(refundsOf(payment.captureId!)).toHaveLength(1);
    expect(fake.store.capture(payment.captureId!)!.status).toBe("REFUNDED");
    const [refund] = await ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(refund).toMatchObject({ amount: "19.99", source: "automatic", kind: "refund" });
    expect(await isPaid(id)).toBe(true);
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
    // The buyer coming back to the second order's page is told it was refunded.
    const res = await finalize(id, second.orderId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Este reporte ya estaba pagado con otro pago. Te devolvimos este segundo cobro en PayPal; el reembolso puede tardar unos días en verse.",
    );
  });

  it("two approved orders finalized at the same moment charge the buyer once", async () => {
    const id = await newAssessment();
    const first = await createOrder(id);
    const second = await createOrder(id);
    fake.store.approve(first.orderId);
    fake.store.approve(second.orderId);
    await Promise.all([finalize(id, first.orderId), finalize(id, second.orderId)]);
    expect(await isPaid(id)).toBe(true);
    expect(await completedPayments(id)).toBe(1);
    expect(await emailJobs(id)).toBe(1);
    // Whatever PayPal captured beyond one payment went back.
    let charged = 0;
    for (const orderId of [first.orderId, second.orderId]) {
      for (const capture of fake.store.orders.get(orderId)!.purchase_units[0]!.payments?.captures ?? [])
        if (capture.status === "COMPLETED") charged += 1;
    }
    expect(charged).toBe(1);
  });

  it("the job that looks open payments up refunds a second capture it finds completed", async () => {
    const id = await newAssessment();
    const first = await createOrder(id);
    const second = await createOrder(id);
    fake.store.approve(first.orderId);
    fake.store.approve(second.orderId);
    fake.store.failNext("capturePending");
    expect((await finalize(id, second.orderId)).status).toBe(202);
    expect((await finalize(id, first.orderId)).body.status).toBe("completed");
    fake.store.orders.get(second.orderId)!.purchase_units[0]!.payments!.captures![0]!.status = "COMPLETED";
    expect(await ctx.deps.payments.settlePending()).toMatchObject({ fulfilled: 0 });
    const payment = await paymentOf(second.orderId);
    expect(payment.status).toBe("refunded");
    expect(fake.store.capture(payment.captureId!)!.status).toBe("REFUNDED");
    expect(await completedPayments(id)).toBe(1);
    expect(await isPaid(id)).toBe(true);
  });
});
