import request from "supertest";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, users } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment } from "../testing/builders";
import { RESEND_PER_ADDRESS, RESEND_PER_RECIPIENT } from "../features/emails/email.routes";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const submit = (ip: string, overrides = {}) =>
  request(ctx.app).post("/api/assessment/submit").set("X-Forwarded-For", ip).send(buildSubmission(overrides));

async function paidAssessment(email?: string) {
  const res = await submit(`198.18.99.${Math.floor(Math.random() * 250)}`, email ? { email } : {});
  const id = res.body.assessmentId as string;
  const payment = await insertPayment(ctx.database.db, buildPaymentRow(id, { status: "pending" }));
  await ctx.deps.paymentUseCases.fulfil(payment.id);
  return id;
}

describe("limits where abuse is cheap", () => {
  it("a flood of test submissions from one address is answered 429 with a JSON message; other addresses go on", async () => {
    const limit = ctx.config.submitsPerAddress;
    const statuses: number[] = [];
    for (let batch = 0; batch < limit + 10; batch += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => submit("203.0.113.5")));
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const es = await submit("203.0.113.5");
    expect(es.status).toBe(429);
    expect(es.body.message).toBe("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.");
    const en = await request(ctx.app)
      .post("/api/assessment/submit?lang=en")
      .set("X-Forwarded-For", "203.0.113.5")
      .send(buildSubmission());
    expect(en.body.message).toBe("Too many requests. Wait a moment and try again.");
    expect((await submit("203.0.113.6")).status).toBe(201);
  });

  it("report resends from one address across many assessments stop at the address's limit", async () => {
    const ids = await Promise.all(Array.from({ length: RESEND_PER_ADDRESS + 1 }, () => paidAssessment()));
    const statuses: number[] = [];
    for (const id of ids)
      statuses.push(
        (
          await request(ctx.app)
            .post(`/api/assessment/${id}/resend-report`)
            .set("X-Forwarded-For", "203.0.113.7")
            .send({})
        ).status,
      );
    expect(statuses).toEqual([...Array(RESEND_PER_ADDRESS).fill(202), 429]);
  });

  it("report resends to one recipient stop at the recipient's limit, whatever the address", async () => {
    const email = `flooded.${Date.now()}@example.com`;
    const ids = await Promise.all(Array.from({ length: RESEND_PER_RECIPIENT + 1 }, () => paidAssessment(email)));
    const statuses: number[] = [];
    for (const [i, id] of ids.entries())
      statuses.push(
        (
          await request(ctx.app)
            .post(`/api/assessment/${id}/resend-report`)
            .set("X-Forwarded-For", `203.0.113.${100 + i}`)
            .send({})
        ).status,
      );
    expect(statuses).toEqual([...Array(RESEND_PER_RECIPIENT).fill(202), 429]);
    const jobs = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(jobs.filter((job) => job.payload.resend === true)).toHaveLength(RESEND_PER_RECIPIENT);
  });

  it("an address signed up again and again stops getting welcome emails; the account is still created", async () => {
    const email = `welcome.${Date.now()}@example.com`;
    const queued: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await request(ctx.app)
        .post("/api/auth/register")
        .set("X-Forwarded-For", `203.0.113.${150 + i}`)
        .send({ name: "Welcome Again", email, country: "DO", password: "secret123" });
      expect(res.status).toBe(201);
      queued.push(
        (
          await ctx.database.db
            .select()
            .from(emailOutbox)
            .where(like(emailOutbox.dedupeKey, `welcome:${res.body.user.id}`))
        ).length,
      );
      await ctx.database.db.delete(users).where(eq(users.id, res.body.user.id));
    }
    expect(queued).toEqual([1, 1, 0]);
  });
});
