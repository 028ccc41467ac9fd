import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, referrals, sellers } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission, setPaymentConfig, buildSellerRow } from "../../testing/builders";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS, startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";
import { createSellerAccount } from "../../testing/sellers";
import { signUp } from "../../testing/auth-helpers";

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
let sellerId: string;

beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp({ paypalApiBase: fake.url });
  // A PayPal sandbox account of our own (not the product's local sandbox): its sales are real sales.
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, paypalAccount);
  const [seller] = await ctx.database.db
    .insert(sellers)
    .values(
      buildSellerRow({
        name: "Ana Vendedora",
        email: "ana@sellers.test",
        referralCode: "ANA10",
        commissionRate: "20.00",
      }),
    )
    .returning();
  sellerId = seller!.id;
  await ctx.database.db
    .insert(sellers)
    .values(buildSellerRow({ name: "Inactive", email: "off@sellers.test", referralCode: "OFF1", isActive: false }));
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const paypalAccount = {
  paypalClientId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId,
  paypalClientSecret: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret,
  paypalWebhookId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
};

const customerData = {
  fullName: "Referida Pérez",
  email: "ref@example.com",
  age: "15-18",
  education: "secundaria",
  country: "CO",
};
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
    expect(referred.body).toMatchObject({
      amount: "17.99",
      discountPercent: 70,
      referralDiscountPercent: 10,
      sellerName: "Ana Vendedora",
      localAmount: "1079.40",
    });
    const plain = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`);
    expect(plain.body).toMatchObject({ amount: "19.99", referralDiscountPercent: 0 });
  });

  it("before any test, the referred visitor's price (landing page, /subscription) is the quote they get later", async () => {
    const { cookie } = await arrive("ANA10");
    const before = await request(ctx.app).get("/api/payment/price").set("Cookie", cookie);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      amount: "17.99",
      originalPrice: "59.99",
      discountPercent: 70,
      referralDiscountPercent: 10,
      sellerName: "Ana Vendedora",
      localAmount: "1079.40",
    });
    const id = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId;
    const quote = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`).set("Cookie", cookie);
    expect(before.body).toEqual(quote.body);
    const withTest = await request(ctx.app).get(`/api/payment/price?assessment=${id}`).set("Cookie", cookie);
    expect(withTest.body).toEqual(quote.body);
    // A visitor who came through no link sees the base price.
    const plain = await request(ctx.app).get("/api/payment/price");
    expect(plain.body).toMatchObject({ amount: "19.99", discountPercent: 67, referralDiscountPercent: 0 });
    expect(plain.body.sellerName).toBeUndefined();
  });

  it("the visitor's price refuses a malformed assessment id with a 400 message, in English with lang=en", async () => {
    const res = await request(ctx.app).get("/api/payment/price?assessment=nope&lang=en");
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });

  it("a verified payment converts the referral once, with the seller's commission on the amount paid", async () => {
    const { cookie } = await arrive("ANA10");
    const id = (await request(ctx.app).post("/api/assessment/submit").set("Cookie", cookie).send(buildSubmission()))
      .body.assessmentId;
    const order = await request(ctx.app)
      .post("/api/paypal/create-order")
      .set("Cookie", cookie)
      .send({ assessmentId: id, customerData });
    expect(fake.store.orders.get(order.body.orderId)!.purchase_units[0]!.amount.value).toBe("17.99");
    fake.store.approve(order.body.orderId);
    await request(ctx.app).post("/api/payment/finalize").send({ assessmentId: id, orderId: order.body.orderId });
    await request(ctx.app).post("/api/payment/finalize").send({ assessmentId: id, orderId: order.body.orderId });
    const converted = (await ctx.database.db.select().from(referrals).where(eq(referrals.sellerId, sellerId))).filter(
      (r) => r.status === "converted",
    );
    expect(converted).toHaveLength(1);
    expect(converted[0]).toMatchObject({
      saleAmount: "17.99",
      commissionAmount: "3.60",
      userEmail: "ref@example.com",
      country: "CO",
    });
    // the converted referral no longer discounts this visitor's next quote
    const next = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`).set("Cookie", cookie);
    expect(next.body.referralDiscountPercent).toBe(0);
  });

  it("a demo payment never earns commission", async () => {
    await setPaymentConfig(ctx.database.db, { demoEnabled: true });
    const { cookie } = await arrive("ANA10");
    const before = (await ctx.database.db.select().from(referrals)).filter((r) => r.status === "converted").length;
    const id = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId;
    await request(ctx.app).post("/api/payment/demo").set("Cookie", cookie).send({ assessmentId: id, method: "paypal" });
    const after = (await ctx.database.db.select().from(referrals)).filter((r) => r.status === "converted").length;
    expect(after).toBe(before);
    await setPaymentConfig(ctx.database.db, { demoEnabled: false });
  });
});

describe("commission only when earned", () => {
  const convertedOf = async (id: string) =>
    (await ctx.database.db.select().from(referrals).where(eq(referrals.sellerId, id))).filter(
      (r) => r.status === "converted",
    );

  /** Arrives through the seller's link, takes the test, pays with PayPal; answers the amount charged and whether it was paid. */
  async function buyThrough(code: string, auth: { cookie?: string; bearer?: string }, email: string) {
    const withAuth = (req: request.Test) =>
      auth.bearer
        ? req.set("Authorization", `Bearer ${auth.bearer}`)
        : auth.cookie
          ? req.set("Cookie", auth.cookie)
          : req;
    const tracked = await withAuth(request(ctx.app).get(`/api/track-referral/${code}`));
    expect(tracked.status).toBe(200);
    const cookie = auth.cookie ?? (tracked.headers["set-cookie"] ? cookieOf(tracked) : undefined);
    const authed = (req: request.Test) => withAuth(cookie && !auth.bearer ? req.set("Cookie", cookie) : req);
    const id = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body
      .assessmentId as string;
    const quote = await authed(request(ctx.app).get(`/api/payment/quote?assessment=${id}`));
    const order = await authed(request(ctx.app).post("/api/paypal/create-order")).send({
      assessmentId: id,
      customerData: { ...customerData, email },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    fake.store.approve(order.body.orderId);
    const done = await request(ctx.app)
      .post("/api/payment/finalize")
      .send({ assessmentId: id, orderId: order.body.orderId });
    expect(done.body.status).toBe("completed");
    return {
      quoted: quote.body as { amount: string; referralDiscountPercent: number },
      charged: fake.store.orders.get(order.body.orderId)!.purchase_units[0]!.amount.value,
    };
  }

  it("a seller buying through its own link while signed in gets no discount and earns no commission", async () => {
    const own = await createSellerAccount(ctx, { commissionRate: "20.00" });
    const result = await buyThrough(own.seller.referralCode, { bearer: own.token }, "someone.else@example.com");
    expect(result.quoted).toMatchObject({ amount: "19.99", referralDiscountPercent: 0 });
    expect(result.charged).toBe("19.99");
    expect(await convertedOf(own.seller.id)).toHaveLength(0);
  });

  it("a buyer giving the seller's own email gets no discount and earns the seller no commission", async () => {
    const [seller] = await ctx.database.db
      .insert(sellers)
      .values(buildSellerRow({ name: "Eva Vendedora", email: "eva@sellers.test", referralCode: "EVA10" }))
      .returning();
    const result = await buyThrough("EVA10", {}, "EVA@Sellers.test");
    expect(result.charged).toBe("19.99");
    expect(await convertedOf(seller!.id)).toHaveLength(0);
    // another buyer through the same link still earns the seller its commission
    const other = await buyThrough("EVA10", {}, "cliente@example.com");
    expect(other.charged).toBe("17.99");
    expect(await convertedOf(seller!.id)).toHaveLength(1);
  });

  it("a seller buying through its own link with an alias of its address (+tag, Gmail's dots, googlemail.com) gets no discount and earns no commission", async () => {
    const [seller] = await ctx.database.db
      .insert(sellers)
      .values(buildSellerRow({ name: "Sam Vendedor", email: "sam.seller@gmail.com", referralCode: "SAM10" }))
      .returning();
    for (const alias of ["sam.seller+self@gmail.com", "Sam.Seller+x@GoogleMail.com", "samseller@gmail.com"]) {
      const result = await buyThrough("SAM10", {}, alias);
      expect(result.charged, alias).toBe("19.99");
    }
    expect(await convertedOf(seller!.id)).toHaveLength(0);
    // Another address is another buyer (and outside Gmail a dot is part of the address).
    const [plain] = await ctx.database.db
      .insert(sellers)
      .values(buildSellerRow({ name: "Sam Otro", email: "sam@example.com", referralCode: "SAMX10" }))
      .returning();
    expect((await buyThrough("SAMX10", {}, "sam+self@example.com")).charged).toBe("19.99");
    expect((await buyThrough("SAMX10", {}, "s.am@example.com")).charged).toBe("17.99");
    expect(await convertedOf(plain!.id)).toHaveLength(1);
  });

  it("a buyer signed in to the seller's own address (its account not linked to the seller) gets no discount and earns no commission, whatever email the form gives", async () => {
    const account = await signUp(ctx.app, ctx.database.db);
    const [local, domain] = account.email.split("@");
    const [seller] = await ctx.database.db
      .insert(sellers)
      .values(buildSellerRow({ name: "Lía Vendedora", email: `${local}+ventas@${domain}`, referralCode: "LIA10" }))
      .returning();
    const result = await buyThrough("LIA10", { bearer: account.token }, "otra.persona@example.com");
    expect(result.quoted).toMatchObject({ amount: "19.99", referralDiscountPercent: 0 });
    expect(result.charged).toBe("19.99");
    expect(await convertedOf(seller!.id)).toHaveLength(0);
  });

  it("a purchase through the local payment sandbox counts as no sale and no commission", async () => {
    const [seller] = await ctx.database.db
      .insert(sellers)
      .values(buildSellerRow({ name: "Sara Vendedora", email: "sara@sellers.test", referralCode: "SARA10" }))
      .returning();
    // no PayPal credentials in test mode: the product's own sandbox
    await setPaymentConfig(ctx.database.db, { paypalClientId: "", paypalClientSecret: "", paypalWebhookId: "" });
    try {
      const result = await buyThrough("SARA10", {}, "cliente.sandbox@example.com");
      expect(result.charged).toBe("17.99");
      const [payment] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.customerData, { ...customerData, email: "cliente.sandbox@example.com" }));
      expect(payment).toMatchObject({ status: "completed", sandbox: true });
      expect(await convertedOf(seller!.id)).toHaveLength(0);
    } finally {
      await setPaymentConfig(ctx.database.db, paypalAccount);
    }
  });
});
