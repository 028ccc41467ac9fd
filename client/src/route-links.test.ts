import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@shared/routes";

/** Every source file of the SPA but the route table's own re-export. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("links to the app's own pages come from the route table", () => {
  it("no client code writes a page's path by hand (use paths.* from @/config/paths)", () => {
    const root = path.dirname(new URL(import.meta.url).pathname);
    // The first segment of every page route: /payment-selection, /seller-dashboard, /r, ...
    const segments = [
      ...new Set(
        Object.values(ROUTES)
          .map((route) => route.path.split("/")[1])
          .filter((segment): segment is string => Boolean(segment)),
      ),
    ];
    const literal = new RegExp(`["'\`]/(${segments.join("|")})(?=[/?"'\`$])`);
    const offenders = sourceFiles(root).flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => literal.test(line) && !line.includes("/api/") && !/^\s*(\/\/|\*|\/\*)/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
