import request from "supertest";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, promoCodes, referrals, sellers } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission, setPaymentConfig, buildSellerRow } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS, startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";
import { AZUL_SANDBOX_CREDENTIALS, azulResponseHash } from "../payments/providers/card/azul.client";

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
let adminToken: string;
let ip = 0;
/** Each simulated buyer comes from its own address, so only the limits under test apply. */
const nextIp = () => `198.19.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp({ paypalApiBase: fake.url });
  // A PayPal sandbox account of our own (not the local sandbox): its sales are real sales with commissions.
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, {
    paypalClientId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId,
    paypalClientSecret: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret,
    paypalWebhookId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
    bancoPopularEnabled: true,
    testMode: true,
  });
  await ctx.database.db.insert(sellers).values(
    buildSellerRow({
      name: "Rosa Vendedora",
      email: "rosa@sellers.test",
      referralCode: "ROSA10",
      commissionRate: "20.00",
    }),
  );
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

const asAdmin = (req: request.Test) => req.set("Authorization", `Bearer ${adminToken}`);
const createCode = (body: Record<string, unknown>, lang = "es") =>
  asAdmin(request(ctx.app).post(`/api/admin/promo-codes?lang=${lang}`)).send(body);
const patchCode = (id: string, body: Record<string, unknown>) =>
  asAdmin(request(ctx.app).patch(`/api/admin/promo-codes/${id}`)).send(body);
const listCodes = async () =>
  (await asAdmin(request(ctx.app).get("/api/admin/promo-codes"))).body.codes as {
    id: string;
    code: string;
    uses: number;
    overLimitUses: number;
    status: string;
  }[];
const codeRow = async (code: string) =>
  (await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;

let codeCounter = 0;
/** A fresh code (unique text) created through the admin API. */
async function newCode(body: Record<string, unknown> = {}): Promise<{ id: string; code: string }> {
  codeCounter += 1;
  const discount = body.amountOff === undefined ? { percentOff: 25 } : {};
  const res = await createCode({ code: `PROMO${codeCounter}X`, ...discount, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const newAssessment = async (cookie = "") =>
  (await request(ctx.app).post("/api/assessment/submit").set("Cookie", cookie).send(buildSubmission())).body
    .assessmentId as string;

const validate = (assessmentId: string, code: string, lang = "es", cookie = "") =>
  request(ctx.app)
    .post(`/api/payment/promo/validate?lang=${lang}`)
    .set("X-Forwarded-For", nextIp())
    .set("Cookie", cookie)
    .send({ code, assessmentId });

const createOrder = (assessmentId: string, body: Record<string, unknown> = {}, lang = "es", cookie = "") =>
  request(ctx.app)
    .post(`/api/paypal/create-order?lang=${lang}`)
    .set("X-Forwarded-For", nextIp())
    .set("Cookie", cookie)
    .send({ assessmentId, customerData, ...body });

const finalize = (assessmentId: string, orderId: string) =>
  request(ctx.app)
    .post("/api/payment/finalize")
    .set("X-Forwarded-For", nextIp())
    .send({ assessmentId, orderId, source: "paypal" });

const paymentOf = async (orderId: string) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!;

/** The code's open checkouts held it for longer than their 30 minutes: their reservations have ended. */
const expireReservations = (code: string) =>
  ctx.database.db
    .update(payments)
    .set({ promoReservedUntil: new Date(Date.now() - 1000) })
    .where(and(eq(payments.promoCode, code), isNotNull(payments.promoReservedUntil)));

/** Takes the test and pays with PayPal (approved at the fake PayPal) using `code`; answers the order id. */
async function buyWith(code: string): Promise<{ assessmentId: string; orderId: string }> {
  const assessmentId = await newAssessment();
  const order = await createOrder(assessmentId, { promoCode: code });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  fake.store.approve(order.body.orderId);
  return { assessmentId, orderId: order.body.orderId };
}

describe("admin: /api/admin/promo-codes", () => {
  it("when the admin creates a code, then it is stored upper-case, listed active with no uses, and a second one with the same text is refused", async () => {
    const res = await createCode({
      code: "verano-26",
      amountOff: "5",
      validFrom: "2026-01-01",
      validUntil: "2099-12-31",
      maxUses: 50,
      note: "Campaña de verano",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: "VERANO-26",
      amountOff: "5.00",
      percentOff: null,
      maxUses: 50,
      uses: 0,
      paused: false,
      status: "active",
      note: "Campaña de verano",
      validFrom: "2026-01-01T00:00:00.000Z",
      validUntil: "2099-12-31T23:59:59.999Z",
    });
    expect((await listCodes()).find((c) => c.code === "VERANO-26")).toMatchObject({ uses: 0, status: "active" });
    const again = await createCode({ code: "Verano-26", percentOff: 10 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Ya existe un código promocional con ese texto");
    const againEn = await createCode({ code: "VERANO-26", percentOff: 10 }, "en");
    expect(againEn.body.message).toBe("A promo code with that text already exists");
  });

  it("when the body is wrong (both discounts, none, bad dates, bad code), then 400 with the reason", async () => {
    const both = await createCode({ code: "BOTH1", percentOff: 10, amountOff: 2 });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe("Indica un porcentaje o un monto fijo (uno de los dos)");
    expect((await createCode({ code: "NONE1" })).status).toBe(400);
    const dates = await createCode({
      code: "DATES1",
      percentOff: 10,
      validFrom: "2026-05-02",
      validUntil: "2026-05-01",
    });
    expect(dates.body.message).toBe("La fecha de fin no puede ser anterior a la de inicio");
    const bad = await createCode({ code: "no spaces", percentOff: 10 }, "en");
    expect(bad.body.message).toBe("The code must be 3 to 32 letters, digits, hyphens or underscores");
    expect((await createCode({ code: "PCT1", percentOff: 0 })).status).toBe(400);
    // A date too long to be one is named as a bad date, beside a valid start (it once reached the order check and failed with 500).
    for (const [field, other] of [
      ["validUntil", { validFrom: "2026-01-01" }],
      ["validFrom", { validUntil: "2026-12-31" }],
    ] as const) {
      const long = await createCode({ code: "LONGDATE1", amountOff: "2.50", ...other, [field]: "x".repeat(500) });
      expect(long.status, field).toBe(400);
      expect(long.body.message).toBe("La fecha no es válida");
    }
  });

  it("when the admin pauses or edits a code, then the list shows it; setting an amount clears the percentage", async () => {
    const { id } = await newCode({ percentOff: 30 });
    const paused = await patchCode(id, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ paused: true, status: "paused" });
    const edited = await patchCode(id, { paused: false, amountOff: "3.50", maxUses: 2, note: "" });
    expect(edited.body).toMatchObject({
      paused: false,
      status: "active",
      amountOff: "3.50",
      percentOff: null,
      maxUses: 2,
      note: null,
    });
    const { id: dated } = await newCode({ validUntil: "2026-06-30" });
    const crossed = await patchCode(dated, { validFrom: "2026-07-01" });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe("La fecha de fin no puede ser anterior a la de inicio");
    expect((await patchCode(dated, { validFrom: "2026-13-45" })).status).toBe(400);
    expect((await patchCode("00000000-0000-4000-8000-000000000000", { paused: true })).status).toBe(404);
    expect((await patchCode(id, {})).status).toBe(400);
  });

  it("when someone who is not an admin calls, then 401 or 403", async () => {
    expect((await request(ctx.app).get("/api/admin/promo-codes")).status).toBe(401);
    const user = await signUp(ctx.app, ctx.database.db);
    const res = await request(ctx.app)
      .post("/api/admin/promo-codes")
      .set("Authorization", `Bearer ${user.token}`)
      .send({ code: "HACK1", percentOff: 100 });
    expect(res.status).toBe(403);
  });
});

describe("buyer: POST /api/payment/promo/validate and the quote", () => {
  it("when the code is valid (any case), then 'Código válido' and the new price; the quote with the code shows it too", async () => {
    const { code } = await newCode({ percentOff: 25 });
    const id = await newAssessment();
    const res = await validate(id, `  ${code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      applied: true,
      code,
      message: "Código válido",
      quote: { amount: "14.99", promoCode: code, promoDiscount: "5.00", localAmount: "899.40" },
    });
    expect((await validate(id, code, "en")).body.message).toBe("Valid code");
    const quote = await request(ctx.app).get(`/api/payment/quote?assessment=${id}&promo=${code.toLowerCase()}`);
    expect(quote.body).toMatchObject({ amount: "14.99", promoCode: code });
    const plain = await request(ctx.app).get(`/api/payment/quote?assessment=${id}&promo=NOSUCHCODE`);
    expect(plain.body.amount).toBe("19.99");
    expect(plain.body.promoCode).toBeUndefined();
  });

  it("when the code is unknown, expired, paused, not yet valid or used up, then 'Código inválido' says why in both languages, and paying with it is refused before any order", async () => {
    const expired = await newCode({ validFrom: "2020-01-01", validUntil: "2020-12-31" });
    const paused = await newCode();
    await patchCode(paused.id, { paused: true });
    const future = await newCode({ validFrom: "2099-01-01" });
    const usedUp = await newCode({ maxUses: 1 });
    await ctx.database.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.id, usedUp.id));
    const cases = [
      {
        code: "NOPE-123",
        reason: "unknown",
        es: "Código inválido: ese código no existe.",
        en: "Invalid code: that code does not exist.",
        status: 422,
      },
      {
        code: expired.code,
        reason: "expired",
        es: "Código inválido: este código ya venció.",
        en: "Invalid code: this code has expired.",
        status: 422,
      },
      {
        code: paused.code,
        reason: "notActive",
        es: "Código inválido: este código no está activo en este momento.",
        en: "Invalid code: this code is not active right now.",
        status: 422,
      },
      {
        code: future.code,
        reason: "notActive",
        es: "Código inválido: este código no está activo en este momento.",
        en: "Invalid code: this code is not active right now.",
        status: 422,
      },
      {
        code: usedUp.code,
        reason: "usedUp",
        es: "Código inválido: este código ya alcanzó su número máximo de usos.",
        en: "Invalid code: this code has reached its maximum number of uses.",
        status: 409,
      },
    ];
    const id = await newAssessment();
    for (const c of cases) {
      const es = await validate(id, c.code);
      expect(es.status, c.code).toBe(200);
      expect(es.body, c.code).toMatchObject({
        valid: false,
        reason: c.reason,
        message: c.es,
        quote: { amount: "19.99" },
      });
      expect((await validate(id, c.code, "en")).body.message, c.code).toBe(c.en);
      const before = fake.store.orders.size;
      for (const [lang, message] of [
        ["es", c.es],
        ["en", c.en],
      ] as const) {
        const order = await createOrder(id, { promoCode: c.code }, lang);
        expect(order.status, c.code).toBe(c.status);
        expect(order.body.message, c.code).toBe(message);
        const card = await request(ctx.app)
          .post(`/api/banco-popular/create-payment?lang=${lang}`)
          .set("X-Forwarded-For", nextIp())
          .send({ assessmentId: id, customerData, promoCode: c.code });
        expect(card.status, c.code).toBe(c.status);
        expect(card.body.message, c.code).toBe(message);
      }
      expect(fake.store.orders.size, c.code).toBe(before);
    }
    expect(await ctx.database.db.select().from(payments).where(eq(payments.assessmentId, id))).toHaveLength(0);
  });

  it("when one address keeps trying codes, then the 21st try in 15 minutes is refused with 429", async () => {
    const id = await newAssessment();
    const address = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await request(ctx.app)
        .post("/api/payment/promo/validate")
        .set("X-Forwarded-For", address)
        .send({ code: `GUESS${i}`, assessmentId: id });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  it("when a buyer applied a code, then the visitor's price (landing page, /subscription) shows the same figures as the quote", async () => {
    const { code } = await newCode({ percentOff: 25 });
    const id = await newAssessment();
    const quote = await request(ctx.app).get(`/api/payment/quote?assessment=${id}&promo=${code}`);
    const price = await request(ctx.app).get(`/api/payment/price?assessment=${id}&promo=${code}`);
    expect(price.status).toBe(200);
    expect(price.body).toEqual(quote.body);
    expect(price.body).toMatchObject({ amount: "14.99", promoCode: code, promoDiscount: "5.00" });
    // An assessment the browser remembers that no longer exists does not hide the price.
    const gone = await request(ctx.app).get(`/api/payment/price?assessment=CCCCCCCCCCCCCCCCCCCCCC&promo=${code}`);
    expect(gone.body).toMatchObject({ amount: "14.99", promoCode: code });
  });

  it("when one address guesses codes through the visitor's price, then it shares the quote's limit", async () => {
    const address = nextIp();
    const price = (promo: string) =>
      request(ctx.app).get(`/api/payment/price?promo=${promo}&lang=en`).set("X-Forwarded-For", address);
    for (let i = 0; i < 60; i++) expect((await price(`GUESS${i}`)).status).toBe(200);
    expect((await price("GUESS60")).status).toBe(429);
  });

  it("when one address keeps asking for quotes with codes, then the 61st in 15 minutes is refused; quotes without a code are not", async () => {
    const id = await newAssessment();
    const address = nextIp();
    const quote = (promo?: string) =>
      request(ctx.app)
        .get(`/api/payment/quote?assessment=${id}${promo ? `&promo=${promo}` : ""}&lang=en`)
        .set("X-Forwarded-For", address);
    for (let i = 0; i < 60; i++) expect((await quote(`GUESS${i}`)).status).toBe(200);
    const refused = await quote("GUESS60");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many requests. Wait a moment and try again.");
    expect((await quote()).status).toBe(200);
  });
});

