import request from "supertest";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import type { HollandType } from "@shared/content/types";
import { assessments, emailOutbox } from "@shared/schema/index";
import { buildResponses, buildSubmission } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";
import { startAppWithMail } from "../../testing/test-mail";
import type { ReceivedMail } from "../../testing/smtp-sink";
import { EMAILS_PER_RECIPIENT_PER_DAY } from "./assessment.routes";

const env = startAppWithMail();

let address = 0;
/** Each submission from its own address, so the per-address submission limit never interferes. */
const submit = (body: object, lang = "es", token?: string) => {
  address += 1;
  const req = request(env.ctx.app)
    .post(`/api/assessment/submit?lang=${lang}`)
    .set("X-Forwarded-For", `198.18.7.${address % 250}`);
  return token ? req.set("Authorization", `Bearer ${token}`).send(body) : req.send(body);
};

/** Delivers every queued email to the SMTP server; answers what reached `to`. */
async function deliveredTo(to: string): Promise<ReceivedMail[]> {
  for (;;) {
    const sent = await env.worker.runOnce(100);
    if (sent === 0) break;
    await env.smtp.waitFor(sent);
  }
  return env.smtp.messages.filter((mail) => mail.recipients.includes(to));
}

const linkIn = (mail: ReceivedMail) => new URL(/(http:\/\/\S+\/results\/\S+)/.exec(mail.parsed.text ?? "")![1]!);

