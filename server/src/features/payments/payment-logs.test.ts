import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission, setPaymentConfig } from "../../testing/builders";
import { createLogger } from "../../lib/logger";
import { providerLogRedaction } from "./payment-providers.registry";
import { signFakeWebhook, startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";
import { AZUL_SANDBOX_CREDENTIALS, azulResponseHash } from "./providers/card/azul.client";

/**
 * No signature, authorization code, RRN, card number, PayPal token or claim secret reaches the log: not in the
 * access log's URLs (the card and PayPal returns carry them in their query strings), not in what the payment code
 * logs about providers' answers, not in a logged error.
 */

const lines: string[] = [];
const log = () => lines.join("");
let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };

beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp(
    { paypalApiBase: fake.url },
    { logger: createLogger("trace", { write: (line: string) => lines.push(line) }, providerLogRedaction) },
  );
  await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: true, testMode: true });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  lines.length = 0;
  fake.store.reset();
});

const customerData = {
  fullName: "Luis Gómez",
  email: "luis@example.com",
  age: "19-24",
  education: "universitario",
  country: "DO",
};
const newAssessment = async () =>
  (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId as string;

describe("the card page's return", () => {
  async function cardForm() {
    const res = await request(ctx.app)
      .post("/api/banco-popular/create-payment")
      .send({ assessmentId: await newAssessment(), customerData });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.formData as Record<string, string>;
  }
  const signed = (form: Record<string, string>, overrides: Record<string, string> = {}) => {
    const params: Record<string, string> = {
      OrderNumber: form.OrderNumber!,
      Amount: form.Amount!,
      ITBIS: form.ITBIS!,
      AuthorizationCode: "QX7W2K",
      DateTime: "20261122120000",
      ResponseCode: "ISO8583",
      IsoCode: "00",
      ResponseMessage: "APROBADA",
      ErrorDescription: "",
      RRN: "918273645501",
      AzulOrderId: "44556677",
      CardNumber: "426588******0007",
      DataVaultToken: "DVT-5F3A9C1E",
      ...overrides,
    };
    params.AuthHash = azulResponseHash(params, AZUL_SANDBOX_CREDENTIALS.authKey);
    return params;
  };
  const cardReturn = (outcome: string, params: Record<string, string>) =>
    request(ctx.app).get(`/api/banco-popular/return?lang=es&outcome=${outcome}&${new URLSearchParams(params)}`);

  it("an approval, a forged hash and a wrong amount leave no AuthHash, authorization code, RRN or card number in the log", async () => {
    const approved = signed(await cardForm());
    expect((await cardReturn("approved", approved)).status).toBe(303);
    const forged: Record<string, string> = {
      ...signed(await cardForm(), { RRN: "918273645502" }),
      AuthHash: "f".repeat(128),
    };
    expect((await cardReturn("approved", forged)).status).toBe(303);
    const form = await cardForm();
    const wrongAmount = signed(form, { Amount: "100", RRN: "918273645503" });
    expect((await cardReturn("approved", wrongAmount)).status).toBe(303);

    const text = log();
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(text).toContain("/api/banco-popular/return");
    expect(text).toContain("card return with an invalid AuthHash");
    for (const params of [approved, forged, wrongAmount]) {
      for (const field of ["AuthHash", "AuthorizationCode", "RRN", "CardNumber", "DataVaultToken"] as const) {
        expect(text, field).not.toContain(params[field]!);
        expect(text, field).not.toContain(encodeURIComponent(params[field]!));
      }
    }
  });
});

describe("PayPal's return and notifications", () => {
  it("the buyer's return, a verified notification and a forged one leave no PayPal token, payer id or signature in the log", async () => {
    const id = await newAssessment();
    const created = await request(ctx.app).post("/api/paypal/create-order").send({ assessmentId: id, customerData });
    expect(created.status).toBe(200);
    const orderId = created.body.orderId as string;
    const returnUrl = new URL(fake.store.orders.get(orderId)!.experience.returnUrl!);
    fake.store.approve(orderId);
    const back = await request(ctx.app).get(
      `${returnUrl.pathname}${returnUrl.search}&token=${orderId}&PayerID=PAYERQ7X2`,
    );
    expect(back.status).toBe(303);
    fake.store.failNext("capturePending");
    await request(ctx.app).post("/api/payment/finalize").send({ assessmentId: id, orderId, source: "paypal" });
    const order = fake.store.orders.get(orderId)!;
    const capture = order.purchase_units[0]!.payments!.captures![0]!;
    capture.status = "COMPLETED";
    const body = JSON.stringify({
      id: `WH-${orderId}`,
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource_type: "capture",
      resource: { ...capture, supplementary_data: { related_ids: { order_id: orderId } } },
    });
    const headers = signFakeWebhook(body);
    const webhook = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set(headers)
      .set("Content-Type", "application/json")
      .send(body);
    expect(webhook.status).toBe(200);
    const forged = await request(ctx.app)
      .post("/api/paypal/webhook")
      .set({ ...headers, "paypal-transmission-sig": "FORGEDSIGNATURE0123456789" })
      .set("Content-Type", "application/json")
      .send(body);
    expect(forged.status).toBe(400);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(payment!.status).toBe("completed");

    const text = log();
    expect(text).toContain("/api/paypal/return");
    expect(text).toContain("/api/paypal/webhook");
    expect(text).not.toContain("PAYERQ7X2");
    // The access log shows our payment's reference on PayPal's return, never the assessment's id.
    expect(text).not.toContain(id);
    expect(text).not.toContain(`token=${orderId}`);
    expect(text).not.toContain(headers["paypal-transmission-sig"]!);
    expect(text).not.toContain("FORGEDSIGNATURE0123456789");
  });

  it("an error carrying a provider's request (its Bearer token, a capture's signature fields) is logged without them", () => {
    const logger = createLogger("info", { write: (line: string) => lines.push(line) }, providerLogRedaction);
    const cause = Object.assign(new Error("Request failed with status code 500"), {
      config: {
        url: "https://api-m.sandbox.paypal.com/v1/notifications/verify-webhook-signature",
        headers: { Authorization: "Bearer A21AAFakeAccessToken.abc-123", "Content-Type": "application/json" },
        data: '{"transmission_sig":"SIGVALUE9876","auth_algo":"SHA256withRSA"}',
      },
      response: { data: { access_token: "A21AAOtherToken456", claimSecret: "CLAIM-77AB" } },
    });
    // An HTTP client's error as it reaches the error middleware or a job's catch: its request and answer are enumerable.
    logger.error({ err: cause, url: "/api/paypal/webhook" }, "PayPal call failed");
    const text = log();
    expect(text).toContain("PayPal call failed");
    // still one JSON object a line
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    for (const secret of ["A21AAFakeAccessToken", "SIGVALUE9876", "A21AAOtherToken456", "CLAIM-77AB"])
      expect(text, secret).not.toContain(secret);
  });
});
