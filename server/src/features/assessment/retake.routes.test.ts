import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, payments, sellers } from "@shared/schema/index";
import type { HollandType } from "@shared/content/types";
import type { RetakeStatusDto } from "@shared/validators/accounts";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildResponses, buildSubmission, setPaymentConfig, buildSellerRow } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS, startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";
import { AZUL_SANDBOX_CREDENTIALS, azulResponseHash } from "../payments/providers/card/azul.client";

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
let adminToken: string;
let ip = 0;
/** Each simulated client comes from its own address, so only the rules under test apply. */
const nextIp = () => `198.19.${Math.floor(++ip / 250)}.${ip % 250}`;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp({ paypalApiBase: fake.url });
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, {
    paypalClientId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId,
    paypalClientSecret: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret,
    paypalWebhookId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
    bancoPopularEnabled: true,
    testMode: true,
  });
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const customerData = {
  fullName: "Carla Núñez",
  email: "carla@example.com",
  age: "19-24",
  education: "universitario",
  country: "DO",
};

function submit(token: string | undefined, body = buildSubmission(), lang = "es") {
  const req = request(ctx.app).post(`/api/assessment/submit?lang=${lang}`).set("X-Forwarded-For", nextIp());
  if (token) req.set("Authorization", `Bearer ${token}`);
  return req.send(body);
}

async function takeTest(token: string | undefined, liked: HollandType = "I", disliked: HollandType = "C") {
  const res = await submit(token, buildSubmission({ responses: buildResponses(liked, disliked) }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.assessmentId as string;
}

/** Moves the server's side of time: the user's tests become `days` older (as the browser tests' hook does). */
async function age(userId: string, days: number) {
  await ctx.database.db
    .update(assessments)
    .set({
      createdAt: sql`${assessments.createdAt} - make_interval(days => ${days})`,
      completedAt: sql`${assessments.completedAt} - make_interval(days => ${days})`,
    })
    .where(eq(assessments.userId, userId));
}

const createdAtOf = async (id: string) =>
  (await ctx.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]!.createdAt;
const assessmentsOf = async (userId: string) =>
  ctx.database.db.select().from(assessments).where(eq(assessments.userId, userId));
const retakeStatus = async (token: string) => {
  const res = await request(ctx.app).get("/api/user/retake").set("Authorization", `Bearer ${token}`);
  expect(res.status).toBe(200);
  return res.body as RetakeStatusDto;
};
const markPaid = (id: string) =>
  ctx.database.db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, id));
const dateEs = (d: Date) =>
  new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);
const dateEn = (d: Date) =>
  new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);

