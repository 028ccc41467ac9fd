import { describe, expect, it } from "vitest";
import { formatCount, numberLocale } from "./number-format";

describe("numbers as the reader's country writes them", () => {
  it("Spanish follows the country: a point for thousands in Spain and Colombia, a comma in Mexico and the Dominican Republic", () => {
    expect(formatCount(96100, "es", "CO")).toBe("96.100");
    expect(formatCount(96100, "es", "AR")).toBe("96.100");
    expect(formatCount(96100, "es", "ES")).toBe("96.100");
    expect(formatCount(96100, "es", "MX")).toBe("96,100");
    expect(formatCount(96100, "es", "DO")).toBe("96,100");
    expect((11.2).toLocaleString(numberLocale("es", "CL"), { minimumFractionDigits: 1 })).toBe("11,2");
    expect((11.2).toLocaleString(numberLocale("es", "PE"), { minimumFractionDigits: 1 })).toBe("11.2");
  });

  it("English is US English wherever the reader lives; Spanish outside the Spanish-speaking countries is Latin American", () => {
    expect(formatCount(96100, "en", "CO")).toBe("96,100");
    expect(numberLocale("en", "ES")).toBe("en-US");
    expect(numberLocale("es", "BR")).toBe("es-419");
    expect(numberLocale("es", "OTHER")).toBe("es-419");
    expect(formatCount(96100, "es")).toBe("96,100");
  });
});