describe("POST /api/assessment/submit: the 'Tus resultados' email", () => {
  it("when a test is submitted, then its taker gets one email whose link opens the results, also from another device", async () => {
    env.smtp.messages.length = 0;
    const submission = buildSubmission({ fullName: "Lucía Gómez", consent: true, age: "19-24" });
    const res = await submit(submission);
    expect(res.status).toBe(201);
    const id = res.body.assessmentId as string;

    const mails = await deliveredTo(submission.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe("Tus resultados");
    // an email nobody asked for carries no text from the form: no name (unasked-mail.test.ts)
    expect(mail.parsed.text).toContain("Hola:");
    expect(mail.parsed.text).not.toContain("Lucía");
    expect(mail.parsed.text).toContain("Ver mis resultados");
    expect(mail.parsed.html).toContain("Ver mis resultados");
    const link = linkIn(mail);
    expect(link.pathname).toBe(`/results/${id}`);
    expect(link.searchParams.get("lang")).toBe("es");
    // the results page reads the assessment; the link's secret (in the fragment) shows the person's own data
    const secret = new URLSearchParams(link.hash.slice(1)).get("k")!;
    const seen = await request(env.ctx.app).get(`/api/assessment/${id}`).set("X-Claim-Secret", secret);
    expect(seen.status).toBe(200);
    expect(seen.body.person.email).toBe(submission.email);
  });

  it("the email shows the free preview's code, its third letter locked as on the results page", async () => {
    env.smtp.messages.length = 0;
    const submission = buildSubmission({ consent: true, age: "19-24", responses: buildResponses("I", "R") });
    const res = await submit(submission);
    const [row] = await env.ctx.database.db
      .select({ code: assessments.hollandCode })
      .from(assessments)
      .where(eq(assessments.id, res.body.assessmentId as string));
    const [mail] = await deliveredTo(submission.email);
    const preview = `${row!.code.slice(0, 2)}·`;
    for (const part of [mail!.parsed.text ?? "", String(mail!.parsed.html), mail!.parsed.subject ?? ""])
      expect(part).not.toContain(row!.code);
    expect(mail!.parsed.text).toContain(preview);
    expect(String(mail!.parsed.html)).toContain(preview);
    // the third type is not named either
    const third = HOLLAND_TYPE_INFO[row!.code[2] as HollandType].name.es;
    expect(mail!.parsed.text).not.toContain(third);
  });

  it("when the same submission is sent again, then no second email goes out", async () => {
    env.smtp.messages.length = 0;
    const submission = buildSubmission({ consent: true, age: "19-24" });
    expect((await submit(submission)).status).toBe(201);
    const again = await submit(submission);
    expect(again.status).toBe(200);
    expect(await deliveredTo(submission.email)).toHaveLength(1);
    expect((await submit(submission)).status).toBe(200);
    expect(await deliveredTo(submission.email)).toHaveLength(1);
  });

  it("when the test is taken in English, then the email is in English with the English results link", async () => {
    env.smtp.messages.length = 0;
    const submission = buildSubmission({ fullName: "Sam Lee", consent: true, age: "19-24", lang: "en" });
    const res = await submit(submission, "en");
    const [mail] = await deliveredTo(submission.email);
    expect(mail!.parsed.subject).toBe("Your results");
    expect(mail!.parsed.text).toContain("Hello,");
    expect(mail!.parsed.text).not.toContain("Sam Lee");
    expect(mail!.parsed.text).toContain("See my results");
    const link = linkIn(mail!);
    expect(link.pathname).toBe(`/results/${res.body.assessmentId}`);
    expect(link.searchParams.get("lang")).toBe("en");
  });

  it("when one address takes the test many times in a day, then it gets at most three emails, and every submission still succeeds", async () => {
    env.smtp.messages.length = 0;
    const email = `repeat.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < EMAILS_PER_RECIPIENT_PER_DAY + 2; i++)
      statuses.push((await submit(buildSubmission({ email, consent: true, age: "19-24" }))).status);
    expect(statuses).toEqual(Array(EMAILS_PER_RECIPIENT_PER_DAY + 2).fill(201));
    expect(EMAILS_PER_RECIPIENT_PER_DAY).toBe(3);
    expect(await deliveredTo(email)).toHaveLength(3);
    const queued = await env.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.dedupeKey, "results:%")));
    expect(queued).toHaveLength(3);
    // the limit counts per recipient: another address still gets its email
    const other = buildSubmission({ consent: true, age: "19-24" });
    expect((await submit(other)).status).toBe(201);
    expect(await deliveredTo(other.email)).toHaveLength(1);
  });

  it("when several submissions to one address arrive at once, then the limit still holds", async () => {
    env.smtp.messages.length = 0;
    const email = `burst.${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit(buildSubmission({ email, consent: true, age: "19-24" }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(await deliveredTo(email)).toHaveLength(3);
  });

  it("when the test is taken signed in, then the link leads to the results page without a secret, where the account shows them", async () => {
    env.smtp.messages.length = 0;
    const user = await signUp(env.ctx.app, env.ctx.database.db);
    const submission = buildSubmission({ consent: true, age: "19-24" });
    const res = await submit(submission, "es", user.token);
    expect(res.status).toBe(201);
    const [mail] = await deliveredTo(submission.email);
    expect(mail!.parsed.subject).toBe("Tus resultados");
    expect(mail!.parsed.text).toContain("inicia sesión");
    const link = linkIn(mail!);
    expect(link.pathname).toBe(`/results/${res.body.assessmentId}`);
    expect(link.hash).toBe("");
    const seen = await request(env.ctx.app)
      .get(`/api/assessment/${res.body.assessmentId}`)
      .set("Authorization", `Bearer ${user.token}`);
    expect(seen.body.person.email).toBe(submission.email);
  });

  it("when results emails are waiting, then a welcome email queued after them goes out first", async () => {
    env.smtp.messages.length = 0;
    for (let i = 0; i < 3; i++)
      expect((await submit(buildSubmission({ consent: true, age: "19-24" }))).status).toBe(201);
    const person = await signUp(env.ctx.app, env.ctx.database.db);
    expect(await env.worker.runOnce(1)).toBe(1);
    await env.smtp.waitFor(1);
    expect(env.smtp.messages[0]!.recipients).toEqual([person.email]);
    await deliveredTo(person.email);
  });
});
