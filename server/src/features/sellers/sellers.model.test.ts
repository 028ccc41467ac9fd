import { describe, expect, it } from "vitest";
import { conversionRate, monthKey, monthlyStats, sellerTotals, type ReferralFigures } from "./sellers.model";

const referral = (
  iso: string,
  status: string,
  saleAmount: string | null = null,
  commissionAmount: string | null = null,
): ReferralFigures => ({
  referralDate: new Date(iso),
  status,
  saleAmount,
  commissionAmount,
});

// Hand-computed fixture (Santo Domingo is UTC-4 all year):
//   2025-12: 1 pending                                   -> 1 referral, 0 conversions, 0.00, 0 %
//   2026-02: 1 converted (19.99 / 4.00)                   -> 1, 1, 4.00, 100 %
//   2026-03: 1 pending, 1 converted (17.99 / 3.60), and one converted (10.00 / 2.00) at 23:30 local
//            on 31 March, which is already 1 April in UTC   -> 3, 2, 5.60, 66.7 %
//   2026-04: 1 pending at 00:30 local on 1 April, 1 "cancelled" -> 2, 0, 0.00, 0 %
const fixture: ReferralFigures[] = [
  referral("2026-03-05T12:00:00Z", "pending"),
  referral("2026-03-10T15:00:00Z", "converted", "17.99", "3.60"),
  referral("2026-03-31T23:30:00-04:00", "converted", "10.00", "2.00"),
  referral("2026-04-01T00:30:00-04:00", "pending"),
  referral("2026-04-02T10:00:00Z", "cancelled", "19.99", "4.00"),
  referral("2026-02-14T12:00:00Z", "converted", "19.99", "4.00"),
  referral("2025-12-20T12:00:00Z", "pending"),
];

describe("monthKey", () => {
  it("when a date is late on the last day of a month in Santo Domingo, then it counts for that month although UTC is already in the next", () => {
    expect(monthKey(new Date("2026-04-01T03:30:00Z"))).toBe("2026-03");
    expect(monthKey(new Date("2026-04-01T04:30:00Z"))).toBe("2026-04");
  });

  it("when another time zone is given, then the month follows it", () => {
    expect(monthKey(new Date("2026-04-01T03:30:00Z"), "UTC")).toBe("2026-04");
  });
});

describe("conversionRate", () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 6, 16.7],
    [5, 6, 83.3],
    [3, 7, 42.9],
    [4, 4, 100],
  ])("when %i of %i referrals converted, then the rate is %d %%", (conversions, referrals, expected) => {
    expect(conversionRate(conversions, referrals)).toBe(expected);
  });
});

describe("monthlyStats", () => {
  it("when referrals span several months, then they are grouped by year-month, newest first, with hand-computed figures", () => {
    expect(monthlyStats(fixture)).toEqual([
      { month: "2026-04", referrals: 2, conversions: 0, commission: "0.00", conversionRate: 0 },
      { month: "2026-03", referrals: 3, conversions: 2, commission: "5.60", conversionRate: 66.7 },
      { month: "2026-02", referrals: 1, conversions: 1, commission: "4.00", conversionRate: 100 },
      { month: "2025-12", referrals: 1, conversions: 0, commission: "0.00", conversionRate: 0 },
    ]);
  });

  it("when commissions would drift as floats, then they are summed in cents to two decimals", () => {
    const rows = ["0.10", "0.20", "0.70", "1.15"].map((c) => referral("2026-05-10T12:00:00Z", "converted", "5.00", c));
    expect(monthlyStats(rows)).toEqual([
      { month: "2026-05", referrals: 4, conversions: 4, commission: "2.15", conversionRate: 100 },
    ]);
  });

  it("when there are no referrals, then there are no months", () => {
    expect(monthlyStats([])).toEqual([]);
  });
});

describe("sellerTotals", () => {
  it("when referrals are mixed, then only the converted ones count for sales and commission", () => {
    expect(sellerTotals(fixture)).toEqual({
      referralCount: 7,
      conversionCount: 3,
      totalSales: "47.98",
      totalCommission: "9.60",
      conversionRate: 42.9,
    });
  });
});
