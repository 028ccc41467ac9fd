import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signFakeWebhook, startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";

/**
 * Every PayPal notification costs an outbound call (PayPal's verify-webhook-signature): the route is limited per
 * client address and in total per minute before that call is made.
 */

let ctx: TestContext;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };

beforeAll(async () => {
  fake = await startFakePaypal();
  // Small limits, so that the test stays short; the product's own are larger (config.ts).
  ctx = await createTestApp({ paypalApiBase: fake.url, paypalWebhookLimits: { perAddress: 3, total: 5 } });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const body = JSON.stringify({
  id: "WH-LIMITS",
  event_type: "PAYMENT.CAPTURE.COMPLETED",
  resource_type: "capture",
  resource: {
    id: "3C679366HH908993F",
    status: "COMPLETED",
    amount: { currency_code: "USD", value: "19.99" },
    supplementary_data: { related_ids: { order_id: "NO-SUCH-ORDER" } },
  },
});
const notify = (address: string, lang = "es") =>
  request(ctx.app)
    .post(`/api/paypal/webhook?lang=${lang}`)
    .set("X-Forwarded-For", address)
    .set(signFakeWebhook(body))
    .set("Content-Type", "application/json")
    .send(body);
const verifications = () =>
  fake.store.requests.filter((r) => r.path === "/v1/notifications/verify-webhook-signature").length;

describe("POST /api/paypal/webhook limits", () => {
  it("past the limit per address, and past the total per minute, it answers 429 without asking PayPal to verify", async () => {
    for (let i = 0; i < 3; i++) expect((await notify("203.0.113.1")).status).toBe(200);
    expect(verifications()).toBe(3);
    const refused = await notify("203.0.113.1");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo." });
    expect(verifications()).toBe(3);

    // Other addresses share the total: two more pass, then everyone waits.
    expect((await notify("203.0.113.2")).status).toBe(200);
    expect((await notify("203.0.113.3")).status).toBe(200);
    expect(verifications()).toBe(5);
    const overTotal = await notify("203.0.113.4", "en");
    expect(overTotal.status).toBe(429);
    expect(overTotal.body.message).toBe("Too many requests. Wait a moment and try again.");
    expect((await notify("203.0.113.5")).status).toBe(429);
    expect(verifications()).toBe(5);
  });
});
