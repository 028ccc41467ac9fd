import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessCodes,
  assessments,
  emailOutbox,
  passwordResetTokens,
  payments,
  rateLimits,
  sessions,
  users,
} from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildAccessCodeRow, buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";
import { verificationTokenFor } from "../auth/email-verification.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Accounts here take two tests in a row: the server's clock runs a month ahead, past the 30-day retake wait.
  ctx.deps.clock = () => new Date(Date.now() + 31 * 86_400_000);
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const ip = () => `198.18.70.${++n}`;
const db = () => ctx.database.db;
const reportsDir = () => path.join(ctx.config.dataDir, "reports");

async function register(name: string, email: string) {
  const res = await request(ctx.app)
    .post("/api/auth/register")
    .set("X-Forwarded-For", ip())
    .send({ name, email, country: "MX", password: "secret123" });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, id: res.body.user.id as string };
}
async function submit(overrides: Record<string, unknown>, token?: string) {
  const req = request(ctx.app).post("/api/assessment/submit").set("X-Forwarded-For", ip());
  if (token) req.set("Authorization", `Bearer ${token}`);
  const res = await req.send(buildSubmission(overrides));
  expect(res.status).toBe(201);
  return { id: res.body.assessmentId as string, secret: res.body.claimSecret as string };
}
async function pay(assessmentId: string, customerData: Record<string, string>, userId?: string) {
  const payment = await insertPayment(
    db(),
    buildPaymentRow(assessmentId, { status: "pending", customerData, ...(userId ? { userId } : {}) }),
  );
  await ctx.deps.paymentUseCases.fulfil(payment.id);
  return payment.id;
}

/** Opens the verification link the welcome email carried. */
async function proveEmail(email: string) {
  const [job] = await db()
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.kind} = 'welcome' AND ${emailOutbox.to} = ${email.toLowerCase()}`);
  const token = verificationTokenFor(ctx.config.sessionSecret, String(job!.payload.tokenId));
  const res = await request(ctx.app).post("/api/auth/verify-email").send({ token });
  expect(res.status).toBe(200);
}

/** Every table of the database whose rows, as text, mention `needle` (case-insensitive). */
async function tablesMentioning(needle: string): Promise<string[]> {
  const tables = (await db().execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  expect(tables.rows.length).toBeGreaterThanOrEqual(10);
  const found: string[] = [];
  for (const { table_name } of tables.rows) {
    const result = (await db().execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} AS r WHERE r::text ILIKE ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(table_name);
  }
  return found;
}

describe("GET /api/user/export", () => {
  it("answers everything the account holds as a JSON download, and nothing of anyone else's", async () => {
    const mine = await register("Exporta Persona", `export.${Date.now()}@example.com`);
    const theirs = await register("Otra Persona", `other.${Date.now()}@example.com`);
    const a = await submit({ fullName: "Exporta Persona", email: `export.test.${Date.now()}@example.com` }, mine.token);
    const b = await submit({ fullName: "Exporta Persona" }, mine.token);
    const other = await submit({ fullName: "Otra Persona", email: `not-mine.${Date.now()}@example.com` }, theirs.token);
    await pay(a.id, { fullName: "Exporta Persona", email: "export@example.com" }, mine.id);
    await pay(other.id, { fullName: "Otra Persona", email: "other-buyer@example.com" }, theirs.id);

    const res = await request(ctx.app).get("/api/user/export").set("Authorization", `Bearer ${mine.token}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="queestudiar-mis-datos\.json"/);
    expect(res.body.account).toMatchObject({ id: mine.id, name: "Exporta Persona", country: "MX", role: "user" });
    expect(res.body.assessments.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.body.assessments[0]).toHaveProperty("responses");
    expect(res.body.payments).toHaveLength(1);
    expect(res.body.payments[0]).toMatchObject({ assessmentId: a.id, amount: "19.99", status: "completed" });
    expect(res.body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(res.body.emails.map((e: { kind: string }) => e.kind)).toContain("welcome");
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain("Otra Persona");
    expect(text).not.toContain("other-buyer@example.com");
    expect(text).not.toContain("passwordHash");
    expect((await request(ctx.app).get("/api/user/export")).status).toBe(401);
  });
});

