import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "@shared/i18n/lang";
import { assessments, emailOutbox, payments, users, type EmailJob, type PaymentProvider } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildOutboxJob, buildPaymentRow, buildSubmission, insertPayment, queueWelcomes } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";
import { pdfText } from "../../testing/pdf-text";
import { createMailTransport, outboxDir, type MailTransport } from "./email.transport";
import { createEmailWorker, type EmailWorker, type EmailWorkerDeps } from "./email.worker";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../testing/smtp-sink";

let ctx: TestContext;
let smtp: SmtpSink;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(emailOutbox);
  smtp.messages.length = 0;
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const db = () => ctx.database.db;

function makeWorker(
  options: { smtpUrl?: string | undefined } & Partial<
    Omit<EmailWorkerDeps, "db" | "config" | "logger" | "reports" | "assessments" | "auth" | "payments">
  > = {},
): { worker: EmailWorker; transport: MailTransport } {
  const smtpUrl = "smtpUrl" in options ? options.smtpUrl : smtp.url;
  const transport =
    options.transport ??
    createMailTransport(
      { smtpUrl, dataDir: ctx.config.dataDir },
      { logger: ctx.deps.logger, smtp: { ignoreTLS: true } },
    );
  const worker = createEmailWorker({
    ...ctx.deps,
    ...options,
    transport,
  });
  cleanups.push(async () => {
    await worker.stop();
    transport.close();
  });
  return { worker, transport };
}

/** An assessment paid through the real fulfilment path, which queues its report email. */
async function paidAssessment(options: { fullName?: string; lang?: Lang; provider?: PaymentProvider } = {}) {
  const submission = buildSubmission({ fullName: options.fullName ?? "Ana María Pérez", lang: options.lang ?? "es" });
  const res = await request(ctx.app).post("/api/assessment/submit").send(submission);
  expect(res.status).toBeLessThan(300);
  const assessmentId: string = res.body.assessmentId;
  // This file is about the emails of a payment: the results email of the submission has its own tests.
  await db()
    .delete(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `results:${assessmentId}`));
  const provider = options.provider ?? "card";
  const free = provider === "demo" || provider === "access_code";
  const payment = await insertPayment(
    db(),
    buildPaymentRow(assessmentId, {
      provider,
      status: "pending",
      ...(free ? { amount: "0.00" } : {}),
      ...(provider === "card"
        ? { localAmount: "1199.40", localCurrency: "DOP", maskedCard: "411111******1111", authorizationCode: "OK7781" }
        : {}),
    }),
  );
  const { fulfilled } = await ctx.deps.paymentUseCases.fulfil(payment.id);
  expect(fulfilled).toBe(true);
  const [job] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `report:${assessmentId}`));
  return { assessmentId, email: submission.email, payment, job: job! };
}

async function jobById(id: string): Promise<EmailJob> {
  const [job] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return job!;
}

/** The test's whole Holland code, as stored (the API gives a viewer without proof only the preview's two letters). */
async function codeOf(assessmentId: string): Promise<string> {
  const [row] = await db()
    .select({ code: assessments.hollandCode })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  return row!.code;
}

async function paymentById(id: string) {
  const [payment] = await db().select().from(payments).where(eq(payments.id, id));
  return payment!;
}

/** The signed download link as the person sees it, from the HTML (button) and the text part. */
function downloadLinks(mail: ReceivedMail): { html: string; text: string } {
  const html = String(mail.parsed.html)
    .match(/href="([^"]*\/api\/assessment\/[^"]*\/pdf\?[^"]*)"/)?.[1]
    ?.replace(/&amp;/g, "&");
  const text = mail.parsed.text?.match(/https?:\/\/\S+\/api\/assessment\/\S+\/pdf\?\S+/)?.[0];
  return { html: html ?? "", text: text ?? "" };
}

const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};

