import request from "supertest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, emailOutbox, emailVerificationTokens, payments, users } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";
import { verificationTokenFor } from "./email-verification.service";
import { resetTokenFor } from "./auth.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const ip = () => `198.18.90.${++n}`;
const db = () => ctx.database.db;
const unique = (name: string) => `${name}.${Date.now()}.${++n}@example.com`;

async function register(email: string, extra: Record<string, unknown> = {}) {
  const res = await request(ctx.app)
    .post("/api/auth/register")
    .set("X-Forwarded-For", ip())
    .send({ name: "Someone Else", email, country: "MX", password: "secret123", ...extra });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, id: res.body.user.id as string, user: res.body.user };
}

/** A buyer without an account: takes the test, pays, gets the report email. */
async function anonymousBuyer() {
  const email = unique("buyer");
  const res = await request(ctx.app)
    .post("/api/assessment/submit")
    .set("X-Forwarded-For", ip())
    .send(buildSubmission({ fullName: "Buyer Person", email }));
  expect(res.status).toBe(201);
  const id = res.body.assessmentId as string;
  const payment = await insertPayment(
    db(),
    buildPaymentRow(id, { status: "pending", customerData: { fullName: "Buyer Person", email } }),
  );
  await ctx.deps.paymentUseCases.fulfil(payment.id);
  return { email, id, secret: res.body.claimSecret as string, paymentId: payment.id };
}

/** The verification link's token the outbox holds for this address (the newest; registration's welcome email carries one). */
async function tokenSentTo(email: string): Promise<string> {
  const jobs = await db()
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.kind, ["welcome", "verify-email"]), eq(emailOutbox.to, email.toLowerCase())));
  expect(jobs.length).toBeGreaterThan(0);
  const job = jobs.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  return verificationTokenFor(ctx.config.sessionSecret, String(job.payload.tokenId));
}

const me = async (token: string) =>
  (await request(ctx.app).get("/api/auth/me").set("Authorization", `Bearer ${token}`)).body;

