import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentConfig, referrals, sellers } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission } from "../../testing/builders";
import { startFakePaypal, type FakePaypalStore } from "../sandbox/fake-paypal";

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
let sellerId: string;

beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp({ paypalApiBase: fake.url });
  const [seller] = await ctx.database.db.insert(sellers).values({ name: "Ana Vendedora", email: "ana@sellers.test", referralCode: "ANA10", commissionRate: "20.00" }).returning();
  sellerId = seller!.id;
  await ctx.database.db.insert(sellers).values({ name: "Inactive", email: "off@sellers.test", referralCode: "OFF1", isActive: false });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const customerData = { fullName: "Referida Pérez", email: "ref@example.com", age: "15-18", education: "secundaria", country: "CO" };
const cookieOf = (res: request.Response) => String(res.headers["set-cookie"]).split(";")[0]!;

async function arrive(code: string): Promise<{ cookie: string; res: request.Response }> {
  const res = await request(ctx.app).get(`/api/track-referral/${code}`);
  return { cookie: res.headers["set-cookie"] ? cookieOf(res) : "", res };
}

describe("referral links", () => {
  it("an active seller's code answers the seller's name and remembers a pending referral", async () => {
    const { res, cookie } = await arrive("ana10");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sellerName: "Ana Vendedora" });
    expect(cookie).toMatch(/^qe_session=/);
    const rows = await ctx.database.db.select().from(referrals).where(eq(referrals.sellerId, sellerId));
    expect(rows.some((r) => r.status === "pending")).toBe(true);
  });

  it("an unknown or inactive code is a 404", async () => {
    expect((await arrive("NOPE")).res.status).toBe(404);
    const inactive = await arrive("OFF1");
    expect(inactive.res.status).toBe(404);
    expect(inactive.res.body.message).toBe("Código de referido no válido");
  });

  it("the referred visitor's quote carries the referral discount; others pay the base price", async () => {
    const { cookie } = await arrive("ANA10");
    const id = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId;
    const referred = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`).set("Cookie", cookie);
    expect(referred.body).toMatchObject({ amount: "17.99", discountPercent: 70, referralDiscountPercent: 10, sellerName: "Ana Vendedora", localAmount: "1079.40" });
    const plain = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`);
    expect(plain.body).toMatchObject({ amount: "19.99", referralDiscountPercent: 0 });
  });

  it("a verified payment converts the referral once, with the seller's commission on the amount paid", async () => {
    const { cookie } = await arrive("ANA10");
    const id = (await request(ctx.app).post("/api/assessment/submit").set("Cookie", cookie).send(buildSubmission())).body.assessmentId;
    const order = await request(ctx.app).post("/api/paypal/create-order").set("Cookie", cookie).send({ assessmentId: id, customerData });
    expect(fake.store.orders.get(order.body.orderId)!.purchase_units[0]!.amount.value).toBe("17.99");
    fake.store.approve(order.body.orderId);
    await request(ctx.app).post("/api/payment/finalize").send({ assessmentId: id, orderId: order.body.orderId });
    await request(ctx.app).post("/api/payment/finalize").send({ assessmentId: id, orderId: order.body.orderId });
    const converted = (await ctx.database.db.select().from(referrals).where(eq(referrals.sellerId, sellerId))).filter((r) => r.status === "converted");
    expect(converted).toHaveLength(1);
    expect(converted[0]).toMatchObject({ saleAmount: "17.99", commissionAmount: "3.60", userEmail: "ref@example.com", country: "CO" });
    // the converted referral no longer discounts this visitor's next quote
    const next = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`).set("Cookie", cookie);
    expect(next.body.referralDiscountPercent).toBe(0);
  });

  it("a demo payment never earns commission", async () => {
    await ctx.database.db.update(paymentConfig).set({ demoEnabled: true });
    const { cookie } = await arrive("ANA10");
    const before = (await ctx.database.db.select().from(referrals)).filter((r) => r.status === "converted").length;
    const id = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId;
    await request(ctx.app).post("/api/payment/demo").set("Cookie", cookie).send({ assessmentId: id, method: "paypal" });
    const after = (await ctx.database.db.select().from(referrals)).filter((r) => r.status === "converted").length;
    expect(after).toBe(before);
    await ctx.database.db.update(paymentConfig).set({ demoEnabled: false });
  });
});
