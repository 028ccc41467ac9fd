import { describe, expect, it } from "vitest";
import { declineReasonKey } from "./decline-reason";

describe("declineReasonKey", () => {
  it("maps known ISO codes to our own texts and anything else to none", () => {
    expect(declineReasonKey("51")).toBe("selection.decline.funds");
    expect(declineReasonKey("54")).toBe("selection.decline.expired");
    expect(declineReasonKey("99")).toBe("selection.decline.security");
    for (const unknown of [null, undefined, "", "00", "5", "510", "constructor", "__proto__", "<script>"])
      expect(declineReasonKey(unknown)).toBeUndefined();
  });
});
