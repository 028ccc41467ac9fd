import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("career profiles", () => {
  it("the committed profiles are exactly what the script computes from the O*NET data", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qe-profiles-")), "profiles.ts");
    const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/build-career-profiles.ts")], {
      cwd: root,
      env: { ...process.env, CAREER_PROFILES_OUT: out },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(fs.readFileSync(out, "utf8")).toBe(fs.readFileSync(path.join(root, "shared/content/career-profiles.generated.ts"), "utf8"));
  }, 60_000);
});
