import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAREERS } from "../../shared/content/careers";
import { US_WAGES } from "../../shared/content/outcomes-us.generated";
import {
  BLS_EP_PERIOD,
  BLS_EP_SOURCE as GENERATED_SOURCE,
  US_OUTLOOK,
} from "../../shared/content/outcomes-us-outlook.generated";
import { writeCsv } from "./csv";
import { EP_COLUMNS, normalise, outlookFor, parseEducation, parseNumber, type EpRow } from "./ep";
import { BLS_EP_SOURCE, EXTRACT, importOutlook } from "./import-bls-ep";
import { codesNeeded } from "./oews";

const row = (code: string, type: string, cells: Partial<EpRow> = {}): EpRow => ({
  "2024 National Employment Matrix code": code,
  "2024 National Employment Matrix title": `Occupation ${code}`,
  "Occupation type": type,
  "Employment, 2024": "100.0",
  "Employment, 2034": "110.0",
  "Employment change, percent, 2024–34": "10.0",
  "Occupational openings, 2024–34 annual average": "12.3",
  "Typical education needed for entry": "Bachelor's degree",
  ...cells,
});

describe("reading BLS Employment Projections Table 1.2", () => {
  it("reads numbers with the decimal BLS publishes, and the education categories BLS uses", () => {
    expect(parseNumber("4.9000000000000004")).toBe(4.9);
    expect(parseNumber("-2")).toBe(-2);
    expect(parseNumber("1,693.8")).toBe(1693.8);
    expect(parseNumber("—")).toBeNull();
    expect(() => parseNumber("n/a")).toThrow();
    expect(parseEducation("Postsecondary nondegree award")).toBe("Postsecondary nondegree award");
    expect(parseEducation("—")).toBeNull();
    expect(() => parseEducation("A diploma")).toThrow();
    const cleaned = normalise(row("29-1141", "Line item", { "2024 National Employment Matrix title": "      Nurses" }));
    expect(cleaned["2024 National Employment Matrix title"]).toBe("Nurses");
    expect(normalise(row("x", "Line item", { "Employment, 2034": "17.899999999999999" }))["Employment, 2034"]).toBe(
      "17.9",
    );
  });

  it("ties a career to its first occupation BLS projects, through a matrix aggregate when BLS projects it there", () => {
    const rows = new Map([
      ["29-2010", row("29-2010", "Line item")],
      ["27-2042", row("27-2042", "Line item", { "Employment change, percent, 2024–34": "1.3" })],
      ["13-1020", row("13-1020", "Summary")],
    ]);
    const music = outlookFor({ id: "music", onet: ["27-2042.00", "27-2041.00"] }, rows, "s");
    expect(music).toMatchObject({
      occupationCode: "27-2042",
      percentChange: 1.3,
      employmentBase: 100,
      employmentProjected: 110,
      annualOpenings: 12.3,
      entryEducation: "Bachelor's degree",
      source: "s",
    });
    expect(music?.crosswalk).toBe("O*NET-SOC 27-2042.00 (careers.ts) → SOC 27-2042 = National Employment Matrix 27-2042");
    const lab = outlookFor({ id: "lab", onet: ["29-2012.00"] }, rows, "s");
    expect(lab?.occupationCode).toBe("29-2010");
    expect(lab?.crosswalk).toContain("National Employment Matrix 29-2010 (BLS projects SOC 29-2012 within this occupation)");
    // a summary row is a sum of occupations, never one career's projection
    expect(outlookFor({ id: "broad", onet: ["13-1021.00"] }, rows, "s")).toBeNull();
    expect(outlookFor({ id: "none", onet: ["11-1011.00"] }, rows, "s")).toBeNull();
  });
});

describe("the committed extract and the generated projections", () => {
  const extract = readFileSync(EXTRACT, "utf8");

  it("keeps the published columns and only the occupations our careers name", () => {
    expect(extract.slice(0, extract.indexOf("\n") + 1)).toBe(writeCsv(EP_COLUMNS, []));
    const needed = codesNeeded(CAREERS);
    const codes = extract
      .split("\n")
      .slice(1)
      .filter(Boolean)
      .map((line) => line.slice(0, 7));
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) expect(needed.has(code)).toBe(true);
  });

  it("holds the figures BLS published (spot checks against Table 1.2, 2024–34)", () => {
    const nursing = US_OUTLOOK.find((o) => o.career === "nursing");
    expect(nursing).toMatchObject({
      occupationCode: "29-1141",
      occupationTitle: "Registered nurses",
      employmentBase: 3391,
      employmentProjected: 3557.1,
      percentChange: 4.9,
      annualOpenings: 189.1,
      entryEducation: "Bachelor's degree",
    });
    expect(extract).toContain("15-1252,Software developers,Line item,1693.8,1961.4,15.8,115.2,Bachelor's degree");
    expect(extract).toContain("15-2051,Data scientists,Line item,245.9,328.3,33.5,23.4,Bachelor's degree");
    expect(BLS_EP_PERIOD).toEqual({ start: 2024, end: 2034, label: "2024–34" });
  });

  it("is what the import writes from the extract (the generated file is not edited by hand)", () => {
    expect(US_OUTLOOK).toEqual(importOutlook(extract));
    expect(GENERATED_SOURCE).toEqual(BLS_EP_SOURCE);
  });

  it("projects every career the pay describes, for the same occupation unless BLS publishes no annual median for it", () => {
    const wages = new Map(US_WAGES.map((w) => [w.career, w]));
    expect(US_OUTLOOK.length).toBe(US_WAGES.length);
    const different = US_OUTLOOK.filter((o) => wages.get(o.career)?.occupationCode !== o.occupationCode);
    // musicians, dancers and actors are paid by the hour in OEWS: their pay comes from the career's next occupation
    expect(different.map((o) => o.career).sort()).toEqual(["dance", "music", "theatre"]);
  });

  it("gives every figure its source, publisher, period, address, licence and crosswalk, and names BLS, not the copy it was read from", () => {
    expect(BLS_EP_SOURCE.publisher).toBe("U.S. Bureau of Labor Statistics");
    expect(new URL(BLS_EP_SOURCE.url).hostname).toBe("www.bls.gov");
    expect(BLS_EP_SOURCE.licence).toMatch(/^Public domain/);
    expect(BLS_EP_SOURCE.title).toContain("2024–34");
    expect(JSON.stringify(BLS_EP_SOURCE)).not.toMatch(/github/i);
    for (const outlook of US_OUTLOOK) {
      const career = CAREERS.find((c) => c.id === outlook.career)!;
      expect(career).toBeDefined();
      expect(outlook.source).toBe(BLS_EP_SOURCE.id);
      expect(career.onet.some((code) => outlook.crosswalk.startsWith(`O*NET-SOC ${code} (careers.ts)`))).toBe(true);
      expect(Number.isFinite(outlook.percentChange)).toBe(true);
    }
  });
});
