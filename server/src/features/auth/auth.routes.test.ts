import request from "supertest";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, emailOutbox, users } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission } from "../../testing/builders";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const uniqueEmail = () => `user${++n}.${Date.now()}@example.com`;
const register = (body: Record<string, unknown>, ip = `198.18.${n % 250}.${(n * 7) % 250}`) =>
  request(ctx.app).post("/api/auth/register").set("X-Forwarded-For", ip).send(body);
const login = (body: Record<string, unknown>, ip = "192.0.2.2") =>
  request(ctx.app).post("/api/auth/login").set("X-Forwarded-For", ip).send(body);

describe("registration", () => {
  it("creates the account, signs in with an HttpOnly SameSite=Lax cookie and answers { token, user }", async () => {
    const email = uniqueEmail();
    const res = await register({ name: "María José Peña", email, country: "DO", password: "secret123" });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.user).toMatchObject({
      name: "María José Peña",
      firstName: "María",
      email,
      country: "DO",
      role: "user",
      isPremium: false,
    });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/qe_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const welcome = await ctx.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `welcome:${row!.id}`));
    expect(welcome[0]!.n).toBe(1);
  });

  it("behind HTTPS the cookie is Secure too", async () => {
    const res = await register(
      { name: "Secure Person", email: uniqueEmail(), country: "MX", password: "secret123" },
      "192.0.2.3",
    ).set("X-Forwarded-Proto", "https");
    expect(String(res.headers["set-cookie"])).toMatch(/Secure/);
  });

  it("refuses a duplicate email whatever its case", async () => {
    const email = uniqueEmail();
    await register({ name: "First", email, country: "DO", password: "secret123" });
    const again = await register({ name: "Second", email: email.toUpperCase(), country: "DO", password: "secret123" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Ya existe una cuenta con ese email");
  });

  it.each([
    [{ name: "A" }, "El nombre debe tener al menos 2 caracteres"],
    [{ email: "nope" }, "Email inválido"],
    [{ email: "" }, "El email es requerido"],
    [{ password: "12345" }, "La contraseña debe tener al menos 6 caracteres"],
    [{ country: "" }, "Por favor selecciona tu país"],
  ])("validates %j", async (override, message) => {
    const res = await register({
      name: "Valid Name",
      email: uniqueEmail(),
      country: "DO",
      password: "secret123",
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("login, session and logout", () => {
  it("a wrong password and an unknown email get the same 401 message", async () => {
    const email = uniqueEmail();
    await register({ name: "Login Person", email, country: "DO", password: "secret123" });
    const wrong = await login({ email, password: "wrong-pass" });
    const unknown = await login({ email: uniqueEmail(), password: "secret123" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Email o contraseña incorrectos");
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it("the token works as Bearer and as the cookie; logout ends the session", async () => {
    const email = uniqueEmail();
    await register({ name: "Session Person", email, country: "CO", password: "secret123" });
    const res = await login({ email: email.toUpperCase(), password: "secret123" });
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    const bearer = await request(ctx.app).get("/api/auth/me").set("Authorization", `Bearer ${token}`);
    expect(bearer.body.email).toBe(email);
    const cookie = await request(ctx.app).get("/api/auth/user").set("Cookie", `qe_session=${token}`);
    expect(cookie.body.email).toBe(email);
    const out = await request(ctx.app).post("/api/auth/logout").set("Authorization", `Bearer ${token}`);
    expect(out.status).toBe(200);
    expect((await request(ctx.app).get("/api/auth/me").set("Authorization", `Bearer ${token}`)).status).toBe(401);
  });

  it("GET /api/logout ends the session and redirects home", async () => {
    const email = uniqueEmail();
    const { body } = await register({ name: "Nav Person", email, country: "CO", password: "secret123" });
    const res = await request(ctx.app).get("/api/logout").set("Cookie", `qe_session=${body.token}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/");
    expect((await request(ctx.app).get("/api/auth/me").set("Cookie", `qe_session=${body.token}`)).status).toBe(401);
  });

  it("signed out, /api/auth/me and /api/auth/user answer 401", async () => {
    expect((await request(ctx.app).get("/api/auth/me")).status).toBe(401);
    const res = await request(ctx.app).get("/api/auth/user?lang=en");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("You must sign in");
  });

  it("repeated failures from one address make that address wait; the owner signing in from another address is let in", async () => {
    const email = uniqueEmail();
    await register({ name: "Limited Person", email, country: "DO", password: "secret123" });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login({ email, password: "wrong-pass" }, "203.0.113.10")).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(5)).toEqual([429, 429]);
    const blocked = await login({ email, password: "secret123" }, "203.0.113.10");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Demasiados intentos/);
    const owner = await login({ email, password: "secret123" }, "203.0.113.99");
    expect(owner.status).toBe(200);
  });
});

describe("ownership of assessments", () => {
  it("an assessment taken while signed in belongs to the account", async () => {
    const { body } = await register({ name: "Owner", email: uniqueEmail(), country: "DO", password: "secret123" });
    const submitted = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Authorization", `Bearer ${body.token}`)
      .send(buildSubmission());
    const [row] = await ctx.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, submitted.body.assessmentId));
    expect(row!.userId).toBe(body.user.id);
  });

  it("an anonymous assessment is claimed when its holder registers or signs in with its claim secret", async () => {
    const submitted = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body;
    const anonymous = submitted.assessmentId;
    const { body } = await register({
      name: "Claimer",
      email: uniqueEmail(),
      country: "DO",
      password: "secret123",
      claimAssessmentId: anonymous,
      claimSecret: submitted.claimSecret,
    });
    const [row] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, anonymous));
    expect(row!.userId).toBe(body.user.id);
    // An assessment already owned is never taken over by someone else, even with the secret.
    const other = await register({
      name: "Thief",
      email: uniqueEmail(),
      country: "DO",
      password: "secret123",
      claimAssessmentId: anonymous,
      claimSecret: submitted.claimSecret,
    });
    const [after] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, anonymous));
    expect(after!.userId).toBe(body.user.id);
    expect(other.body.user.id).not.toBe(body.user.id);
  });
});

describe("first administrator", () => {
  it("is created from ADMIN_EMAIL / ADMIN_PASSWORD, and updated on the next start", async () => {
    const service = ctx.deps.auth;
    await service.ensureAdmin("Boss@Example.com", "first-password");
    await service.ensureAdmin("boss@example.com", "second-password");
    const res = await login({ email: "boss@example.com", password: "second-password" }, "192.0.2.50");
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe("admin");
  });
});

describe("registration rate limit", () => {
  it("more than 10 sign-ups from one address in an hour get a 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await register(
            { name: "Bulk Person", email: uniqueEmail(), country: "DO", password: "secret123" },
            "192.0.2.200",
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
