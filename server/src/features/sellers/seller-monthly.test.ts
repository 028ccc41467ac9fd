import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referrals, sellers } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildReferralRow, buildSellerRow } from "../../testing/builders";
import { monthlyStats, sellerTotals } from "./sellers.model";

let ctx: TestContext;
let sellerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const [seller] = await ctx.database.db
    .insert(sellers)
    .values(buildSellerRow({ name: "Mensual", email: "mensual@sellers.test", referralCode: "MENSUAL1" }))
    .returning();
  sellerId = seller!.id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** What the pure model computes over every referral of the seller: the figures the database must keep. */
async function expected() {
  const rows = await ctx.database.db.select().from(referrals).where(eq(referrals.sellerId, sellerId));
  const { conversionRate, ...totals } = sellerTotals(rows);
  return { monthly: monthlyStats(rows), totals: { ...totals, conversionRate } };
}

describe("a seller's monthly figures, kept by the database", () => {
  it("match the figures over every referral after inserts, conversions, reversals, moves and deletions", async () => {
    const service = ctx.deps.sellers;
    const db = ctx.database.db;
    const at = (iso: string) => new Date(iso);
    const inserted = await db
      .insert(referrals)
      .values([
        // 23:30 on 31 March in Santo Domingo is still March (03:30 UTC on 1 April).
        buildReferralRow(sellerId, { referralDate: at("2026-04-01T03:30:00Z") }),
        buildReferralRow(sellerId, { referralDate: at("2026-04-01T04:30:00Z") }),
        buildReferralRow(sellerId, {
          referralDate: at("2026-02-10T12:00:00Z"),
          status: "converted",
          saleAmount: "19.99",
          commissionAmount: "4.00",
        }),
        buildReferralRow(sellerId, {
          referralDate: at("2026-02-11T12:00:00Z"),
          status: "converted",
          saleAmount: "17.99",
          commissionAmount: "3.60",
        }),
      ])
      .returning({ id: referrals.id });
    expect(await service.monthly(sellerId)).toEqual(await expected());
    expect((await service.monthly(sellerId)).monthly.map((m) => m.month)).toEqual(["2026-04", "2026-03", "2026-02"]);

    // A pending referral converts; a converted one is reversed (refund); one moves month; one is deleted.
    await db
      .update(referrals)
      .set({ status: "converted", saleAmount: "19.99", commissionAmount: "4.00" })
      .where(eq(referrals.id, inserted[0]!.id));
    await db.update(referrals).set({ status: "reversed" }).where(eq(referrals.id, inserted[2]!.id));
    await db
      .update(referrals)
      .set({ referralDate: at("2026-05-05T12:00:00Z") })
      .where(eq(referrals.id, inserted[3]!.id));
    await db.delete(referrals).where(eq(referrals.id, inserted[1]!.id));
    const after = await service.monthly(sellerId);
    expect(after).toEqual(await expected());
    expect(after.totals).toMatchObject({ referralCount: 3, conversionCount: 2, totalCommission: "7.60" });
    // A month left with no referral is gone, not shown as zeros.
    expect(after.monthly.map((m) => m.month)).toEqual(["2026-05", "2026-03", "2026-02"]);

    // The admin's list shows the same totals.
    const listed = await service.list({ page: 1, pageSize: 100 });
    expect(listed.items.find((s) => s.id === sellerId)).toMatchObject({
      referralCount: 3,
      conversionCount: 2,
      totalSales: after.totals.totalSales,
      totalCommission: "7.60",
    });
  });
});
