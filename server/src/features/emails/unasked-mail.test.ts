import request from "supertest";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "@shared/schema/index";
import { buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";
import { startAppWithMail } from "../../testing/test-mail";
import type { ReceivedMail } from "../../testing/smtp-sink";

/**
 * Mail nobody can aim (DECISIONS 33): an email its recipient did not ask for (the results email of
 * a submitted test, the guardian's notice, the welcome of a registration) carries no text someone
 * typed into a form, and these emails are limited per recipient and in total per hour.
 */

/** Text someone could type as a name to have the product mail it to any address. */
const HOSTILE = "Zorblax. Su pago de USD 499 fue aprobado; visite evil.example";
/** Pieces of it that must not reach a message anywhere (subject, text or HTML). */
const PIECES = ["Zorblax", "USD 499", "evil.example", "aprobado"];

let address = 0;
/** Each request from its own client address, so the per-address limits never interfere. */
const nextIp = () => `198.18.9.${(address += 1) % 250}`;

type Env = ReturnType<typeof startAppWithMail>;

const submit = (env: Env, body: object, lang = "es") =>
  request(env.ctx.app).post(`/api/assessment/submit?lang=${lang}`).set("X-Forwarded-For", nextIp()).send(body);

const register = (env: Env, name: string, email: string, lang = "es") =>
  request(env.ctx.app)
    .post(`/api/auth/register?lang=${lang}`)
    .set("X-Forwarded-For", nextIp())
    .send({ name, email, country: "DO", password: "secret123" });

/** Delivers every queued email to the SMTP server; answers what reached `to`. */
async function deliveredTo(env: Env, to: string): Promise<ReceivedMail[]> {
  for (;;) {
    const sent = await env.worker.runOnce(100);
    if (sent === 0) break;
    await env.smtp.waitFor(sent);
  }
  return env.smtp.messages.filter((mail) => mail.recipients.includes(to));
}

/** The whole message as a reader could see it: subject, text part and HTML part. */
const everything = (mail: ReceivedMail) =>
  [mail.parsed.subject ?? "", mail.parsed.text ?? "", String(mail.parsed.html ?? "")].join("\n");

function expectNoneOf(mail: ReceivedMail, pieces: string[]): void {
  const seen = everything(mail);
  for (const piece of pieces)
    expect(seen, `"${piece}" in the email to ${mail.recipients.join(", ")}`).not.toContain(piece);
}

describe("an email nobody asked for carries no text from a form", () => {
  const env = startAppWithMail();

  it("when a test is submitted with a name written as a message, then 'Tus resultados' greets without it", async () => {
    const submission = buildSubmission({ fullName: HOSTILE, consent: true, age: "19-24" });
    expect((await submit(env, submission)).status).toBe(201);
    const mails = await deliveredTo(env, submission.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe("Tus resultados");
    expect(mail.parsed.text).toContain("Hola:");
    expect(String(mail.parsed.html)).toContain("Hola:");
    expectNoneOf(mail, PIECES);
  });

  it("when the test is taken in English, then 'Your results' greets without the name too", async () => {
    const submission = buildSubmission({ fullName: HOSTILE, consent: true, age: "19-24", lang: "en" });
    expect((await submit(env, submission, "en")).status).toBe(201);
    const [mail] = await deliveredTo(env, submission.email);
    expect(mail!.parsed.subject).toBe("Your results");
    expect(mail!.parsed.text).toContain("Hello,");
    expectNoneOf(mail!, PIECES);
  });

  it("when a minor names a guardian, then neither the taker's results nor the guardian's notice carries the name", async () => {
    const guardianEmail = `tutor.${Date.now()}@example.com`;
    const submission = buildSubmission({
      fullName: HOSTILE,
      consent: true,
      country: "DO",
      age: "15-18",
      underConsentAge: true,
      guardianEmail,
      guardianConsent: true,
    });
    expect((await submit(env, submission)).status).toBe(201);
    const toTaker = await deliveredTo(env, submission.email);
    const toGuardian = await deliveredTo(env, guardianEmail);
    expect(toTaker).toHaveLength(1);
    expect(toGuardian).toHaveLength(1);
    expectNoneOf(toTaker[0]!, PIECES);
    expectNoneOf(toGuardian[0]!, PIECES);
    expect(toGuardian[0]!.parsed.subject).toBe("Tu permiso para el test vocacional de QuéEstudiar");
  });

  it("when someone registers with a name written as a message, then the welcome email carries none of it", async () => {
    const email = `welcome.${Date.now()}@example.com`;
    expect((await register(env, HOSTILE, email)).status).toBe(201);
    const mails = await deliveredTo(env, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe("¡Te damos la bienvenida a QuéEstudiar!");
    // the welcome email carries the link that proves the address, and only the product's own words
    expect(mails[0]!.parsed.text).toContain("Confirmar mi email");
    expectNoneOf(mails[0]!, PIECES);
  });

  it("when someone registers in English, then the welcome email carries no name", async () => {
    const email = `welcome.en.${Date.now()}@example.com`;
    expect((await register(env, HOSTILE, email, "en")).status).toBe(201);
    const [mail] = await deliveredTo(env, email);
    expect(mail!.parsed.text).toContain("Confirm my email");
    expectNoneOf(mail!, PIECES);
  });

  it("when a parent pays for a report as a gift, then the payer's receipt carries nothing the test taker typed, and the taker's report nothing the payer typed", async () => {
    const submission = buildSubmission({ fullName: HOSTILE, consent: true, age: "19-24" });
    const { assessmentId } = (await submit(env, submission)).body as { assessmentId: string };
    await deliveredTo(env, submission.email);
    const payerEmail = `pagadora.${Date.now()}@example.com`;
    const payment = await insertPayment(
      env.ctx.database.db,
      buildPaymentRow(assessmentId, {
        status: "pending",
        payerEmail,
        customerData: {
          fullName: "Qwyntessa Pagadora",
          email: payerEmail,
          age: "36-45",
          education: "universitario",
          country: "DO",
          lang: "es",
        },
      }),
    );
    expect((await env.ctx.deps.paymentUseCases.fulfil(payment.id)).fulfilled).toBe(true);

    const [receipt] = await deliveredTo(env, payerEmail);
    expect(receipt!.parsed.subject).not.toBe("");
    expectNoneOf(receipt!, PIECES);
    // the payer's own name, typed by the payer with the payer's address, still greets the payer
    expect(receipt!.parsed.text).toContain("Hola, Qwyntessa Pagadora:");
    const report = (await deliveredTo(env, submission.email)).find((mail) =>
      /reporte/i.test(mail.parsed.subject ?? ""),
    );
    expectNoneOf(report!, ["Qwyntessa", "Pagadora"]);
  });
});

describe("the hourly limit on emails nobody asked for, across all recipients", () => {
  const LIMIT = 4;
  const env = startAppWithMail({ unsolicitedEmailsPerHour: LIMIT });

  it("when more results, guardian and welcome emails are due in an hour than the limit, then the rest are not sent, every submission and registration still succeeds, and other emails still go out", async () => {
    const db = env.ctx.database.db;
    const unasked = async () =>
      (
        await db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.kind, ["results", "guardian", "welcome"]))
      ).length;

    // One recipient past its own daily limit: the emails it does not get leave the hourly budget alone.
    const flooded = `flooded.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++)
      expect((await submit(env, buildSubmission({ email: flooded, consent: true, age: "19-24" }))).status).toBe(201);
    expect(await unasked()).toBe(3);
    const fourth = buildSubmission({ consent: true, age: "19-24" });
    expect((await submit(env, fourth)).status).toBe(201);
    expect(await unasked()).toBe(LIMIT);

    // Beyond the limit: the test is stored, the account created, and no email is queued.
    const late = buildSubmission({ consent: true, age: "19-24" });
    const stored = await submit(env, late);
    expect(stored.status).toBe(201);
    expect((await request(env.ctx.app).get(`/api/assessment/${stored.body.assessmentId}`)).status).toBe(200);
    const minor = buildSubmission({
      consent: true,
      country: "DO",
      age: "15-18",
      underConsentAge: true,
      guardianEmail: `tutor.late.${Date.now()}@example.com`,
      guardianConsent: true,
    });
    expect((await submit(env, minor)).status).toBe(201);
    const person = `late.person.${Date.now()}@example.com`;
    const registered = await register(env, "Persona Tarde", person);
    expect(registered.status).toBe(201);
    expect(await unasked()).toBe(LIMIT);

    // An email its recipient asks for is not counted: the password reset still goes out.
    const reset = await request(env.ctx.app)
      .post("/api/auth/forgot-password")
      .set("X-Forwarded-For", nextIp())
      .send({ email: person });
    expect(reset.status).toBe(202);
    const mails = await deliveredTo(env, person);
    expect(mails.map((mail) => mail.parsed.subject)).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain("/reset-password");
    expect(await deliveredTo(env, fourth.email)).toHaveLength(1);
    expect(await deliveredTo(env, late.email)).toHaveLength(0);
  });
});
