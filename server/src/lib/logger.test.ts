import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment } from "../testing/builders";
import { createLogger, redactLogLine } from "./logger";
import { providerLogRedaction } from "../features/payments/payment-providers.registry";

const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    { logger: createLogger("info", { write: (line: string) => lines.push(line) }, providerLogRedaction) },
  );
});
afterAll(async () => {
  await ctx.close();
});

describe("the request log", () => {
  it("keeps no signature of a signed download link and no email address", async () => {
    const submission = buildSubmission();
    const { assessmentId } = (await request(ctx.app).post("/api/assessment/submit").send(submission)).body;
    const payment = await insertPayment(ctx.database.db, buildPaymentRow(assessmentId, { status: "pending" }));
    await ctx.deps.paymentUseCases.fulfil(payment.id);
    const link = new URL(ctx.deps.reports.downloadLink(assessmentId, "es").url);
    const sig = link.searchParams.get("sig")!;
    const res = await request(ctx.app).get(link.pathname + link.search);
    expect(res.status).toBe(200);
    await request(ctx.app).get(`/api/nowhere?email=${encodeURIComponent(submission.email)}`);

    const log = lines.join("");
    expect(log).toContain(`/api/assessment/${assessmentId}/pdf`);
    expect(log).toContain("sig=[redacted]");
    expect(log).not.toContain(sig);
    expect(log).toContain("/api/nowhere");
    expect(log).not.toContain(submission.email);
    expect(log).not.toContain(encodeURIComponent(submission.email));
  });

  it("redacts tokens, claim secrets and emails wherever they appear in a line", () => {
    expect(redactLogLine('{"url":"/reset-password#token=abc.def","msg":"550 rejected: ana.perez@example.co"}')).toBe(
      '{"url":"/reset-password#token=[redacted]","msg":"550 rejected: [email]"}',
    );
    expect(redactLogLine('"/results/x?lang=es#k=SECRET"')).toBe('"/results/x?lang=es#k=[redacted]"');
  });
});
