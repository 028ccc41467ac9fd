import request from "supertest";
import type { Express } from "express";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, payments } from "@shared/schema/index";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { buildPaymentRow, buildResponses, buildSubmission } from "../../testing/builders";

let ctx: TestContext;
/** The accounts router on its own, behind the real session loading and error middleware. */
let app: Express;
let userA: { token: string; id: string; email: string };
let userB: { token: string; id: string; email: string };
let aOlder: string;
let aNewer: string;
let bPaid: string;
let anonymous: string;

async function submit(
  token: string | undefined,
  overrides: Parameters<typeof buildSubmission>[0] = {},
): Promise<string> {
  const req = request(ctx.app).post("/api/assessment/submit");
  if (token) req.set("Authorization", `Bearer ${token}`);
  const res = await req.send(buildSubmission(overrides));
  expect(res.status).toBe(201);
  return res.body.assessmentId as string;
}

const get = (path: string, token?: string) => {
  const req = request(app).get(path);
  return token ? req.set("Authorization", `Bearer ${token}`) : req;
};

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;

  const db = ctx.database.db;
  userA = await signUp(ctx.app, db);
  userB = await signUp(ctx.app, db);
  aOlder = await submit(userA.token, { fullName: "Ana Older", responses: buildResponses("S", "R") });
  // Distinct completion times, so "newest first" is observable (and the older one is old enough to retake).
  await db
    .update(assessments)
    .set({ completedAt: new Date("2024-01-10T10:00:00Z"), createdAt: new Date("2024-01-10T10:00:00Z") })
    .where(eq(assessments.id, aOlder));
  aNewer = await submit(userA.token, { fullName: "Ana Newer", responses: buildResponses("I", "C") });
  bPaid = await submit(userB.token, { fullName: "Bruno Paid", responses: buildResponses("A", "C") });
  anonymous = await submit(undefined, { fullName: "Nadie" });
  await db
    .update(assessments)
    .set({ completedAt: new Date("2024-03-05T10:00:00Z"), createdAt: new Date("2024-03-05T10:00:00Z") })
    .where(eq(assessments.id, aNewer));

  // A's older assessment: a failed card attempt, then a completed PayPal payment (paid, delivered).
  await db
    .update(assessments)
    .set({ isPaid: true, paidAt: new Date("2024-01-11T10:00:00Z") })
    .where(eq(assessments.id, aOlder));
  await db.insert(payments).values([
    buildPaymentRow(aOlder, {
      userId: userA.id,
      provider: "card",
      status: "failed",
      createdAt: new Date("2024-01-11T09:00:00Z"),
    }),
    buildPaymentRow(aOlder, { userId: null, reportDelivered: true, createdAt: new Date("2024-01-11T10:00:00Z") }),
    // A's newer assessment: a pending attempt only.
    buildPaymentRow(aNewer, {
      userId: userA.id,
      amount: "17.99",
      status: "pending",
      createdAt: new Date("2024-03-06T10:00:00Z"),
    }),
    // B's paid assessment, with its payment row inserted directly.
    buildPaymentRow(bPaid, { userId: userB.id, reportDelivered: true, createdAt: new Date("2024-02-01T10:00:00Z") }),
    // Someone else's payment for an anonymous assessment.
    buildPaymentRow(anonymous, { provider: "demo", amount: "0.00", createdAt: new Date("2024-02-02T10:00:00Z") }),
  ]);
  await db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, bPaid));
});
afterAll(async () => {
  await ctx.close();
});

describe("signed out", () => {
  it.each(["/api/user/assessments", "/api/user/payment-history", "/api/dashboard"])(
    "when nobody is signed in, then %s answers 401",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(401);
      expect(typeof res.body.message).toBe("string");
    },
  );

  it("when the token is unknown, then the answer is 401", async () => {
    const res = await get("/api/user/assessments", "not-a-real-token");
    expect(res.status).toBe(401);
  });
});