describe("server truth: the price, the use count, fulfilment", () => {
  it("when the body names another amount, then the order is made at the server's discounted price and the payment keeps the code", async () => {
    const { code } = await newCode({ amountOff: "4.99" });
    const id = await newAssessment();
    const order = await createOrder(id, { promoCode: code.toLowerCase(), amount: "0.01", currency: "EUR" });
    expect(order.status).toBe(200);
    expect(fake.store.orders.get(order.body.orderId)!.purchase_units[0]!.amount).toMatchObject({
      currency_code: "USD",
      value: "15.00",
    });
    expect(await paymentOf(order.body.orderId)).toMatchObject({
      amount: "15.00",
      promoCode: code,
      promoDiscount: "4.99",
      status: "pending",
    });
  });

  it("when the buyer pays, then the use is counted once, at fulfilment, however many times finalize is called; the admin's payments view and the buyer's history show the code", async () => {
    const { code } = await newCode({ percentOff: 10, maxUses: 5 });
    const { assessmentId, orderId } = await buyWith(code);
    expect((await codeRow(code)).uses).toBe(0);
    const results = await Promise.all([finalize(assessmentId, orderId), finalize(assessmentId, orderId)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await finalize(assessmentId, orderId)).body).toMatchObject({ status: "completed", isPaid: true });
    expect(await codeRow(code)).toMatchObject({ uses: 1, overLimitUses: 0 });
    expect((await listCodes()).find((c) => c.code === code)).toMatchObject({ uses: 1 });

    const view = await asAdmin(request(ctx.app).get(`/api/admin/payments?assessment=${assessmentId}`));
    expect(view.body.items[0]).toMatchObject({
      amount: "17.99",
      promo: { code, discount: "2.00", overLimit: false },
    });

    // The buyer's history (the assessment claimed by a signed-in buyer).
    const buyer = await signUp(ctx.app, ctx.database.db);
    await ctx.database.db.update(payments).set({ userId: buyer.id }).where(eq(payments.providerOrderId, orderId));
    const history = await request(ctx.app)
      .get("/api/user/payment-history")
      .set("Authorization", `Bearer ${buyer.token}`);
    expect(history.body.items).toEqual([expect.objectContaining({ promoCode: code, amount: "17.99" })]);
  });

  it("when the code is used up between quote and payment, then the next buyer's order is refused and an approved but uncaptured order is not charged", async () => {
    const { code } = await newCode({ percentOff: 20, maxUses: 1 });
    const late = await buyWith(code);
    // The late buyer's checkout held the use for 30 minutes and took longer: another buyer gets the code.
    await expireReservations(code);
    const first = await buyWith(code);
    expect((await finalize(first.assessmentId, first.orderId)).status).toBe(200);
    expect(await codeRow(code)).toMatchObject({ uses: 1 });

    const refused = await createOrder(await newAssessment(), { promoCode: code });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Código inválido: este código ya alcanzó su número máximo de usos.");

    const captures = () => fake.store.requests.filter((r) => r.path.endsWith("/capture")).length;
    const before = captures();
    const res = await finalize(late.assessmentId, late.orderId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Código inválido: este código ya alcanzó su número máximo de usos.");
    expect(captures()).toBe(before);
    expect(await paymentOf(late.orderId)).toMatchObject({ status: "failed" });
    expect((await request(ctx.app).get(`/api/payment/status?assessment=${late.assessmentId}`)).body.isPaid).toBe(false);
    expect(await codeRow(code)).toMatchObject({ uses: 1, overLimitUses: 0 });
  });

  it("when ten buyers who already paid by card return at once with one use left, then one use is counted, the nine others are fulfilled but flagged and counted apart", async () => {
    const { code } = await newCode({ amountOff: "9.99", maxUses: 3 });
    await ctx.database.db.update(promoCodes).set({ uses: 2 }).where(eq(promoCodes.code, code));
    const forms: Record<string, string>[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await request(ctx.app)
        .post("/api/banco-popular/create-payment")
        .set("X-Forwarded-For", nextIp())
        .send({ assessmentId: await newAssessment(), customerData, promoCode: code });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      forms.push(res.body.formData);
      // Each buyer stayed on the bank's page longer than the 30 minutes a checkout holds the code.
      await expireReservations(code);
    }
    const returns = await Promise.all(
      forms.map((form, i) => {
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
          RRN: `20261122${String(i).padStart(4, "0")}`,
          AzulOrderId: `5566${i}`,
          CardNumber: "426588******0007",
        };
        params.AuthHash = azulResponseHash(params, AZUL_SANDBOX_CREDENTIALS.authKey);
        return request(ctx.app)
          .get(`/api/banco-popular/return?lang=es&outcome=approved&${new URLSearchParams(params).toString()}`)
          .set("X-Forwarded-For", nextIp());
      }),
    );
    expect(returns.every((r) => r.status === 303 && String(r.headers.location).startsWith("/payment-success"))).toBe(
      true,
    );
    expect(await codeRow(code)).toMatchObject({ uses: 3, maxUses: 3, overLimitUses: 9 });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.promoCode, code));
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.status === "completed")).toBe(true);
    expect(rows.filter((row) => !row.promoOverLimit)).toHaveLength(1);
    // the code is now refused to anyone else
    expect((await validate(await newAssessment(), code)).body).toMatchObject({ valid: false, reason: "usedUp" });
  });

  it("when a referred buyer also has a code, then the larger discount applies and the referral keeps its seller's commission", async () => {
    const arrive = async () => {
      const res = await request(ctx.app).get("/api/track-referral/ROSA10");
      return String(res.headers["set-cookie"]).split(";")[0]!;
    };
    // A 5% code is smaller than the 10% referral: the referral applies and the code is not used.
    const small = await newCode({ percentOff: 5 });
    let cookie = await arrive();
    let id = await newAssessment(cookie);
    const smaller = await validate(id, small.code, "es", cookie);
    expect(smaller.body).toMatchObject({
      valid: true,
      applied: false,
      message: "Código válido, pero tu descuento por referido es mayor y es el que se aplica.",
      quote: { amount: "17.99", referralDiscountPercent: 10, appliedDiscount: "referral" },
    });
    expect(smaller.body.quote.promoCode).toBeUndefined();
    let order = await createOrder(id, { promoCode: small.code }, "es", cookie);
    expect(await paymentOf(order.body.orderId)).toMatchObject({ amount: "17.99", promoCode: null });
    fake.store.approve(order.body.orderId);
    await finalize(id, order.body.orderId);
    expect((await codeRow(small.code)).uses).toBe(0);

    // A 50% code is larger: the price is the code's, the referral still converts with the commission on what was paid.
    const big = await newCode({ percentOff: 50 });
    cookie = await arrive();
    id = await newAssessment(cookie);
    expect((await validate(id, big.code, "es", cookie)).body).toMatchObject({
      valid: true,
      applied: true,
      // one price story: the quote says which discount made the price, so the page names only that one
      quote: { amount: "9.99", promoCode: big.code, appliedDiscount: "promo" },
    });
    order = await createOrder(id, { promoCode: big.code }, "es", cookie);
    const payment = await paymentOf(order.body.orderId);
    expect(payment).toMatchObject({ amount: "9.99", promoCode: big.code });
    expect(payment.referralId).not.toBeNull();
    fake.store.approve(order.body.orderId);
    expect((await finalize(id, order.body.orderId)).status).toBe(200);
    const [referral] = await ctx.database.db.select().from(referrals).where(eq(referrals.id, payment.referralId!));
    expect(referral).toMatchObject({ status: "converted", saleAmount: "9.99", commissionAmount: "2.00" });
    expect((await codeRow(big.code)).uses).toBe(1);
  });
});

