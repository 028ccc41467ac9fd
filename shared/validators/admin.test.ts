import { describe, expect, it } from "vitest";
import { adminPaymentConfigSchema } from "./admin";

/** The rest of the form, valid, as the admin panel sends it. */
const VALID = {
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: true,
  currency: "USD",
};

/** The issues about the two prices. */
const issuesOf = (prices: Record<string, unknown>) =>
  (adminPaymentConfigSchema.safeParse({ ...VALID, ...prices }).error?.issues ?? [])
    .map((issue) => [issue.path.join("."), issue.message])
    .filter(([path]) => path === "basePrice" || path === "originalPrice");

describe("the admin's prices", () => {
  it("names a malformed price by its format, not as a price above the original", () => {
    expect(issuesOf({ originalPrice: "59.99", basePrice: "12,5O" })).toEqual([["basePrice", "admin.priceFormat"]]);
    expect(issuesOf({ originalPrice: "abc", basePrice: "19.99" })).toEqual([["originalPrice", "admin.priceFormat"]]);
  });

  it("names a negative price as such", () => {
    expect(issuesOf({ originalPrice: "59.99", basePrice: "-5" })).toEqual([["basePrice", "admin.pricePositive"]]);
  });

  it("refuses a current price above the original one", () => {
    expect(issuesOf({ originalPrice: "19.99", basePrice: "24.50" })).toEqual([
      ["basePrice", "admin.baseAboveOriginal"],
    ]);
    expect(issuesOf({ originalPrice: "24.50", basePrice: "24.50" })).toEqual([]);
  });
});