describe("report email", () => {
  it("when a paid Spanish assessment's report job runs, then exactly one message reaches the person with the signed download link (no PDF attached) and the Spanish subject", async () => {
    const { assessmentId, email, payment, job } = await paidAssessment({ fullName: "Ana María Pérez", lang: "es" });
    const { worker } = makeWorker();

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.recipients).toEqual([email]);
    expect(mail.parsed.to && "text" in mail.parsed.to ? mail.parsed.to.text : "").toContain(email);
    expect(mail.parsed.from?.text).toContain("no-reply@queestudiar.com");
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, job.id));
    const code = await codeOf(assessmentId);
    expect(code).toMatch(/^[RIASEC]{3}$/);
    expect(mail.parsed.subject).toBe(`Tu reporte vocacional QuéEstudiar: código ${code}`);

    // The email carries the link, not the PDF: every download then goes through the server and is recorded.
    expect(mail.parsed.attachments).toHaveLength(0);
    expect(downloadLinks(mail).text).toContain(`/api/assessment/${assessmentId}/pdf?`);

    const text = mail.parsed.text ?? "";
    expect(text).toContain("Hola, Ana María Pérez:");
    expect(text).toContain(code);
    expect(text).toContain("30 días");
    // Receipt: amount, the pesos charged, method, order id.
    expect(text).toContain("Comprobante de pago");
    expect(text).toContain("$19.99 USD");
    expect(text).toContain("RD$ 1,199.40");
    expect(text).toContain("Tarjeta (Banco Popular)");
    expect(text).toContain(payment.providerOrderId!);
    // Refund policy and support from the company config.
    expect(text).toContain("24 horas");
    expect(text).toContain("3 a 5 días hábiles");
    expect(text).toContain("soporte@queestudiar.com");
    expect(text).toContain("+1 (809) 555-0142");
    expect(text).toContain("Lunes a viernes");
    expect(String(mail.parsed.html)).toContain("Av. Winston Churchill 1099");

    expect(row?.status).toBe("sent");
    expect(row?.attempts).toBe(1);
    expect(row?.sentAt).toBeInstanceOf(Date);
    const delivered = await paymentById(payment.id);
    expect(delivered.reportDelivered).toBe(true);
    expect(delivered.reportDeliveredAt).toBeInstanceOf(Date);
    expect(delivered.downloadCount).toBe(0);
  });

  it("when the link of the email is followed, then it downloads the PDF without a session, and the download is recorded on the payment", async () => {
    const { assessmentId, payment } = await paidAssessment();
    const { worker } = makeWorker();
    await worker.runOnce();
    const links = downloadLinks(smtp.messages[0]!);
    expect(links.html).not.toBe("");
    expect(links.html).toBe(links.text);
    const url = new URL(links.html);
    expect(url.origin).toBe(ctx.config.publicUrl);
    expect(url.pathname).toBe(`/api/assessment/${assessmentId}/pdf`);
    const res = await request(ctx.app)
      .get(url.pathname + url.search)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
    const once = await paymentById(payment.id);
    expect(once.downloadCount).toBe(1);
    expect(once.firstDownloadedAt).toBeInstanceOf(Date);
    await request(ctx.app)
      .get(url.pathname + url.search.replace("download=1", "download=0"))
      .buffer(true)
      .parse(binary);
    const twice = await paymentById(payment.id);
    expect(twice.downloadCount).toBe(2);
    expect(twice.firstDownloadedAt).toEqual(once.firstDownloadedAt);
  });

  it("when the assessment is in English, then the email is in English with the link in English", async () => {
    const { assessmentId } = await paidAssessment({ fullName: "John Smith", lang: "en", provider: "paypal" });
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(1);
    const mail = smtp.messages[0]!;
    const code = await codeOf(assessmentId);
    expect(mail.parsed.subject).toBe(`Your QuéEstudiar career report: code ${code}`);
    expect(mail.parsed.attachments).toHaveLength(0);
    const text = mail.parsed.text ?? "";
    expect(text).toContain("Hi John Smith,");
    expect(text).toContain("Payment receipt");
    expect(text).toContain("PayPal");
    expect(text).toContain("within 24 hours");
    expect(text).toContain("Monday to Friday");
    expect(text).not.toContain("Comprobante");
    expect(new URL(downloadLinks(mail).text).searchParams.get("lang")).toBe("en");
  });

  it("when the price had a promo code, then the receipt names the code and what it took off", async () => {
    const { payment } = await paidAssessment({ provider: "paypal" });
    await db()
      .update(payments)
      .set({ promoCode: "VERANO-26", promoDiscount: "5.00" })
      .where(eq(payments.id, payment.id));
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(1);
    const text = smtp.messages[0]!.parsed.text ?? "";
    expect(text).toContain("Código promocional");
    expect(text).toContain("VERANO-26 (−$5.00 USD)");
  });

  it("when the HTML is built, then it uses inline styles only, no remote resources, and escapes the person's name", async () => {
    const name = "<script>alert(1)</script>";
    await paidAssessment({ fullName: name });
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(1);
    const mail = smtp.messages[0]!;
    const html = String(mail.parsed.html);
    expect(html).not.toMatch(/<img[^>]+src="http/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/style="[^"]+"/);
    expect(html).toMatch(/<table[^>]+role="presentation"/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.parsed.text).toContain(name);
  });

  it("when the name would break out of an HTML attribute, then the HTML escapes it, the text and the downloaded PDF carry it literally", async () => {
    const name = `"><img src=x onerror=alert(1)> O'Neil & Co`;
    await paidAssessment({ fullName: name });
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(1);
    const mail = smtp.messages[0]!;
    const html = String(mail.parsed.html);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]*\sonerror=/i);
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt; O&#39;Neil &amp; Co");
    expect(mail.parsed.text).toContain(`Hola, ${name}`);
    const url = new URL(downloadLinks(mail).text);
    const res = await request(ctx.app)
      .get(url.pathname + url.search)
      .buffer(true)
      .parse(binary);
    expect(res.headers["content-disposition"]).toContain(
      'filename="Reporte-Vocacional-img-src-x-onerror-alert-1-O-Neil-Co.pdf"',
    );
    expect((await pdfText(res.body as Buffer)).text).toContain(name);
  });

  it("when the payment was a free demo, then the receipt says there was no charge", async () => {
    await paidAssessment({ provider: "demo" });
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(1);
    const text = smtp.messages[0]!.parsed.text ?? "";
    expect(text).toContain("Sin cargo");
    expect(text).toContain("Demo");
    expect(text).not.toContain("$0.00");
    expect(text).not.toContain("RD$");
  });
});

