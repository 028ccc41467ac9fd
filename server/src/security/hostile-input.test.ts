import { randomUUID } from "node:crypto";
import request from "supertest";
import fc from "fast-check";
import { eq, getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessCodes,
  assessments,
  emailOutbox,
  paymentConfig,
  paymentConfigAudit,
  payments,
  referrals,
  sellers,
  sessions,
  users,
} from "@shared/schema/index";
import { createTestApp, type TestContext } from "../testing/test-app";
import { signUp } from "../testing/auth-helpers";
import { buildSubmission, setPaymentConfig } from "../testing/builders";

/**
 * Property-based: malformed bodies, wrong types, huge strings, unicode, prototype-pollution keys,
 * SQL and HTML fragments thrown at every JSON endpoint (bodies, path and query parameters, the
 * session cookie) and at the local sandbox's forms. Every answer must be a 4xx JSON error (or a
 * success for a body that happens to be valid), never a 5xx; a refused request changes nothing in
 * the database, and at the end every table holds exactly what the accepted requests created.
 */
let ctx: TestContext;
let admin: { token: string; id: string };
let paidId: string;
let unpaidId: string;
let sellerId: string;
let promoCodeId: string;

/** The tables whose every row is compared (rate_limits counts attempts by design, refused ones too). */
const WATCHED = [
  users,
  sessions,
  assessments,
  payments,
  paymentConfig,
  paymentConfigAudit,
  accessCodes,
  sellers,
  referrals,
  emailOutbox,
];
const snapshotQuery = sql.raw(
  `SELECT ${WATCHED.map((table) => {
    const name = getTableName(table);
    return `(SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM "${name}" t) AS "${name}"`;
  }).join(", ")}`,
);

/** Row count and a hash of every row of every watched table. */
async function snapshot(): Promise<Record<string, string>> {
  const result = await ctx.database.db.execute(snapshotQuery);
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]!;
}

async function countOf(table: (typeof WATCHED)[number]): Promise<number> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row!.n);
}

let initial: Record<string, number>;
let initialConfig: unknown;
let initialRows: { paid: unknown; unpaid: unknown; seller: unknown };

async function rowsOf() {
  const [paid] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, paidId));
  const [unpaid] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, unpaidId));
  const [seller] = await ctx.database.db.select().from(sellers).where(eq(sellers.id, sellerId));
  return { paid, unpaid, seller };
}

const adminConfig = async () =>
  (await request(ctx.app).get("/api/admin/payment-config").set("Authorization", `Bearer ${admin.token}`)).body;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUp(ctx.app, ctx.database.db, "admin");
  paidId = (
    await request(ctx.app)
      .post("/api/assessment/submit")
      .send(buildSubmission({ fullName: "Pagada Hostil" }))
  ).body.assessmentId;
  unpaidId = (
    await request(ctx.app)
      .post("/api/assessment/submit")
      .send(buildSubmission({ fullName: "Sin Pagar Hostil" }))
  ).body.assessmentId;
  await ctx.database.db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, paidId));
  const seller = await request(ctx.app)
    .post("/api/admin/sellers")
    .set("Authorization", `Bearer ${admin.token}`)
    .send({ name: "Vendedora Hostil", email: "seller.hostile@example.com", referralCode: "HOSTILE1" });
  expect(seller.status).toBe(201);
  sellerId = seller.body.seller.id;
  const promo = await request(ctx.app)
    .post("/api/admin/promo-codes")
    .set("Authorization", `Bearer ${admin.token}`)
    .send({ code: "HOSTIL-PROMO", percentOff: 20, maxUses: 3 });
  expect(promo.status).toBe(201);
  promoCodeId = promo.body.id;
  // The local card sandbox is served only in test mode: switch it on so its forms get probed too.
  await setPaymentConfig(ctx.database.db, { testMode: true });
  initial = Object.fromEntries(
    await Promise.all(WATCHED.map(async (table) => [getTableName(table), await countOf(table)] as const)),
  );
  initialConfig = await adminConfig();
  initialRows = await rowsOf();
});
afterAll(async () => {
  await ctx.close();
});

