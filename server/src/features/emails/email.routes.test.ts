import type { Express } from "express";
import request from "supertest";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import { emailOutbox } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";

let ctx: TestContext;
let app: Express;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => {
  await ctx.close();
});

/** The translated message the error middleware answers (the key itself until the slice is in the catalog). */
const message = (key: string, lang: "es" | "en" = "es") => translate(lang, key as MessageKey);

async function submit(lang: "es" | "en" = "es") {
  const submission = buildSubmission({ lang });
  const res = await request(ctx.app).post("/api/assessment/submit").send(submission);
  return { id: res.body.assessmentId as string, email: submission.email };
}

async function pay(assessmentId: string) {
  const payment = await insertPayment(ctx.database.db, buildPaymentRow(assessmentId, { status: "pending" }));
  await ctx.deps.paymentUseCases.fulfil(payment.id);
  return payment;
}

const resendJobs = (assessmentId: string) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `report:resend:${assessmentId}:%`));

describe("POST /api/assessment/{id}/resend-report", () => {
  it("when the assessment is not paid, then it answers 402 with a message and queues nothing", async () => {
    const { id } = await submit();
    const res = await request(app).post(`/api/assessment/${id}/resend-report`).send({});
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("email.resend_not_paid");
    expect(res.body.message).toBe(message("email.resend.notPaid"));
    expect(await resendJobs(id)).toHaveLength(0);
  });

  it("when the assessment is unknown or the id malformed, then it answers 404", async () => {
    expect((await request(app).post("/api/assessment/BBBBBBBBBBBBBBBBBBBBBB/resend-report")).status).toBe(404);
    expect((await request(app).post("/api/assessment/not-an-id/resend-report")).status).toBe(404);
  });

  it("when a paid assessment asks three times, then three report jobs are queued to its email, and the fourth gets 429", async () => {
    const { id, email } = await submit("en");
    const payment = await pay(id);
    for (let i = 1; i <= 3; i++) {
      const res = await request(app).post(`/api/assessment/${id}/resend-report`).send({});
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ queued: true });
      expect(await resendJobs(id)).toHaveLength(i);
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct timestamps in the dedupe key
    }
    const refused = await request(app).post(`/api/assessment/${id}/resend-report?lang=en`).send({});
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(refused.body.message).toBe(message("email.resend.tooMany", "en"));

    const jobs = await resendJobs(id);
    expect(jobs).toHaveLength(3);
    for (const job of jobs) {
      expect(job.kind).toBe("report");
      expect(job.to).toBe(email);
      expect(job.language).toBe("en");
      expect(job.status).toBe("pending");
      expect(job.payload).toMatchObject({ assessmentId: id, paymentId: payment.id });
    }
    // The original delivery job is still the one fulfilment queued.
    const original = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `report:${id}`));
    expect(original).toHaveLength(1);
  });

  it("when another assessment asks, then it has its own limit", async () => {
    const { id } = await submit();
    await pay(id);
    const res = await request(app).post(`/api/assessment/${id}/resend-report`);
    expect(res.status).toBe(202);
  });
});