describe("refund email", () => {
  it("when a purchase is fully refunded, then the buyer gets one refund email in their language, and the report email can no longer go out", async () => {
    const es = await paidAssessment({ fullName: "Ana Reembolso", lang: "es" });
    const en = await paidAssessment({ fullName: "John Refund", lang: "en", provider: "paypal" });
    for (const bought of [es, en]) {
      const refund = {
        paymentId: bought.payment.id,
        providerRefundId: "R-1",
        amount: "19.99",
        currency: "USD",
        kind: "refund" as const,
        source: "admin" as const,
      };
      await ctx.deps.paymentUseCases.applyRefund(refund);
      await ctx.deps.paymentUseCases.applyRefund(refund);
    }
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    const toEs = smtp.messages.filter((m) => m.recipients.includes(es.email));
    const toEn = smtp.messages.filter((m) => m.recipients.includes(en.email));
    expect(toEs.map((m) => m.parsed.subject)).toEqual(["Reembolso de tu Reporte Vocacional Completo"]);
    expect(toEs[0]!.parsed.text).toContain("Hola, Ana Reembolso:");
    expect(toEs[0]!.parsed.text).toContain("Reembolsamos $19.99 USD");
    expect(toEs[0]!.parsed.text).toContain(es.payment.providerOrderId!);
    expect(toEn.map((m) => m.parsed.subject)).toEqual(["Refund of your Complete Career Report"]);
    expect(toEn[0]!.parsed.text).toContain("We refunded $19.99 USD");
    expect(toEn[0]!.parsed.text).toContain("no longer available");
    // The report jobs queued before the refund were given up: the reports are no longer paid.
    expect((await jobById(es.job.id)).status).toBe("failed");
  });
});

