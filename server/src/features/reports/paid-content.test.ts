import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, payments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";

/** DECISIONS 32: the assessment id alone shows the free preview, paid or not, and never opens the report. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const ip = () => `198.18.91.${++n}`;
const db = () => ctx.database.db;
const NAME = "Zenobia Quiñones";

async function paidTest(token?: string) {
  const req = request(ctx.app).post("/api/assessment/submit").set("X-Forwarded-For", ip());
  if (token) req.set("Authorization", `Bearer ${token}`);
  const res = await req.send(buildSubmission({ fullName: NAME }));
  expect(res.status).toBe(201);
  const id = res.body.assessmentId as string;
  const payment = await insertPayment(db(), buildPaymentRow(id, { status: "pending" }));
  await ctx.deps.paymentUseCases.fulfil(payment.id);
  return { id, secret: res.body.claimSecret as string, paymentId: payment.id };
}

const downloads = async (paymentId: string) =>
  (await db().select({ n: payments.downloadCount }).from(payments).where(eq(payments.id, paymentId)))[0]!.n;

describe("a paid test's id alone", () => {
  it("gives the free preview in the API, whoever asks without proof", async () => {
    const test = await paidTest();
    const stranger = await request(ctx.app).get(`/api/assessment/${test.id}`);
    expect(stranger.status).toBe(200);
    expect(stranger.body).toMatchObject({ isPaid: true, fullReport: false, person: null });
    expect(stranger.body.ranking).toHaveLength(2);
    expect(Object.keys(stranger.body.scores)).toHaveLength(2);
    expect(stranger.body.results.hollandCode).toHaveLength(2);
    expect(stranger.body.results.careerRecommendations.length).toBeLessThanOrEqual(1);

    // a signed-in stranger is no different
    const other = await signUp(ctx.app, db());
    const signedIn = await request(ctx.app)
      .get(`/api/assessment/${test.id}`)
      .set("Authorization", `Bearer ${other.token}`);
    expect(signedIn.body).toMatchObject({ fullReport: false });
    expect(signedIn.body.ranking).toHaveLength(2);

    const holder = await request(ctx.app).get(`/api/assessment/${test.id}`).set("X-Claim-Secret", test.secret);
    expect(holder.body).toMatchObject({ isPaid: true, fullReport: true });
    expect(holder.body.ranking).toHaveLength(6);
    expect(holder.body.results.careerRecommendations.length).toBeGreaterThan(1);
  });

  it("opens neither the PDF nor a download link, and uses up no download", async () => {
    const test = await paidTest();
    const pdf = await request(ctx.app).get(`/api/assessment/${test.id}/pdf?lang=en`);
    expect(pdf.status).toBe(403);
    expect(pdf.body.message).toMatch(/buyer/);
    const link = await request(ctx.app).get(`/api/assessment/${test.id}/download`);
    expect(link.status).toBe(403);
    const signedInStranger = await signUp(ctx.app, db());
    const asOther = await request(ctx.app)
      .get(`/api/assessment/${test.id}/pdf`)
      .set("Authorization", `Bearer ${signedInStranger.token}`);
    expect(asOther.status).toBe(403);
    expect(await downloads(test.paymentId)).toBe(0);

    // a browser opening the address itself is sent to the results page, which says why
    const page = await request(ctx.app).get(`/api/assessment/${test.id}/pdf?lang=es`).set("Sec-Fetch-Dest", "document");
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(`/results/${test.id}?lang=es&report=owner-only`);

    // the browser that took the test, and the signed link of the report email, do open it (and count)
    const held = await request(ctx.app).get(`/api/assessment/${test.id}/pdf`).set("X-Claim-Secret", test.secret);
    expect(held.status).toBe(200);
    expect(held.headers["content-type"]).toBe("application/pdf");
    expect(await downloads(test.paymentId)).toBe(1);
    const given = await request(ctx.app).get(`/api/assessment/${test.id}/download`).set("X-Claim-Secret", test.secret);
    expect(given.status).toBe(200);
    const url = new URL(given.body.url as string);
    const viaLink = await request(ctx.app).get(url.pathname + url.search);
    expect(viaLink.status).toBe(200);
    expect(await downloads(test.paymentId)).toBe(2);
  });

  it("an account's report asks its owner to sign in; an admin's look uses up nothing", async () => {
    const owner = await signUp(ctx.app, db());
    const test = await paidTest(owner.token);
    const anonymous = await request(ctx.app).get(`/api/assessment/${test.id}/pdf?lang=en`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.message).toMatch(/sign in/i);
    const page = await request(ctx.app).get(`/api/assessment/${test.id}/pdf?lang=en`).set("Sec-Fetch-Dest", "document");
    expect(page.headers.location).toBe(`/results/${test.id}?lang=en&report=sign-in`);
    const admin = await signUp(ctx.app, db(), "admin");
    const looked = await request(ctx.app)
      .get(`/api/assessment/${test.id}/pdf`)
      .set("Authorization", `Bearer ${admin.token}`);
    expect(looked.status).toBe(200);
    expect(await downloads(test.paymentId)).toBe(0);
    const own = await request(ctx.app)
      .get(`/api/assessment/${test.id}/pdf`)
      .set("Authorization", `Bearer ${owner.token}`);
    expect(own.status).toBe(200);
    expect(await downloads(test.paymentId)).toBe(1);
  });
});

describe("claiming a test", () => {
  it("rotates its claim secret: the one handed out before opens nothing any more", async () => {
    const test = await paidTest();
    const email = `claimer.${Date.now()}@example.com`;
    const res = await request(ctx.app).post("/api/auth/register").set("X-Forwarded-For", ip()).send({
      name: "Claimer",
      email,
      country: "DO",
      password: "secret123",
      claimAssessmentId: test.id,
      claimSecret: test.secret,
    });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(assessments).where(eq(assessments.id, test.id));
    expect(row?.userId).toBe(res.body.user.id);
    expect(row?.claimGeneration).toBe(1);

    const stale = await request(ctx.app).get(`/api/assessment/${test.id}`).set("X-Claim-Secret", test.secret);
    expect(stale.body).toMatchObject({ fullReport: false, person: null });
    expect(
      (await request(ctx.app).get(`/api/assessment/${test.id}/pdf`).set("X-Claim-Secret", test.secret)).status,
    ).toBe(403);
    expect(
      (await request(ctx.app).delete(`/api/assessment/${test.id}`).set("X-Claim-Secret", test.secret)).status,
    ).toBeGreaterThanOrEqual(400);
    // the owner, signed in, sees it all
    const own = await request(ctx.app)
      .get(`/api/assessment/${test.id}`)
      .set("Authorization", `Bearer ${res.body.token as string}`);
    expect(own.body).toMatchObject({ fullReport: true });
  });
});
