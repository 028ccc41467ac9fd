import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, sellers } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSellerRow, buildSubmission, setPaymentConfig } from "../../testing/builders";
import { startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";

/**
 * One way to start paying: POST /api/checkout/{method} answers what the browser does next (a redirect or a form
 * to post), whatever the provider; the product spec's own paths (PayPal's create-order, Banco Popular's
 * create-payment) stay as aliases in their own shapes.
 */
let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp({ paypalApiBase: fake.url });
  // PayPal and the card, each in test mode without credentials: the local sandbox.
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: true, testMode: true });
  await ctx.database.db
    .insert(sellers)
    .values(buildSellerRow({ name: "Lia Vendedora", email: "lia@sellers.test", referralCode: "LIA10" }));
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const customerData = {
  fullName: "Ana Pérez",
  email: "ana@example.com",
  age: "15-18",
  education: "secundaria",
  country: "DO",
};
const newAssessment = async (cookie = "") =>
  (await request(ctx.app).post("/api/assessment/submit").set("Cookie", cookie).send(buildSubmission())).body
    .assessmentId as string;
const paymentOf = async (orderId: string) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!;

describe("POST /api/checkout/{method}", () => {
  it("when the buyer pays with PayPal, then the answer is a redirect to its approval page and a pending payment", async () => {
    const assessmentId = await newAssessment();
    const res = await request(ctx.app).post("/api/checkout/paypal").send({ assessmentId, customerData });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      kind: "redirect",
      url: expect.stringMatching(/\/checkoutnow\?token=/),
      orderId: expect.any(String),
    });
    expect(await paymentOf(res.body.orderId)).toMatchObject({ assessmentId, provider: "paypal", status: "pending" });
  });

  it("when the buyer pays by card, then the answer is a signed form for the bank's page and a pending payment", async () => {
    const assessmentId = await newAssessment();
    const res = await request(ctx.app).post("/api/checkout/banco_popular").send({ assessmentId, customerData });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      kind: "form",
      formUrl: expect.stringMatching(/\/sandbox\/azul\/PaymentPage$/),
      formData: expect.objectContaining({ OrderNumber: res.body.orderId, AuthHash: expect.any(String) }),
    });
    expect(await paymentOf(res.body.orderId)).toMatchObject({ assessmentId, provider: "card", status: "pending" });
  });

  it("when the method is not one the product sells through, then it is refused and no payment opens", async () => {
    const assessmentId = await newAssessment();
    for (const method of ["card", "demo", "access_code", "stripe"]) {
      const res = await request(ctx.app).post(`/api/checkout/${method}`).send({ assessmentId, customerData });
      expect(res.status, method).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await ctx.database.db.select().from(payments).where(eq(payments.assessmentId, assessmentId))).toEqual([]);
  });

  it("when the buyer came through a seller's link, then the generic path gives the referral discount as the spec's paths do", async () => {
    const arrived = await request(ctx.app).get("/api/track-referral/LIA10");
    const cookie = String(arrived.headers["set-cookie"]).split(";")[0]!;
    const assessmentId = await newAssessment(cookie);
    const quote = (await request(ctx.app).get(`/api/payment/quote?assessment=${assessmentId}`).set("Cookie", cookie))
      .body as { amount: string; referralDiscountPercent: number };
    expect(quote.referralDiscountPercent).toBeGreaterThan(0);
    const res = await request(ctx.app)
      .post("/api/checkout/paypal")
      .set("Cookie", cookie)
      .send({ assessmentId, customerData });
    expect(await paymentOf(res.body.orderId)).toMatchObject({ amount: quote.amount, referralId: expect.any(String) });
  });
});

describe("the spec's paths, kept as aliases", () => {
  it("when PayPal's create-order is called, then it answers the approval URL and the order, as before", async () => {
    const assessmentId = await newAssessment();
    const res = await request(ctx.app).post("/api/paypal/create-order").send({ assessmentId, customerData });
    expect(res.body).toEqual({
      approvalUrl: expect.stringContaining("/checkoutnow?token="),
      orderId: expect.any(String),
    });
  });

  it("when Banco Popular's create-payment is called, then it answers the form without a kind, as before", async () => {
    const assessmentId = await newAssessment();
    const res = await request(ctx.app).post("/api/banco-popular/create-payment").send({ assessmentId, customerData });
    expect(Object.keys(res.body).sort()).toEqual(["formData", "formUrl", "orderId"]);
  });
});