describe("reservations: an open checkout holds one use of the code (issue #29)", () => {
  const cardCheckout = (assessmentId: string, code: string, lang = "es") =>
    request(ctx.app)
      .post(`/api/banco-popular/create-payment?lang=${lang}`)
      .set("X-Forwarded-For", nextIp())
      .send({ assessmentId, customerData, promoCode: code });

  /** AZUL's signed return for a card form: approved, or declined by the bank (IsoCode 51). */
  function cardReturn(form: Record<string, string>, approved: boolean) {
    const params: Record<string, string> = {
      OrderNumber: form.OrderNumber!,
      Amount: form.Amount!,
      ITBIS: form.ITBIS!,
      AuthorizationCode: approved ? "123456" : "",
      DateTime: "20261122120000",
      ResponseCode: "ISO8583",
      IsoCode: approved ? "00" : "51",
      ResponseMessage: approved ? "APROBADA" : "DECLINADA",
      ErrorDescription: "",
      RRN: approved ? "202611229999" : "",
      AzulOrderId: approved ? "778899" : "",
      CardNumber: "426588******0007",
    };
    params.AuthHash = azulResponseHash(params, AZUL_SANDBOX_CREDENTIALS.authKey);
    return request(ctx.app)
      .get(
        `/api/banco-popular/return?lang=es&outcome=${approved ? "approved" : "declined"}&${new URLSearchParams(params).toString()}`,
      )
      .set("X-Forwarded-For", nextIp());
  }

  const USED_UP = {
    es: "Código inválido: este código ya alcanzó su número máximo de usos.",
    en: "Invalid code: this code has reached its maximum number of uses.",
  };

  it("when several checkouts open at once for different tests with a single-use code, then exactly one gets through and the others are refused with the code's own message", async () => {
    const { id: codeId, code } = await newCode({ percentOff: 30, maxUses: 1 });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await newAssessment());
    const langOf = (i: number) => (i % 2 === 0 ? "es" : "en");
    const results = await Promise.all(
      ids.map((id, i) =>
        i % 3 === 2 ? createOrder(id, { promoCode: code }, langOf(i)) : cardCheckout(id, code, langOf(i)),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    results.forEach((res, i) => {
      if (res.status === 200) return;
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(USED_UP[langOf(i)]);
    });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.promoCodeId, codeId));
    expect(rows).toHaveLength(1);
    const held = rows[0]!.promoReservedUntil!.getTime() - Date.now();
    expect(held).toBeGreaterThan(29 * 60_000);
    expect(held).toBeLessThanOrEqual(30 * 60_000);
    expect(await codeRow(code)).toMatchObject({ uses: 0 });
  });

  it("when four card forms are opened one after the other with a single-use code, then only the first is made and only one use is ever counted", async () => {
    const { code } = await newCode({ amountOff: "5", maxUses: 1 });
    const forms: Record<string, string>[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await cardCheckout(await newAssessment(), code);
      if (res.status === 200) forms.push(res.body.formData);
      else expect(res.body.message).toBe(USED_UP.es);
    }
    expect(forms).toHaveLength(1);
    expect((await cardReturn(forms[0]!, true)).status).toBe(303);
    expect(await codeRow(code)).toMatchObject({ uses: 1, overLimitUses: 0 });
  });

  it("while a checkout holds the only use, 'Validar' says used up to other tests; a new checkout of the same test replaces its own; a cancelled, declined or expired checkout frees it; a paid one uses it", async () => {
    const { id: codeId, code } = await newCode({ amountOff: "5", maxUses: 1 });
    const [a, b, c, d, e] = [
      await newAssessment(),
      await newAssessment(),
      await newAssessment(),
      await newAssessment(),
      await newAssessment(),
    ];
    const first = await createOrder(a!, { promoCode: code });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    for (const lang of ["es", "en"] as const) {
      expect((await validate(b!, code, lang)).body).toMatchObject({
        valid: false,
        reason: "usedUp",
        message: USED_UP[lang],
        quote: { amount: "19.99" },
      });
    }
    expect((await validate(a!, code)).body).toMatchObject({ valid: true, quote: { amount: "14.99" } });
    const quoted = await request(ctx.app).get(`/api/payment/quote?assessment=${b}&promo=${code}`);
    expect(quoted.body).toMatchObject({ amount: "19.99" });
    expect(quoted.body.promoCode).toBeUndefined();

    // The same test's buyer switches to the card: the new checkout replaces the PayPal one.
    const again = await cardCheckout(a!, code);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await cardCheckout(b!, code)).status).toBe(409);

    // Both of a's checkouts cancelled: the code is free again.
    await request(ctx.app).get(`/api/paypal/cancel?token=${first.body.orderId}&assessment=${a}`);
    await request(ctx.app).get(`/api/banco-popular/return?lang=es&outcome=cancel&order=${again.body.orderId}`);
    expect((await validate(b!, code)).body).toMatchObject({ valid: true });

    // b's card is declined by the bank: free again.
    const bForm = await cardCheckout(b!, code);
    expect(bForm.status).toBe(200);
    expect((await cardCheckout(c!, code)).status).toBe(409);
    expect((await cardReturn(bForm.body.formData, false)).status).toBe(303);
    expect(await paymentOf(bForm.body.orderId)).toMatchObject({ status: "declined", promoReservedUntil: null });

    // c's checkout is left open for more than 30 minutes: its hold expires.
    const cForm = await cardCheckout(c!, code);
    expect(cForm.status).toBe(200);
    expect((await validate(d!, code)).body).toMatchObject({ valid: false, reason: "usedUp" });
    await ctx.database.db
      .update(payments)
      .set({ promoReservedUntil: new Date(Date.now() - 1000) })
      .where(eq(payments.providerOrderId, cForm.body.orderId));
    expect((await validate(d!, code)).body).toMatchObject({ valid: true });

    // d pays: the use is counted and the hold ends; nobody else gets the code.
    const dForm = await cardCheckout(d!, code);
    expect(dForm.status).toBe(200);
    expect((await cardReturn(dForm.body.formData, true)).status).toBe(303);
    expect(await paymentOf(dForm.body.orderId)).toMatchObject({ status: "completed", promoReservedUntil: null });
    expect(await codeRow(code)).toMatchObject({ uses: 1, overLimitUses: 0 });
    expect((await validate(e!, code)).body).toMatchObject({ valid: false, reason: "usedUp" });
    expect((await cardCheckout(e!, code)).status).toBe(409);
    const open = (await ctx.database.db.select().from(payments).where(eq(payments.promoCodeId, codeId))).filter(
      (p) => p.promoReservedUntil && p.promoReservedUntil.getTime() > Date.now(),
    );
    expect(open).toHaveLength(0);
  });
});
