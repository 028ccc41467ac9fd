import { beforeAll, describe, expect, it } from "vitest";
import { formatLongDate } from "./format-date";
import { loadMessages } from "./i18n";

const LONG = { day: "numeric", month: "long", year: "numeric" } as const;

describe("formatLongDate", () => {
  beforeAll(async () => {
    await Promise.all([loadMessages("es"), loadMessages("en")]);
  });

  it("reads as the es-ES and en-US long dates do, every month, in the reader's time zone", () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 24, 28]) {
        const date = new Date(2026, month, day, 23, 30);
        expect(formatLongDate(date.toISOString(), "es")).toBe(date.toLocaleDateString("es-ES", LONG));
        expect(formatLongDate(date.toISOString(), "en")).toBe(date.toLocaleDateString("en-US", LONG));
      }
    }
  });

  it("names the month in each language", () => {
    expect(formatLongDate(new Date(2026, 10, 24), "es")).toBe("24 de noviembre de 2026");
    expect(formatLongDate(new Date(2026, 10, 24), "en")).toBe("November 24, 2026");
  });

  it("with utc, the date in UTC whatever the reader's time zone", () => {
    const late = "2026-11-24T23:30:00.000Z";
    expect(formatLongDate(late, "es", true)).toBe("24 de noviembre de 2026");
    expect(formatLongDate("2026-01-01T00:10:00.000Z", "en", true)).toBe("January 1, 2026");
  });
});
