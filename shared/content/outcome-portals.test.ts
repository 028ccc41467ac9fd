import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../i18n/countries";
import { OUTCOME_PORTALS, outcomesOf } from "./outcome-portals";

describe("where each country publishes what careers lead to", () => {
  it("covers the countries the research looked at, once each", () => {
    const countries = OUTCOME_PORTALS.map((row) => row.country);
    expect(new Set(countries).size).toBe(countries.length);
    expect([...countries].sort()).toEqual(["CL", "CO", "DO", "ES", "MX", "PE", "US"]);
    for (const country of countries) expect(COUNTRY_CODES).toContain(country);
  });

  it("gives every published row its portal, publisher, https address, licence and date", () => {
    for (const row of OUTCOME_PORTALS) {
      expect(row.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (row.status === "none") {
        expect(row.portal).toBeUndefined();
        expect(row.note?.es).toBeTruthy();
        expect(row.note?.en).toBeTruthy();
        continue;
      }
      const portal = row.portal!;
      expect(portal.name.length).toBeGreaterThan(3);
      expect(portal.publisher.length).toBeGreaterThan(3);
      expect(new URL(portal.url).protocol).toBe("https:");
      expect(portal.licence.length).toBeGreaterThan(5);
      expect(portal.publishes.es).toBeTruthy();
      expect(portal.publishes.en).toBeTruthy();
    }
  });

  it("never calls reusable a licence that forbids a paid report or that was not found", () => {
    for (const row of OUTCOME_PORTALS.filter((r) => r.portal)) {
      const licence = row.portal!.licence;
      if (/\bNC\b|non-commercial|No licence found/i.test(licence)) expect(row.portal!.reusable).toBe(false);
    }
    expect(outcomesOf("CL")?.portal?.reusable).toBe(false);
    expect(outcomesOf("MX")?.portal?.reusable).toBe(false);
    expect(outcomesOf("PE")?.portal?.reusable).toBe(false);
    expect(outcomesOf("US")?.portal?.reusable).toBe(true);
  });

  it("says the Dominican Republic publishes no per-career pay or employment", () => {
    expect(outcomesOf("DO")?.status).toBe("none");
    expect(outcomesOf("AR")).toBeUndefined();
  });
});
