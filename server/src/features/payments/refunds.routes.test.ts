import request from "supertest";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  assessments,
  emailOutbox,
  paymentRefunds,
  payments,
  referrals,
  sellerMonthlyStats,
} from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment, setPaymentConfig } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";
import { createSellerAccount } from "../../testing/sellers";
import {
  FAKE_PAYPAL_SANDBOX_CREDENTIALS,
  signFakeWebhook,
  startFakePaypal,
  type FakePaypalStore,
} from "../../../sandbox/paypal.fake";

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
let admin: string;

beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp({ paypalApiBase: fake.url });
  // A PayPal sandbox account of our own (not the product's local sandbox, whose sales earn no commission).
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, {
    paypalClientId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId,
    paypalClientSecret: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret,
    paypalWebhookId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
  });
  admin = (await signUp(ctx.app, ctx.database.db, "admin")).token;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => fake.store.reset());

const db = () => ctx.database.db;
const cookieOf = (res: request.Response) => String(res.headers["set-cookie"]).split(";")[0]!;

let buyers = 0;
/**
 * A PayPal purchase through the real checkout (create order, approve at the fake, finalize): optionally through
 * a seller's referral link. Answers the ids and the signed download link of the report email.
 */
async function paypalPurchase(options: { referralCode?: string; lang?: "es" | "en" } = {}) {
  buyers += 1;
  const email = `buyer${buyers}.${Date.now()}@example.com`;
  let cookie = "";
  if (options.referralCode)
    cookie = cookieOf(await request(ctx.app).get(`/api/track-referral/${options.referralCode}`));
  const submit = await request(ctx.app)
    .post("/api/assessment/submit")
    .set("Cookie", cookie)
    .send(buildSubmission({ fullName: `Comprador ${buyers}`, email, lang: options.lang ?? "es" }));
  const assessmentId: string = submit.body.assessmentId;
  const customerData = { fullName: `Comprador ${buyers}`, email, age: "15-18", education: "secundaria", country: "DO" };
  const order = await request(ctx.app)
    .post("/api/paypal/create-order")
    .set("Cookie", cookie)
    .send({ assessmentId, customerData });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const orderId: string = order.body.orderId;
  fake.store.approve(orderId);
  const done = await request(ctx.app).post("/api/payment/finalize").send({ assessmentId, orderId });
  expect(done.body.status).toBe("completed");
  const [payment] = await db().select().from(payments).where(eq(payments.providerOrderId, orderId));
  const link = ctx.deps.reports.downloadLink(assessmentId, options.lang ?? "es");
  return { assessmentId, email, orderId, payment: payment!, captureId: payment!.captureId!, link: new URL(link.url) };
}

const adminList = (query: string) =>
  request(ctx.app).get(`/api/admin/payments?${query}`).set("Authorization", `Bearer ${admin}`);
const refund = (paymentId: string, body: Record<string, unknown> = {}, lang = "es") =>
  request(ctx.app)
    .post(`/api/admin/payments/${paymentId}/refund?lang=${lang}`)
    .set("Authorization", `Bearer ${admin}`)
    .send(body);
const followLink = (link: URL) => request(ctx.app).get(link.pathname + link.search);
const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
const isPaid = async (id: string) => (await db().select().from(assessments).where(eq(assessments.id, id)))[0]!.isPaid;
const refundRows = (paymentId: string) =>
  db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
const refundEmails = (paymentId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `refund:${paymentId}`));
const referralOf = async (paymentId: string) =>
  (await db().select().from(referrals).where(eq(referrals.paymentId, paymentId)))[0]!;
const fakeRefundsOf = (captureId: string) =>
  [...fake.store.refunds.values()].filter((r) =>
    r.links.some((l) => l.rel === "up" && l.href.endsWith(`/captures/${captureId}`)),
  );

function postWebhook(event: unknown) {
  const body = JSON.stringify(event);
  return request(ctx.app)
    .post("/api/paypal/webhook")
    .set(signFakeWebhook(body))
    .set("Content-Type", "application/json")
    .send(body);
}

