import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CAREER_PROFILES } from "../shared/content/career-profiles.generated";
import { CAREERS } from "../shared/content/careers";
import { HOLLAND_TYPES } from "../shared/content/types";
import { careerProfile, loadOccupations } from "./build-career-profiles";

const root = path.resolve(import.meta.dirname, "..");

describe("career profiles", () => {
  it("the committed profiles are exactly what the script computes from the O*NET data", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qe-profiles-")), "profiles.ts");
    const result = spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      [path.join(root, "scripts/build-career-profiles.ts")],
      {
        cwd: root,
        env: { ...process.env, CAREER_PROFILES_OUT: out },
        encoding: "utf8",
      },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(fs.readFileSync(out, "utf8")).toBe(
      fs.readFileSync(path.join(root, "shared/content/career-profiles.generated.ts"), "utf8"),
    );
  }, 60_000);
});

describe("career profile builder", () => {
  const byCode = new Map(loadOccupations().map((o) => [o.onetSoc, o]));

  it("every career's first letter is its first core occupation's first letter", () => {
    const mismatches: string[] = [];
    for (const career of CAREERS) {
      const first = byCode.get(career.onet[0]!);
      expect(first, `${career.id}: ${career.onet[0]}`).toBeDefined();
      const levels = Object.fromEntries(HOLLAND_TYPES.map((t, k) => [t, first!.hundredths[k]!]));
      const top = [...HOLLAND_TYPES].sort(
        (a, b) => levels[b]! - levels[a]! || HOLLAND_TYPES.indexOf(a) - HOLLAND_TYPES.indexOf(b),
      )[0];
      if (CAREER_PROFILES[career.id]?.code[0] !== top)
        mismatches.push(`${career.id} ${CAREER_PROFILES[career.id]?.code} vs ${first!.title}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("fails a career whose secondary occupation drags it to another first letter", () => {
    // Lawyers (E-C-I) first, then two Investigative occupations: the mean turns I-first.
    const result = careerProfile(
      { id: "drift", field: "law", onet: ["23-1011.00", "19-3011.00", "19-2012.00"] },
      byCode,
    );
    expect(result.profile).toBeUndefined();
    expect(result.errors.join(" ")).toMatch(/first letter I .* differs from its core occupation 23-1011.00/);
  });

  it("refuses catch-all occupations, and postsecondary teachers outside teaching careers", () => {
    const withCatchAll = new Map(byCode);
    withCatchAll.set("11-9199.00", {
      onetSoc: "11-9199.00",
      soc: "11-9199",
      title: "Managers, All Other",
      hundredths: [200, 300, 200, 300, 600, 500],
    });
    expect(careerProfile({ id: "x", field: "business", onet: ["11-9199.00"] }, withCatchAll).errors.join(" ")).toMatch(
      /catch-all/,
    );
    const teacher = "25-1066.00"; // Psychology Teachers, Postsecondary
    expect(careerProfile({ id: "psy", field: "social_sciences", onet: [teacher] }, byCode).errors.join(" ")).toMatch(
      /postsecondary-teacher/,
    );
    expect(careerProfile({ id: "teach", field: "education", onet: [teacher] }, byCode).errors).toEqual([]);
  });

  it("averages the core occupations: Psychology is S-I, Anthropology I-R, Architecture R-A-I", () => {
    expect(CAREER_PROFILES["psychology"]!.code.slice(0, 2)).toBe("SI");
    expect(CAREER_PROFILES["anthropology"]!.code.slice(0, 2)).toBe("IR");
    expect(CAREER_PROFILES["architecture"]!.code).toBe("RAI");
    for (const career of CAREERS) expect(CAREER_PROFILES[career.id]!.onet).toEqual(career.onet);
  });
});
