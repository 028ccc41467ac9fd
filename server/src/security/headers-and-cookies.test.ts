import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../testing/test-app";
import { signUp } from "../testing/auth-helpers";

/**
 * The security headers of every kind of answer (API JSON, API error, the SPA's HTML for "/" and
 * for a deep route, a static asset, the sandbox's own page) and the session cookie's flags.
 */
let ctx: TestContext;
let clientDir: string;
const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>QuéEstudiar</title></head><body><div id="root"></div><script type="module" src="/assets/index-test.js"></script></body></html>';
/** The build pre-renders "/" into landing.html (scripts/prerender.ts). */
const LANDING = SHELL.replace('<div id="root"></div>', '<div id="root"><main><h1>¿Qué estudiar?</h1></main></div>');

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), SHELL);
  fs.writeFileSync(path.join(clientDir, "landing.html"), LANDING);
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "index-test.js"), "export {};\n");
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** "default-src 'self'; img-src 'self' data:" → { "default-src": ["'self'"], "img-src": ["'self'", "data:"] } */
function directives(csp: string | undefined): Record<string, string[]> {
  expect(csp, "Content-Security-Policy").toBeDefined();
  return Object.fromEntries(
    csp!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectStrictHeaders(res: request.Response, https: boolean): void {
  const csp = directives(res.headers["content-security-policy"]);
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["script-src"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toContain("'self'");
  for (const values of Object.values(csp)) {
    expect(values).not.toContain("*");
    expect(values).not.toContain("'unsafe-eval'");
  }
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-powered-by"]).toBeUndefined();
  if (https) {
    const hsts = res.headers["strict-transport-security"] as string;
    expect(hsts).toMatch(/includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  }
}

const answers: { name: string; path: string; status: number; type: RegExp; body?: (res: request.Response) => void }[] =
  [
    { name: "an API answer", path: "/api/health", status: 200, type: /application\/json/ },
    { name: "an API error", path: "/api/nope", status: 404, type: /application\/json/ },
    {
      name: 'the HTML of "/"',
      path: "/",
      status: 200,
      type: /text\/html/,
      body: (res) => expect(res.text).toBe(LANDING),
    },
    {
      name: "the HTML of a deep SPA route",
      path: "/results/AAAAAAAAAAAAAAAAAAAAAA?lang=en",
      status: 200,
      type: /text\/html/,
      body: (res) => expect(res.text).toContain('<div id="root"></div>'),
    },
    {
      name: "the HTML of a signed-in page",
      path: "/user-dashboard",
      status: 200,
      type: /text\/html/,
      body: (res) => expect(res.text).toContain('<div id="root">'),
    },
    { name: "the HTML of an unknown page", path: "/no/such/page", status: 404, type: /text\/html/ },
    { name: "a static script", path: "/assets/index-test.js", status: 200, type: /javascript/ },
  ];

describe("security headers", () => {
  it.each(answers)(
    "$name over plain HTTP: strict CSP, nosniff, referrer policy, no HSTS",
    async ({ path: url, status, type, body }) => {
      const res = await request(ctx.app).get(url);
      expect(res.status).toBe(status);
      expect(res.headers["content-type"]).toMatch(type);
      body?.(res);
      expectStrictHeaders(res, false);
    },
  );

  it.each(answers)("$name behind an HTTPS proxy: the same, plus HSTS", async ({ path: url, status }) => {
    const res = await request(ctx.app).get(url).set("X-Forwarded-Proto", "https");
    expect(res.status).toBe(status);
    expectStrictHeaders(res, true);
  });

  it("/favicon.ico, which browsers ask for on pages naming no icon, leads to the product's icon", async () => {
    const res = await request(ctx.app).get("/favicon.ico");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/favicon.svg");
    expectStrictHeaders(res, false);
  });

  it("a refused cross-site post carries the headers too", async () => {
    const res = await request(ctx.app).post("/api/auth/logout").set("Origin", "https://evil.example");
    expect(res.status).toBe(403);
    expectStrictHeaders(res, false);
  });

  it("the local PayPal sandbox's page is stricter still: no script at all, never framed", async () => {
    const res = await request(ctx.app).get("/sandbox/paypal/checkoutnow?token=NOPE");
    expect(res.status).toBe(404);
    const csp = directives(res.headers["content-security-policy"]);
    expect(csp["default-src"]).toEqual(["'none'"]);
    expect(csp["script-src"]).toBeUndefined();
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

/** The Set-Cookie of the session: its value and its attributes, lower-cased names. */
function sessionCookie(res: request.Response): { value: string; attributes: Record<string, string | true> } {
  const header = ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((line) => line.startsWith("qe_session="));
  expect(header, "a qe_session Set-Cookie").toBeDefined();
  const [pair, ...rest] = header!.split(";").map((part) => part.trim());
  const attributes = Object.fromEntries(
    rest.map((part) => {
      const eq = part.indexOf("=");
      return eq === -1 ? [part.toLowerCase(), true as const] : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
    }),
  );
  return { value: pair!.slice("qe_session=".length), attributes };
}

describe("the session cookie", () => {
  let account: { email: string };
  beforeAll(async () => {
    account = await signUp(ctx.app, ctx.database.db);
  });
  const login = (https: boolean) => {
    const req = request(ctx.app)
      .post("/api/auth/login")
      .set("X-Forwarded-For", https ? "192.0.2.71" : "192.0.2.70");
    if (https) req.set("X-Forwarded-Proto", "https");
    return req.send({ email: account.email, password: "secret123" });
  };

  it.each([false, true])(
    "on login (HTTPS %s): HttpOnly, SameSite=Lax, Path=/, 30 days, host-only, Secure only behind HTTPS",
    async (https) => {
      const res = await login(https);
      expect(res.status).toBe(200);
      const { value, attributes } = sessionCookie(res);
      expect(value).toBe(res.body.token);
      expect(attributes.httponly).toBe(true);
      expect(attributes.samesite).toBe("Lax");
      expect(attributes.path).toBe("/");
      expect(attributes.domain).toBeUndefined();
      expect(Number(attributes["max-age"])).toBe(30 * 86_400);
      expect(attributes.secure).toBe(https ? true : undefined);
    },
  );

  it.each([false, true])(
    "on logout (HTTPS %s): the cookie is cleared with the same flags and the session ends",
    async (https) => {
      const { token } = (await login(https)).body as { token: string };
      const req = request(ctx.app).post("/api/auth/logout").set("Cookie", `qe_session=${token}`);
      if (https) req.set("X-Forwarded-Proto", "https");
      const res = await req;
      expect(res.status).toBe(200);
      const { value, attributes } = sessionCookie(res);
      expect(value).toBe("");
      expect(new Date(String(attributes.expires)).getTime()).toBeLessThanOrEqual(Date.now());
      expect(attributes.httponly).toBe(true);
      expect(attributes.samesite).toBe("Lax");
      expect(attributes.path).toBe("/");
      expect(attributes.secure).toBe(https ? true : undefined);
      expect((await request(ctx.app).get("/api/auth/me").set("Cookie", `qe_session=${token}`)).status).toBe(401);
    },
  );
});
