import request from "supertest";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, passwordResetTokens, sessions, users } from "@shared/schema/index";
import type { ReceivedMail } from "../../testing/smtp-sink";
import { startAppWithMail } from "../../testing/test-mail";

const env = startAppWithMail();
beforeEach(async () => {
  // welcome emails of the accounts made here are not what these tests read
  await env.ctx.database.db.delete(emailOutbox).where(eq(emailOutbox.kind, "welcome"));
  env.smtp.messages.length = 0;
});

let n = 0;
const ip = () => `198.18.60.${++n}`;
async function account(lang: "es" | "en" = "es") {
  const email = `recover${++n}.${Date.now()}@example.com`;
  const res = await request(env.ctx.app)
    .post(`/api/auth/register?lang=${lang}`)
    .set("X-Forwarded-For", ip())
    .send({ name: "Rosa Recupera", email, country: "DO", password: "old-password" });
  expect(res.status).toBe(201);
  await env.ctx.database.db.delete(emailOutbox).where(eq(emailOutbox.kind, "welcome"));
  return { email, token: res.body.token as string, id: res.body.user.id as string };
}
const forgot = (email: string, lang = "es") =>
  request(env.ctx.app).post(`/api/auth/forgot-password?lang=${lang}`).set("X-Forwarded-For", ip()).send({ email });
const reset = (token: string, password: string) =>
  request(env.ctx.app).post("/api/auth/reset-password").set("X-Forwarded-For", ip()).send({ token, password });
const login = (email: string, password: string) =>
  request(env.ctx.app).post("/api/auth/login").set("X-Forwarded-For", ip()).send({ email, password });
const me = (token: string) => request(env.ctx.app).get("/api/auth/me").set("Authorization", `Bearer ${token}`);

/** Delivers the queued email over SMTP and reads the reset link out of it, as the person would. */
async function resetLinkFromMail(): Promise<{ mail: ReceivedMail; url: URL; token: string }> {
  expect(await env.worker.runOnce()).toBe(1);
  const [mail] = await env.smtp.waitFor(1);
  const match = /(http:\/\/\S+\/reset-password\S+)/.exec(mail!.parsed.text ?? "");
  expect(match).not.toBeNull();
  const url = new URL(match![1]!);
  const token = new URLSearchParams(url.hash.slice(1)).get("token")!;
  return { mail: mail!, url, token };
}

describe("password recovery", () => {
  it("request, email, link, new password: the old password and every old session stop working; the link works once", async () => {
    const { email, token: oldSession } = await account();
    const second = (await login(email, "old-password")).body.token as string;
    const asked = await forgot(email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body.message).toMatch(/Si existe una cuenta con ese email/);

    const { mail, url, token } = await resetLinkFromMail();
    expect(mail.recipients).toEqual([email]);
    expect(mail.parsed.subject).toBe("Restablece tu contraseña de QuéEstudiar");
    expect(url.pathname).toBe("/reset-password");
    // The token travels in the fragment: browsers never send it to a server, so no log keeps it.
    expect(url.search).not.toContain(token);
    expect(url.search + url.pathname).not.toContain(email);
    expect(mail.parsed.text).toContain("60 minutos");

    const done = await reset(token, "new-password-1");
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(email);
    expect((await me(done.body.token)).status).toBe(200);
    expect((await me(oldSession)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await login(email, "old-password")).status).toBe(401);
    expect((await login(email, "new-password-1")).status).toBe(200);

    const again = await reset(token, "new-password-2");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      "El enlace para restablecer la contraseña no es válido o ya caducó. Pide uno nuevo.",
    );
  });

  it("an unknown email gets the same answer and no email", async () => {
    const { email } = await account();
    const known = await forgot(email, "en");
    const unknown = await forgot(`nobody.${Date.now()}@example.com`, "en");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.message).toMatch(/^If an account with that email exists/);
    expect(await env.worker.runOnce()).toBe(1);
    expect(env.smtp.messages).toHaveLength(1);
    expect(env.smtp.messages[0]!.parsed.subject).toBe("Reset your QuéEstudiar password");
  });

  it("a link older than an hour is refused, and so is a forged one", async () => {
    const { email, id } = await account();
    await forgot(email);
    const { token } = await resetLinkFromMail();
    await env.ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, id));
    expect((await reset(token, "new-password-1")).status).toBe(400);
    const [tokenId] = token.split(".");
    expect((await reset(`${tokenId}.forged-signature`, "new-password-1")).status).toBe(400);
    expect((await login(email, "old-password")).status).toBe(200);
  });

  it("asking again and again mails one recipient at most three times an hour, with the same answer", async () => {
    const { email } = await account();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(email));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    const jobs = await env.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(jobs).toHaveLength(3);
  });
});

describe("changing the password", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    const { email, token } = await account();
    const other = (await login(email, "old-password")).body.token as string;
    const wrong = await request(env.ctx.app)
      .post("/api/auth/change-password?lang=en")
      .set("Authorization", `Bearer ${token}`)
      .send({ currentPassword: "nope", newPassword: "brand-new-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The current password is not correct");
    const ok = await request(env.ctx.app)
      .post("/api/auth/change-password")
      .set("Authorization", `Bearer ${token}`)
      .send({ currentPassword: "old-password", newPassword: "brand-new-1" });
    expect(ok.status).toBe(200);
    expect((await me(token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login(email, "brand-new-1")).status).toBe(200);
    const left = await env.ctx.database.db.select().from(sessions).where(eq(sessions.userId, ok.body.user.id));
    expect(left.length).toBeGreaterThanOrEqual(1);
  });

  it("signed out, it answers 401", async () => {
    const res = await request(env.ctx.app)
      .post("/api/auth/change-password")
      .send({ currentPassword: "a", newPassword: "bbbbbb" });
    expect(res.status).toBe(401);
  });

  it("an account with a temporary password may only change it; then everything opens", async () => {
    const { email, token } = await account();
    await env.ctx.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, email));
    const who = await me(token);
    expect(who.status).toBe(200);
    expect(who.body.mustChangePassword).toBe(true);
    const blocked = await request(env.ctx.app)
      .get("/api/user/assessments?lang=en")
      .set("Authorization", `Bearer ${token}`);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe("You must change your temporary password before you continue");
    await request(env.ctx.app)
      .post("/api/auth/change-password")
      .set("Authorization", `Bearer ${token}`)
      .send({ currentPassword: "old-password", newPassword: "chosen-by-me" });
    expect(
      (await request(env.ctx.app).get("/api/user/assessments").set("Authorization", `Bearer ${token}`)).status,
    ).toBe(200);
  });
});
