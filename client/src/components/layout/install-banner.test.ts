import { describe, expect, it } from "vitest";
import { INSTALL_SNOOZE_DAYS, installBannerSnoozed } from "./install-banner";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 24, 12);

describe("the install banner after 'Ahora no'", () => {
  it("stays silent for 30 days, then offers installation again", () => {
    expect(INSTALL_SNOOZE_DAYS).toBe(30);
    expect(installBannerSnoozed(String(now - DAY), now)).toBe(true);
    expect(installBannerSnoozed(String(now - 29 * DAY), now)).toBe(true);
    expect(installBannerSnoozed(String(now - 30 * DAY), now)).toBe(false);
    expect(installBannerSnoozed(String(now - 90 * DAY), now)).toBe(false);
  });

  it("shows when never dismissed, or when the saved time is unreadable or in the future", () => {
    expect(installBannerSnoozed(null, now)).toBe(false);
    expect(installBannerSnoozed("yesterday", now)).toBe(false);
    expect(installBannerSnoozed(String(now + DAY), now)).toBe(false);
  });
});
