import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAREERS } from "../../shared/content/careers";
import { BLS_OEWS_SOURCE as GENERATED_SOURCE, US_WAGES } from "../../shared/content/outcomes-us.generated";
import { BLS_OEWS_SOURCE, EXTRACT, importWages } from "./import-bls-oews";
import { OEWS_COLUMNS, codesNeeded, parseEmployment, parseWage, wagesFor, type OewsRow } from "./oews";

const row = (code: string, group: string, cells: Partial<OewsRow> = {}): OewsRow => ({
  OCC_CODE: code,
  OCC_TITLE: `Occupation ${code}`,
  O_GROUP: group,
  TOT_EMP: "1,000",
  A_PCT25: "40,000",
  A_MEDIAN: "50,000",
  A_PCT75: "60,000",
  ANNUAL: "",
  HOURLY: "",
  ...cells,
});

describe("reading the BLS OEWS national file", () => {
  it("reads wage and employment cells as BLS writes them", () => {
    expect(parseWage("132,270")).toBe(132270);
    expect(parseWage("#")).toBe("top");
    expect(parseWage("*")).toBeNull();
    expect(parseEmployment("1,656,880")).toBe(1656880);
    expect(parseEmployment("**")).toBeNull();
    expect(() => parseWage("n/a")).toThrow();
  });

  it("ties a career to its first occupation with a published median, through an OEWS aggregate when BLS publishes one", () => {
    const rows = new Map([
      ["27-2011", row("27-2011", "detailed", { A_MEDIAN: "*", A_PCT25: "*", A_PCT75: "*", HOURLY: "TRUE" })],
      ["27-2012", row("27-2012", "detailed")],
      ["29-2010", row("29-2010", "detailed")],
    ]);
    const theatre = wagesFor({ id: "theatre", onet: ["27-2011.00", "27-2012.00"] }, rows, "s");
    expect(theatre).toMatchObject({ occupationCode: "27-2012", median: 50000, employment: 1000, source: "s" });
    expect(theatre?.crosswalk).toBe("O*NET-SOC 27-2012.00 (careers.ts) → SOC 27-2012 = OEWS 27-2012");
    const lab = wagesFor({ id: "lab", onet: ["29-2012.00"] }, rows, "s");
    expect(lab?.occupationCode).toBe("29-2010");
    expect(lab?.crosswalk).toContain("OEWS 29-2010 (BLS publishes SOC 29-2012 within this aggregate)");
    expect(wagesFor({ id: "none", onet: ["11-1011.00"] }, rows, "s")).toBeNull();
    // a broad row is a sum of occupations, never one career's figures
    expect(wagesFor({ id: "broad", onet: ["13-1021.00"] }, new Map([["13-1020", row("13-1020", "broad")]]), "s")).toBeNull();
  });
});

describe("the committed extract and the generated figures", () => {
  const extract = readFileSync(EXTRACT, "utf8");

  it("keeps the published columns and only the occupations our careers name", () => {
    expect(extract.slice(0, extract.indexOf("\n"))).toBe(OEWS_COLUMNS.join(","));
    const needed = codesNeeded(CAREERS);
    const codes = extract
      .split("\n")
      .slice(1)
      .filter(Boolean)
      .map((line) => line.slice(0, 7));
    for (const code of codes) expect(needed.has(code)).toBe(true);
  });

  it("holds the figures BLS published (spot checks against national_M2023_dl)", () => {
    const software = US_WAGES.find((w) => w.career === CAREERS.find((c) => c.onet[0] === "15-1252.00")?.id);
    expect(software).toMatchObject({
      occupationCode: "15-1252",
      occupationTitle: "Software Developers",
      employment: 1656880,
      p25: 101200,
      median: 132270,
      p75: 167540,
    });
    expect(extract).toContain('29-1141,Registered Nurses,detailed,"3,175,390","75,990","86,070","104,670",,');
  });

  it("is what the import writes from the extract (the generated file is not edited by hand)", () => {
    expect(US_WAGES).toEqual(importWages(extract));
    expect(GENERATED_SOURCE).toEqual(BLS_OEWS_SOURCE);
  });

  it("gives every figure its source, publisher, year, address, licence and crosswalk, and names BLS, not the copy it was read from", () => {
    expect(BLS_OEWS_SOURCE.publisher).toBe("U.S. Bureau of Labor Statistics");
    expect(new URL(BLS_OEWS_SOURCE.url).hostname).toBe("www.bls.gov");
    expect(BLS_OEWS_SOURCE.licence).toMatch(/^Public domain/);
    expect(BLS_OEWS_SOURCE.title).toContain("May 2023");
    expect(JSON.stringify(BLS_OEWS_SOURCE)).not.toMatch(/github/i);
    for (const wages of US_WAGES) {
      const career = CAREERS.find((c) => c.id === wages.career)!;
      expect(career).toBeDefined();
      expect(wages.source).toBe(BLS_OEWS_SOURCE.id);
      expect(career.onet.some((code) => wages.crosswalk.startsWith(`O*NET-SOC ${code} (careers.ts)`))).toBe(true);
      expect(wages.median).not.toBeNull();
    }
  });
});