describe("retries", () => {
  it("when the SMTP server is down, then the job is retried within a minute with the payment untouched, and sent exactly once when it is back", async () => {
    const { payment, job } = await paidAssessment();
    const paymentBefore = await paymentById(payment.id);
    const down = await startSmtpSink();
    const port = down.port;
    await down.close();

    const { worker } = makeWorker({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const before = Date.now();
    expect(await worker.runOnce()).toBe(0);
    const retried = await jobById(job.id);
    expect(retried.status).toBe("pending");
    expect(retried.attempts).toBe(1);
    expect(retried.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThan(before);
    expect(retried.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 60_000);
    expect(await paymentById(payment.id)).toEqual(paymentBefore);

    const back = await startSmtpSink({ port });
    cleanups.push(() => back.close());
    expect(await worker.runOnce()).toBe(0); // not due yet
    expect(back.messages).toHaveLength(0);

    const { worker: later } = makeWorker({ smtpUrl: back.url, now: () => new Date(Date.now() + 61_000) });
    expect(await later.runOnce()).toBe(1);
    expect(await later.runOnce()).toBe(0);
    expect(back.messages).toHaveLength(1);
    const sent = await jobById(job.id);
    expect(sent.status).toBe("sent");
    expect(sent.attempts).toBe(2);
    expect((await paymentById(payment.id)).reportDelivered).toBe(true);
  });

  it("when the SMTP server answers a temporary error, then the job is retried", async () => {
    const { job } = await paidAssessment();
    const busy = await startSmtpSink({ rejectRcpt: { code: 451, message: "Try again later" } });
    cleanups.push(() => busy.close());
    const { worker } = makeWorker({ smtpUrl: busy.url });
    expect(await worker.runOnce()).toBe(0);
    const retried = await jobById(job.id);
    expect(retried.status).toBe("pending");
    expect(retried.attempts).toBe(1);
    expect(retried.lastError).toContain("451");
  });

  it("when the SMTP server refuses the recipient for good, then the job fails at once", async () => {
    const { job } = await paidAssessment();
    const refusing = await startSmtpSink({ rejectRcpt: { code: 550, message: "No such user" } });
    cleanups.push(() => refusing.close());
    const { worker } = makeWorker({ smtpUrl: refusing.url });
    expect(await worker.runOnce()).toBe(0);
    const failed = await jobById(job.id);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toContain("550");
  });

  it("when a job older than a day fails again, then it is marked failed and listed for the admin", async () => {
    const { job, payment } = await paidAssessment();
    await db()
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000), attempts: 20 })
      .where(eq(emailOutbox.id, job.id));
    const down = await startSmtpSink();
    await down.close();
    const { worker } = makeWorker({ smtpUrl: down.url });
    expect(await worker.runOnce()).toBe(0);
    const failed = await jobById(job.id);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(21);
    const listed = (await ctx.deps.emails.listFailed({ page: 1, pageSize: 25 })).items;
    expect(listed.map((row) => row.id)).toContain(job.id);
    expect(listed.find((row) => row.id === job.id)?.lastError).toBeTruthy();
    expect((await paymentById(payment.id)).reportDelivered).toBe(false);
    expect(await worker.runOnce()).toBe(0);
  });

  it("when a job was queued within the millisecond the worker's clock reads, then it is due (the database keeps microseconds)", async () => {
    const at = new Date("2026-11-27T12:00:00.123Z");
    const [job] = await db()
      .insert(emailOutbox)
      .values(
        buildOutboxJob({
          payload: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", paymentId: "00000000-0000-4000-8000-000000000000" },
        }),
      )
      .returning();
    await db().execute(
      sql`UPDATE email_outbox SET next_attempt_at = ${at.toISOString()}::timestamptz + interval '900 microseconds' WHERE id = ${job!.id}`,
    );
    const { worker } = makeWorker({ now: () => at });
    await worker.runOnce();
    expect((await jobById(job!.id)).attempts).toBe(1);
  });

  it("when the job's assessment no longer exists, then it is marked failed with a clear error and not retried", async () => {
    const [job] = await db()
      .insert(emailOutbox)
      .values(
        buildOutboxJob({
          payload: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", paymentId: "00000000-0000-4000-8000-000000000000" },
        }),
      )
      .returning();
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(0);
    const failed = await jobById(job!.id);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBe("assessment AAAAAAAAAAAAAAAAAAAAAA no longer exists");
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("the admin's decision on a counsellor's request", () => {
  it("when the admin approves, approves again and then rejects, then the counsellor gets two emails in the language they signed up in, with their panel's link and no text from their form", async () => {
    const admin = await signUp(ctx.app, db(), "admin");
    const email = `decision.${Date.now()}@colegio.example`;
    const signedUp = await request(ctx.app)
      .post("/api/schools/counsellors?lang=en")
      .set("X-Forwarded-For", "198.51.100.210")
      .send({
        name: "Ana Counselor",
        email,
        password: "secret123",
        schoolName: "Lincoln <b>High</b>",
        country: "US",
        city: "Austin",
      });
    expect(signedUp.status).toBe(201);
    const list = await request(ctx.app)
      .get("/api/admin/schools/counsellors?status=pending&pageSize=100")
      .set("Authorization", `Bearer ${admin.token}`);
    const id = (list.body.items as { id: string; email: string }[]).find((c) => c.email === email)!.id;
    const decide = (decision: "approve" | "reject") =>
      request(ctx.app)
        .post(`/api/admin/schools/counsellors/${id}/${decision}`)
        .set("Authorization", `Bearer ${admin.token}`);
    const { worker } = makeWorker();
    await worker.runOnce(); // the welcome
    smtp.messages.length = 0;

    expect((await decide("approve")).status).toBe(200);
    expect((await decide("approve")).status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    const approved = smtp.messages[0]!;
    expect(approved.recipients).toEqual([email]);
    expect(approved.parsed.subject).toBe("Your QuéEstudiar counselor account was approved");
    const text = approved.parsed.text ?? "";
    expect(text).toContain(`${ctx.config.publicUrl}/escuelas/panel`);
    expect(text).not.toContain("Lincoln");
    expect(text).not.toContain("Ana Counselor");

    expect((await decide("reject")).status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.messages[1]!.parsed.subject).toBe("Your QuéEstudiar counselor account request");
    expect(smtp.messages[1]!.parsed.text).toContain("could not approve it for now");
  });

  it("when a counsellor signed up in Spanish is approved, then the email is in Spanish", async () => {
    const admin = await signUp(ctx.app, db(), "admin");
    const email = `decision.es.${Date.now()}@colegio.example`;
    await request(ctx.app)
      .post("/api/schools/counsellors")
      .set("X-Forwarded-For", "198.51.100.211")
      .send({ name: "Rosa", email, password: "secret123", schoolName: "Liceo", country: "DO", city: "Moca" });
    const list = await request(ctx.app)
      .get("/api/admin/schools/counsellors?status=pending&pageSize=100")
      .set("Authorization", `Bearer ${admin.token}`);
    const id = (list.body.items as { id: string; email: string }[]).find((c) => c.email === email)!.id;
    await request(ctx.app)
      .post(`/api/admin/schools/counsellors/${id}/approve`)
      .set("Authorization", `Bearer ${admin.token}`);
    const { worker } = makeWorker();
    await worker.runOnce();
    const subjects = smtp.messages.filter((m) => m.recipients.includes(email)).map((m) => m.parsed.subject);
    expect(subjects).toContain("Tu cuenta de orientador/a en QuéEstudiar fue aprobada");
  });
});

describe("welcome email", () => {
  it("when someone registers, then the welcome email reaches them with the link that confirms the address and the support contact", async () => {
    const { email } = await signUp(ctx.app, db());
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(1);
    const mail = smtp.messages[0]!;
    expect(mail.recipients).toEqual([email]);
    expect(mail.parsed.subject).toBe("¡Te damos la bienvenida a QuéEstudiar!");
    const text = mail.parsed.text ?? "";
    // no text a person typed: whoever registers can aim this email at any address
    expect(text).not.toContain("Test Person");
    expect(text).toMatch(new RegExp(`${ctx.config.publicUrl}/verify-email\\?lang=es#token=[0-9a-f-]{36}\\.`));
    expect(text).toContain("48 horas");
    expect(text).toContain("soporte@queestudiar.com");
    expect(String(mail.parsed.html)).toContain(`href="${ctx.config.publicUrl}/verify-email?lang=es#token=`);
    expect(mail.parsed.attachments).toHaveLength(0);
  });

  it("when the name holds a script tag, then neither the subject nor the body carries it", async () => {
    const name = "<script>alert(1)</script>";
    const res = await request(ctx.app)
      .post("/api/auth/register")
      .set("X-Forwarded-For", "198.51.100.201")
      .send({ name, email: `script.${Date.now()}@example.com`, country: "DO", password: "secret123" });
    expect(res.status).toBe(201);
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(1);
    const mail = smtp.messages[0]!;
    expect(mail.parsed.subject).toBe("¡Te damos la bienvenida a QuéEstudiar!");
    expect(mail.parsed.text).not.toContain("alert(1)");
    const html = String(mail.parsed.html);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert(1)");
  });

  it("when the user was deleted before the job ran, then the job is marked failed", async () => {
    const { id } = await signUp(ctx.app, db());
    await db().delete(users).where(eq(users.id, id));
    const { worker } = makeWorker();
    expect(await worker.runOnce()).toBe(0);
    const [job] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `welcome:${id}`));
    expect(job?.status).toBe("failed");
    // its verification link went with the account
    expect(job?.lastError).toMatch(/^verification token [0-9a-f-]{36} is used or expired$/);
  });
});

describe("file transport", () => {
  it("when no SMTP_URL is set, then the message is written as an .eml file in DATA_DIR/outbox", async () => {
    fs.rmSync(outboxDir(ctx.config), { recursive: true, force: true });
    await signUp(ctx.app, db());
    const { worker, transport } = makeWorker({ smtpUrl: undefined });
    expect(transport.kind).toBe("file");
    expect(await worker.runOnce()).toBe(1);
    const files = fs.readdirSync(outboxDir(ctx.config)).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outboxDir(ctx.config), files[0]!));
    expect(raw.toString()).toMatch(/^Subject: /m);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("¡Te damos la bienvenida a QuéEstudiar!");
    expect(parsed.text).toContain("/verify-email?lang=es#token=");
  });
});

describe("polling", () => {
  it("when stop() is called during a send, then it waits for that send to finish and polls no more", async () => {
    const slow = await startSmtpSink({ delayMs: 500 });
    cleanups.push(() => slow.close());
    const first = await signUp(ctx.app, db());
    const { worker } = makeWorker({ smtpUrl: slow.url, intervalMs: 20 });
    const receiving = slow.nextData();
    worker.start();
    await receiving;
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(300);
    expect(slow.messages).toHaveLength(1);
    const [job] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `welcome:${first.id}`));
    expect(job?.status).toBe("sent");

    const second = await signUp(ctx.app, db());
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [pending] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `welcome:${second.id}`));
    expect(pending?.status).toBe("pending");
  });

  it("when started, then queued jobs are delivered without calling runOnce", async () => {
    await signUp(ctx.app, db());
    const { worker } = makeWorker({ intervalMs: 20 });
    worker.start();
    worker.start(); // idempotent
    await smtp.waitFor(1);
    await worker.stop();
    expect(smtp.messages).toHaveLength(1);
  });

  it("when a poll's batch is full, then the next batch is sent at once, not after the interval", async () => {
    // a queue longer than one batch (a class finishing together, a peak): the rest does not wait a whole interval per batch
    await queueWelcomes(db(), 7);
    const { worker } = makeWorker({ intervalMs: 60_000, batchSize: 2 });
    worker.start();
    await smtp.waitFor(7);
    await worker.stop();
    expect(smtp.messages).toHaveLength(7);
  });

  it("when two workers share the database, then each job is sent once", async () => {
    await queueWelcomes(db(), 8);
    const a = makeWorker().worker;
    const b = makeWorker().worker;
    const [sentA, sentB] = await Promise.all([a.runOnce(100), b.runOnce(100)]);
    expect(sentA + sentB).toBe(8);
    expect(smtp.messages).toHaveLength(8);
    expect(new Set(smtp.messages.map((m) => m.recipients[0])).size).toBe(8);
  });
});
