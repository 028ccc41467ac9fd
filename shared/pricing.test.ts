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

  it("writes every amount of cents as en-US numbers read, with thousands commas", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 99_999, 100_000, 123_456_789, 100_000_000_00];
    for (let cents = 0; cents < 2_000_000; cents += 997) samples.push(cents);
    for (const cents of samples) {
      const amount = fromCents(cents);
      expect(formatMoney(amount, "EUR")).toBe(`${intl.format(Number(amount))} EUR`);
      expect(formatMoney(Number(amount), "DOP")).toBe(`RD$ ${intl.format(Number(amount))}`);
    }
    expect(formatMoney("1234567.5", "USD")).toBe("$1,234,567.50 USD");
  });
});

describe("quote", () => {
  it("without a referral, the buyer pays the base price", () => {
    expect(quoteAmounts({ basePrice: "19.99", originalPrice: "59.99", exchangeRate: "60.0000" })).toEqual({
      amount: "19.99",
      discountPercent: 67,
      localAmount: "1199.40",
      applied: "none",
      promoApplied: false,
      promoDiscount: "0.00",
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
      applied: "referral",
      promoApplied: false,
      promoDiscount: "0.00",
    });
  });

  const prices = { basePrice: "19.99", originalPrice: "59.99", exchangeRate: "60" };

  it("a promo code takes a percentage or a fixed amount off the base price", () => {
    expect(quoteAmounts({ ...prices, promo: { percentOff: "25" } })).toMatchObject({
      amount: "14.99",
      promoApplied: true,
      promoDiscount: "5.00",
      localAmount: "899.40",
    });
    expect(quoteAmounts({ ...prices, promo: { amountOff: "5.50" } })).toMatchObject({
      amount: "14.49",
      promoApplied: true,
      promoDiscount: "5.50",
    });
  });

  it("a promo code never brings the price below 1.00", () => {
    expect(quoteAmounts({ ...prices, promo: { amountOff: "50" } })).toMatchObject({ amount: "1.00" });
    expect(quoteAmounts({ ...prices, promo: { percentOff: "100" } })).toMatchObject({ amount: "1.00" });
  });

  it("a referral and a promo code do not stack: the larger discount applies, the referral on a tie", () => {
    const referral = { ...prices, referralDiscountPercent: "10" };
    expect(quoteAmounts({ ...referral, promo: { percentOff: "20" } })).toMatchObject({
      amount: "15.99",
      promoApplied: true,
    });
    expect(quoteAmounts({ ...referral, promo: { amountOff: "1.00" } })).toMatchObject({
      amount: "17.99",
      promoApplied: false,
      promoDiscount: "0.00",
    });
    expect(quoteAmounts({ ...referral, promo: { amountOff: "2.00" } })).toMatchObject({
      amount: "17.99",
      promoApplied: false,
    });
  });
});

describe("retake discount", () => {
  const prices = { basePrice: "19.99", originalPrice: "59.99", exchangeRate: "60" };

  it("takes its percentage off the base price", () => {
    expect(quoteAmounts({ ...prices, retakeDiscountPercent: "50.00" })).toMatchObject({
      amount: "10.00",
      applied: "retake",
      localAmount: "600.00",
    });
  });

  it("does not stack with a referral or a promo code: the largest single discount applies", () => {
    expect(quoteAmounts({ ...prices, referralDiscountPercent: "10", retakeDiscountPercent: "50" })).toMatchObject({
      amount: "10.00",
      applied: "retake",
    });
    expect(quoteAmounts({ ...prices, referralDiscountPercent: "10", retakeDiscountPercent: "5" })).toMatchObject({
      amount: "17.99",
      applied: "referral",
    });
    expect(quoteAmounts({ ...prices, retakeDiscountPercent: "50", promo: { percentOff: "60" } })).toMatchObject({
      amount: "8.00",
      applied: "promo",
      promoApplied: true,
    });
    expect(quoteAmounts({ ...prices, retakeDiscountPercent: "50", promo: { amountOff: "2.00" } })).toMatchObject({
      amount: "10.00",
      applied: "retake",
      promoApplied: false,
    });
  });

  it("a 100 % retake discount still leaves the minimum payable price; 0 % gives nothing", () => {
    expect(quoteAmounts({ ...prices, retakeDiscountPercent: "100" })).toMatchObject({
      amount: "1.00",
      applied: "retake",
    });
    expect(quoteAmounts({ ...prices, retakeDiscountPercent: "0" })).toMatchObject({ amount: "19.99", applied: "none" });
  });
});
