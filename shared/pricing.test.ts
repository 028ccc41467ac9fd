import { describe, expect, it } from "vitest";
import { discountPercent, formatMoney, fromCents, quoteAmounts, toCents } from "./pricing";

describe("pricing", () => {
  it("computes the discount badge as rounded (original - base) / original", () => {
    expect(discountPercent("59.99", "19.99")).toBe(67);
    expect(discountPercent("100.00", "90.00")).toBe(10);
    expect(discountPercent("30.00", "20.00")).toBe(33);
  });

  it("gives 0 when the base price is at or above the original", () => {
    expect(discountPercent("19.99", "19.99")).toBe(0);
    expect(discountPercent("19.99", "29.99")).toBe(0);
    expect(discountPercent("0", "0")).toBe(0);
  });

  it("converts 19.99 USD at 60 to RD$ 1,199.40 without float drift", () => {
    expect(fromCents(Math.round(toCents("19.99") * 60))).toBe("1199.40");
    expect(formatMoney("1199.40", "DOP")).toBe("RD$ 1,199.40");
    expect(formatMoney("19.99", "USD")).toBe("$19.99 USD");
  });
});

describe("quote", () => {
  it("without a referral, the buyer pays the base price", () => {
    expect(quoteAmounts({ basePrice: "19.99", originalPrice: "59.99", exchangeRate: "60.0000" })).toEqual({
      amount: "19.99",
      discountPercent: 67,
      localAmount: "1199.40",
    });
  });

  it("a referral takes its discount off the base price, rounded to cents", () => {
    expect(
      quoteAmounts({
        basePrice: "19.99",
        originalPrice: "59.99",
        exchangeRate: "60",
        referralDiscountPercent: "10.00",
      }),
    ).toEqual({
      amount: "17.99",
      discountPercent: 70,
      localAmount: "1079.40",
    });
  });
});