const nastyText = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE assessments; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "\u0000",
  "Ana\u0000María",
  "QE-AAAA\u0000",
  "\r\nSet-Cookie: x=1",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñ ü 中文 🙂",
  "\u202e\u200b\ufeff",
  "\ud800",
  "QE-AAAA-AAAA-AAAA",
  "AAAAAAAAAAAAAAAAAAAAAA",
  "00000000-0000-0000-0000-000000000000",
  "__proto__",
  "constructor",
  "x".repeat(20_000),
  "-1",
  "1e309",
  "NaN",
);
const nasty = fc.oneof(
  { arbitrary: nastyText, weight: 3 },
  { arbitrary: fc.string(), weight: 1 },
  // Any code point, control characters and NUL included.
  { arbitrary: fc.string({ unit: "binary", maxLength: 12 }), weight: 1 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom("a", "\u0000", "<", ">", "'", '"', "%", "\\", "ñ", "🙂", "\ud800"),
      maxLength: 12,
    }),
    weight: 1,
  },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, nasty, fc.array(tie("value"), { maxLength: 4 }), tie("object")),
  object: fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        "__proto__",
        "constructor",
        "prototype",
        "isAdmin",
        "role",
        "responses",
        "email",
        "assessmentId",
        "amount",
      ),
      fc.string(),
    ),
    tie("value"),
    { maxKeys: 5 },
  ),
})).value;

/** Bodies shaped like the real ones with one field replaced by something hostile, plus fully random ones. */
function bodies(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(template);
  const mutated = fc
    .record({ key: fc.constantFrom(...keys), value: hostileValue })
    .map(({ key, value }) => ({ ...template, [key]: value }));
  return fc.oneof(mutated, hostileValue);
}

/** Percent-encodes a value; a lone surrogate becomes its (invalid) UTF-8 bytes %ED%A0%80, sent as they are. */
function enc(value: unknown): string {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "")) + "%ED%A0%80";
  }
}