describe("DELETE /api/user/account", () => {
  it("with the password, leaves no personal data in any table; payments stay as accounting records", async () => {
    const stamp = Date.now();
    const email = `borrar.${stamp}@example.com`;
    const name = `Zacarías Borrable${stamp}`;
    const me = await register(name, email);
    // the owner proved the address: what was taken with it without the account is theirs to erase too
    await proveEmail(email);
    const paid = await submit({ fullName: name, email }, me.token);
    await submit({ fullName: name, email }, me.token);
    const anonymous = await submit({ fullName: name, email: email.toUpperCase(), age: "15-18" }); // taken before signing up, never claimed
    const paymentId = await pay(
      paid.id,
      { fullName: name, email, age: "19-24", education: "universitario", country: "MX" },
      me.id,
    );
    await db()
      .insert(accessCodes)
      .values(buildAccessCodeRow({ email, usedByEmail: email, usedByAssessmentId: paid.id, usedAt: new Date() }));
    await request(ctx.app).post("/api/auth/forgot-password").set("X-Forwarded-For", ip()).send({ email });
    expect(await tablesMentioning(email)).not.toEqual([]);

    const wrong = await request(ctx.app)
      .delete("/api/user/account?lang=en")
      .set("Authorization", `Bearer ${me.token}`)
      .send({ password: "nope" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The current password is not correct");
    const res = await request(ctx.app)
      .delete("/api/user/account")
      .set("Authorization", `Bearer ${me.token}`)
      .send({ password: "secret123" });
    expect(res.status).toBe(200);

    expect(await tablesMentioning(email)).toEqual([]);
    expect(await tablesMentioning(`Borrable${stamp}`)).toEqual([]);
    expect((await request(ctx.app).get("/api/auth/me").set("Authorization", `Bearer ${me.token}`)).status).toBe(401);
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      amount: "19.99",
      currency: "USD",
      status: "completed",
      customerData: null,
      userId: null,
    });
    // The paid assessment is kept for that record only, and shown to nobody.
    expect((await request(ctx.app).get(`/api/assessment/${paid.id}`)).status).toBe(404);
    expect((await request(ctx.app).get(`/api/assessment/${anonymous.id}`)).status).toBe(404);
    expect(await db().select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
  });

  it("the administrator account is not deleted this way", async () => {
    const admin = await register("Admin Person", `admin.${Date.now()}@example.com`);
    await db().update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const res = await request(ctx.app)
      .delete("/api/user/account")
      .set("Authorization", `Bearer ${admin.token}`)
      .send({ password: "secret123" });
    expect(res.status).toBe(403);
  });
});

describe("DELETE /api/assessment/{id}", () => {
  it("the browser that took the test deletes it with its claim secret; holding the id is not enough", async () => {
    const stamp = Date.now();
    const { id, secret } = await submit({ fullName: `Anónima Borrable${stamp}`, email: `anon.${stamp}@example.com` });
    const stranger = await request(ctx.app).delete(`/api/assessment/${id}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe("Solo quien hizo el test puede eliminarlo");
    const res = await request(ctx.app).delete(`/api/assessment/${id}`).set("X-Claim-Secret", secret);
    expect(res.status).toBe(200);
    expect((await request(ctx.app).get(`/api/assessment/${id}`)).status).toBe(404);
    expect(await tablesMentioning(`anon.${stamp}@example.com`)).toEqual([]);
    expect(await tablesMentioning(`Borrable${stamp}`)).toEqual([]);
  });

  it("a paid one keeps its payment without personal data", async () => {
    const { id, secret } = await submit({});
    const paymentId = await pay(id, { fullName: "Compradora Anónima", email: "compradora@example.com" });
    expect((await request(ctx.app).delete(`/api/assessment/${id}`).set("X-Claim-Secret", secret)).status).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.customerData).toBeNull();
    expect((await request(ctx.app).get(`/api/assessment/${id}/pdf`)).status).toBe(404);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.payload}->>'assessmentId' = ${id}`),
    ).toHaveLength(0);
  });
});

