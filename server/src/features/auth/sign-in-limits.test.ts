import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { delayAfter, FREE_FAILURES } from "./login-throttle.service";

let ctx: TestContext;
let direct: TestContext;
beforeAll(async () => {
  // TRUST_PROXY=loopback: each request's X-Forwarded-For is its client address.
  ctx = await createTestApp({ trustProxy: ["loopback"] });
  // TRUST_PROXY unset: nobody may say who the client is.
  direct = await createTestApp({ trustProxy: false });
});
afterAll(async () => {
  await ctx.close();
  await direct.close();
});

let n = 0;
const uniqueEmail = () => `signin${++n}.${Date.now()}@example.com`;
const login = (app: TestContext["app"], body: Record<string, unknown>, ip?: string) => {
  const req = request(app).post("/api/auth/login");
  if (ip) req.set("X-Forwarded-For", ip);
  return req.send(body);
};
async function account(context: TestContext) {
  const email = uniqueEmail();
  const res = await request(context.app)
    .post("/api/auth/register")
    .set("X-Forwarded-For", `198.18.50.${n}`)
    .send({ name: "Sign In", email, country: "DO", password: "secret123" });
  expect(res.status).toBe(201);
  return email;
}

describe("sign-in that attackers cannot turn against users", () => {
  it("failures from many other addresses never keep the owner out", async () => {
    const email = await account(ctx);
    for (let i = 0; i < 40; i++) {
      const res = await login(ctx.app, { email, password: "wrong-pass" }, `203.0.113.${i + 1}`);
      expect(res.status).toBe(401);
    }
    const owner = await login(ctx.app, { email, password: "secret123" }, "198.51.100.77");
    expect(owner.status).toBe(200);
  });

  it("the administrator the same: someone else's failures do not lock the admin out", async () => {
    await ctx.deps.auth.ensureAdmin("chief@example.com", "admin-password");
    for (let i = 0; i < 12; i++)
      await login(ctx.app, { email: "chief@example.com", password: "guess" }, `203.0.114.${(i % 3) + 1}`);
    const admin = await login(ctx.app, { email: "chief@example.com", password: "admin-password" }, "198.51.100.78");
    expect(admin.status).toBe(200);
    expect(admin.body.user.role).toBe("admin");
  });

  it("one address failing again and again waits longer each time, in Spanish or English", async () => {
    const email = await account(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++)
      statuses.push((await login(ctx.app, { email, password: "wrong-pass" }, "203.0.113.200")).status);
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429, 429]);
    const en = await request(ctx.app)
      .post("/api/auth/login?lang=en")
      .set("X-Forwarded-For", "203.0.113.200")
      .send({ email, password: "secret123" });
    expect(en.status).toBe(429);
    expect(en.body.message).toBe("Too many attempts. Wait a few minutes and try again.");
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES + 1)).toBe(2 * delayAfter(FREE_FAILURES));
    expect(delayAfter(100)).toBe(3600);
  });

  it("a correct password clears that address's failures", async () => {
    const email = await account(ctx);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FREE_FAILURES - 1; i++)
        expect((await login(ctx.app, { email, password: "nope" }, "203.0.113.201")).status).toBe(401);
      expect((await login(ctx.app, { email, password: "secret123" }, "203.0.113.201")).status).toBe(200);
    }
  });
});

describe("TRUST_PROXY", () => {
  it("unset: a spoofed X-Forwarded-For is ignored, so changing it does not escape the limit", async () => {
    const email = await account(direct);
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 1; i++)
      statuses.push((await login(direct.app, { email, password: "wrong-pass" }, `203.0.113.${i + 1}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("unset: X-Forwarded-Proto from the client does not make cookies Secure", async () => {
    const res = await request(direct.app)
      .post("/api/auth/register")
      .set("X-Forwarded-Proto", "https")
      .send({ name: "Plain Http", email: uniqueEmail(), country: "DO", password: "secret123" });
    expect(res.status).toBe(201);
    expect(String(res.headers["set-cookie"])).not.toMatch(/Secure/);
  });
});