describe("POST /api/assessment/submit: retaking the test after 30 days", () => {
  it("when a signed-in user submits a new test within 30 days, then 409 says when they can retake, in both languages, and nothing is stored", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const first = await takeTest(user.token);
    const retakeAt = new Date((await createdAtOf(first)).getTime() + 30 * DAY);

    const es = await submit(user.token);
    expect(es.status).toBe(409);
    expect(es.body.message).toBe(`Ya hiciste el test hace menos de 30 días. Podrás repetirlo el ${dateEs(retakeAt)}.`);
    const en = await submit(user.token, buildSubmission(), "en");
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(`You took the test less than 30 days ago. You can retake it on ${dateEn(retakeAt)}.`);
    expect(await assessmentsOf(user.id)).toHaveLength(1);
  });

  it("when the same submission is sent again (a retry), then it answers the stored test, not the 30-day refusal", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const body = buildSubmission();
    const first = await submit(user.token, body);
    expect(first.status).toBe(201);
    const again = await submit(user.token, body);
    expect(again.status).toBe(200);
    expect(again.body.assessmentId).toBe(first.body.assessmentId);
  });

  it("when 30 days have passed, then the new test and its free preview work as usual", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    await takeTest(user.token, "S", "R");
    await age(user.id, 29);
    expect((await submit(user.token)).status).toBe(409);
    await age(user.id, 1);
    const second = await takeTest(user.token, "R", "S");
    const preview = await request(ctx.app).get(`/api/assessment/${second}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ id: second, isPaid: false, results: { primaryType: "R" } });
    expect(preview.body.results.careerRecommendations).toHaveLength(1);
    expect(await assessmentsOf(user.id)).toHaveLength(2);
  });

  it("when the server's clock moves 30 days on, then the retake is accepted (the clock is a dependency)", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const first = await takeTest(user.token);
    const original = ctx.deps.clock;
    try {
      const retakeAt = (await createdAtOf(first)).getTime() + 30 * DAY;
      ctx.deps.clock = () => new Date(retakeAt - 60_000);
      expect((await submit(user.token)).status).toBe(409);
      ctx.deps.clock = () => new Date(retakeAt + 1000);
      expect((await submit(user.token)).status).toBe(201);
    } finally {
      ctx.deps.clock = original;
    }
  });

  it("when visitors are not signed in, then they may take the test again at once (as before)", async () => {
    const body = buildSubmission({ email: "same.person@example.com" });
    expect((await submit(undefined, body)).status).toBe(201);
    expect((await submit(undefined, { ...body, submissionId: buildSubmission().submissionId })).status).toBe(201);
  });
});

describe("GET /api/user/retake: the eligibility and the comparison", () => {
  it("when signed out, then 401", async () => {
    expect((await request(ctx.app).get("/api/user/retake")).status).toBe(401);
  });

  it("with no test yet, the user may take one; after one, not until 30 days after it; then again", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    expect(await retakeStatus(user.token)).toEqual({
      canRetakeNow: true,
      canRetakeAt: null,
      latest: null,
      previous: null,
      changes: [],
    });
    const first = await takeTest(user.token);
    const status = await retakeStatus(user.token);
    expect(status).toMatchObject({ canRetakeNow: false, latest: { id: first }, previous: null, changes: [] });
    expect(status.canRetakeAt).toBe(new Date((await createdAtOf(first)).getTime() + 30 * DAY).toISOString());
    await age(user.id, 31);
    expect(await retakeStatus(user.token)).toMatchObject({ canRetakeNow: true });
  });

  it("with two paid tests, the latest and the previous one are compared: codes, 0-100 scores and each type's move", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const first = await takeTest(user.token, "S", "R");
    await age(user.id, 31);
    const second = await takeTest(user.token, "R", "S");
    await markPaid(first);
    await markPaid(second);
    const status = await retakeStatus(user.token);
    expect(status.previous!.hollandCode).toMatch(/^S[RIASEC]{2}$/);
    expect(Object.keys(status.latest!.scores)).toHaveLength(6);
    expect(status.canRetakeNow).toBe(false);
    expect(status.previous).toMatchObject({ id: first, scores: { S: 83, R: 17 } });
    expect(status.latest).toMatchObject({ id: second, scores: { R: 83, S: 17 } });
    expect(status.previous!.hollandCode[0]).toBe("S");
    expect(status.latest!.hollandCode[0]).toBe("R");
    expect(status.changes.map((c) => c.type)).toEqual(["R", "I", "A", "S", "E", "C"]);
    expect(status.changes.find((c) => c.type === "R")).toEqual({ type: "R", from: 17, to: 83, direction: "up" });
    expect(status.changes.find((c) => c.type === "S")).toEqual({ type: "S", from: 83, to: 17, direction: "down" });
    expect(status.changes.find((c) => c.type === "A")).toEqual({ type: "A", from: 50, to: 50, direction: "same" });
  });

  it("unpaid tests are compared as their previews show them: two letters, the two strongest scores, no locked type's move", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const first = await takeTest(user.token, "S", "R");
    await age(user.id, 31);
    const second = await takeTest(user.token, "R", "S");
    const status = await retakeStatus(user.token);
    const previewOf = async (id: string) =>
      (await request(ctx.app).get(`/api/assessment/${id}?lang=es`).set("Authorization", `Bearer ${user.token}`)).body
        .results.hollandCode as string;
    expect(status.previous).toMatchObject({ id: first, hollandCode: await previewOf(first), isPaid: false });
    expect(status.latest).toMatchObject({ id: second, hollandCode: await previewOf(second), isPaid: false });
    expect(status.previous!.hollandCode).toHaveLength(2);
    // the two strongest types only: the liked one first, the disliked one (17 of 100) is locked
    expect(Object.keys(status.previous!.scores)).toHaveLength(2);
    expect(status.previous!.scores).toMatchObject({ S: 83 });
    expect(status.previous!.scores).not.toHaveProperty("R");
    expect(Object.keys(status.latest!.scores)).toHaveLength(2);
    expect(status.latest!.scores).toMatchObject({ R: 83 });
    // only a type both previews show has a move; a locked one never leaves the server
    const both = Object.keys(status.previous!.scores).filter((type) => type in status.latest!.scores);
    expect(status.changes.map((c) => c.type)).toEqual(both);
    expect(status.changes.map((c) => c.type)).not.toContain("R");
    expect(status.changes.map((c) => c.type)).not.toContain("S");
  });
});

describe("the retake price comes from the server", () => {
  /** The owner's own quote (signed in): only the account that took the test is quoted the retake price. */
  const quote = (assessmentId: string, extra = "", token = ownerToken) => {
    const req = request(ctx.app)
      .get(`/api/payment/quote?assessment=${assessmentId}${extra}`)
      .set("X-Forwarded-For", nextIp());
    return token ? req.set("Authorization", `Bearer ${token}`) : req;
  };
  let ownerToken = "";
  const paymentOf = async (orderId: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!;

  /** A user whose earlier test's report is paid, with a newer unpaid test; answers both ids. */
  async function returningBuyer() {
    const user = await signUp(ctx.app, ctx.database.db);
    const earlier = await takeTest(user.token, "S", "R");
    await markPaid(earlier);
    await age(user.id, 31);
    const newer = await takeTest(user.token, "R", "S");
    ownerToken = user.token;
    return { user, earlier, newer };
  }

  it("when the same user paid for an earlier test's report, then the newer test's quote is 50 % off and says so", async () => {
    const { newer } = await returningBuyer();
    const res = await quote(newer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: "10.00", localAmount: "600.00", retakeDiscountPercent: 50 });
  });

  it("when there is no earlier paid report of the same user, then no retake discount", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const earlier = await takeTest(user.token);
    await age(user.id, 31);
    const newer = await takeTest(user.token);
    // the earlier test is unpaid; someone else's paid report does not count
    const other = await signUp(ctx.app, ctx.database.db);
    await markPaid(await takeTest(other.token));
    for (const id of [earlier, newer]) {
      const res = await quote(id);
      expect(res.body).toMatchObject({ amount: "19.99" });
      expect(res.body.retakeDiscountPercent).toBeUndefined();
    }
    // and a paid newer test does not discount the older one
    await markPaid(newer);
    expect((await quote(earlier)).body).toMatchObject({ amount: "19.99" });
    // nor does anything discount a test taken without an account
    const anonymous = await takeTest(undefined);
    expect((await quote(anonymous)).body.retakeDiscountPercent).toBeUndefined();
  });

  it("when the client sends its own amount, then PayPal and the card are charged the server's retake price", async () => {
    const { newer, user } = await returningBuyer();
    const order = await request(ctx.app)
      .post("/api/paypal/create-order")
      .set("X-Forwarded-For", nextIp())
      .set("Authorization", `Bearer ${user.token}`)
      .send({ assessmentId: newer, customerData, amount: "0.01" });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(await paymentOf(order.body.orderId)).toMatchObject({ amount: "10.00", currency: "USD" });
    expect(fake.store.orders.get(order.body.orderId)!.purchase_units[0]!.amount).toMatchObject({ value: "10.00" });

    const card = await request(ctx.app)
      .post("/api/banco-popular/create-payment")
      .set("X-Forwarded-For", nextIp())
      .set("Authorization", `Bearer ${user.token}`)
      .send({ assessmentId: newer, customerData, amount: 0.01 });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.formData.Amount).toBe("60000");
    expect(await paymentOf(card.body.orderId)).toMatchObject({ amount: "10.00", localAmount: "600.00" });
  });

  it("when the admin sets another percentage, then the quote follows it; no stacking with referral or promo discounts", async () => {
    const { newer } = await returningBuyer();
    const asAdmin = (req: request.Test) => req.set("Authorization", `Bearer ${adminToken}`);
    try {
      await setPaymentConfig(ctx.database.db, { retakeDiscountPercent: "30.00" });
      expect((await quote(newer)).body).toMatchObject({ amount: "13.99", retakeDiscountPercent: 30 });

      // A referral link's 10 % is smaller: the retake discount applies alone.
      await ctx.database.db.insert(sellers).values(
        buildSellerRow({
          name: "Rosa Vendedora",
          email: "rosa.retake@sellers.test",
          referralCode: "RETAKE10",
          commissionRate: "20.00",
        }),
      );
      const tracked = await request(ctx.app).get("/api/track-referral/RETAKE10").set("X-Forwarded-For", nextIp());
      const cookie = tracked.headers["set-cookie"]?.[0]?.split(";")[0] ?? "";
      const referred = await request(ctx.app)
        .get(`/api/payment/quote?assessment=${newer}`)
        .set("X-Forwarded-For", nextIp())
        .set("Authorization", `Bearer ${ownerToken}`)
        .set("Cookie", cookie);
      expect(referred.body).toMatchObject({ amount: "13.99", retakeDiscountPercent: 30 });

      // A 40 % promo code is larger: it applies alone; a 20 % one is refused in favour of the retake discount.
      const big = await asAdmin(request(ctx.app).post("/api/admin/promo-codes")).send({
        code: "RETAKE40",
        percentOff: 40,
      });
      expect(big.status, JSON.stringify(big.body)).toBe(201);
      const small = await asAdmin(request(ctx.app).post("/api/admin/promo-codes")).send({
        code: "RETAKE20",
        percentOff: 20,
      });
      expect(small.status).toBe(201);
      const withBig = await quote(newer, "&promo=RETAKE40");
      expect(withBig.body).toMatchObject({ amount: "11.99", promoCode: "RETAKE40" });
      expect(withBig.body.retakeDiscountPercent).toBeUndefined();
      for (const [lang, message] of [
        ["es", "Código válido, pero tu descuento por repetir el test es mayor, así que se aplica ese."],
        ["en", "Valid code, but your retake discount is larger, so that one applies."],
      ] as const) {
        const validated = await request(ctx.app)
          .post(`/api/payment/promo/validate?lang=${lang}`)
          .set("X-Forwarded-For", nextIp())
          .set("Authorization", `Bearer ${ownerToken}`)
          .send({ code: "RETAKE20", assessmentId: newer });
        expect(validated.body).toMatchObject({
          valid: true,
          applied: false,
          message,
          quote: { amount: "13.99", retakeDiscountPercent: 30 },
        });
      }
    } finally {
      await setPaymentConfig(ctx.database.db, { retakeDiscountPercent: "50.00" });
    }
  });
});

describe("admin: the retake discount setting", () => {
  const validConfig = {
    paypalEnabled: true,
    paypalTestMode: true,
    bancoPopularEnabled: true,
    demoEnabled: false,
    testMode: true,
    originalPrice: "59.99",
    basePrice: "19.99",
    currency: "USD",
  };
  const save = (body: Record<string, unknown>, lang = "es") =>
    request(ctx.app)
      .post(`/api/admin/payment-config?lang=${lang}`)
      .set("Authorization", `Bearer ${adminToken}`)
      .send({ ...validConfig, ...body });

  it("defaults to 50 %, accepts 0 to 100 and refuses anything else with a message in both languages", async () => {
    const read = await request(ctx.app).get("/api/admin/payment-config").set("Authorization", `Bearer ${adminToken}`);
    expect(read.body.retakeDiscountPercent).toBe("50.00");

    for (const value of [-1, 100.5, "mucho"]) {
      const es = await save({ retakeDiscountPercent: value });
      expect(es.status, String(value)).toBe(400);
      expect(JSON.stringify(es.body), String(value)).toContain(
        "El descuento por repetir el test debe estar entre 0 y 100",
      );
      const en = await save({ retakeDiscountPercent: value }, "en");
      expect(JSON.stringify(en.body), String(value)).toContain("The retake discount must be between 0 and 100");
    }
    expect((await ctx.deps.paymentConfig.get()).retakeDiscountPercent).toBe("50.00");

    try {
      for (const [value, stored] of [
        [0, "0.00"],
        ["100", "100.00"],
        ["25.5", "25.50"],
      ] as const) {
        const ok = await save({ retakeDiscountPercent: value });
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        expect(ok.body.retakeDiscountPercent).toBe(stored);
      }
    } finally {
      await save({ retakeDiscountPercent: 50 });
    }
  });
});

describe("the retake discount cannot be farmed (issue #29)", () => {
  const quoteAs = (assessmentId: string, token?: string) => {
    const req = request(ctx.app).get(`/api/payment/quote?assessment=${assessmentId}`).set("X-Forwarded-For", nextIp());
    return token ? req.set("Authorization", `Bearer ${token}`) : req;
  };
  const paymentOf = async (orderId: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!;
  const shiftCreated = (id: string, at: Date) =>
    ctx.database.db.update(assessments).set({ createdAt: at }).where(eq(assessments.id, id));

  /** A user whose earlier test's report is paid, with a newer unpaid test taken signed in 31 days later. */
  async function returningBuyer() {
    const user = await signUp(ctx.app, ctx.database.db);
    const earlier = await takeTest(user.token, "S", "R");
    await markPaid(earlier);
    await age(user.id, 31);
    const newer = await takeTest(user.token, "R", "S");
    return { user, earlier, newer };
  }

  it("when a test taken without an account is claimed into an account that paid a minute earlier, then it gets no retake discount", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const paid = await takeTest(user.token);
    await markPaid(paid);
    const claimed = await takeTest(undefined);
    // Claimed into the account, a minute after the paid one, and also one a full 31 days later: neither counts.
    await ctx.database.db.update(assessments).set({ userId: user.id }).where(eq(assessments.id, claimed));
    await shiftCreated(claimed, new Date((await createdAtOf(paid)).getTime() + 60_000));
    let res = await quoteAs(claimed, user.token);
    expect(res.body).toMatchObject({ amount: "19.99" });
    expect(res.body.retakeDiscountPercent).toBeUndefined();
    await shiftCreated(claimed, new Date((await createdAtOf(paid)).getTime() + 31 * DAY));
    res = await quoteAs(claimed, user.token);
    expect(res.body).toMatchObject({ amount: "19.99" });
    expect(res.body.retakeDiscountPercent).toBeUndefined();
  });

  it("when the account's own test was submitted less than 30 days after its paid one, then no retake discount; from 30 days on, the owner gets it", async () => {
    const { earlier, newer, user } = await returningBuyer();
    // Whole milliseconds on both (PostgreSQL keeps microseconds, which a JS date drops).
    const paidAt = (await createdAtOf(earlier)).getTime();
    await shiftCreated(earlier, new Date(paidAt));
    await shiftCreated(newer, new Date(paidAt + 30 * DAY - 60_000));
    const early = await quoteAs(newer, user.token);
    expect(early.body).toMatchObject({ amount: "19.99" });
    expect(early.body.retakeDiscountPercent).toBeUndefined();
    await shiftCreated(newer, new Date(paidAt + 30 * DAY));
    expect((await quoteAs(newer, user.token)).body).toMatchObject({ amount: "10.00", retakeDiscountPercent: 50 });
  });

  it("when a stranger or an anonymous visitor quotes or pays for the test by its id, then they get no retake discount", async () => {
    const { newer, user } = await returningBuyer();
    const stranger = await signUp(ctx.app, ctx.database.db);
    for (const token of [undefined, stranger.token]) {
      const res = await quoteAs(newer, token);
      expect(res.body).toMatchObject({ amount: "19.99" });
      expect(res.body.retakeDiscountPercent).toBeUndefined();
      const priceReq = request(ctx.app).get(`/api/payment/price?assessment=${newer}`).set("X-Forwarded-For", nextIp());
      const price = await (token ? priceReq.set("Authorization", `Bearer ${token}`) : priceReq);
      expect(price.body).toMatchObject({ amount: "19.99" });
    }
    const order = await request(ctx.app)
      .post("/api/paypal/create-order")
      .set("X-Forwarded-For", nextIp())
      .send({ assessmentId: newer, customerData });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(await paymentOf(order.body.orderId)).toMatchObject({ amount: "19.99" });
    // The owner, signed in, is quoted and charged the retake price.
    expect((await quoteAs(newer, user.token)).body).toMatchObject({ amount: "10.00", retakeDiscountPercent: 50 });
    const own = await request(ctx.app)
      .post("/api/paypal/create-order")
      .set("X-Forwarded-For", nextIp())
      .set("Authorization", `Bearer ${user.token}`)
      .send({ assessmentId: newer, customerData });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await paymentOf(own.body.orderId)).toMatchObject({ amount: "10.00" });
  });

  it("when the earlier report is refunded before PayPal is captured, then finalize refuses before capturing, in both languages, and the buyer is not charged", async () => {
    const { earlier, newer, user } = await returningBuyer();
    const order = await request(ctx.app)
      .post("/api/paypal/create-order")
      .set("X-Forwarded-For", nextIp())
      .set("Authorization", `Bearer ${user.token}`)
      .send({ assessmentId: newer, customerData });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(await paymentOf(order.body.orderId)).toMatchObject({ amount: "10.00" });
    fake.store.approve(order.body.orderId);
    await ctx.database.db.update(assessments).set({ isPaid: false }).where(eq(assessments.id, earlier));

    const captures = () => fake.store.requests.filter((r) => r.path.endsWith("/capture")).length;
    const before = captures();
    for (const [lang, message] of [
      [
        "es",
        "El descuento por repetir el test ya no se aplica a este pago. No se te cobró nada: vuelve a la página de pago para ver el precio actual.",
      ],
      [
        "en",
        "The retake discount no longer applies to this payment. You were not charged: go back to the payment page to see the current price.",
      ],
    ] as const) {
      const res = await request(ctx.app)
        .post(`/api/payment/finalize?lang=${lang}`)
        .set("X-Forwarded-For", nextIp())
        .send({ assessmentId: newer, orderId: order.body.orderId });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.message).toBe(message);
    }
    expect(captures()).toBe(before);
    expect(await paymentOf(order.body.orderId)).toMatchObject({ status: "failed" });
    expect((await request(ctx.app).get(`/api/payment/status?assessment=${newer}`)).body.isPaid).toBe(false);
  });

  it("when a card payment at the retake price comes back approved after the discount stopped applying, then it is fulfilled at the price paid and flagged", async () => {
    const { earlier, newer, user } = await returningBuyer();
    const card = await request(ctx.app)
      .post("/api/banco-popular/create-payment")
      .set("X-Forwarded-For", nextIp())
      .set("Authorization", `Bearer ${user.token}`)
      .send({ assessmentId: newer, customerData });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.formData.Amount).toBe("60000");
    await ctx.database.db.update(assessments).set({ isPaid: false }).where(eq(assessments.id, earlier));
    const form = card.body.formData as Record<string, string>;
    const params: Record<string, string> = {
      OrderNumber: form.OrderNumber!,
      Amount: form.Amount!,
      ITBIS: form.ITBIS!,
      AuthorizationCode: "123456",
      DateTime: "20261122120000",
      ResponseCode: "ISO8583",
      IsoCode: "00",
      ResponseMessage: "APROBADA",
      ErrorDescription: "",
      RRN: "202611220001",
      AzulOrderId: "556677",
      CardNumber: "426588******0007",
    };
    params.AuthHash = azulResponseHash(params, AZUL_SANDBOX_CREDENTIALS.authKey);
    const back = await request(ctx.app)
      .get(`/api/banco-popular/return?lang=es&outcome=approved&${new URLSearchParams(params).toString()}`)
      .set("X-Forwarded-For", nextIp());
    expect(back.status).toBe(303);
    expect(String(back.headers.location)).toMatch(/^\/payment-success/);
    const payment = await paymentOf(form.OrderNumber!);
    expect(payment).toMatchObject({ status: "completed", amount: "10.00", localAmount: "600.00" });
    // The payment keeps the discount it was priced with, and that it no longer applied when it was paid.
    expect(payment.customerData).toMatchObject({ retakeDiscountPercent: "50.00", retakeOverLimit: "true" });
    expect((await request(ctx.app).get(`/api/payment/status?assessment=${newer}`)).body.isPaid).toBe(true);
  });
});