describe("an unverified email owns nothing", () => {
  it("registering with a buyer's email and deleting the account erases nothing of the buyer's", async () => {
    const buyer = await anonymousBuyer();
    const attacker = await register(buyer.email);
    expect(attacker.user.emailVerified).toBe(false);

    const exported = await request(ctx.app).get("/api/user/export").set("Authorization", `Bearer ${attacker.token}`);
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain(buyer.id);
    // the email history of that address (the buyer's results and report emails) is not the account's
    expect(exported.body.emails.map((e: { kind: string }) => e.kind)).not.toContain("report");
    expect(exported.body.emails.map((e: { kind: string }) => e.kind)).not.toContain("results");

    const deleted = await request(ctx.app)
      .delete("/api/user/account")
      .set("Authorization", `Bearer ${attacker.token}`)
      .send({ password: "secret123" });
    expect(deleted.status).toBe(200);

    const [row] = await db().select().from(assessments).where(eq(assessments.id, buyer.id));
    expect(row?.deletedAt).toBeNull();
    expect(row?.email).toBe(buyer.email);
    expect(row?.isPaid).toBe(true);
    const [payment] = await db().select().from(payments).where(eq(payments.id, buyer.paymentId));
    expect(payment?.customerData?.email).toBe(buyer.email);
    const mail = await db()
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(sql`${emailOutbox.payload}->>'assessmentId' = ${buyer.id}`);
    expect(mail.map((m) => m.kind).sort()).toEqual(["report", "results"]);

    // the buyer's claim secret and a signed report link still work
    const detail = await request(ctx.app).get(`/api/assessment/${buyer.id}`).set("X-Claim-Secret", buyer.secret);
    expect(detail.status).toBe(200);
    expect(detail.body.person.email).toBe(buyer.email);
    const link = ctx.deps.reports.downloadLink(buyer.id, "es");
    const pdf = await request(ctx.app).get(new URL(link.url).pathname + new URL(link.url).search);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("once the owner proves the email, erasure covers the tests taken with it", async () => {
    const buyer = await anonymousBuyer();
    const owner = await register(buyer.email);
    const verified = await request(ctx.app)
      .post("/api/auth/verify-email")
      .send({ token: await tokenSentTo(buyer.email) });
    expect(verified.status).toBe(200);
    expect((await me(owner.token)).emailVerified).toBe(true);

    const exported = await request(ctx.app).get("/api/user/export").set("Authorization", `Bearer ${owner.token}`);
    expect(exported.body.emails.map((e: { kind: string }) => e.kind)).toContain("report");

    const deleted = await request(ctx.app)
      .delete("/api/user/account")
      .set("Authorization", `Bearer ${owner.token}`)
      .send({ password: "secret123" });
    expect(deleted.status).toBe(200);
    const [row] = await db().select().from(assessments).where(eq(assessments.id, buyer.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.email).toBe("");
  });
});

describe("POST /api/auth/verify-email", () => {
  it("registration sends a link that verifies once, and no other", async () => {
    const email = unique("verify");
    const account = await register(email);
    expect(account.user.emailVerified).toBe(false);
    const token = await tokenSentTo(email);

    const bad = await request(ctx.app)
      .post("/api/auth/verify-email?lang=en")
      .send({ token: token.slice(0, -2) + "xx" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/link/i);

    const ok = await request(ctx.app).post("/api/auth/verify-email").send({ token });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
    expect((await me(account.token)).emailVerified).toBe(true);

    const again = await request(ctx.app).post("/api/auth/verify-email").send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/enlace/i);
  });

  it("an expired link does not verify", async () => {
    const email = unique("expired");
    const account = await register(email);
    const token = await tokenSentTo(email);
    await db()
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, account.id));
    const res = await request(ctx.app).post("/api/auth/verify-email").send({ token });
    expect(res.status).toBe(400);
    expect((await me(account.token)).emailVerified).toBe(false);
  });

  it("answers 400 with a message for a malformed body", async () => {
    const res = await request(ctx.app).post("/api/auth/verify-email").send({ token: 42 });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("a password-reset link", () => {
  it("proves the address it was sent to", async () => {
    const email = unique("reset");
    const account = await register(email);
    await request(ctx.app).post("/api/auth/forgot-password").set("X-Forwarded-For", ip()).send({ email });
    const [job] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "password-reset"), eq(emailOutbox.to, email)));
    const token = resetTokenFor(ctx.config.sessionSecret, String(job!.payload.tokenId));
    const res = await request(ctx.app).post("/api/auth/reset-password").send({ token, password: "new-secret-1" });
    expect(res.status).toBe(200);
    expect(res.body.user.emailVerified).toBe(true);
    expect((await me(res.body.token as string)).emailVerified).toBe(true);
    expect(account.user.emailVerified).toBe(false);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a new link a few times an hour, then answers 429", async () => {
    const email = unique("resend");
    const account = await register(email);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request(ctx.app)
        .post("/api/auth/resend-verification")
        .set("X-Forwarded-For", ip())
        .set("Authorization", `Bearer ${account.token}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const jobs = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "verify-email"), eq(emailOutbox.to, email)));
    // the welcome email carried the first link; each resend one more
    expect(jobs).toHaveLength(3);
  });

  it("needs a session, and says so for an already verified email", async () => {
    expect((await request(ctx.app).post("/api/auth/resend-verification")).status).toBe(401);
    const email = unique("done");
    const account = await register(email);
    await request(ctx.app)
      .post("/api/auth/verify-email")
      .send({ token: await tokenSentTo(email) });
    const res = await request(ctx.app)
      .post("/api/auth/resend-verification?lang=en")
      .set("Authorization", `Bearer ${account.token}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already/i);
  });
});

describe("POST /api/auth/change-email", () => {
  it("keeps the old email until the new one is proven, and attaches nothing by it", async () => {
    const buyer = await anonymousBuyer();
    const email = unique("before");
    const account = await register(email);
    await request(ctx.app)
      .post("/api/auth/verify-email")
      .send({ token: await tokenSentTo(email) });

    const wrong = await request(ctx.app)
      .post("/api/auth/change-email")
      .set("Authorization", `Bearer ${account.token}`)
      .send({ email: buyer.email, password: "not-it" });
    expect(wrong.status).toBe(400);

    const asked = await request(ctx.app)
      .post("/api/auth/change-email")
      .set("Authorization", `Bearer ${account.token}`)
      .send({ email: buyer.email, password: "secret123" });
    expect(asked.status).toBe(202);
    let now = await me(account.token);
    expect(now.email).toBe(email);
    expect(now.emailVerified).toBe(true);
    expect(now.pendingEmail).toBe(buyer.email);

    const done = await request(ctx.app)
      .post("/api/auth/verify-email")
      .send({ token: await tokenSentTo(buyer.email) });
    expect(done.status).toBe(200);
    now = await me(account.token);
    expect(now.email).toBe(buyer.email);
    expect(now.emailVerified).toBe(true);
    expect(now.pendingEmail).toBeNull();
    // proving the address does not move the anonymous test into the account
    const [row] = await db().select().from(assessments).where(eq(assessments.id, buyer.id));
    expect(row?.userId).toBeNull();
  });

  it("refuses an address another account uses", async () => {
    const taken = unique("taken");
    await register(taken);
    const account = await register(unique("mover"));
    const res = await request(ctx.app)
      .post("/api/auth/change-email")
      .set("Authorization", `Bearer ${account.token}`)
      .send({ email: taken.toUpperCase(), password: "secret123" });
    expect(res.status).toBe(409);
  });

  it("an administrator from ADMIN_EMAIL counts as verified", async () => {
    const email = unique("admin");
    await ctx.deps.auth.ensureAdmin(email, "admin-password-123");
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});