describe("GET /api/user/assessments", () => {
  it("when user A asks, then only A's assessments come back, newest first, with the list-item shape", async () => {
    const res = await get("/api/user/assessments?lang=es", userA.token);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([aNewer, aOlder]);
    const [newer, older] = res.body.items;
    expect(Object.keys(newer).sort()).toEqual([
      "completedAt",
      "id",
      "paymentStatus",
      "practice",
      "reportAvailable",
      "riasecProfile",
      "topCareer",
    ]);
    const detail = await request(ctx.app).get(`/api/assessment/${aNewer}?lang=es`);
    expect(newer).toEqual({
      id: aNewer,
      // an unpaid test shows its preview's code everywhere, the account's own list included (issue: the third letter is locked)
      riasecProfile: detail.body.results.hollandCode,
      topCareer: detail.body.results.careerRecommendations[0].name,
      completedAt: "2024-03-05T10:00:00.000Z",
      paymentStatus: "pending",
      reportAvailable: false,
      practice: false,
    });
    expect(older).toMatchObject({
      id: aOlder,
      paymentStatus: "completed",
      reportAvailable: true,
      completedAt: "2024-01-10T10:00:00.000Z",
    });
    expect(older.riasecProfile).toMatch(/^[RIASEC]{3}$/);
  });

  it("when asked in English, then the top career is named in English", async () => {
    const es = await get("/api/user/assessments?lang=es", userA.token);
    const en = await get("/api/user/assessments?lang=en", userA.token);
    const detail = await request(ctx.app).get(`/api/assessment/${aNewer}?lang=en`);
    expect(en.body.items[0].topCareer).toBe(detail.body.results.careerRecommendations[0].name);
    expect(en.body.items[0].topCareer).not.toBe(es.body.items[0].topCareer);
  });

  it("when user B asks, then B sees B's paid assessment and never A's", async () => {
    const res = await get("/api/user/assessments", userB.token);
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: bPaid, paymentStatus: "completed", reportAvailable: true }),
    ]);
  });

  it("when a user has no assessment, then the list is empty", async () => {
    const fresh = await signUp(ctx.app, ctx.database.db);
    const res = await get("/api/user/assessments", fresh.token);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it("when an assessment has no payment, then its payment status is 'none'", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const id = await submit(user.token);
    const res = await get("/api/user/assessments", user.token);
    expect(res.body.items).toEqual([expect.objectContaining({ id, paymentStatus: "none", reportAvailable: false })]);
  });
});

describe("GET /api/user/payment-history", () => {
  it("when user A asks, then A's payments (by user or by A's assessments) come back newest first, never B's", async () => {
    const res = await get("/api/user/payment-history", userA.token);
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((p: { assessmentId: string; method: string; status: string }) => [
        p.assessmentId,
        p.method,
        p.status,
      ]),
    ).toEqual([
      [aNewer, "paypal", "pending"],
      [aOlder, "paypal", "completed"],
      [aOlder, "banco_popular", "failed"],
    ]);
    const delivered = res.body.items[1];
    expect(delivered).toEqual({
      id: expect.any(String),
      status: "completed",
      amount: "19.99",
      currency: "USD",
      method: "paypal",
      createdAt: "2024-01-11T10:00:00.000Z",
      reportDelivered: true,
      assessmentId: aOlder,
      refundedAmount: "0.00",
      refundedAt: null,
      promoCode: null,
    });
  });

  it("when user B asks, then only B's payment comes back", async () => {
    const res = await get("/api/user/payment-history", userB.token);
    expect(res.body.items).toEqual([
      expect.objectContaining({ assessmentId: bPaid, status: "completed", reportDelivered: true, method: "paypal" }),
    ]);
  });
});

describe("GET /api/dashboard", () => {
  it("when user A asks, then A's assessments come back with the dashboard shape", async () => {
    const res = await get("/api/dashboard?lang=es", userA.token);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([aNewer, aOlder]);
    const older = res.body.items[1];
    const detail = await request(ctx.app)
      .get(`/api/assessment/${aOlder}?lang=es`)
      .set("Authorization", `Bearer ${userA.token}`);
    expect(older).toEqual({
      id: aOlder,
      fullName: "Ana Older",
      isPaid: true,
      practice: false,
      completedAt: "2024-01-10T10:00:00.000Z",
      createdAt: "2024-01-10T10:00:00.000Z",
      results: { hollandCode: detail.body.results.hollandCode, primaryTypeName: detail.body.results.primaryTypeName },
    });
    expect(older.results.primaryTypeName).toBe(HOLLAND_TYPE_INFO.S.name.es);
  });

  it("when user B asks in English, then only B's assessment, with the type named in English", async () => {
    const res = await get("/api/dashboard?lang=en", userB.token);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: bPaid,
        fullName: "Bruno Paid",
        isPaid: true,
        results: expect.objectContaining({ primaryTypeName: HOLLAND_TYPE_INFO.A.name.en }),
      }),
    ]);
  });
});

describe("the session travels as a Bearer token or as the cookie", () => {
  it("when the token comes in the qe_session cookie, then the lists answer as with Bearer", async () => {
    const bearer = await get("/api/user/assessments", userA.token);
    const cookie = await request(app).get("/api/user/assessments").set("Cookie", `qe_session=${userA.token}`);
    expect(cookie.status).toBe(200);
    expect(cookie.body).toEqual(bearer.body);
    const history = await request(app).get("/api/user/payment-history").set("Cookie", `qe_session=${userB.token}`);
    expect(history.body.items.map((p: { assessmentId: string }) => p.assessmentId)).toEqual([bPaid]);
  });

  it("when the user signs out, then the same token no longer opens the lists", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    expect((await get("/api/dashboard", user.token)).status).toBe(200);
    await request(ctx.app).post("/api/auth/logout").set("Authorization", `Bearer ${user.token}`);
    expect((await get("/api/dashboard", user.token)).status).toBe(401);
  });
});
