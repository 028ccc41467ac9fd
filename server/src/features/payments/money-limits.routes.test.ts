import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission, setPaymentConfig } from "../../testing/builders";

/** The money routes are limited per client address and per assessment (429 with a JSON message). */
let ctx: TestContext;
let ip = 0;
const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  ctx = await createTestApp();
  // Both methods off: every accepted call stops at "not available" without reaching a provider.
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, { paypalEnabled: false, bancoPopularEnabled: false });
});
afterAll(async () => {
  await ctx.close();
});

const customerData = {
  fullName: "Ana Pérez",
  email: "ana@example.com",
  age: "15-18",
  education: "secundaria",
  country: "DO",
};
const newAssessment = async () =>
  (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId as string;

/** Calls `send` `times` times; answers the statuses and the last answer. */
async function repeat(times: number, send: (i: number) => request.Test) {
  const statuses: number[] = [];
  let last: request.Response | undefined;
  for (let i = 0; i < times; i++) {
    last = await send(i);
    statuses.push(last.status);
  }
  return { statuses, last: last! };
}

describe("abuse limits on the money routes", () => {
  it("create-order: 30 per address in 15 minutes, then 429 with a message in the buyer's language", async () => {
    const id = await newAssessment();
    const address = nextIp();
    // a different (unknown) assessment each time: only the address limit applies
    const { statuses, last } = await repeat(31, (i) =>
      request(ctx.app)
        .post("/api/paypal/create-order?lang=en")
        .set("X-Forwarded-For", address)
        .send({ assessmentId: id.slice(0, -2) + String(i).padStart(2, "0"), customerData }),
    );
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ message: "Too many requests. Wait a moment and try again." });
    // another address is still served
    const other = await request(ctx.app)
      .post("/api/paypal/create-order")
      .set("X-Forwarded-For", nextIp())
      .send({ assessmentId: id, customerData });
    expect(other.status).toBe(403);
  });

  it("create-order and create-payment: 10 per assessment in an hour, whatever the address", async () => {
    for (const path of ["/api/paypal/create-order", "/api/banco-popular/create-payment"]) {
      const id = await newAssessment();
      const { statuses, last } = await repeat(11, () =>
        request(ctx.app).post(path).set("X-Forwarded-For", nextIp()).send({ assessmentId: id, customerData }),
      );
      expect(statuses.slice(0, 10), path).toEqual(Array(10).fill(403));
      expect(last.status, path).toBe(429);
      expect(last.body.message).toBe("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.");
      // another assessment is not held back
      const fresh = await request(ctx.app)
        .post(path)
        .set("X-Forwarded-For", nextIp())
        .send({ assessmentId: await newAssessment(), customerData });
      expect(fresh.status, path).toBe(403);
    }
  });

  it("finalize: 30 per assessment in an hour", async () => {
    const id = await newAssessment();
    const { statuses, last } = await repeat(31, (i) =>
      request(ctx.app)
        .post("/api/payment/finalize")
        .set("X-Forwarded-For", nextIp())
        .send({ assessmentId: id, orderId: `ORDER${i}`, source: "paypal" }),
    );
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(last.status).toBe(429);
  });

  it("the card return: 60 per address, 20 per order", async () => {
    const address = nextIp();
    const perAddress = await repeat(61, () =>
      request(ctx.app).get("/api/banco-popular/return?outcome=cancel&lang=es").set("X-Forwarded-For", address),
    );
    expect(perAddress.statuses.slice(0, 60)).toEqual(Array(60).fill(303));
    expect(perAddress.last.status).toBe(429);
    expect(perAddress.last.body.message).toEqual(expect.any(String));
    const perOrder = await repeat(21, () =>
      request(ctx.app)
        .get("/api/banco-popular/return?outcome=cancel&order=QE0123456789ABC")
        .set("X-Forwarded-For", nextIp()),
    );
    expect(perOrder.statuses.slice(0, 20)).toEqual(Array(20).fill(303));
    expect(perOrder.last.status).toBe(429);
  });

  it("PayPal's return: 20 per assessment", async () => {
    const id = await newAssessment();
    const { statuses, last } = await repeat(21, () =>
      request(ctx.app).get(`/api/paypal/return?assessment=${id}&token=X`).set("X-Forwarded-For", nextIp()),
    );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(303));
    expect(last.status).toBe(429);
  });
});
