import { randomUUID } from "node:crypto";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referrals } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { createSellerAccount } from "../../testing/sellers";
import { buildReferralRow } from "../../testing/builders";

let ctx: TestContext;
let app: Express;
const tokens: Record<"user" | "anotherSeller" | "theSeller" | "admin", string> = {
  user: "",
  anotherSeller: "",
  theSeller: "",
  admin: "",
};
let sellerId: string;
let anotherSellerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
  tokens.admin = (await signUp(ctx.app, ctx.database.db, "admin")).token;
  tokens.user = (await signUp(ctx.app, ctx.database.db, "user")).token;
  const the = await createSellerAccount(ctx, { name: "Ana Vendedora", commissionRate: "20.00" });
  tokens.theSeller = the.token;
  sellerId = the.seller.id;
  const another = await createSellerAccount(ctx, { name: "Otro Vendedor" });
  tokens.anotherSeller = another.token;
  anotherSellerId = another.seller.id;
});
afterAll(async () => {
  await ctx.close();
});

type Who = "signedOut" | keyof typeof tokens;
const WHO: Who[] = ["signedOut", "user", "anotherSeller", "theSeller", "admin"];

function call(method: "get" | "post" | "patch", path: string, who: Who, body?: object) {
  const client = request(app);
  const req = method === "get" ? client.get(path) : client[method](path).send(body ?? {});
  return who === "signedOut" ? req : req.set("Authorization", `Bearer ${tokens[who]}`);
}

let unique = 0;
const validConfig = {
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: false,
  originalPrice: "59.99",
  basePrice: "19.99",
  currency: "USD",
};
const adminOnly = { signedOut: 401, user: 403, anotherSeller: 403, theSeller: 403 };

/** Every /api/admin/* and /api/seller/* route, with the status each kind of caller gets. */
const matrix: {
  method: "get" | "post" | "patch";
  path: () => string;
  body?: () => object;
  expected: Record<Who, number>;
}[] = [
  { method: "get", path: () => "/api/admin/payment-config", expected: { ...adminOnly, admin: 200 } },
  {
    method: "post",
    path: () => "/api/admin/payment-config",
    body: () => validConfig,
    expected: { ...adminOnly, admin: 200 },
  },
  { method: "get", path: () => "/api/admin/payment-config/audit", expected: { ...adminOnly, admin: 200 } },
  { method: "get", path: () => "/api/admin/access-codes", expected: { ...adminOnly, admin: 200 } },
  {
    method: "post",
    path: () => "/api/admin/access-codes",
    body: () => ({ count: 1 }),
    expected: { ...adminOnly, admin: 201 },
  },
  { method: "get", path: () => "/api/admin/sellers", expected: { ...adminOnly, admin: 200 } },
  {
    method: "post",
    path: () => "/api/admin/sellers",
    body: () => ({ name: "Matriz Vendedora", email: `matrix${++unique}@sellers.test` }),
    expected: { ...adminOnly, admin: 201 },
  },
  {
    method: "patch",
    path: () => `/api/admin/sellers/${anotherSellerId}`,
    body: () => ({ commissionRate: 25 }),
    expected: { ...adminOnly, admin: 200 },
  },
  { method: "get", path: () => "/api/admin/referrals", expected: { ...adminOnly, admin: 200 } },
  // The seller area: its own seller or an admin.
  {
    method: "get",
    path: () => "/api/seller/me",
    expected: { signedOut: 401, user: 403, anotherSeller: 200, theSeller: 200, admin: 404 },
  },
  {
    method: "get",
    path: () => `/api/seller/${sellerId}`,
    expected: { signedOut: 401, user: 403, anotherSeller: 403, theSeller: 200, admin: 200 },
  },
  {
    method: "get",
    path: () => `/api/seller/${sellerId}/referrals`,
    expected: { signedOut: 401, user: 403, anotherSeller: 403, theSeller: 200, admin: 200 },
  },
];

describe("role matrix of /api/admin/* and /api/seller/*", () => {
  it.each(matrix.map((row) => [row.method.toUpperCase(), row.path().replace(/[0-9a-f-]{36}/, "{id}"), row] as const))(
    "when %s %s is called by each kind of caller, then each gets its status",
    async (_method, _path, row) => {
      const got: Record<string, number> = {};
      for (const who of WHO) got[who] = (await call(row.method, row.path(), who, row.body?.())).status;
      expect(got).toEqual(row.expected);
    },
  );
});