describe("the clean-up job", () => {
  it("deletes expired sessions, used or expired reset links, stale counters and unpaid anonymous tests older than the retention", async () => {
    const now = new Date();
    const monthsAgo = (m: number) => new Date(now.getTime() - m * 31 * 86_400_000);
    const old = await submit({});
    const recent = await submit({});
    const oldPaid = await submit({});
    await pay(oldPaid.id, { fullName: "X", email: "x@example.com" });
    const owner = await register("Con Cuenta", `owned.${Date.now()}@example.com`);
    const oldOwned = await submit({}, owner.token);
    for (const id of [old.id, oldPaid.id, oldOwned.id])
      await db()
        .update(assessments)
        .set({ createdAt: monthsAgo(13) })
        .where(eq(assessments.id, id));
    await db()
      .update(assessments)
      .set({ createdAt: monthsAgo(11) })
      .where(eq(assessments.id, recent.id));
    await db()
      .insert(sessions)
      .values({ id: `expired-${Date.now()}`, userId: owner.id, expiresAt: new Date(now.getTime() - 1000) });
    await db()
      .insert(passwordResetTokens)
      .values([
        { userId: owner.id, expiresAt: new Date(now.getTime() + 3_600_000), usedAt: now },
        { userId: owner.id, expiresAt: new Date(now.getTime() - 1000) },
        { userId: owner.id, expiresAt: new Date(now.getTime() + 3_600_000) },
      ]);
    await db()
      .insert(rateLimits)
      .values({ key: `stale-${Date.now()}`, windowStart: monthsAgo(1), count: 3 });

    const removed = await ctx.deps.privacy.cleanUp({ retentionMonths: 12, now });
    expect(removed).toMatchObject({ assessments: 1, resetLinks: 2 });
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.counters).toBeGreaterThanOrEqual(1);
    const left = async (id: string) =>
      (await db().select({ id: assessments.id }).from(assessments).where(eq(assessments.id, id))).length;
    expect(await left(old.id)).toBe(0);
    expect(await left(recent.id)).toBe(1);
    expect(await left(oldPaid.id)).toBe(1);
    expect(await left(oldOwned.id)).toBe(1);
    expect(await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, owner.id))).toHaveLength(
      1,
    );
    expect(
      (
        await db()
          .select()
          .from(sessions)
          .where(sql`${sessions.expiresAt} < now()`)
      ).length,
    ).toBe(0);
  });
});

describe("erasing a test leaves nothing behind", () => {
  it("its rendered PDFs, its share pictures, the gift payer's email and every email about it or its payments go", async () => {
    const stamp = Date.now();
    const payer = `regala.${stamp}@example.com`;
    const test = await submit({ fullName: `Gift Taker${stamp}` });
    const payment = await insertPayment(
      db(),
      buildPaymentRow(test.id, {
        status: "pending",
        payerEmail: payer,
        customerData: { fullName: "Payer", email: payer, lang: "es" },
      }),
    );
    await ctx.deps.paymentUseCases.fulfil(payment.id);
    expect(await tablesMentioning(payer)).toEqual(expect.arrayContaining(["payments", "email_outbox"]));
    // the report is rendered once, and cached on disk
    const link = new URL(ctx.deps.reports.downloadLink(test.id, "es").url);
    expect((await request(ctx.app).get(link.pathname + link.search)).status).toBe(200);
    const cached = () =>
      fs.existsSync(reportsDir()) ? fs.readdirSync(reportsDir()).filter((name) => name.startsWith(test.id)) : [];
    expect(cached()).toHaveLength(1);
    // a share link's picture (it shows the first name), drawn and kept on disk
    const shared = await request(ctx.app)
      .post(`/api/assessment/${test.id}/share`)
      .set("X-Claim-Secret", test.secret)
      .send({ lang: "es" });
    expect(shared.status).toBe(201);
    const shareId = shared.body.shareId as string;
    expect((await request(ctx.app).get(`/api/share/${shareId}/image.png`)).status).toBe(200);
    const pictures = path.join(ctx.config.dataDir, "share-images", shareId);
    expect(fs.existsSync(pictures)).toBe(true);

    const res = await request(ctx.app).delete(`/api/assessment/${test.id}`).set("X-Claim-Secret", test.secret);
    expect(res.status).toBe(200);

    expect(cached()).toEqual([]);
    expect(fs.existsSync(pictures)).toBe(false);
    expect((await request(ctx.app).get(`/api/share/${shareId}`)).status).toBe(404);
    expect(await tablesMentioning(payer)).toEqual([]);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ payerEmail: null, customerData: null, status: "completed" });
    const about = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.payload}->>'paymentId' = ${payment.id}`);
    expect(about).toEqual([]);
  });
});
