import request from "supertest";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { accessCodes, emailOutbox, payments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildAccessCodeRow, buildSubmission, setPaymentConfig } from "../../testing/builders";
import { AZUL_SANDBOX_CREDENTIALS, azulResponseHash } from "./providers/card/azul.client";
import { DEMO_ACCESS_CODE } from "./payments.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const customerData = {
  fullName: "Luis Gómez",
  email: "luis@example.com",
  age: "19-24",
  education: "universitario",
  country: "DO",
};
const newAssessment = async (email?: string) =>
  (
    await request(ctx.app)
      .post("/api/assessment/submit")
      .send(buildSubmission(email ? { email } : {}))
  ).body.assessmentId as string;
const isPaid = async (id: string) =>
  (await request(ctx.app).get(`/api/payment/status?assessment=${id}`)).body.isPaid as boolean;
const emailJobs = async (id: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `report:${id}`))
  )[0]!.n;
const setConfig = (values: Parameters<typeof setPaymentConfig>[1]) => setPaymentConfig(ctx.database.db, values);

describe("pricing and status", () => {
  it("the quote follows the config: amount, original, discount, local amount", async () => {
    const id = await newAssessment();
    const res = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`);
    expect(res.body).toEqual({
      amount: "19.99",
      currency: "USD",
      originalPrice: "59.99",
      discountPercent: 67,
      localAmount: "1199.40",
      localCurrency: "DOP",
      referralDiscountPercent: 0,
      appliedDiscount: "none",
    });
    await setConfig({ basePrice: "24.00", originalPrice: "40.00", exchangeRate: "58.5000" });
    const changed = await request(ctx.app).get(`/api/payment/quote?assessment=${id}`);
    expect(changed.body).toMatchObject({
      amount: "24.00",
      originalPrice: "40.00",
      discountPercent: 40,
      localAmount: "1404.00",
    });
    await setConfig({ basePrice: "19.99", originalPrice: "59.99", exchangeRate: "60.0000" });
  });

  it("status and quote answer 404 for an unknown assessment and 400 without one", async () => {
    expect((await request(ctx.app).get("/api/payment/status?assessment=CCCCCCCCCCCCCCCCCCCCCC")).status).toBe(404);
    expect((await request(ctx.app).get("/api/payment/status")).status).toBe(400);
    expect((await request(ctx.app).get("/api/payment/quote?assessment=CCCCCCCCCCCCCCCCCCCCCC")).status).toBe(404);
  });
});

describe("POST /api/payment/demo", () => {
  it.each(["demo", "paypal", "credit_card"])("while demo is off, method %s is refused with 403", async (method) => {
    const id = await newAssessment();
    const res = await request(ctx.app).post("/api/payment/demo").send({ assessmentId: id, method });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("El pago de demostración no está habilitado.");
    expect(await isPaid(id)).toBe(false);
  });

  it("while demo is on, it pays once and queues one report email", async () => {
    await setConfig({ demoEnabled: true });
    const id = await newAssessment();
    const first = await request(ctx.app).post("/api/payment/demo").send({ assessmentId: id, method: "paypal" });
    expect(first.status).toBe(200);
    await request(ctx.app).post("/api/payment/demo").send({ assessmentId: id });
    expect(await isPaid(id)).toBe(true);
    expect(await emailJobs(id)).toBe(1);
    await setConfig({ demoEnabled: false });
  });
});

describe("Banco Popular (AZUL) card payment page", () => {
  beforeAll(async () => {
    await setConfig({ bancoPopularEnabled: true, testMode: true });
  });

  async function createCard(id: string) {
    const res = await request(ctx.app)
      .post("/api/banco-popular/create-payment")
      .send({ assessmentId: id, customerData, amount: "1.00", currency: "USD" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { formUrl: string; formData: Record<string, string>; orderId: string };
  }

  function approvedQuery(form: Record<string, string>, overrides: Record<string, string> = {}) {
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
      AzulOrderId: "44556677",
      CardNumber: "426588******0007",
      ...overrides,
    };
    params.AuthHash = azulResponseHash(params, AZUL_SANDBOX_CREDENTIALS.authKey);
    return params;
  }

  const cardReturn = (outcome: string, params: Record<string, string>) =>
    request(ctx.app).get(
      `/api/banco-popular/return?lang=es&outcome=${outcome}&${new URLSearchParams(params).toString()}`,
    );

  it("builds the payment-page form in the local currency with an AuthHash matching an independent computation", async () => {
    const id = await newAssessment();
    const { formUrl, formData } = await createCard(id);
    expect(formUrl).toBe(`${ctx.config.publicUrl}/sandbox/azul/PaymentPage`);
    expect(formData.Amount).toBe("119940");
    const order = [
      "MerchantId",
      "MerchantName",
      "MerchantType",
      "CurrencyCode",
      "OrderNumber",
      "Amount",
      "ITBIS",
      "ApprovedUrl",
      "DeclinedUrl",
      "CancelUrl",
      "UseCustomField1",
      "CustomField1Label",
      "CustomField1Value",
      "UseCustomField2",
      "CustomField2Label",
      "CustomField2Value",
    ];
    const message = order.map((field) => formData[field] ?? "").join("") + AZUL_SANDBOX_CREDENTIALS.authKey;
    const expected = createHmac("sha512", Buffer.from(AZUL_SANDBOX_CREDENTIALS.authKey, "utf8"))
      .update(Buffer.from(message, "utf8"))
      .digest("hex");
    expect(formData.AuthHash).toBe(expected);
    for (const value of Object.values(formData)) expect(value).toMatch(/^[\x20-\x7e]*$/);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, formData.OrderNumber!));
    expect(payment).toMatchObject({
      provider: "card",
      amount: "19.99",
      currency: "USD",
      localAmount: "1199.40",
      localCurrency: "DOP",
      status: "pending",
    });
  });

  it("the form sent to AZUL carries our payment's reference, never the assessment id", async () => {
    const id = await newAssessment();
    const { formData } = await createCard(id);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, formData.OrderNumber!));
    expect(formData).toMatchObject({ UseCustomField1: "1", CustomField1Value: payment!.id });
    for (const [field, value] of Object.entries(formData)) expect(value, field).not.toContain(id);
  });

  it("every card payment gets its own AZUL OrderNumber of at most 15 letters and digits", async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { formData, orderId } = await createCard(await newAssessment());
      expect(formData.OrderNumber).toMatch(/^[A-Za-z0-9]{1,15}$/);
      expect(orderId).toBe(formData.OrderNumber);
      numbers.add(orderId);
    }
    expect(numbers.size).toBe(5);
  });

  it("a signed decline re-cut so that IsoCode reads 00 never unlocks; nor does a later approval of that order", async () => {
    const id = await newAssessment();
    const { formUrl, formData } = await createCard(id);
    // The card page declines (signed with the gateway's key, as AZUL signs it).
    const page = await request(ctx.app)
      .post(`${new URL(formUrl).pathname}/decline`)
      .type("form")
      .send(formData);
    expect(page.status).toBe(303);
    const fromPage = Object.fromEntries(new URL(page.headers.location as string).searchParams);
    const decline = approvedQuery(formData, {
      AuthorizationCode: "",
      DateTime: `${fromPage.DateTime!.slice(0, 12)}00`,
      IsoCode: fromPage.IsoCode!,
      ResponseMessage: fromPage.ResponseMessage!,
      ErrorDescription: fromPage.ErrorDescription!,
      RRN: fromPage.RRN!,
    });
    // Same bytes, same hash, other boundaries: AuthorizationCode swallows the DateTime but its last two digits "00".
    const { AuthHash: _hash, ...declineFields } = decline;
    const recut: Record<string, string> = {
      ...declineFields,
      AuthorizationCode: decline.DateTime!.slice(0, 12),
      DateTime: "",
      ResponseCode: "",
      IsoCode: "00",
      ResponseMessage: `${decline.ResponseCode}${decline.IsoCode}${decline.ResponseMessage}${decline.ErrorDescription}`,
      ErrorDescription: "",
    };
    expect(azulResponseHash(recut, AZUL_SANDBOX_CREDENTIALS.authKey)).toBe(decline.AuthHash);
    const attack = await cardReturn("approved", { ...recut, AuthHash: decline.AuthHash! });
    expect(attack.headers.location).toContain("card=invalid");
    expect(await isPaid(id)).toBe(false);
    // The genuine decline arrives: it is final for that order.
    const declined = await cardReturn("declined", decline);
    expect(declined.headers.location).toContain("card=declined");
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, formData.OrderNumber!));
    expect(row!.status).toBe("declined");
    // Even a correctly signed approval of the same order afterwards does not unlock it.
    await cardReturn("approved", approvedQuery(formData));
    expect(await isPaid(id)).toBe(false);
    expect(await emailJobs(id)).toBe(0);
  });

  it("a correctly signed approval unlocks once, and a replay changes nothing", async () => {
    const id = await newAssessment();
    const { formData } = await createCard(id);
    const query = approvedQuery(formData);
    const res = await cardReturn("approved", query);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(
      `/payment-success?assessment=${id}&order=${formData.OrderNumber}&method=banco_popular&lang=es`,
    );
    expect(await isPaid(id)).toBe(true);
    await cardReturn("approved", query);
    const completed = await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.assessmentId, id), eq(payments.status, "completed")));
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      authorizationCode: "123456",
      rrn: "202611220001",
      maskedCard: "426588******0007",
    });
    expect(await emailJobs(id)).toBe(1);
  });

  it("a bad hash, a wrong amount or a declined IsoCode never unlock", async () => {
    for (const tamper of [
      (q: Record<string, string>) => ({ ...q, AuthHash: "0".repeat(128) }),
      (q: Record<string, string>) => ({ ...q, Amount: "100" }),
    ]) {
      const id = await newAssessment();
      const { formData } = await createCard(id);
      const res = await cardReturn("approved", tamper(approvedQuery(formData)));
      expect(res.headers.location).toBe(`/payment-selection?assessment=${id}&lang=es&card=invalid`);
      expect(await isPaid(id)).toBe(false);
    }
    // A validly signed answer for the wrong amount (hash covers it) is refused too.
    const idAmount = await newAssessment();
    const formAmount = (await createCard(idAmount)).formData;
    await cardReturn("approved", approvedQuery(formAmount, { Amount: "1999" }));
    expect(await isPaid(idAmount)).toBe(false);
    const idDeclined = await newAssessment();
    const { formData } = await createCard(idDeclined);
    const declined = await cardReturn(
      "declined",
      approvedQuery(formData, {
        IsoCode: "51",
        ResponseMessage: "DECLINADA",
        ErrorDescription: "Fondos insuficientes",
        AuthorizationCode: "",
      }),
    );
    // The verified ISO code only: the page maps it to our own text, never the bank's words from the URL.
    expect(declined.headers.location).toBe(`/payment-selection?assessment=${idDeclined}&lang=es&card=declined&code=51`);
    expect(await isPaid(idDeclined)).toBe(false);
  });

  it("an approval replayed for another order never unlocks it", async () => {
    const paidId = await newAssessment();
    const otherId = await newAssessment();
    const paidForm = (await createCard(paidId)).formData;
    const otherForm = (await createCard(otherId)).formData;
    const approved = approvedQuery(paidForm);
    await cardReturn("approved", approved);
    const replay = await cardReturn("approved", { ...approved, OrderNumber: otherForm.OrderNumber! });
    expect(replay.headers.location).toContain("card=invalid");
    expect(await isPaid(otherId)).toBe(false);
  });

  it("cancel goes back to the selection and marks the attempt", async () => {
    const id = await newAssessment();
    const { formData } = await createCard(id);
    const res = await request(ctx.app).get(
      `/api/banco-popular/return?lang=en&outcome=cancel&order=${formData.OrderNumber}`,
    );
    expect(res.headers.location).toBe(`/payment-selection?assessment=${id}&card=cancelled&lang=en`);
    expect(await isPaid(id)).toBe(false);
  });

  it("with the bank's credentials and its contingency URL set, the form goes to the bank's page and names the backup site", async () => {
    await setConfig({
      testMode: false,
      bancoPopularMerchantId: "39038540035",
      bancoPopularSecretKey: "live-key-for-test",
      bancoPopularApiUrl: "https://pagos.azul.com.do/PaymentPage/Default.aspx",
      bancoPopularBackupUrl: "https://contpagos.azul.com.do/PaymentPage/Default.aspx",
    });
    try {
      const { formUrl, backupFormUrl, formData } = (await createCard(await newAssessment())) as {
        formUrl: string;
        backupFormUrl?: string;
        formData: Record<string, string>;
      };
      expect(formUrl).toBe("https://pagos.azul.com.do/PaymentPage/Default.aspx");
      expect(backupFormUrl).toBe("https://contpagos.azul.com.do/PaymentPage/Default.aspx");
      expect(formData.MerchantId).toBe("39038540035");
    } finally {
      await setConfig({
        testMode: true,
        bancoPopularMerchantId: "",
        bancoPopularSecretKey: "",
        bancoPopularApiUrl: "",
        bancoPopularBackupUrl: "",
      });
    }
  });

  it("is unavailable while the card is disabled", async () => {
    await setConfig({ bancoPopularEnabled: false });
    const id = await newAssessment();
    const res = await request(ctx.app)
      .post("/api/banco-popular/create-payment")
      .send({ assessmentId: id, customerData });
    expect(res.status).toBe(403);
    await setConfig({ bancoPopularEnabled: true });
  });
});

describe("POST /api/verify-payment (access codes)", () => {
  const insertCode = (code: string, email?: string) =>
    ctx.database.db.insert(accessCodes).values(buildAccessCodeRow({ code, email: email ?? null }));

  it("a valid code unlocks the assessment once, case-insensitively; the same code is then refused", async () => {
    await insertCode("QE-AB12-CD34-EF56");
    const id = await newAssessment();
    const res = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: "qe-ab12-cd34-ef56", email: "someone@example.com", assessmentId: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verified: true, assessmentId: id });
    expect(await isPaid(id)).toBe(true);
    expect(await emailJobs(id)).toBe(1);
    const other = await newAssessment();
    const again = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: "QE-AB12-CD34-EF56", email: "someone@example.com", assessmentId: other });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("El código de pago no es válido o ya fue usado");
    expect(await isPaid(other)).toBe(false);
  });

  it("a code bound to an email only works for a test taken with that email, whatever email is typed", async () => {
    await insertCode("QE-BOUN-D000-0001", "maria@example.com");
    // someone else's test: typing the bound address does not make the code theirs
    const someoneElse = await newAssessment(`other.${Date.now()}@example.com`);
    const typed = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: "QE-BOUN-D000-0001", email: "maria@example.com", assessmentId: someoneElse });
    expect(typed.status).toBe(400);
    expect(await isPaid(someoneElse)).toBe(false);
    const id = await newAssessment("Maria@Example.com");
    const right = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: "QE-BOUN-D000-0001", email: "maria@example.com", assessmentId: id });
    expect(right.status).toBe(200);
    expect(await isPaid(id)).toBe(true);
  });

  it("blank fields get a clear message; the demo code works only while demo is on", async () => {
    const id = await newAssessment();
    const blank = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: " ", email: "", assessmentId: id });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Por favor ingresa tu código de pago y email");
    const off = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: DEMO_ACCESS_CODE, email: "a@example.com", assessmentId: id });
    expect(off.status).toBe(400);
    await setConfig({ demoEnabled: true });
    const on = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: DEMO_ACCESS_CODE, email: "a@example.com", assessmentId: id });
    expect(on.status).toBe(200);
    await setConfig({ demoEnabled: false });
  });

  it("attempts are rate limited", async () => {
    const id = await newAssessment();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await request(ctx.app)
        .post("/api/verify-payment")
        .set("X-Forwarded-For", "203.0.113.7")
        .send({
          paymentCode: `QE-NOPE-0000-00${String(i).padStart(2, "0")}`,
          email: "x@example.com",
          assessmentId: id,
        });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
