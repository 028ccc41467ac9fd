import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file of the SPA. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("errors are sentences on the page, not browser dialogs", () => {
  it("no client code calls alert(), confirm() or prompt()", () => {
    const root = path.dirname(new URL(import.meta.url).pathname);
    const offenders = sourceFiles(root).flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
        // (a bare `prompt(` is not looked for: the install offer's event has a prompt() method)
        .filter(({ line }) => /(^|[^\w."'-])(window\.)?(alert|confirm)\s*\(|window\.prompt\s*\(/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