describe("GET /api/seller/me", () => {
  it("when a seller asks, then it gets its own seller id", async () => {
    expect((await call("get", "/api/seller/me", "theSeller")).body).toEqual({ sellerId });
    expect((await call("get", "/api/seller/me", "anotherSeller")).body).toEqual({ sellerId: anotherSellerId });
  });
});

describe("GET /api/seller/{sellerId}", () => {
  it("when the id is unknown or malformed, then 404 'Vendedor no encontrado' (also for an admin)", async () => {
    for (const path of [
      `/api/seller/${randomUUID()}`,
      "/api/seller/not-a-uuid",
      `/api/seller/${randomUUID()}/referrals`,
      "/api/seller/123/referrals",
    ]) {
      const res = await call("get", path, "admin");
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe("Vendedor no encontrado");
    }
    expect((await call("get", `/api/seller/${randomUUID()}?lang=en`, "theSeller")).body.message).toBe(
      "Seller not found",
    );
  });

  it("when the seller has referrals, then it sees its totals and months, and its referrals newest first with buyers' emails masked", async () => {
    const db = ctx.database.db;
    await db.insert(referrals).values([
      buildReferralRow(sellerId, { referralDate: new Date("2026-01-05T12:00:00Z") }),
      buildReferralRow(sellerId, {
        status: "converted",
        referralDate: new Date("2026-01-20T12:00:00Z"),
        conversionDate: new Date("2026-01-20T13:00:00Z"),
        saleAmount: "17.99",
        commissionAmount: "3.60",
        userName: "Lucía Gómez",
        userEmail: "lucia@example.com",
        country: "CO",
      }),
      buildReferralRow(sellerId, {
        status: "converted",
        referralDate: new Date("2026-02-02T12:00:00Z"),
        saleAmount: "19.99",
        commissionAmount: "4.00",
        userName: "Pedro Díaz",
        userEmail: "pedro@example.com",
        country: "DO",
      }),
      buildReferralRow(anotherSellerId, {
        status: "converted",
        referralDate: new Date("2026-02-03T12:00:00Z"),
        saleAmount: "19.99",
        commissionAmount: "4.00",
      }),
    ]);
    const res = await call("get", `/api/seller/${sellerId}`, "theSeller");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: sellerId,
      name: "Ana Vendedora",
      commissionRate: "20.00",
      isActive: true,
      referralCount: 3,
      conversionCount: 2,
      totalSales: "37.98",
      totalCommission: "7.60",
      conversionRate: 66.7,
      currency: "USD",
      timeZone: "America/Santo_Domingo",
      monthly: [
        { month: "2026-02", referrals: 1, conversions: 1, commission: "4.00", conversionRate: 100 },
        { month: "2026-01", referrals: 2, conversions: 1, commission: "3.60", conversionRate: 50 },
      ],
    });
    expect(res.body.currentMonth).toMatch(/^\d{4}-\d{2}$/);

    const list = await call("get", `/api/seller/${sellerId}/referrals`, "theSeller");
    expect(list.body.items.map((r: { month: string; status: string }) => [r.month, r.status])).toEqual([
      ["2026-02", "converted"],
      ["2026-01", "converted"],
      ["2026-01", "pending"],
    ]);
    expect(list.body.items[0]).toMatchObject({
      userName: "Pedro Díaz",
      userEmail: "pe•••@example.com",
      country: "DO",
      saleAmount: "19.99",
      commissionAmount: "4.00",
    });
    expect(JSON.stringify(list.body.items)).not.toContain("pedro@example.com");

    // The admin sees the same seller's page, and every referral with its seller in full.
    expect((await call("get", `/api/seller/${sellerId}`, "admin")).body.totalCommission).toBe("7.60");
    const all = await call("get", "/api/admin/referrals", "admin");
    const lucia = all.body.items.find((r: { userEmail: string | null }) => r.userEmail === "lucia@example.com");
    expect(lucia).toMatchObject({
      sellerId,
      sellerName: "Ana Vendedora",
      status: "converted",
      saleAmount: "17.99",
      commissionAmount: "3.60",
    });
    const sellersList = await call("get", "/api/admin/sellers", "admin");
    expect(sellersList.body.items.find((s: { id: string }) => s.id === sellerId)).toMatchObject({
      referralCount: 3,
      conversionCount: 2,
      totalSales: "37.98",
      totalCommission: "7.60",
    });
  });
});