describe("admin refunds through the real PayPal SDK", () => {
  it("a fresh, never downloaded purchase is refundable; the refund revokes the report and its signed link, reverses the commission and emails the buyer", async () => {
    const { seller, token: sellerToken } = await createSellerAccount(ctx);
    const bought = await paypalPurchase({ referralCode: seller.referralCode });
    expect((await referralOf(bought.payment.id)).status).toBe("converted");

    const listed = await adminList(`q=${encodeURIComponent(bought.email)}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ hasMore: false });
    expect(listed.body.items).toHaveLength(1);
    const item = listed.body.items[0];
    expect(item).toMatchObject({
      id: bought.payment.id,
      assessmentId: bought.assessmentId,
      buyerEmail: bought.email,
      provider: "paypal",
      status: "completed",
      amount: "17.99",
      providerOrderId: bought.orderId,
      captureId: bought.captureId,
      downloadCount: 0,
      firstDownloadedAt: null,
      referral: { sellerName: seller.name, status: "converted", commissionAmount: "3.60" },
      eligibility: { refundable: true, reasons: [] },
    });

    const res = await refund(bought.payment.id, { note: "Pidió el reembolso por correo" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      recorded: true,
      full: true,
      payment: { status: "refunded", refundedAmount: "17.99", referral: { status: "reversed" } },
    });
    expect(res.body.payment.refunds).toEqual([
      expect.objectContaining({
        amount: "17.99",
        kind: "refund",
        source: "admin",
        note: "Pidió el reembolso por correo",
      }),
    ]);

    // PayPal refunded the capture once.
    const atPaypal = fakeRefundsOf(bought.captureId);
    expect(atPaypal).toHaveLength(1);
    expect(atPaypal[0]!.amount).toEqual({ currency_code: "USD", value: "17.99" });
    expect(fake.store.capture(bought.captureId)!.status).toBe("REFUNDED");
    expect(res.body.payment.refunds[0].providerRefundId).toBe(atPaypal[0]!.id);

    // The report is revoked: unpaid, and the email's signed link answers an error in the asker's language.
    expect(await isPaid(bought.assessmentId)).toBe(false);
    const revoked = await followLink(bought.link);
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toBe("Este reporte fue reembolsado: su enlace de descarga ya no funciona");
    const revokedEn = await request(ctx.app).get(
      bought.link.pathname + bought.link.search.replace("lang=es", "lang=en"),
    );
    expect(revokedEn.body.message).toBe("This report was refunded: its download link no longer works");

    // The seller sees the referral reversed, and it no longer counts in the totals.
    const dashboard = await request(ctx.app)
      .get(`/api/seller/${seller.id}`)
      .set("Authorization", `Bearer ${sellerToken}`);
    expect(dashboard.body).toMatchObject({ conversionCount: 0, totalSales: "0.00", totalCommission: "0.00" });
    const sellerReferrals = await request(ctx.app)
      .get(`/api/seller/${seller.id}/referrals`)
      .set("Authorization", `Bearer ${sellerToken}`);
    expect(sellerReferrals.body.items.map((r: { status: string }) => r.status)).toEqual(["reversed"]);
    const adminReferrals = await request(ctx.app).get("/api/admin/referrals").set("Authorization", `Bearer ${admin}`);
    expect(adminReferrals.body.items.find((r: { sellerId: string }) => r.sellerId === seller.id)?.status).toBe(
      "reversed",
    );

    // One refund email to the buyer, through the outbox.
    const mails = await refundEmails(bought.payment.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "refund", to: bought.email, language: "es", status: "pending" });
  });

  it("refunding twice, one after the other or at the same time, makes one refund at PayPal and one record", async () => {
    const bought = await paypalPurchase();
    const [first, second] = await Promise.all([refund(bought.payment.id), refund(bought.payment.id)]);
    expect([first.status, second.status].every((status) => status === 200 || status === 201)).toBe(true);
    const again = await refund(bought.payment.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ recorded: false, full: true, payment: { status: "refunded" } });
    expect(fakeRefundsOf(bought.captureId)).toHaveLength(1);
    expect(await refundRows(bought.payment.id)).toHaveLength(1);
    expect(await refundEmails(bought.payment.id)).toHaveLength(1);
  });

  it("a PayPal refund already made (its notification not yet here) is recorded, not attempted twice; the late notification names it", async () => {
    const bought = await paypalPurchase();
    const made = fake.store.refund(bought.captureId);
    const res = await refund(bought.payment.id);
    expect(res.status).toBe(201);
    expect(res.body.payment.status).toBe("refunded");
    expect(fakeRefundsOf(bought.captureId)).toHaveLength(1);
    expect(await isPaid(bought.assessmentId)).toBe(false);
    expect((await postWebhook(fake.store.refundNotification(made.id))).status).toBe(200);
    expect(await refundRows(bought.payment.id)).toEqual([
      expect.objectContaining({ providerRefundId: made.id, amount: "19.99" }),
    ]);
    expect(await refundEmails(bought.payment.id)).toHaveLength(1);
  });

  it("a partial refund is recorded without revoking the report, and shows in the buyer's payment history", async () => {
    const account = await signUp(ctx.app, db());
    const bought = await paypalPurchase();
    await db().update(payments).set({ userId: account.id }).where(eq(payments.id, bought.payment.id));
    const res = await refund(bought.payment.id, { amount: "5.00" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      recorded: true,
      full: false,
      payment: { status: "completed", refundedAmount: "5.00" },
    });
    expect(fakeRefundsOf(bought.captureId).map((r) => r.amount.value)).toEqual(["5.00"]);
    expect(fake.store.capture(bought.captureId)!.status).toBe("PARTIALLY_REFUNDED");
    expect(await isPaid(bought.assessmentId)).toBe(true);
    expect((await followLink(bought.link)).status).toBe(200);
    expect(await refundEmails(bought.payment.id)).toHaveLength(0);
    const history = await request(ctx.app)
      .get("/api/user/payment-history")
      .set("Authorization", `Bearer ${account.token}`);
    expect(history.body.items.find((p: { id: string }) => p.id === bought.payment.id)).toMatchObject({
      status: "completed",
      refundedAmount: "5.00",
    });
    // More than what is left is refused; the rest refunds it all.
    const tooMuch = await refund(bought.payment.id, { amount: "15.00", confirm: true });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("El importe supera lo que queda por reembolsar de este pago.");
    const rest = await refund(bought.payment.id, { confirm: true });
    expect(rest.body).toMatchObject({ full: true, payment: { status: "refunded", refundedAmount: "19.99" } });
    expect(
      fakeRefundsOf(bought.captureId)
        .map((r) => r.amount.value)
        .sort(),
    ).toEqual(["14.99", "5.00"]);
    const after = await request(ctx.app)
      .get("/api/user/payment-history")
      .set("Authorization", `Bearer ${account.token}`);
    expect(after.body.items.find((p: { id: string }) => p.id === bought.payment.id)).toMatchObject({
      status: "refunded",
      refundedAmount: "19.99",
    });
  });
});

describe("partial refunds and the seller's commission (issue #29)", () => {
  const monthlyOf = async (sellerId: string) =>
    (await db().select().from(sellerMonthlyStats).where(eq(sellerMonthlyStats.sellerId, sellerId)))[0]!;

  it("a partial refund reduces the seller's commission in proportion to what was refunded, in the seller's monthly figures too; the rest reverses it", async () => {
    const { seller } = await createSellerAccount(ctx, { commissionRate: "20.00" });
    const bought = await paypalPurchase({ referralCode: seller.referralCode });
    // 17.99 paid (the referral's 10 % off), 20 % commission
    expect(await referralOf(bought.payment.id)).toMatchObject({ status: "converted", commissionAmount: "3.60" });
    expect(await monthlyOf(seller.id)).toMatchObject({ conversions: 1, commission: "3.60" });

    // Half refunded (9.00 of 17.99): the commission keeps 8.99 / 17.99 of 3.60.
    expect((await refund(bought.payment.id, { amount: "9.00" })).status).toBe(201);
    expect(await referralOf(bought.payment.id)).toMatchObject({ status: "converted", commissionAmount: "1.80" });
    expect(await monthlyOf(seller.id)).toMatchObject({ conversions: 1, commission: "1.80" });

    // PayPal's notification of another partial refund (4.00): 4.99 / 17.99 of 3.60.
    const made = fake.store.refund(bought.captureId, "4.00");
    const more = await postWebhook(fake.store.refundNotification(made.id));
    expect(more.body.handled).toBe(true);
    expect(await referralOf(bought.payment.id)).toMatchObject({ status: "converted", commissionAmount: "1.00" });
    expect(await monthlyOf(seller.id)).toMatchObject({ commission: "1.00" });

    // The rest: reversed, out of the seller's totals.
    const rest = await refund(bought.payment.id, { confirm: true });
    expect(rest.body).toMatchObject({ full: true });
    expect((await referralOf(bought.payment.id)).status).toBe("reversed");
    expect(await monthlyOf(seller.id)).toMatchObject({ conversions: 0, commission: "0.00" });
  });
});

describe("refund eligibility", () => {
  it("a downloaded report is not refundable: the admin sees why, and may still refund on purpose after confirming", async () => {
    const bought = await paypalPurchase();
    expect((await followLink(bought.link)).status).toBe(200);
    const listed = await adminList(`assessment=${bought.assessmentId}`);
    const item = listed.body.items[0];
    expect(item.downloadCount).toBe(1);
    expect(item.firstDownloadedAt).not.toBeNull();
    expect(item.eligibility).toMatchObject({ refundable: false, reasons: ["downloaded"] });

    const refused = await refund(bought.payment.id, {}, "en");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This payment is outside the refund policy (downloaded). Confirm that you want to refund it anyway.",
    );
    expect(fakeRefundsOf(bought.captureId)).toHaveLength(0);
    expect(await isPaid(bought.assessmentId)).toBe(true);

    const onPurpose = await refund(bought.payment.id, { confirm: true, note: "Excepción aprobada" });
    expect(onPurpose.status).toBe(201);
    expect(onPurpose.body.payment.status).toBe("refunded");
  });

  it("an administrator opening the report does not use up the buyer's refund", async () => {
    const bought = await paypalPurchase();
    const asAdmin = await request(ctx.app)
      .get(`/api/assessment/${bought.assessmentId}/pdf?lang=es`)
      .set("Authorization", `Bearer ${admin}`);
    expect(asAdmin.status).toBe(200);
    const item = (await adminList(`assessment=${bought.assessmentId}`)).body.items[0];
    expect(item.downloadCount).toBe(0);
    expect(item.eligibility.refundable).toBe(true);
  });

  it("past 24 hours a purchase is not refundable either; a view in the browser counts as a download", async () => {
    const bought = await paypalPurchase();
    await db()
      .update(payments)
      .set({ completedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(payments.id, bought.payment.id));
    expect((await adminList(`assessment=${bought.assessmentId}`)).body.items[0].eligibility).toMatchObject({
      refundable: false,
      reasons: ["window_passed"],
    });
    const inline = await followLink(new URL(bought.link.href.replace("download=1", "download=0")));
    expect(inline.headers["content-disposition"]).toMatch(/^inline/);
    const item = (await adminList(`assessment=${bought.assessmentId}`)).body.items[0];
    expect(item.downloadCount).toBe(1);
    expect(item.eligibility.reasons).toEqual(["downloaded", "window_passed"]);
  });
});

describe("PayPal refund and reversal notifications, matched by capture id", () => {
  it("PAYMENT.CAPTURE.REFUNDED (a refund resource linked up to its capture, no order id) revokes the report once, however often it arrives", async () => {
    const { seller } = await createSellerAccount(ctx);
    const bought = await paypalPurchase({ referralCode: seller.referralCode });
    const made = fake.store.refund(bought.captureId);
    const event = fake.store.refundNotification(made.id);
    expect(event.resource).not.toHaveProperty("supplementary_data");

    const first = await postWebhook(event);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ received: true, handled: true });
    expect((await paymentRow(bought.payment.id)).status).toBe("refunded");
    expect(await isPaid(bought.assessmentId)).toBe(false);
    expect((await followLink(bought.link)).status).toBe(410);
    expect((await referralOf(bought.payment.id)).status).toBe("reversed");

    expect((await postWebhook(event)).status).toBe(200);
    expect(await refundRows(bought.payment.id)).toEqual([
      expect.objectContaining({ providerRefundId: made.id, source: "webhook", kind: "refund" }),
    ]);
    expect(await refundEmails(bought.payment.id)).toHaveLength(1);
    // The admin's own refund afterwards changes nothing.
    expect((await refund(bought.payment.id)).body).toMatchObject({ recorded: false });
    expect(fakeRefundsOf(bought.captureId)).toHaveLength(1);
  });

  it("an admin refund followed by PayPal's notification of that same refund is one refund", async () => {
    const bought = await paypalPurchase();
    await refund(bought.payment.id);
    const [made] = fakeRefundsOf(bought.captureId);
    const res = await postWebhook(fake.store.refundNotification(made!.id));
    expect(res.status).toBe(200);
    expect(await refundRows(bought.payment.id)).toHaveLength(1);
    expect(await refundEmails(bought.payment.id)).toHaveLength(1);
  });

  it("a partial refund notification is recorded without revoking", async () => {
    const bought = await paypalPurchase();
    const made = fake.store.refund(bought.captureId, "2.50");
    expect((await postWebhook(fake.store.refundNotification(made.id))).body.handled).toBe(true);
    const row = await paymentRow(bought.payment.id);
    expect(row).toMatchObject({ status: "completed", refundedAmount: "2.50" });
    expect(await isPaid(bought.assessmentId)).toBe(true);
  });

  it("PAYMENT.CAPTURE.REVERSED (a chargeback) revokes the report and reverses the commission", async () => {
    const { seller } = await createSellerAccount(ctx);
    const bought = await paypalPurchase({ referralCode: seller.referralCode });
    const res = await postWebhook(fake.store.reversalNotification(bought.captureId));
    expect(res.body.handled).toBe(true);
    expect((await paymentRow(bought.payment.id)).status).toBe("refunded");
    expect(await refundRows(bought.payment.id)).toEqual([
      expect.objectContaining({ kind: "reversal", source: "webhook", amount: bought.payment.amount }),
    ]);
    expect(await isPaid(bought.assessmentId)).toBe(false);
    expect((await referralOf(bought.payment.id)).status).toBe("reversed");
  });

  it("a dispute notification, an unknown capture and an unsigned refund notification change nothing", async () => {
    const bought = await paypalPurchase();
    expect((await postWebhook(fake.store.disputeNotification(bought.captureId))).body.handled).toBe(false);
    const other = await paypalPurchase();
    const made = fake.store.refund(other.captureId);
    const event = fake.store.refundNotification(made.id);
    (event.resource.links as { rel: string; href: string }[]).find((l) => l.rel === "up")!.href =
      `${fake.url}/v2/payments/captures/UNKNOWNCAPTURE01`;
    expect((await postWebhook(event)).body.handled).toBe(false);
    const genuine = JSON.stringify(fake.store.refundNotification(made.id));
    const forged = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set({ ...signFakeWebhook(genuine), "paypal-transmission-sig": "forged" })
      .set("Content-Type", "application/json")
      .send(genuine);
    expect(forged.status).toBe(400);
    expect((await paymentRow(bought.payment.id)).status).toBe("completed");
    expect((await paymentRow(other.payment.id)).status).toBe("completed");
  });
});

describe("refunds recorded by hand: card (AZUL) and access codes", () => {
  async function completedPayment(provider: "card" | "access_code") {
    const submit = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission());
    const assessmentId: string = submit.body.assessmentId;
    const payment = await insertPayment(
      db(),
      buildPaymentRow(assessmentId, {
        provider,
        status: "pending",
        providerOrderId: `${provider === "card" ? "QE" : "QE-CODE-"}${Date.now()}${buyers++}`,
        ...(provider === "card"
          ? {
              localAmount: "1199.40",
              localCurrency: "DOP",
              authorizationCode: "OK7781",
              rrn: "123456789012",
              maskedCard: "411111******1111",
            }
          : { amount: "0.00" }),
      }),
    );
    await ctx.deps.paymentUseCases.fulfil(
      payment.id,
      provider === "card" ? { captureId: "AZ123", authorizationCode: "OK7781" } : {},
    );
    return { assessmentId, payment };
  }

  it("a card payment is recorded as refunded in AZUL's portal with the admin's note, and shows its references", async () => {
    const { assessmentId, payment } = await completedPayment("card");
    const item = (await adminList(`provider=banco_popular&assessment=${assessmentId}`)).body.items[0];
    expect(item).toMatchObject({
      authorizationCode: "OK7781",
      rrn: "123456789012",
      maskedCard: "411111******1111",
      localAmount: "1199.40",
      localCurrency: "DOP",
    });
    const res = await refund(payment.id, { note: "Reembolsado en el portal de AZUL, ref. 8891" });
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({
      status: "refunded",
      refunds: [expect.objectContaining({ note: "Reembolsado en el portal de AZUL, ref. 8891", source: "admin" })],
    });
    expect((await refundRows(payment.id))[0]!.providerStatus).toBe("REFUNDED_IN_AZUL_PORTAL");
    expect(await isPaid(assessmentId)).toBe(false);
    expect((await refund(payment.id, { note: "otra vez" })).body.recorded).toBe(false);
    expect(await refundRows(payment.id)).toHaveLength(1);
  });

  it("an access-code payment is recorded as refunded and its report revoked", async () => {
    const { assessmentId, payment } = await completedPayment("access_code");
    const res = await refund(payment.id);
    expect(res.status).toBe(201);
    expect(res.body.payment.status).toBe("refunded");
    expect(await isPaid(assessmentId)).toBe(false);
  });
});

describe("admin payments view: search and bad input", () => {
  it("searches by buyer name, provider, status and date range, and pages", async () => {
    const bought = await paypalPurchase();
    const byName = await adminList(`q=${encodeURIComponent(`comprador ${buyers}`)}`);
    expect(byName.body.items.map((p: { id: string }) => p.id)).toContain(bought.payment.id);
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await adminList(`provider=paypal&status=completed&from=${today}&to=${today}&pageSize=1`);
    expect(filtered.status).toBe(200);
    expect(filtered.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(filtered.body.items).toHaveLength(1);
    const past = await adminList("from=2001-01-01&to=2001-01-31");
    expect(past.body).toMatchObject({ items: [], hasMore: false });
    const none = await adminList("q=%25_nadie");
    expect(none.body).toMatchObject({ items: [], hasMore: false });
  });

  it("answers bad input with a 4xx JSON message, and only to admins", async () => {
    for (const query of [
      "status=bogus",
      "provider=cash",
      "from=2026-13",
      "page=0",
      "pageSize=1000",
      "from=2026-02-02&to=2026-01-01",
    ]) {
      const res = await adminList(query);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const bought = await paypalPurchase();
    expect((await refund("not-a-uuid")).status).toBe(404);
    const unknown = await refund("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No encontramos ese pago.");
    for (const body of [{ amount: "abc" }, { amount: "0" }, { confirm: "yes" }, { note: "x".repeat(501) }]) {
      const res = await refund(bought.payment.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const user = await signUp(ctx.app, db());
    const asUser = await request(ctx.app)
      .post(`/api/admin/payments/${bought.payment.id}/refund`)
      .set("Authorization", `Bearer ${user.token}`)
      .send({});
    expect(asUser.status).toBe(403);
    expect((await request(ctx.app).get("/api/admin/payments")).status).toBe(401);
    // A payment that never completed cannot be refunded.
    const pending = await insertPayment(db(), buildPaymentRow(bought.assessmentId, { status: "pending" }));
    const notDone = await refund(pending.id);
    expect(notDone.status).toBe(409);
    expect(notDone.body.message).toBe("Solo se puede reembolsar un pago completado.");
    expect(fakeRefundsOf(bought.captureId)).toHaveLength(0);
    expect((await paymentRow(bought.payment.id)).status).toBe("completed");
    expect(
      (
        await db()
          .select()
          .from(payments)
          .where(and(eq(payments.id, pending.id), eq(payments.status, "pending")))
      ).length,
    ).toBe(1);
  });
});
