import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPaymentDto } from "@shared/validators/admin-payments";
import type { AdminReferralDto, ReferralDto } from "@shared/validators/sellers";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { buildSubmission, setPaymentConfig } from "../../testing/builders";
import { createSellerAccount } from "../../testing/sellers";
import { startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";

/**
 * An admin trying the seller flow buys through a seller's link in the local payment sandbox. Such a purchase is never
 * a sale nor a commission (DECISIONS 24), so the referral stays pending; the seller and the admin see it as a test
 * sale, not as a visitor who bought nothing.
 */

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
let adminToken: string;
let seller: Awaited<ReturnType<typeof createSellerAccount>>;

beforeAll(async () => {
  fake = await startFakePaypal();
  // No PayPal credentials, PayPal's test mode on: PayPal goes to the local sandbox (here the fake on loopback).
  ctx = await createTestApp({ paypalApiBase: fake.url });
  await setPaymentConfig(ctx.database.db, { paypalEnabled: true, paypalTestMode: true });
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
  seller = await createSellerAccount(ctx, { name: "Vera Vendedora", referralCode: "VERA10", commissionRate: "20.00" });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const cookieOf = (res: request.Response) => String(res.headers["set-cookie"]).split(";")[0]!;
const customerData = {
  fullName: "Compradora Sandbox",
  email: "compradora.sandbox@example.com",
  age: "19-24",
  education: "universitario",
  country: "DO",
};

/** One test taken and paid in the local PayPal sandbox by the visitor holding `cookie`. */
async function buyInSandbox(cookie: string): Promise<void> {
  const id = (await request(ctx.app).post("/api/assessment/submit").set("Cookie", cookie).send(buildSubmission())).body
    .assessmentId as string;
  const order = await request(ctx.app)
    .post("/api/paypal/create-order")
    .set("Cookie", cookie)
    .send({ assessmentId: id, customerData });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  fake.store.approve(order.body.orderId);
  const done = await request(ctx.app)
    .post("/api/payment/finalize")
    .send({ assessmentId: id, orderId: order.body.orderId });
  expect(done.body).toMatchObject({ status: "completed", isPaid: true });
}

describe("purchases through a seller's link in the local payment sandbox", () => {
  it("when a visitor buys twice through the link in the sandbox, then the seller and the admin see two test sales on the pending referral, with no sale or commission; another visitor who bought nothing has none", async () => {
    const tracked = await request(ctx.app).get("/api/track-referral/VERA10");
    expect(tracked.status).toBe(200);
    const cookie = cookieOf(tracked);
    await buyInSandbox(cookie);
    await buyInSandbox(cookie);
    // a second visitor arrives and buys nothing
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await request(ctx.app).get("/api/track-referral/VERA10")).status).toBe(200);

    const own = await request(ctx.app)
      .get(`/api/seller/${seller.seller.id}/referrals`)
      .set("Authorization", `Bearer ${seller.token}`);
    expect(own.status).toBe(200);
    const sellerView = (own.body.items as ReferralDto[]).map((r) => ({
      status: r.status,
      testSales: r.testSales,
      saleAmount: r.saleAmount,
      commissionAmount: r.commissionAmount,
    }));
    expect(sellerView).toEqual([
      { status: "pending", testSales: 0, saleAmount: null, commissionAmount: null },
      { status: "pending", testSales: 2, saleAmount: null, commissionAmount: null },
    ]);
    // No conversion, no commission in the seller's figures.
    const dashboard = await request(ctx.app)
      .get(`/api/seller/${seller.seller.id}`)
      .set("Authorization", `Bearer ${seller.token}`);
    expect(dashboard.body).toMatchObject({ referralCount: 2, conversionCount: 0, totalCommission: "0.00" });

    const all = await request(ctx.app).get("/api/admin/referrals").set("Authorization", `Bearer ${adminToken}`);
    const adminView = (all.body.items as AdminReferralDto[])
      .filter((r) => r.sellerCode === "VERA10")
      .map((r) => [r.status, r.testSales]);
    expect(adminView).toEqual([
      ["pending", 0],
      ["pending", 2],
    ]);

    // The admin's payments list marks both as sandbox payments, with the seller's link they came through.
    const list = await request(ctx.app)
      .get(`/api/admin/payments?q=${encodeURIComponent(customerData.email)}`)
      .set("Authorization", `Bearer ${adminToken}`);
    const paid = (list.body.items as AdminPaymentDto[]).filter((p) => p.status === "completed");
    expect(paid).toHaveLength(2);
    for (const payment of paid) {
      expect(payment).toMatchObject({
        sandbox: true,
        referral: { sellerName: "Vera Vendedora", status: "no_commission", commissionAmount: null },
      });
    }
  });

  it("when a payment was not made in the sandbox, then the admin's list says so", async () => {
    const id = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body
      .assessmentId as string;
    const codes = await request(ctx.app)
      .post("/api/admin/access-codes")
      .set("Authorization", `Bearer ${adminToken}`)
      .send({ count: 1 });
    await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: codes.body.codes[0].code, email: "x@example.com", assessmentId: id });
    const list = await request(ctx.app)
      .get(`/api/admin/payments?assessment=${id}`)
      .set("Authorization", `Bearer ${adminToken}`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ provider: "access_code", sandbox: false, referral: null });
  });
});
