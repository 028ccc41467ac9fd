import { describe, expect, it } from "vitest";
import { CAREERS } from "@shared/content/careers";
import { UNIVERSITIES } from "@shared/content/universities";
import { universitiesFor } from "./report.model";

const career = (id: string) => CAREERS.find((c) => c.id === id)!;

describe("universities in the report", () => {
  it("lists institutions of the person's country that teach the career's field", () => {
    const nursing = CAREERS.find((c) => c.field === "health")!;
    const result = universitiesFor(nursing, "DO", "es");
    expect(result.universities.length).toBeGreaterThan(0);
    const doNames = new Set(UNIVERSITIES.filter((u) => u.country === "DO" && u.fields.includes("health")).map((u) => u.name));
    for (const u of result.universities) expect(doNames.has(u.name)).toBe(true);
    expect(result.universitiesHeading).toBe("Dónde estudiarla en República Dominicana");
    expect(result.universitiesNote).toBeUndefined();
  });

  it("falls back to the region, and says so, when the country lists none for the field", () => {
    // Find a country and field with no local institution but some in the region.
    const cu = UNIVERSITIES.filter((u) => u.country === "CU");
    const missing = CAREERS.find((c) => !cu.some((u) => u.fields.includes(c.field)));
    expect(missing, "Cuba lacks at least one field in the data").toBeDefined();
    const result = universitiesFor(missing!, "CU", "en");
    expect(result.universitiesHeading).toBe("Where to study it in the Caribbean");
    expect(result.universitiesNote).toMatch(/found no institution of your country/);
    for (const u of result.universities) expect(["Dominican Republic", "Puerto Rico", "Haiti", "Jamaica", "Trinidad and Tobago"]).toContain(u.country);
  });

  it("for 'Other', shows well-known institutions anywhere", () => {
    const result = universitiesFor(career(CAREERS[0]!.id), "OTHER", "es");
    expect(result.universities.length).toBeGreaterThan(0);
    expect(result.universitiesHeading).toBe("Instituciones reconocidas que ofrecen esta área");
  });
});
