import { describe, expect, it } from "vitest";
import { captureIdOfRefundResource } from "./providers/paypal/paypal.provider";
import { REFUND_WINDOW_MS, refundEligibility } from "./refunds.service";

const paidAt = new Date("2026-11-20T12:00:00Z");
const completed = { status: "completed" as const, completedAt: paidAt, downloadCount: 0 };

describe("refund eligibility", () => {
  it("within 24 hours and never downloaded: refundable until the 24 hours end", () => {
    const now = new Date(paidAt.getTime() + REFUND_WINDOW_MS - 1000);
    expect(refundEligibility(completed, now)).toEqual({
      refundable: true,
      reasons: [],
      windowEndsAt: new Date("2026-11-21T12:00:00Z"),
    });
  });

  it("downloaded, or past 24 hours, or both: not refundable, with every reason", () => {
    const soon = new Date(paidAt.getTime() + 60_000);
    const late = new Date(paidAt.getTime() + REFUND_WINDOW_MS + 1000);
    expect(refundEligibility({ ...completed, downloadCount: 1 }, soon).reasons).toEqual(["downloaded"]);
    expect(refundEligibility(completed, late).reasons).toEqual(["window_passed"]);
    expect(refundEligibility({ ...completed, downloadCount: 3 }, late)).toMatchObject({
      refundable: false,
      reasons: ["downloaded", "window_passed"],
    });
  });

  it("a payment that never completed, or is already refunded, is not refundable", () => {
    expect(refundEligibility({ status: "pending", completedAt: null, downloadCount: 0 })).toEqual({
      refundable: false,
      reasons: ["not_completed"],
      windowEndsAt: null,
    });
    expect(refundEligibility({ status: "refunded", completedAt: paidAt, downloadCount: 0 }).reasons).toEqual([
      "refunded",
    ]);
  });
});

describe("the capture of a PayPal refund resource", () => {
  it("is read from the refund's `up` link, never from an order id", () => {
    const resource = {
      id: "1JU08902781691411",
      links: [
        { href: "https://api.paypal.com/v2/payments/refunds/1JU08902781691411", rel: "self", method: "GET" },
        { href: "https://api.paypal.com/v2/payments/captures/2GG279541U471931P", rel: "up", method: "GET" },
      ],
    };
    expect(captureIdOfRefundResource(resource)).toBe("2GG279541U471931P");
  });

  it("is absent when the links are missing, malformed or point elsewhere", () => {
    expect(captureIdOfRefundResource({})).toBeUndefined();
    expect(captureIdOfRefundResource({ links: "x" })).toBeUndefined();
    expect(
      captureIdOfRefundResource({
        links: [{ rel: "up", href: "https://api.paypal.com/v2/checkout/orders/5O190127TN364715T" }],
      }),
    ).toBeUndefined();
    expect(
      captureIdOfRefundResource({ links: [{ rel: "up", href: "https://api.paypal.com/v2/payments/captures/bad id" }] }),
    ).toBeUndefined();
    expect(captureIdOfRefundResource({ links: [null, { rel: "up", href: 42 }] })).toBeUndefined();
  });
});
