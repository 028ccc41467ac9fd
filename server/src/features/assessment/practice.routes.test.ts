import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, emailOutbox } from "@shared/schema/index";
import type { RetakeStatusDto } from "@shared/validators/accounts";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildResponses, buildSubmission, setPaymentConfig } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";

/**
 * A signed-in person within 30 days of their latest test keeps their answers: the test is stored as a
 * practice run, which they can read, which never replaces their report, moves no retake date and is not sold.
 */
let ctx: TestContext;
let ip = 0;
const nextIp = () => `198.20.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.deps.paymentConfig.get();
  await setPaymentConfig(ctx.database.db, { demoEnabled: true });
});
afterAll(async () => {
  await ctx.close();
});

function submit(token: string | undefined, body: object, lang = "es") {
  const req = request(ctx.app).post(`/api/assessment/submit?lang=${lang}`).set("X-Forwarded-For", nextIp());
  if (token) req.set("Authorization", `Bearer ${token}`);
  return req.send(body);
}
const get = (path: string, token?: string) => {
  const req = request(ctx.app).get(path).set("X-Forwarded-For", nextIp());
  return token ? req.set("Authorization", `Bearer ${token}`) : req;
};
const post = (path: string, body: object, token?: string) => {
  const req = request(ctx.app).post(path).set("X-Forwarded-For", nextIp());
  return (token ? req.set("Authorization", `Bearer ${token}`) : req).send(body);
};
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]!;

const customerData = {
  fullName: "Carla Núñez",
  email: "carla@example.com",
  age: "19-24",
  education: "universitario",
  country: "DO",
};

async function userWithATest() {
  const user = await signUp(ctx.app, ctx.database.db);
  const first = await submit(user.token, buildSubmission({ responses: buildResponses("S", "R") }));
  expect(first.status).toBe(201);
  return { user, firstId: first.body.assessmentId as string };
}

describe("a practice run within 30 days of the latest test", () => {
  it("is stored and readable, marked as practice, and leaves the retake date and the latest test as they were", async () => {
    const { user, firstId } = await userWithATest();
    const before = (await get("/api/user/retake", user.token)).body as RetakeStatusDto;

    const practice = await submit(user.token, buildSubmission({ practice: true, responses: buildResponses("R", "S") }));
    expect(practice.status, JSON.stringify(practice.body)).toBe(201);
    const practiceId = practice.body.assessmentId as string;
    expect(practiceId).not.toBe(firstId);
    expect((await rowOf(practiceId)).practice).toBe(true);

    const preview = await get(`/api/assessment/${practiceId}`, user.token);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ id: practiceId, practice: true, results: { primaryType: "R" } });
    expect((await get(`/api/assessment/${firstId}`, user.token)).body.practice).toBe(false);

    const after = (await get("/api/user/retake", user.token)).body as RetakeStatusDto;
    expect(after).toEqual(before);
    expect(after.latest?.id).toBe(firstId);

    // A second practice is accepted too: answers are never thrown away.
    expect((await submit(user.token, buildSubmission({ practice: true }))).status).toBe(201);
  });

  it("shows in the account's list marked as practice, and the dashboard's paid count is unchanged", async () => {
    const { user, firstId } = await userWithATest();
    const practiceId = (await submit(user.token, buildSubmission({ practice: true }))).body.assessmentId as string;
    const mine = await get("/api/user/assessments", user.token);
    expect(mine.status).toBe(200);
    const items = mine.body.items as { id: string; practice: boolean }[];
    expect(items.find((a) => a.id === practiceId)?.practice).toBe(true);
    expect(items.find((a) => a.id === firstId)?.practice).toBe(false);
    const dashboard = await get("/api/dashboard", user.token);
    expect(
      (dashboard.body.items as { id: string; practice: boolean }[]).find((a) => a.id === practiceId)?.practice,
    ).toBe(true);
  });

  it("is not sold: quote, promo check, checkout, demo and access code all refuse it with a clear message, in both languages", async () => {
    const { user } = await userWithATest();
    const practiceId = (await submit(user.token, buildSubmission({ practice: true }))).body.assessmentId as string;
    const es = await get(`/api/payment/quote?assessment=${practiceId}`, user.token);
    expect(es.status).toBe(409);
    expect(es.body.message).toBe(
      "Esta evaluación es una práctica: no tiene reporte. Puedes pedir el reporte de tu último test.",
    );
    const en = await get(`/api/payment/quote?assessment=${practiceId}&lang=en`, user.token);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      "This assessment is a practice run: it has no report. You can get the report of your latest test.",
    );
    const promo = await post("/api/payment/promo/validate", { assessmentId: practiceId, code: "ANY" }, user.token);
    expect(promo.status).toBe(409);
    const demo = await post("/api/payment/demo", { assessmentId: practiceId, method: "demo" }, user.token);
    expect(demo.status).toBe(409);
    const paypal = await post("/api/paypal/create-order", { assessmentId: practiceId, customerData }, user.token);
    expect(paypal.status).toBe(409);
    const card = await post(
      "/api/banco-popular/create-payment",
      { assessmentId: practiceId, customerData },
      user.token,
    );
    expect(card.status).toBe(409);
    const code = await post(
      "/api/verify-payment",
      { paymentCode: "DEMO", email: "x@example.com", assessmentId: practiceId },
      user.token,
    );
    expect(code.status).toBe(409);
    expect((await rowOf(practiceId)).isPaid).toBe(false);
  });

  it("sends no results email (the person reads it in their account); a real test still does", async () => {
    const { user, firstId } = await userWithATest();
    const practiceId = (await submit(user.token, buildSubmission({ practice: true }))).body.assessmentId as string;
    const kindsFor = async (id: string) =>
      (await ctx.database.db.select().from(emailOutbox))
        .filter((e) => e.payload.assessmentId === id)
        .map((e) => e.kind);
    expect(await kindsFor(firstId)).toContain("results");
    expect(await kindsFor(practiceId)).not.toContain("results");
  });

  it("is not a practice when the person may retake (a real test), nor for a visitor who is not signed in", async () => {
    const fresh = await signUp(ctx.app, ctx.database.db);
    const real = await submit(fresh.token, buildSubmission({ practice: true }));
    expect(real.status).toBe(201);
    expect((await rowOf(real.body.assessmentId)).practice).toBe(false);
    const anonymous = await submit(undefined, buildSubmission({ practice: true }));
    expect(anonymous.status).toBe(201);
    expect((await rowOf(anonymous.body.assessmentId)).practice).toBe(false);
  });

  it("without asking for a practice, a test within 30 days is still refused (409) and nothing is stored", async () => {
    const { user } = await userWithATest();
    expect((await submit(user.token, buildSubmission())).status).toBe(409);
    expect(await ctx.database.db.select().from(assessments).where(eq(assessments.userId, user.id))).toHaveLength(1);
  });
});
