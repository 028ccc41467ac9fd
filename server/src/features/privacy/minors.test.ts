import request from "supertest";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mayNeedGuardian } from "@shared/assessment/consent";
import { assessments } from "@shared/schema/index";
import { buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";
import { startAppWithMail } from "../../testing/test-mail";

const env = startAppWithMail();

const submit = (body: object, lang = "es") =>
  request(env.ctx.app).post(`/api/assessment/submit?lang=${lang}`).send(body);

describe("consent on the completion form", () => {
  it("the age of consent depends on the country: 14 in Spain, 18 in the Dominican Republic, Mexico and Colombia", () => {
    expect(mayNeedGuardian("15-18", "ES")).toBe(false);
    for (const country of ["DO", "MX", "CO"]) expect(mayNeedGuardian("15-18", country)).toBe(true);
    expect(mayNeedGuardian("19-24", "DO")).toBe(false);
  });

  it("an adult's consent is recorded with the assessment", async () => {
    const res = await submit(buildSubmission({ consent: true, age: "19-24" }));
    expect(res.status).toBe(201);
    const [row] = await env.ctx.database.db.select().from(assessments).where(eq(assessments.id, res.body.assessmentId));
    expect(row!.consentAt).toBeInstanceOf(Date);
    expect(row!.guardianEmail).toBeNull();
  });

  it("a 15-year-old in the Dominican Republic needs a parent's email and consent", async () => {
    const missing = await submit(buildSubmission({ consent: true, country: "DO", underConsentAge: true }), "en");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("We need the email and the permission of your parent or guardian");
    const noConsent = await submit(
      buildSubmission({
        consent: true,
        underConsentAge: true,
        guardianEmail: "mama@example.com",
        guardianConsent: false,
      }),
    );
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe("Necesitamos el email y el permiso de tu madre, padre o tutor");
    const same = buildSubmission({ consent: true, underConsentAge: true, guardianConsent: true });
    const sameRes = await submit({ ...same, guardianEmail: same.email });
    expect(sameRes.status).toBe(400);
  });

  it("when the age range may be under the country's consent age, the server needs the answer the form asks for", async () => {
    const unanswered = { ...buildSubmission({ consent: true, country: "DO", age: "15-18" }) } as Record<
      string,
      unknown
    >;
    delete unanswered.underConsentAge;
    const res = await submit(unanswered as ReturnType<typeof buildSubmission>, "en");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Tell us whether you are under 18");
    // an adult's range in the same country is not asked
    const adult = { ...buildSubmission({ consent: true, country: "DO", age: "25-35" }) } as Record<string, unknown>;
    delete adult.underConsentAge;
    expect((await submit(adult as ReturnType<typeof buildSubmission>)).status).toBe(201);
  });

  it("when a guardian's email comes without the taker saying they are under the consent age, then no guardian is kept or emailed", async () => {
    for (const fields of [
      // the question not answered (absent) or answered "no", the guardian's permission ticked anyway
      { guardianConsent: true },
      { underConsentAge: false, guardianConsent: true },
      // an age range that cannot be below the country's consent age: the form never asks there
      { underConsentAge: true, guardianConsent: true, age: "46+" as const },
      { underConsentAge: true, guardianConsent: true, age: "15-18" as const, country: "ES" as const },
    ]) {
      const guardianEmail = `nadie.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
      env.smtp.messages.length = 0;
      const res = await submit(buildSubmission({ consent: true, country: "DO", guardianEmail, ...fields }));
      expect(res.status, JSON.stringify(fields)).toBe(201);
      const [row] = await env.ctx.database.db
        .select()
        .from(assessments)
        .where(eq(assessments.id, res.body.assessmentId));
      expect(row!.guardianEmail, JSON.stringify(fields)).toBeNull();
      for (;;) {
        const sent = await env.worker.runOnce(100);
        if (sent === 0) break;
        await env.smtp.waitFor(sent);
      }
      expect(
        env.smtp.messages.filter((mail) => mail.recipients.includes(guardianEmail)),
        JSON.stringify(fields),
      ).toHaveLength(0);
    }
  });

  it("with the parent's consent, the parent is emailed a link to review and delete the data", async () => {
    const guardianEmail = `mama.${Date.now()}@example.com`;
    const res = await submit(
      buildSubmission({
        consent: true,
        country: "DO",
        age: "15-18",
        underConsentAge: true,
        guardianEmail,
        guardianConsent: true,
      }),
    );
    expect(res.status).toBe(201);
    const id = res.body.assessmentId as string;
    const [row] = await env.ctx.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row).toMatchObject({ guardianEmail });
    expect(row!.guardianConsentAt).toBeInstanceOf(Date);

    // the parent's notice goes out once (beside the taker's own results email)
    env.smtp.messages.length = 0;
    const mails = await env.smtp.waitFor(await env.worker.runOnce());
    const toParent = mails.filter((m) => m.recipients.includes(guardianEmail));
    expect(toParent).toHaveLength(1);
    const mail = toParent[0];
    expect(mail!.recipients).toEqual([guardianEmail]);
    expect(mail!.parsed.subject).toBe("Tu permiso para el test vocacional de QuéEstudiar");
    const link = new URL(/(http:\/\/\S+\/results\/\S+)/.exec(mail!.parsed.text ?? "")![1]!);
    expect(link.pathname).toBe(`/results/${id}`);
    const secret = new URLSearchParams(link.hash.slice(1)).get("k")!;
    // The link lets the parent see the data and delete it.
    const seen = await request(env.ctx.app).get(`/api/assessment/${id}`).set("X-Claim-Secret", secret);
    expect(seen.body.person.age).toBe("15-18");
    expect((await request(env.ctx.app).delete(`/api/assessment/${id}`).set("X-Claim-Secret", secret)).status).toBe(200);
    expect((await request(env.ctx.app).get(`/api/assessment/${id}`)).status).toBe(404);
  });
});

describe("the report email", () => {
  it("carries the link that lets its reader see or delete their data (the claim secret in the fragment)", async () => {
    env.smtp.messages.length = 0;
    const submission = buildSubmission({ consent: true });
    const { assessmentId } = (await submit(submission)).body;
    // the results email of the submission goes first
    await env.smtp.waitFor(await env.worker.runOnce());
    env.smtp.messages.length = 0;
    const payment = await insertPayment(env.ctx.database.db, buildPaymentRow(assessmentId, { status: "pending" }));
    await env.ctx.deps.paymentUseCases.fulfil(payment.id);
    expect(await env.worker.runOnce()).toBe(1);
    const [mail] = await env.smtp.waitFor(1);
    expect(mail!.parsed.text).toContain("Puedes ver tus resultados o eliminar tus datos");
    const link = new URL(/(http:\/\/\S+\/results\/\S+)/.exec(mail!.parsed.text ?? "")![1]!);
    expect(link.pathname).toBe(`/results/${assessmentId}`);
    const secret = new URLSearchParams(link.hash.slice(1)).get("k")!;
    const seen = await request(env.ctx.app).get(`/api/assessment/${assessmentId}`).set("X-Claim-Secret", secret);
    expect(seen.body.person.email).toBe(submission.email);
  });
});
