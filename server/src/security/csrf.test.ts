import request from "supertest";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessCodes, paymentConfig } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../testing/test-app";
import { signUp } from "../testing/auth-helpers";

/**
 * Cross-site request forgery against a signed-in admin's browser. The session cookie is SameSite=Lax,
 * which a page on another origin of the same site (another port of the host, a sibling subdomain)
 * does not stop, and a top-level GET from anywhere does not stop either: what refuses the forged
 * requests is the server's Origin/Referer check (and, for GET /api/logout, Sec-Fetch-Site).
 */
let ctx: TestContext;
let admin: { token: string; id: string };
let site: string;

const REFUSED = "Solicitud rechazada: origen no permitido";
const cookieOf = (token: string) => `qe_session=${token}`;

beforeAll(async () => {
  ctx = await createTestApp();
  site = new URL(ctx.config.publicUrl).origin;
  admin = await signUp(ctx.app, ctx.database.db, "admin");
});
afterAll(async () => {
  await ctx.close();
});

/** What a forged request would change: the config row, the access codes, the admin's session. */
async function state(token = admin.token) {
  const [config] = await ctx.database.db.select().from(paymentConfig);
  const [codes] = await ctx.database.db.select({ n: count() }).from(accessCodes);
  const me = await request(ctx.app).get("/api/auth/me").set("Cookie", cookieOf(token));
  return { config, codes: Number(codes!.n), session: me.status };
}

/** A second session of the admin, for the requests that may end one. */
async function extraSession(): Promise<string> {
  return (await ctx.deps.sessions.create({ userId: admin.id })).token;
}

const forms = {
  "/api/admin/payment-config": {
    form: "paypalEnabled=false&basePrice=0.01&originalPrice=0.02&currency=USD",
    text: '{"basePrice":"0.01","x":"="}',
  },
  "/api/auth/logout": { form: "", text: "" },
  "/api/admin/access-codes": { form: "count=5", text: '{"count":5,"x":"="}' },
};
type Target = keyof typeof forms;
const targets = Object.keys(forms) as Target[];

/** How a page on another origin can post: the forms a browser sends without asking (no preflight). */
const attacks: { name: string; contentType: "form" | "text"; headers: Record<string, string> }[] = [
  {
    name: "an urlencoded form from https://evil.example",
    contentType: "form",
    headers: { Origin: "https://evil.example" },
  },
  {
    name: "a text/plain form from https://evil.example",
    contentType: "text",
    headers: { Origin: "https://evil.example" },
  },
  {
    name: "a form whose only clue is a cross-site Referer",
    contentType: "form",
    headers: { Referer: "https://evil.example/prize.html" },
  },
  { name: "a form from a sandboxed frame (Origin: null)", contentType: "form", headers: { Origin: "null" } },
  {
    name: "a form from another port of the same host (same site, other origin)",
    contentType: "form",
    headers: { Origin: "http://127.0.0.1:5001" },
  },
  {
    name: "a form from a look-alike host",
    contentType: "text",
    headers: { Origin: "http://127.0.0.1:5000.evil.example" },
  },
];

function forged(target: Target, attack: (typeof attacks)[number], token: string) {
  const req = request(ctx.app).post(target).set("Cookie", cookieOf(token));
  for (const [name, value] of Object.entries(attack.headers)) req.set(name, value);
  const body = forms[target][attack.contentType];
  return attack.contentType === "form" ? req.type("form").send(body) : req.set("Content-Type", "text/plain").send(body);
}

describe("a cross-site form post with the admin's session cookie", () => {
  const cases = targets.flatMap((target) =>
    attacks.map((attack) => ({ target, attack, label: `${target}: ${attack.name}` })),
  );

  it.each(cases)("$label is refused with 403 JSON and changes nothing", async ({ target, attack }) => {
    const token = target === "/api/auth/logout" ? await extraSession() : admin.token;
    const before = await state(token);
    expect(before.session).toBe(200);
    const res = await forged(target, attack, token);
    expect(res.status).toBe(403);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body.message).toBe(REFUSED);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await state(token)).toEqual(before);
  });

  // The API reads JSON bodies only, so a forged form reaches validation empty-handed; the Origin
  // check is what refuses even a body the endpoint would accept (a same-site page's fetch, an old browser).
  it.each(["/api/admin/payment-config", "/api/admin/access-codes"])(
    "even a valid JSON body to %s is refused from another origin",
    async (target) => {
      const before = await state();
      const current = (await request(ctx.app).get("/api/admin/payment-config").set("Cookie", cookieOf(admin.token)))
        .body;
      const body =
        target === "/api/admin/access-codes" ? { count: 5 } : { ...current, basePrice: "0.01", demoEnabled: true };
      const res = await request(ctx.app)
        .post(target)
        .set("Cookie", cookieOf(admin.token))
        .set("Origin", "http://127.0.0.1:5001")
        .send(body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(REFUSED);
      expect(await state()).toEqual(before);
    },
  );

  it("a top-level link from another site to GET /api/logout does not sign the admin out", async () => {
    for (const fetchSite of ["cross-site", "same-site"]) {
      const token = await extraSession();
      const res = await request(ctx.app)
        .get("/api/logout")
        .set("Cookie", cookieOf(token))
        .set("Sec-Fetch-Site", fetchSite)
        .set("Referer", "https://evil.example/");
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/");
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect((await state(token)).session).toBe(200);
    }
  });
});

describe("the same requests from the site's own pages work", () => {
  it("the admin's page saves the config (JSON, Origin of the site)", async () => {
    const current = (await request(ctx.app).get("/api/admin/payment-config").set("Cookie", cookieOf(admin.token))).body;
    const res = await request(ctx.app)
      .post("/api/admin/payment-config")
      .set("Cookie", cookieOf(admin.token))
      .set("Origin", site)
      .send({ ...current, basePrice: "17.99" });
    expect(res.status).toBe(200);
    expect((await state()).config!.basePrice).toBe("17.99");
  });

  it("the admin's page creates access codes (JSON, Origin and Referer of the site)", async () => {
    const before = await state();
    const res = await request(ctx.app)
      .post("/api/admin/access-codes")
      .set("Cookie", cookieOf(admin.token))
      .set("Origin", site)
      .set("Referer", `${site}/admin`)
      .send({ count: 5 });
    expect(res.status).toBe(201);
    expect((await state()).codes).toBe(before.codes + 5);
  });

  it("the very logout form that was refused cross-site signs out from the site's origin", async () => {
    const token = await extraSession();
    const res = await forged(
      "/api/auth/logout",
      { name: "own", contentType: "form", headers: { Origin: site } },
      token,
    );
    expect(res.status).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/qe_session=;/);
    expect((await state(token)).session).toBe(401);
  });

  it("the dashboard's logout link (a same-origin navigation) signs out", async () => {
    const token = await extraSession();
    const res = await request(ctx.app)
      .get("/api/logout")
      .set("Cookie", cookieOf(token))
      .set("Sec-Fetch-Site", "same-origin");
    expect(res.status).toBe(303);
    expect((await state(token)).session).toBe(401);
    expect((await state()).session).toBe(200);
  });
});
