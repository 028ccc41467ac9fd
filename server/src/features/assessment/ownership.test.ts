import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const address = () => `198.18.7.${++n}`;
const uniqueEmail = () => `owner${++n}.${Date.now()}@example.com`;

async function submitAnonymous(overrides = {}) {
  const submission = buildSubmission(overrides);
  const res = await request(ctx.app).post("/api/assessment/submit").set("X-Forwarded-For", address()).send(submission);
  expect(res.status).toBe(201);
  return { id: res.body.assessmentId as string, secret: res.body.claimSecret as string, submission };
}

async function pay(assessmentId: string) {
  const payment = await insertPayment(ctx.database.db, buildPaymentRow(assessmentId, { status: "pending" }));
  await ctx.deps.paymentUseCases.fulfil(payment.id);
}

const register = (body: Record<string, unknown>) =>
  request(ctx.app)
    .post("/api/auth/register")
    .set("X-Forwarded-For", address())
    .send({ name: "Someone Else", email: uniqueEmail(), country: "DO", password: "secret123", ...body });
const ownerOf = async (id: string) =>
  (await ctx.database.db.select({ userId: assessments.userId }).from(assessments).where(eq(assessments.id, id)))[0]!
    .userId;

describe("holding an assessment id is not owning it", () => {
  it("submission answers a claim secret, the same one for a retried submission", async () => {
    const { id, secret, submission } = await submitAnonymous();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const retried = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", address())
      .send(submission);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ assessmentId: id, claimSecret: secret });
  });

  it("registering or signing in with only the id of someone's paid assessment does not take it (nor its report)", async () => {
    const { id, secret } = await submitAnonymous();
    await pay(id);
    const thief = await register({ claimAssessmentId: id });
    expect(thief.status).toBe(201);
    expect(await ownerOf(id)).toBeNull();
    const wrongSecret = await register({ claimAssessmentId: id, claimSecret: "A".repeat(43) });
    expect(wrongSecret.status).toBe(201);
    expect(await ownerOf(id)).toBeNull();
    const login = await request(ctx.app)
      .post("/api/auth/login")
      .set("X-Forwarded-For", address())
      .send({ email: wrongSecret.body.user.email, password: "secret123", claimAssessmentId: id });
    expect(login.status).toBe(200);
    expect(await ownerOf(id)).toBeNull();
    // Nor does the thief's session open it; the buyer's own browser still does.
    const stolen = await request(ctx.app)
      .get(`/api/assessment/${id}/pdf?lang=es`)
      .set("Authorization", `Bearer ${thief.body.token as string}`);
    expect(stolen.status).toBe(403);
    const pdf = await request(ctx.app).get(`/api/assessment/${id}/pdf?lang=es`).set("X-Claim-Secret", secret);
    expect(pdf.status).toBe(200);
  });

  it("the browser that took the test claims it with its secret, at sign-in too", async () => {
    const { id, secret } = await submitAnonymous();
    const email = uniqueEmail();
    await register({ email });
    const login = await request(ctx.app)
      .post("/api/auth/login")
      .set("X-Forwarded-For", address())
      .send({ email, password: "secret123", claimAssessmentId: id, claimSecret: secret });
    expect(login.status).toBe(200);
    expect(await ownerOf(id)).toBe(login.body.user.id);
  });

  it("the assessment's detail shows email, age and education only to its holder or owner", async () => {
    const { id, secret, submission } = await submitAnonymous({ age: "15-18", education: "secundaria" });
    const stranger = await request(ctx.app).get(`/api/assessment/${id}`);
    expect(stranger.status).toBe(200);
    expect(stranger.body.person).toBeNull();
    expect(JSON.stringify(stranger.body)).not.toContain(submission.email);
    // The free preview is still there for whoever holds the id (the code's first two letters).
    expect(stranger.body.results.hollandCode).toMatch(/^[RIASEC]{2}$/);

    const wrong = await request(ctx.app).get(`/api/assessment/${id}`).set("X-Claim-Secret", "nope");
    expect(wrong.body.person).toBeNull();

    const holder = await request(ctx.app).get(`/api/assessment/${id}`).set("X-Claim-Secret", secret);
    expect(holder.body.person).toEqual({
      email: submission.email,
      age: "15-18",
      education: "secundaria",
      country: "DO",
    });

    const owner = await register({ claimAssessmentId: id, claimSecret: secret });
    const asOwner = await request(ctx.app)
      .get(`/api/assessment/${id}`)
      .set("Authorization", `Bearer ${owner.body.token}`);
    expect(asOwner.body.person?.email).toBe(submission.email);
    const other = await register({});
    const asOther = await request(ctx.app)
      .get(`/api/assessment/${id}`)
      .set("Authorization", `Bearer ${other.body.token}`);
    expect(asOther.body.person).toBeNull();
  });
});

describe("whether a test belongs to an account", () => {
  it("the detail says so, to anyone holding the id, and follows a claim at once (the results page asks the owner to sign in, a visitor to save it)", async () => {
    const { id, secret } = await submitAnonymous();
    const read = async () => (await request(ctx.app).get(`/api/assessment/${id}?lang=es`)).body;
    expect((await read()).belongsToAccount).toBe(false);
    // Read twice: the second answer comes from the kept public answer, which must not outlive a claim.
    expect((await read()).belongsToAccount).toBe(false);
    const email = uniqueEmail();
    await register({ email, claimAssessmentId: id, claimSecret: secret });
    expect((await read()).belongsToAccount).toBe(true);
    expect((await read()).person).toBeNull();
  });
});
