import { fromCents, toCents } from "@shared/pricing";
import type { MonthlyStatDto } from "@shared/validators/sellers";

/**
 * Months are counted in the business's time zone (the company works on GMT-4):
 * a referral made at 23:30 on 31 March in Santo Domingo belongs to March, whatever UTC says.
 */
export const SELLER_TIME_ZONE = "America/Santo_Domingo";

/** The fields of a referral the figures depend on. */
export interface ReferralFigures {
  referralDate: Date;
  status: string;
  saleAmount?: string | null;
  commissionAmount: string | null;
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM" of `date` in `timeZone`. */
export function monthKey(date: Date, timeZone: string = SELLER_TIME_ZONE): string {
  let format = monthFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit" });
    monthFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const year = parts.find((p) => p.type === "year")?.value ?? "0000";
  const month = parts.find((p) => p.type === "month")?.value ?? "00";
  return `${year.padStart(4, "0")}-${month}`;
}

/** Conversions over referrals as a percent with one decimal; 0 with no referrals. */
export function conversionRate(conversions: number, referrals: number): number {
  if (referrals <= 0) return 0;
  // Integer arithmetic first, so 1/8 gives 12.5 and 2/3 gives 66.7 without float drift.
  return Math.round((conversions * 1000) / referrals) / 10;
}

const isConverted = (referral: ReferralFigures) => referral.status === "converted";

/** Sums money strings in cents and answers two decimals. */
function sumMoney(amounts: (string | null | undefined)[]): string {
  return fromCents(amounts.reduce((total, amount) => total + (amount ? toCents(amount) : 0), 0));
}

/**
 * The monthly aggregate: referrals grouped by the year-month of their referral
 * date, newest month first; conversions, the commission of the converted ones (two decimals) and
 * the conversion rate (one decimal).
 */
export function monthlyStats(
  referrals: readonly ReferralFigures[],
  timeZone: string = SELLER_TIME_ZONE,
): MonthlyStatDto[] {
  const byMonth = new Map<string, ReferralFigures[]>();
  for (const referral of referrals) {
    const key = monthKey(referral.referralDate, timeZone);
    const list = byMonth.get(key);
    if (list) list.push(referral);
    else byMonth.set(key, [referral]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([month, list]) => {
      const converted = list.filter(isConverted);
      return {
        month,
        referrals: list.length,
        conversions: converted.length,
        commission: sumMoney(converted.map((r) => r.commissionAmount)),
        conversionRate: conversionRate(converted.length, list.length),
      };
    });
}

/** All-time totals of one seller: what its converted referrals sold and earned. */
export function sellerTotals(referrals: readonly ReferralFigures[]) {
  const converted = referrals.filter(isConverted);
  return {
    referralCount: referrals.length,
    conversionCount: converted.length,
    totalSales: sumMoney(converted.map((r) => r.saleAmount)),
    totalCommission: sumMoney(converted.map((r) => r.commissionAmount)),
    conversionRate: conversionRate(converted.length, referrals.length),
  };
}