/** Path segments: hostile values (encoded), raw malformed percent-encodings and traversal attempts. */
const hostileSegment = fc.oneof(
  nasty.map((value) => enc(value) || "%20"),
  fc.constantFrom(
    "%",
    "%E0%A4%A",
    "%ZZ",
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e",
    "%00",
    "a%0d%0ab",
    "%F0%9F%99%82",
    "%C0%AF",
  ),
);
const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${enc(value)}`)
    .join("&");

let ip = 0;
/** A new client address per request, so the per-address rate limits never hide a 5xx behind a 429. */
const nextIp = () => {
  ip += 1;
  return `10.${ip % 250}.${(ip * 13) % 250}.${(ip * 7) % 250}`;
};

function expectJsonError(res: request.Response, label: string): void {
  expect(res.headers["content-type"], label).toMatch(/application\/json/);
  expect(typeof res.body.message, label).toBe("string");
  expect(res.body.message.length, label).toBeGreaterThan(0);
  expect(JSON.stringify(res.body), label).not.toMatch(/at .*\.ts:\d+|stack|node_modules/i);
}

/** What the accepted (2xx) requests created or set, accounted at the end. */
const accepted: { path: string; status: number; body: Record<string, unknown> }[] = [];

/**
 * Sends one request and checks the invariants: never a 5xx; a 4xx is a JSON `{ message }` (on
 * /api) and leaves every watched table exactly as it was; a 2xx is remembered for the final count.
 */
let known: Record<string, string> | undefined;
async function probe(
  label: string,
  send: () => request.Test,
  options: { json?: boolean } = {},
): Promise<request.Response> {
  const before = known ?? (await snapshot());
  known = undefined;
  const res = await send();
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400) {
    // 431: a URL or header over 16 KiB, refused by Node's HTTP parser before the app sees it.
    if (options.json !== false && res.status !== 431) expectJsonError(res, label);
    const after = await snapshot();
    expect(after, `a refused request changed the data: ${label}`).toEqual(before);
    known = after;
  } else {
    accepted.push({
      path: label.split(" ")[1] ?? label,
      status: res.status,
      body: res.body as Record<string, unknown>,
    });
  }
  return res;
}

const bearer = () => `Bearer ${admin.token}`;
const show = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 200);

type BodyEndpoint = {
  name: string;
  method: "post" | "patch";
  /** A fixed path, or hostile path parameters drawn with the body. */
  path: string | fc.Arbitrary<string>;
  template: Record<string, unknown>;
  admin?: boolean;
};

const FULL_CONFIG = {
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: true,
  originalPrice: "59.99",
  basePrice: "19.99",
  currency: "USD",
  referralDiscountPercent: "10",
  defaultCommissionRate: "20",
  localCurrency: "DOP",
  exchangeRate: "60",
  paypalClientId: "",
  paypalClientSecret: "",
  bancoPopularApiUrl: "",
  companyName: "QuéEstudiar",
  supportEmail: "soporte@queestudiar.com",
  supportPhone: "+1 809 555 0100",
};

const bodyEndpoints: BodyEndpoint[] = [
  {
    name: "POST /api/assessment/submit",
    method: "post",
    path: "/api/assessment/submit",
    template: { ...buildSubmission(), submissionId: undefined },
  },
  {
    name: "POST /api/auth/register",
    method: "post",
    path: "/api/auth/register",
    template: { name: "Ana", email: "ana@example.com", country: "DO", password: "secret123" },
  },
  {
    name: "POST /api/auth/login",
    method: "post",
    path: "/api/auth/login",
    template: { email: "ana@example.com", password: "secret123" },
  },
  { name: "POST /api/auth/logout", method: "post", path: "/api/auth/logout", template: { lang: "es" } },
  {
    name: "POST /api/payment/demo",
    method: "post",
    path: "/api/payment/demo",
    template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", method: "demo" },
  },
  {
    name: "POST /api/paypal/create-order",
    method: "post",
    path: "/api/paypal/create-order",
    template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", customerData: {}, amount: "19.99" },
  },
  {
    name: "POST /api/payment/finalize",
    method: "post",
    path: "/api/payment/finalize",
    template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", orderId: "X", source: "paypal" },
  },
  {
    name: "POST /api/banco-popular/create-payment",
    method: "post",
    path: "/api/banco-popular/create-payment",
    template: { assessmentId: "AAAAAAAAAAAAAAAAAAAAAA", customerData: {} },
  },
  {
    name: "POST /api/verify-payment",
    method: "post",
    path: "/api/verify-payment",
    template: { paymentCode: "QE-AAAA-AAAA-AAAA", email: "a@example.com", assessmentId: "AAAAAAAAAAAAAAAAAAAAAA" },
  },
  {
    name: "POST /api/paypal/webhook",
    method: "post",
    path: "/api/paypal/webhook",
    template: { event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} },
  },
  {
    name: "POST /api/admin/payment-config",
    method: "post",
    path: "/api/admin/payment-config",
    template: FULL_CONFIG,
    admin: true,
  },
  {
    name: "POST /api/admin/access-codes",
    method: "post",
    path: "/api/admin/access-codes",
    template: { count: 1, email: "code@example.com" },
    admin: true,
  },
  {
    name: "POST /api/admin/sellers",
    method: "post",
    path: "/api/admin/sellers",
    template: { name: "Vendedor", email: "vendedor@example.com", commissionRate: "15", referralCode: "VEND42" },
    admin: true,
  },
  // A payment nobody has: whatever the body, nothing is refunded.
  {
    name: "POST /api/admin/payments/:id/refund",
    method: "post",
    path: `/api/admin/payments/${randomUUID()}/refund`,
    template: { note: "Reembolso", confirm: true, amount: "1.00" },
    admin: true,
  },
  {
    name: "PATCH /api/admin/sellers/:sellerId",
    method: "patch",
    path: fc
      .oneof(fc.constant("real"), fc.constant("random"), hostileSegment)
      .map((id) =>
        id === "real"
          ? `/api/admin/sellers/${sellerId}`
          : id === "random"
            ? `/api/admin/sellers/${randomUUID()}`
            : `/api/admin/sellers/${id}`,
      ),
    template: { isActive: true, commissionRate: "20" },
    admin: true,
  },
  {
    name: "POST /api/payment/promo/validate",
    method: "post",
    path: "/api/payment/promo/validate",
    template: { code: "HOSTIL-PROMO", assessmentId: "AAAAAAAAAAAAAAAAAAAAAA" },
  },
  {
    name: "POST /api/admin/promo-codes",
    method: "post",
    path: "/api/admin/promo-codes",
    template: {
      code: "OTRO-PROMO",
      amountOff: "2.50",
      validFrom: "2026-01-01",
      validUntil: "2026-12-31",
      maxUses: 10,
      note: "Nota",
    },
    admin: true,
  },
  {
    name: "PATCH /api/admin/promo-codes/:promoCodeId",
    method: "patch",
    path: fc
      .oneof(fc.constant("real"), fc.constant("random"), hostileSegment)
      .map((id) =>
        id === "real"
          ? `/api/admin/promo-codes/${promoCodeId}`
          : id === "random"
            ? `/api/admin/promo-codes/${randomUUID()}`
            : `/api/admin/promo-codes/${id}`,
      ),
    template: { paused: false, percentOff: 15, validFrom: "2026-01-01", validUntil: null, maxUses: 5, note: "" },
    admin: true,
  },
  {
    name: "POST /api/assessment/:id/resend-report",
    method: "post",
    path: fc
      .oneof(fc.constant("paid"), fc.constant("unpaid"), hostileSegment)
      .map((id) => `/api/assessment/${id === "paid" ? paidId : id === "unpaid" ? unpaidId : id}/resend-report`),
    template: { lang: "es" },
  },
];

describe("hostile input", () => {
  it.each(bodyEndpoints)(
    "$name never answers 5xx, explains a 4xx in JSON and changes nothing when it refuses",
    async (endpoint) => {
      const path = typeof endpoint.path === "string" ? fc.constant(endpoint.path) : endpoint.path;
      // The logout's session cookie is hostile too (the admin's own session must survive).
      const cookie =
        endpoint.path === "/api/auth/logout"
          ? nasty.map((value) => `qe_session=${enc(value)}`)
          : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(path, bodies(endpoint.template), cookie, async (url, body, cookieHeader) => {
          await probe(`${endpoint.method.toUpperCase()} ${url} ${show(body)}`, () => {
            const req = request(ctx.app)[endpoint.method](url).set("X-Forwarded-For", nextIp());
            if (endpoint.admin) req.set("Authorization", bearer());
            if (cookieHeader) req.set("Cookie", cookieHeader);
            return req.set("Content-Type", "application/json").send(JSON.stringify(body) ?? "null");
          });
        }),
        { numRuns: 20 },
      );
    },
    120_000,
  );

  /**
   * Valid-looking values carrying a hostile fragment: the class of input that passes validation and
   * reaches the database (SQL fragments in valid fields: the random property above).
   */
  const FRAGMENTS = ["\u0000", "<script>alert(1)</script>", "\ud800"];
  it("every string field of every body, valid but for an embedded NUL, HTML or broken unicode fragment, is stored as it is or refused with a 4xx, never a 5xx", async () => {
    for (const endpoint of bodyEndpoints) {
      const url =
        typeof endpoint.path === "string"
          ? endpoint.path
          : endpoint.method === "patch"
            ? `/api/admin/sellers/${sellerId}`
            : `/api/assessment/${unpaidId}/resend-report`;
      for (const [key, value] of Object.entries(endpoint.template)) {
        if (typeof value !== "string") continue;
        for (const fragment of FRAGMENTS) {
          const body = { ...endpoint.template, [key]: `${value}${fragment}` };
          await probe(`${endpoint.method.toUpperCase()} ${url} ${key}+${show(fragment)}`, () => {
            const req = request(ctx.app)[endpoint.method](url).set("X-Forwarded-For", nextIp());
            if (endpoint.admin) req.set("Authorization", bearer());
            return req.send(body);
          });
        }
      }
    }
  }, 120_000);

  it("the session cookie and Bearer token, however hostile, are a 401 and never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(nasty, fc.boolean(), async (value, asCookie) => {
        const req = request(ctx.app).get("/api/auth/me");
        const token = enc(value);
        const res = await (asCookie
          ? req.set("Cookie", `qe_session=${token}`)
          : req.set("Authorization", `Bearer ${token}`));
        if (token.length > 16_000) {
          // Node's HTTP parser refuses headers over 16 KiB before Express sees them.
          expect(res.status).toBe(431);
          return;
        }
        expect(res.status).toBe(401);
        expectJsonError(res, show(value));
      }),
      { numRuns: 20 },
    );
  });

  type GetEndpoint = {
    name: string;
    url: fc.Arbitrary<string>;
    admin?: boolean;
    check?: (res: request.Response, url: string) => void;
    /** A target that is not hostile after all (it names something that exists): not tried. */
    legitimate?: (url: string) => Promise<boolean>;
  };
  const idOrHostile = (real: () => string) =>
    fc.oneof(fc.constant("real"), hostileSegment).map((id) => (id === "real" ? real() : id));
  const getEndpoints: GetEndpoint[] = [
    { name: "/api/assessment/:id", url: idOrHostile(() => unpaidId).map((id) => `/api/assessment/${id}`) },
    {
      name: "/api/assessment/:id/pdf with a hostile signature",
      url: fc
        .record({
          id: fc.constantFrom("paid", "unpaid", "AAAAAAAAAAAAAAAAAAAAAA"),
          sig: nasty,
          expires: fc.oneof(nasty, fc.constant(Math.floor(Date.now() / 1000) + 3600)),
          lang: fc.oneof(fc.constant("es"), nasty),
          download: fc.oneof(fc.constant("1"), nasty),
        })
        .map(
          ({ id, ...params }) =>
            `/api/assessment/${id === "paid" ? paidId : id === "unpaid" ? unpaidId : id}/pdf?${query(params)}`,
        ),
      // A signed link that does not verify never downloads the report, whatever else is in the query.
      check: (res, url) => expect(res.status, url).toBeGreaterThanOrEqual(400),
    },
    {
      name: "/api/assessment/:id/pdf",
      url: fc.tuple(hostileSegment, nasty).map(([id, lang]) => `/api/assessment/${id}/pdf?lang=${enc(lang)}`),
    },
    {
      name: "/api/assessment/:id/download",
      url: fc
        .oneof(fc.constant(`unpaid`), hostileSegment)
        .map((id) => `/api/assessment/${id === "unpaid" ? unpaidId : id}/download`),
      check: (res, url) => expect(res.status, url).toBeGreaterThanOrEqual(400),
    },
    {
      name: "/api/admin/payments (admin search)",
      url: fc
        .record(
          {
            q: nasty,
            assessment: nasty,
            provider: fc.oneof(fc.constant("paypal"), nasty),
            status: nasty,
            from: nasty,
            to: nasty,
            page: nasty,
            pageSize: nasty,
          },
          { requiredKeys: [] },
        )
        .map((params) => `/api/admin/payments?${query(params)}`),
      admin: true,
    },
    {
      name: "/api/seller/:sellerId (admin)",
      url: idOrHostile(() => sellerId).map((id) => `/api/seller/${id}`),
      admin: true,
    },
    {
      name: "/api/seller/:sellerId/referrals (admin)",
      url: idOrHostile(() => sellerId).map((id) => `/api/seller/${id}/referrals`),
      admin: true,
    },
    { name: "/api/payment/quote", url: nasty.map((value) => `/api/payment/quote?assessment=${enc(value)}`) },
    { name: "/api/payment/status", url: nasty.map((value) => `/api/payment/status?assessment=${enc(value)}`) },
    {
      name: "/api/track-referral/:code",
      url: hostileSegment.map((code) => `/api/track-referral/${code}`),
      // A generated code may happen to be a seller's real one (the sellers test creates some): that visit is a referral.
      legitimate: async (url) => {
        let code: string;
        try {
          code = decodeURIComponent(url.slice("/api/track-referral/".length)).trim().toUpperCase();
        } catch {
          return false;
        }
        // Only what the route itself would look up can be a real code.
        if (!/^[A-Z0-9_-]{1,40}$/.test(code)) return false;
        const [row] = await ctx.database.db
          .select({ id: sellers.id })
          .from(sellers)
          .where(sql`upper(${sellers.referralCode}) = ${code}`);
        return row !== undefined;
      },
    },
    {
      name: "/api/paypal/return",
      url: fc
        .record({ payment: nasty, assessment: nasty, token: nasty, lang: nasty })
        .map((params) => `/api/paypal/return?${query(params)}`),
      // PayPal's return never becomes an open redirect: always to our own success page (for the payment's
      // assessment when the reference and the token name a payment, which hostile ones never do).
      check: (res) => {
        expect(res.status).toBe(303);
        expect(res.headers.location).toMatch(/^\/payment-success\?(assessment=[^&]*&order=[^&]*&)?lang=(es|en)$/);
      },
    },
    {
      name: "/api/paypal/cancel",
      url: fc
        .record({ payment: nasty, assessment: nasty, token: nasty })
        .map((params) => `/api/paypal/cancel?${query(params)}`),
      check: (res) => {
        expect(res.status).toBe(303);
        expect(res.headers.location).toMatch(
          /^(\/payment-selection\?assessment=[^&]*&paypal=cancelled&lang=(es|en)|\/\?lang=(es|en))$/,
        );
      },
    },
    {
      name: "/api/banco-popular/return",
      url: fc
        .record({
          outcome: fc.oneof(fc.constantFrom("approved", "declined", "cancelled"), nasty),
          OrderNumber: nasty,
          AuthHash: nasty,
          Amount: nasty,
        })
        .map((params) => `/api/banco-popular/return?${query(params)}`),
      check: (res) => {
        expect(res.status).toBe(303);
        expect(res.headers.location).toMatch(/^\/(?!\/)/);
      },
    },
    {
      name: "/sandbox/paypal/checkoutnow",
      url: fc.record({ token: nasty, lang: nasty }).map((params) => `/sandbox/paypal/checkoutnow?${query(params)}`),
      check: (res) => expect(res.status).toBe(404),
    },
  ];

  it.each(getEndpoints)(
    "GET $name with hostile parameters never answers 5xx and changes nothing",
    async ({ url, admin: asAdmin, check, name, legitimate }) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(url, async (target) => {
          fc.pre(!(await legitimate?.(target)));
          const req = request(ctx.app).get(target);
          if (asAdmin) req.set("Authorization", bearer());
          const res = await req;
          expect(res.status, target).toBeLessThan(500);
          if (res.status === 431) return; // a URL over 16 KiB: Node's HTTP parser refuses it before the app
          if (res.status >= 400 && !name.startsWith("/sandbox")) expectJsonError(res, target);
          check?.(res, target);
        }),
        { numRuns: 15 },
      );
      expect(await snapshot()).toEqual(before);
      known = undefined;
    },
    120_000,
  );

  // The GET endpoints without parameters still read `lang` (and ignore the rest): hostile values and junk keys.
  const PLAIN_GETS = [
    "/api/health",
    "/api/assessment/questions",
    "/api/payment/config",
    "/api/auth/me",
    "/api/auth/user",
    "/api/user/assessments",
    "/api/user/payment-history",
    "/api/dashboard",
    "/api/career-paths",
    "/api/seller/me",
    "/api/admin/payment-config",
    "/api/admin/payment-config/audit",
    "/api/admin/emails/failed",
    "/api/admin/access-codes",
    "/api/admin/sellers",
    "/api/admin/referrals",
    "/api/admin/payments",
  ];
  it("every GET without path parameters, asked by the admin with a hostile lang and junk query keys, never answers 5xx", async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PLAIN_GETS),
        nasty,
        fc.dictionary(
          fc.oneof(fc.constantFrom("__proto__", "constructor", "lang[]"), fc.string({ maxLength: 8 })),
          nasty,
          { maxKeys: 3 },
        ),
        async (path, lang, junk) => {
          const target = `${path}?${query({ lang, ...junk })}`;
          const res = await request(ctx.app).get(target).set("Authorization", bearer());
          expect(res.status, target).toBeLessThan(500);
          if (res.status === 431) return;
          if (res.status >= 400) expectJsonError(res, target);
          else expect(res.headers["content-type"], target).toMatch(/application\/json/);
        },
      ),
      { numRuns: 40 },
    );
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it("the local PayPal sandbox's API (served by the app in test mode) answers hostile tokens, bodies and ids with a 4xx", async () => {
    const token = await request(ctx.app)
      .post("/sandbox/paypal/v1/oauth2/token")
      .auth("sandbox-client-id", "sandbox-client-secret")
      .type("form")
      .send({ grant_type: "client_credentials" });
    expect(token.status).toBe(200);
    const auth = `Bearer ${token.body.access_token as string}`;
    const order = {
      intent: "CAPTURE",
      purchase_units: [{ reference_id: "r1", custom_id: "c1", amount: { currency_code: "USD", value: "19.99" } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: "http://127.0.0.1:5000/api/paypal/return",
            cancel_url: "http://127.0.0.1:5000/api/paypal/cancel",
          },
        },
      },
    };
    await fc.assert(
      fc.asyncProperty(bodies(order), hostileSegment, nasty, async (body, id, basic) => {
        const created = await request(ctx.app)
          .post("/sandbox/paypal/v2/checkout/orders")
          .set("Authorization", auth)
          .set("Content-Type", "application/json")
          .send(JSON.stringify(body) ?? "null");
        expect(created.status, show(body)).toBeLessThan(500);
        const captured = await request(ctx.app)
          .post(`/sandbox/paypal/v2/checkout/orders/${id}/capture`)
          .set("Authorization", auth)
          .set("Content-Type", "application/json")
          .send(JSON.stringify(body) ?? "null");
        expect(captured.status, id).toBeLessThan(500);
        const fetched = await request(ctx.app)
          .get(`/sandbox/paypal/v2/checkout/orders/${id}`)
          .set("Authorization", auth);
        expect(fetched.status, id).toBeLessThan(500);
        const tokenAgain = await request(ctx.app)
          .post("/sandbox/paypal/v1/oauth2/token")
          .set("Authorization", `Basic ${enc(basic)}`)
          .type("form")
          .send(`grant_type=${enc(basic)}`);
        expect(tokenAgain.status, String(basic)).toBeGreaterThanOrEqual(400);
        expect(tokenAgain.status, String(basic)).toBeLessThan(500);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("repeated and bracketed query keys are 4xx answers, not 5xx", async () => {
    for (const target of [
      `/api/payment/quote?assessment=${unpaidId}&assessment=${unpaidId}`,
      `/api/payment/status?assessment[]=${unpaidId}`,
      `/api/payment/status?assessment[__proto__]=x`,
      `/api/assessment/${paidId}/pdf?sig=a&sig=b&expires=1&expires=2`,
      `/api/assessment/${paidId}/pdf?lang=en&lang=es&sig=x`,
      `/api/paypal/return?assessment=a&assessment=b&token=c&token=d`,
      `/api/paypal/return?payment=a&payment=b&token=c&token=d`,
      `/api/banco-popular/return?OrderNumber=1&OrderNumber=2&AuthHash=a&AuthHash=b`,
      // NUL bytes where the server looks something up
      `/api/banco-popular/return?outcome=approved&OrderNumber=%00&AuthHash=x&Amount=1`,
      `/api/banco-popular/return?outcome=cancel&order=QE%00`,
      `/api/payment/status?assessment=%00`,
      `/api/payment/quote?assessment=AAAAAAAAAAAAAAAAAAAAA%00`,
      `/api/track-referral/HOSTILE1%00`,
      `/api/assessment/%00`,
      `/api/seller/%00`,
    ]) {
      const res = await request(ctx.app).get(target);
      expect(res.status, target).toBeLessThan(500);
      if (target.includes("/pdf")) expect(res.status, target).toBeGreaterThanOrEqual(400);
    }
  });

  const sandboxForms = [
    "/sandbox/paypal/checkoutnow/approve",
    "/sandbox/paypal/checkoutnow/cancel",
    "/sandbox/azul/PaymentPage",
    "/sandbox/azul/PaymentPage/approve",
    "/sandbox/azul/PaymentPage/decline",
    "/sandbox/azul/PaymentPage/cancel",
  ];
  it.each(sandboxForms)(
    "POST %s (the local sandbox's form) never answers 5xx to a hostile form",
    async (path) => {
      // Served at all (test mode is on): an empty form is refused by the sandbox itself, not by a missing route.
      const empty = await request(ctx.app).post(path).type("form").send("");
      expect(empty.status).toBeGreaterThanOrEqual(400);
      expect(empty.text).not.toMatch(/Cannot POST/);
      const fields = [
        "token",
        "lang",
        "captureFault",
        "MerchantId",
        "OrderNumber",
        "Amount",
        "ITBIS",
        "ApprovedUrl",
        "DeclinedUrl",
        "CancelUrl",
        "AuthHash",
        "Locale",
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.oneof(fc.constantFrom(...fields), fc.string()),
            fc.oneof(nasty.map(String), fc.array(nasty.map(String), { maxLength: 3 })),
            { maxKeys: 6 },
          ),
          async (form) => {
            const body = Object.entries(form)
              .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${enc(key)}=${enc(v)}`))
              .join("&");
            const res = await probe(
              `POST ${path} ${body.slice(0, 200)}`,
              () => request(ctx.app).post(path).type("form").send(body),
              { json: false },
            );
            expect(res.status).not.toBe(200);
          },
        ),
        { numRuns: 10 },
      );
    },
    120_000,
  );

  it("malformed JSON, wrong content types and oversized bodies are clear 4xx answers", async () => {
    const malformed = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Content-Type", "application/json")
      .send('{"fullName": ');
    expect(malformed.status).toBe(400);
    const text = await request(ctx.app).post("/api/assessment/submit").set("Content-Type", "text/plain").send("hello");
    expect(text.status).toBe(400);
    const huge = await request(ctx.app)
      .post("/api/auth/login")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ email: "a".repeat(300_000) }));
    expect(huge.status).toBe(413);
    const deep = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Content-Type", "application/json")
      .send("[".repeat(5000) + "]".repeat(5000));
    expect(deep.status).toBeGreaterThanOrEqual(400);
    expect(deep.status).toBeLessThan(500);
  });

  it("leaves no trace: no prototype pollution, and every table holds exactly what the accepted requests created", async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const key of ["isAdmin", "role", "email", "amount", "responses", "assessmentId"]) {
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, key), key).toBe(false);
    }

    const ok = (path: string) => accepted.filter((a) => a.path === path);
    const sellersCreated = ok("/api/admin/sellers");
    const codesCreated = ok("/api/admin/access-codes").reduce((sum, a) => sum + (a.body.codes as unknown[]).length, 0);
    expect(await countOf(assessments)).toBe(initial.assessments! + ok("/api/assessment/submit").length);
    expect(await countOf(users)).toBe(
      initial.users! + ok("/api/auth/register").length + sellersCreated.filter((a) => a.body.temporaryPassword).length,
    );
    expect(await countOf(sellers)).toBe(initial.sellers! + sellersCreated.length);
    expect(await countOf(accessCodes)).toBe(initial.access_codes! + codesCreated);
    expect(await countOf(payments)).toBe(initial.payments!);
    expect(await countOf(referrals)).toBe(initial.referrals!);

    // The config is what the last accepted save asked for (or untouched); the key rows are intact.
    const saves = ok("/api/admin/payment-config");
    expect(await adminConfig()).toEqual(saves.length ? saves.at(-1)!.body : initialConfig);
    const rows = await rowsOf();
    expect(rows.paid).toEqual(initialRows.paid);
    expect(rows.unpaid).toEqual(initialRows.unpaid);
    const patches = accepted.filter((a) => a.path === `/api/admin/sellers/${sellerId}`);
    if (patches.length === 0) expect(rows.seller).toEqual(initialRows.seller);
    else {
      const last = patches.at(-1)!.body as { isActive: boolean; commissionRate: string };
      expect({ isActive: rows.seller!.isActive, commissionRate: rows.seller!.commissionRate }).toEqual({
        isActive: last.isActive,
        commissionRate: last.commissionRate,
      });
    }
    // The admin's session survived the hostile logouts.
    expect((await request(ctx.app).get("/api/auth/me").set("Authorization", bearer())).status).toBe(200);
    expect((await request(ctx.app).get(`/api/assessment/${paidId}`)).status).toBe(200);
  });
});
