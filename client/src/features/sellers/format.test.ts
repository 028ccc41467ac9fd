import { describe, expect, it } from "vitest";
import { formatMonth, formatRate, monthOptions, referralLink } from "./format";

describe("seller dashboard formatting", () => {
  it("when a month key is shown, then it reads as a month and year in each language", () => {
    expect(formatMonth("2026-03", "es")).toBe("Marzo de 2026");
    expect(formatMonth("2026-03", "en")).toBe("March 2026");
  });

  it("when a rate is shown, then it has one decimal, with the same decimal point as the amounts beside it ($1,199.40)", () => {
    expect(formatRate(66.7, "en")).toBe("66.7");
    expect(formatRate(100, "en")).toBe("100.0");
    expect(formatRate(12.5, "es")).toBe("12.5");
    expect(formatRate(66.7, "es")).toBe("66.7");
  });

  it("when nothing converted yet, then the rate is a plain zero, not '0,0' beside '$0.00 USD'", () => {
    expect(formatRate(0, "es")).toBe("0");
    expect(formatRate(0, "en")).toBe("0");
  });

  it("when the seller has months with data, then the selector offers them and the current month, newest first, once each", () => {
    expect(monthOptions("2026-05", ["2026-05", "2026-02", "2025-12"])).toEqual(["2026-05", "2026-02", "2025-12"]);
    expect(monthOptions("2026-06", ["2026-02"])).toEqual(["2026-06", "2026-02"]);
  });

  it("when the link is built, then it is the site root with ?ref=CODE", () => {
    expect(referralLink("https://queestudiar.com", "ANA10")).toBe("https://queestudiar.com/?ref=ANA10");
    expect(referralLink("http://127.0.0.1:6173/", "MONI7K3P")).toBe("http://127.0.0.1:6173/?ref=MONI7K3P");
  });
});
