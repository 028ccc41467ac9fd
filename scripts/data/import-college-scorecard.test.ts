import { describe, expect, it } from "vitest";
import { levelOf, programName, selectPrograms, seriesToCareers, type FosRow, type ScorecardInstitution } from "./scorecard";
import { httpsUrl } from "./import-college-scorecard";

const careers = [
  { id: "business-administration", level: "university" as const, cip: ["52.0201"] },
  { id: "logistics", level: "university" as const, cip: ["52.0203"] },
  { id: "nursing", level: "university" as const, cip: ["51.3801"] },
  { id: "early-childhood-education", level: "university" as const, cip: ["13.1210"] },
  { id: "primary-education", level: "university" as const, cip: ["13.1202"] },
  { id: "accounting", level: "university" as const, cip: ["52.0301"] },
  { id: "accounting-technician", level: "technical" as const, cip: ["52.0302"] },
];

function inst(unitid: string, state: string, control: number, families = ["51", "52", "13"]): ScorecardInstitution {
  return { unitid, name: `College ${unitid}`, city: "Town", state, control, url: `www.c${unitid}.edu/`, highdeg: 4, ugds: 1000, families: new Set(families) };
}

describe("College Scorecard mapping", () => {
  it("maps a 4-digit series to a career only when the series is that career's", () => {
    const map = seriesToCareers(careers);
    expect(map.university.get("5202")).toEqual(["business-administration"]); // primary of a shared series
    expect(map.university.get("1312")).toBeUndefined(); // mixed teacher-education series is left out
    expect(map.university.get("5203")).toEqual(["accounting"]);
    expect(map.technical.get("5203")).toEqual(["accounting-technician"]);
    expect(map.university.get("5124")).toEqual(["veterinary-medicine"]); // CIP 2010 edition
  });

  it("classifies credentials into our levels", () => {
    expect(levelOf(2, "technical")).toBe("technical");
    expect(levelOf(3, "technical")).toBeNull();
    expect(levelOf(2, "university")).toBeNull();
    expect(levelOf(3, "university")).toBe("bachelor");
    expect(levelOf(7, "university")).toBe("bachelor"); // MD, JD: first professional degree
    expect(levelOf(5, "university")).toBe("graduate");
    expect(levelOf(8, "university")).toBe("graduate");
    expect(programName("Registered Nursing, Nursing Administration.", 3)).toBe(
      "Registered Nursing, Nursing Administration (Bachelor's Degree)",
    );
  });

  it("keeps the largest programs per career, level and state, public first, and drops stale ones", () => {
    const institutions = new Map(
      [inst("1", "TX", 2), inst("2", "TX", 2), inst("3", "TX", 1), inst("4", "TX", 1, ["13"]), inst("5", "PR", 1)].map(
        (i) => [i.unitid, i] as const,
      ),
    );
    const row = (unitid: string, cip4: string, credlev: number, awards: number): FosRow => ({
      unitid,
      cip4,
      cipdesc: cip4 === "5138" ? "Registered Nursing." : "Accounting and Related Services.",
      credlev,
      awards,
    });
    const rows = [
      row("1", "5138", 3, 500),
      row("2", "5138", 3, 400),
      row("3", "5138", 3, 10),
      row("4", "5138", 3, 900), // no nursing-family degrees in the current institution file: dropped
      row("5", "5138", 3, 20),
      row("1", "5203", 2, 30), // associate degree → accounting technician
      row("9", "5203", 3, 30), // institution no longer operating: dropped
    ];
    const picks = selectPrograms(rows, institutions, () => 2, careers);
    const nursingTX = picks.filter((p) => p.career === "nursing" && institutions.get(p.unitid)!.state === "TX");
    expect(nursingTX.map((p) => p.unitid)).toEqual(["1", "3"]); // public college 3 takes the public place
    expect(picks.find((p) => p.unitid === "5")?.level).toBe("bachelor");
    expect(picks.find((p) => p.career === "accounting-technician")).toMatchObject({ unitid: "1", level: "technical" });
    expect(picks.some((p) => p.unitid === "4" || p.unitid === "9")).toBe(false);
  });

  it("accepts only plain host names as websites", () => {
    expect(httpsUrl("www.aamu.edu/")).toBe("https://www.aamu.edu/");
    expect(httpsUrl("not a url")).toBeNull();
  });
});
