import request from "supertest";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentConfig } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../testing/test-app";
import { signUp } from "../testing/auth-helpers";
import { buildSubmission } from "../testing/builders";

/**
 * Property-based: malformed bodies, wrong types, huge strings, unicode, prototype-pollution keys,
 * SQL and HTML fragments thrown at every JSON endpoint. Every answer must be a 4xx JSON error (or a
 * success for a body that happens to be valid), never a 5xx, and the data must stay intact.
 */
let ctx: TestContext;
let adminToken: string;
let assessmentId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
  assessmentId = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body.assessmentId;
});
afterAll(async () => {
  await ctx.close();
});

const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE assessments; --",
    "<script>alert(1)</script>",
    "\u0000",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñ ü 中文 🙂",
    "QE-AAAA-AAAA-AAAA",
    "AAAAAAAAAAAAAAAAAAAAAA",
    "__proto__",
    "constructor",
    "x".repeat(20_000),
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, nasty, fc.array(tie("value"), { maxLength: 4 }), tie("object")),
  object: fc.dictionary(fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "responses", "email", "assessmentId", "amount"), fc.string()), tie("value"), { maxKeys: 5 }),
})).value;

/** Bodies shaped like the real ones with one field replaced by something hostile, plus fully random ones. */
function bodies(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(template);
  const mutated = fc.record({ key: fc.constantFrom(...keys), value: hostileValue }).map(({ key, value }) => ({ ...template, [key]: value }));
  return fc.oneof(mutated, hostileValue);
}

const endpoints: { path: string; template: Record<string, unknown>; admin?: boolean }[] = [
  { path: "/api/assessment/submit", template: { ...buildSubmission(), submissionId: undefined } },
  { path: "/api/auth/register", template: { name: "Ana", email: "ana@example.com", country: "DO", password: "secret123" } },
  { path: "/api/auth/login", template: { email: "ana@example.com", password: "secret123" } },
  { path: "/api/payment/demo", template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", method: "demo" } },
  { path: "/api/paypal/create-order", template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", customerData: {}, amount: "19.99" } },
  { path: "/api/payment/finalize", template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", orderId: "X", source: "paypal" } },
  { path: "/api/banco-popular/create-payment", template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", customerData: {} } },
  { path: "/api/verify-payment", template: { paymentCode: "QE-AAAA-AAAA-AAAA", email: "a@example.com", assessmentId: "AAAAAAAAAAAAAAAAAAAAAA" } },
  { path: "/api/paypal/webhook", template: { event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} } },
  { path: "/api/admin/payment-config", template: { paypalEnabled: true, basePrice: "19.99", originalPrice: "59.99", currency: "USD" }, admin: true },
  { path: "/api/admin/access-codes", template: { count: 1 }, admin: true },
];

describe("hostile input", () => {
  it.each(endpoints)("POST $path never answers 5xx and always explains a 4xx in JSON", async ({ path, template, admin }) => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(bodies(template), async (body) => {
        i += 1;
        const req = request(ctx.app).post(path).set("X-Forwarded-For", `10.${i % 250}.${(i * 13) % 250}.${(i * 7) % 250}`);
        if (admin) req.set("Authorization", `Bearer ${adminToken}`);
        const res = await req.set("Content-Type", "application/json").send(JSON.stringify(body) ?? "null");
        expect(res.status, `${path} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers["content-type"]).toMatch(/application\/json/);
          expect(typeof res.body.message).toBe("string");
          expect(res.body.message.length).toBeGreaterThan(0);
          expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|stack/i);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it.each([
    "/api/payment/quote?assessment=",
    "/api/payment/status?assessment=",
    "/api/assessment/",
    "/api/track-referral/",
    "/api/banco-popular/return?outcome=approved&OrderNumber=",
  ])("GET %s<hostile> never answers 5xx", async (prefix) => {
    await fc.assert(
      fc.asyncProperty(nasty, async (value) => {
        const res = await request(ctx.app).get(prefix + encodeURIComponent(String(value)));
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it("leaves no trace: no prototype pollution, the config and the assessment intact", async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, "isAdmin")).toBe(false);
    const [config] = await ctx.database.db.select().from(paymentConfig);
    expect(config!.basePrice).toBe("19.99");
    const detail = await request(ctx.app).get(`/api/assessment/${assessmentId}`);
    expect(detail.status).toBe(200);
  });

  it("malformed JSON, wrong content types and oversized bodies are clear 4xx answers", async () => {
    const malformed = await request(ctx.app).post("/api/assessment/submit").set("Content-Type", "application/json").send("{\"fullName\": ");
    expect(malformed.status).toBe(400);
    const text = await request(ctx.app).post("/api/assessment/submit").set("Content-Type", "text/plain").send("hello");
    expect(text.status).toBe(400);
    const huge = await request(ctx.app).post("/api/auth/login").set("Content-Type", "application/json").send(JSON.stringify({ email: "a".repeat(300_000) }));
    expect(huge.status).toBe(413);
  });
});
