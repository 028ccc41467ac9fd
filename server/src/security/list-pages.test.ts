import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessCodes,
  assessments,
  emailOutbox,
  paymentConfigAudit,
  payments,
  referrals,
  sellers,
} from "@shared/schema/index";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@shared/validators/pagination";
import { createTestApp, type TestContext } from "../testing/test-app";
import { signUp } from "../testing/auth-helpers";
import {
  buildAccessCodeRow,
  buildAssessmentRow,
  buildOutboxJob,
  buildPaymentRow,
  buildReferralRow,
  buildSellerRow,
} from "../testing/builders";
import { createSellerAccount } from "../testing/sellers";

/** Every list holds this many rows: one full page and five more. */
const ROWS = DEFAULT_PAGE_SIZE + 5;
const indexes = Array.from({ length: ROWS }, (_, i) => i);

let ctx: TestContext;
let admin: string;
let user: string;
let sellerToken: string;
let sellerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = (await signUp(ctx.app, db, "admin")).token;
  const owner = await signUp(ctx.app, db);
  user = owner.token;
  const seller = await createSellerAccount(ctx);
  sellerToken = seller.token;
  sellerId = seller.seller.id;

  // The user's assessments, each paid once, one minute apart (newest first = index order).
  const own = indexes.map((i) => buildAssessmentRow({ userId: owner.id }, i));
  await db.insert(assessments).values(own);
  const paid = await db
    .insert(payments)
    .values(own.map((row, i) => buildPaymentRow(row.id, { userId: owner.id }, i)))
    .returning({ id: payments.id });
  await db.insert(referrals).values(indexes.map((i) => buildReferralRow(sellerId, { paymentId: paid[i]!.id }, i)));
  await db.insert(sellers).values(
    indexes.map((i) =>
      buildSellerRow({
        name: `Vendedor lista ${i}`,
        email: `lista${i}@sellers.test`,
        referralCode: `LISTA${i}`,
        createdAt: new Date(Date.now() - (i + 60) * 60_000),
      }),
    ),
  );
  await db
    .insert(accessCodes)
    .values(indexes.map((i) => buildAccessCodeRow({ createdAt: new Date(Date.now() - i * 60_000) })));
  await db
    .insert(emailOutbox)
    .values(indexes.map((i) => buildOutboxJob({ status: "failed", createdAt: new Date(Date.now() - i * 60_000) })));
  await db.insert(paymentConfigAudit).values(
    indexes.map((i) => ({
      changes: { basePrice: { from: "19.99", to: String(i) } },
      changedAt: new Date(Date.now() - i * 60_000),
    })),
  );
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, token: string) => request(ctx.app).get(path).set("Authorization", `Bearer ${token}`);

/** Each list endpoint, who may read it, and how a row is told apart and dated (newest first). */
const LISTS: { path: () => string; who: () => string; id: string; date?: string }[] = [
  { path: () => "/api/admin/payments", who: () => admin, id: "id", date: "createdAt" },
  { path: () => "/api/admin/sellers", who: () => admin, id: "id", date: "createdAt" },
  { path: () => "/api/admin/referrals", who: () => admin, id: "id", date: "referralDate" },
  { path: () => "/api/admin/access-codes", who: () => admin, id: "code", date: "createdAt" },
  { path: () => "/api/admin/emails/failed", who: () => admin, id: "id", date: "createdAt" },
  { path: () => "/api/admin/payment-config/audit", who: () => admin, id: "id", date: "changedAt" },
  { path: () => `/api/seller/${sellerId}/referrals`, who: () => sellerToken, id: "id", date: "referralDate" },
  { path: () => "/api/user/assessments", who: () => user, id: "id", date: "completedAt" },
  { path: () => "/api/user/payment-history", who: () => user, id: "id", date: "createdAt" },
  { path: () => "/api/dashboard", who: () => user, id: "id", date: "completedAt" },
];

describe("every list answers one page at a time", () => {
  it.each(LISTS.map((list) => [list.path().replace(/[0-9a-f-]{36}/, "{id}"), list] as const))(
    "%s: a full first page, the rest on the next, never the same row twice, newest first",
    async (_name, list) => {
      const first = await get(list.path(), list.who());
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, pageSize: DEFAULT_PAGE_SIZE, hasMore: true });
      expect(first.body.items).toHaveLength(DEFAULT_PAGE_SIZE);

      const second = await get(`${list.path()}?page=2`, list.who());
      expect(second.status).toBe(200);
      expect(second.body.page).toBe(2);
      expect(second.body.items.length).toBeGreaterThanOrEqual(ROWS - DEFAULT_PAGE_SIZE);
      expect(second.body.items.length).toBeLessThanOrEqual(DEFAULT_PAGE_SIZE);
      const ids = [...first.body.items, ...second.body.items].map((item: Record<string, string>) => item[list.id]);
      expect(new Set(ids).size).toBe(ids.length);
      if (list.date) {
        const dates = [...first.body.items, ...second.body.items].map((item: Record<string, string>) =>
          new Date(item[list.date!]!).getTime(),
        );
        expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      }

      const small = await get(`${list.path()}?pageSize=10&page=3`, list.who());
      expect(small.body).toMatchObject({ page: 3, pageSize: 10 });
      expect(small.body.items).toHaveLength(10);

      const all = await get(`${list.path()}?pageSize=${MAX_PAGE_SIZE}`, list.who());
      expect(all.body.items.length).toBeGreaterThanOrEqual(ROWS);
      expect(all.body.items.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
      expect(all.body.hasMore).toBe(false);

      for (const bad of [`pageSize=${MAX_PAGE_SIZE + 1}`, "pageSize=0", "page=0", "page=abc"]) {
        const refused = await get(`${list.path()}?${bad}`, list.who());
        expect(refused.status, bad).toBe(400);
        expect(typeof refused.body.message).toBe("string");
      }
    },
  );

  it("the seller's referrals of one month are that month's only; a malformed month is a 400", async () => {
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Santo_Domingo",
      year: "numeric",
      month: "2-digit",
    })
      .format(new Date())
      .slice(0, 7);
    const res = await get(`/api/seller/${sellerId}/referrals?month=${month}&pageSize=${MAX_PAGE_SIZE}`, sellerToken);
    expect(res.status).toBe(200);
    for (const item of res.body.items) expect(item.month).toBe(month);
    const none = await get(`/api/seller/${sellerId}/referrals?month=2001-01`, sellerToken);
    expect(none.body).toMatchObject({ items: [], hasMore: false });
    expect((await get(`/api/seller/${sellerId}/referrals?month=2026-13`, sellerToken)).status).toBe(400);
  });

  it("the dashboard counts every assessment of the user, not only the page", async () => {
    const res = await get("/api/dashboard", user);
    expect(res.body.counts).toEqual({ assessments: ROWS, paid: 0 });
  });
});
