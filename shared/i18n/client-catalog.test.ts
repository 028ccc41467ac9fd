import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalog as clientCatalog } from "./client-catalog";
import { catalog } from "./catalog";

const root = path.resolve(import.meta.dirname, "../../client/src");
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

describe("client catalog", () => {
  const source = files(root)
    .filter((f) => !f.endsWith(".test.ts"))
    .map((f) => fs.readFileSync(f, "utf8"))
    .join("\n");
  const clientKeys = new Set(Object.keys(clientCatalog.es));
  const allKeys = new Set(Object.keys(catalog.es));

  it("holds every message key the SPA names literally", () => {
    const used = [...source.matchAll(/\bt\(\s*"([A-Za-z0-9_.+-]+)"/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(100);
    const missing = [...new Set(used)].filter((key) => allKeys.has(key) && !clientKeys.has(key));
    expect(missing).toEqual([]);
  });

  it("holds a key for every prefix the SPA builds keys from", () => {
    const prefixes = [...source.matchAll(/`([a-zA-Z][A-Za-z0-9_.-]*\.)\$\{/g)].map((m) => m[1]!);
    const missing = [...new Set(prefixes)].filter(
      (prefix) => [...allKeys].some((k) => k.startsWith(prefix)) && ![...clientKeys].some((k) => k.startsWith(prefix)),
    );
    expect(missing).toEqual([]);
  });

  it("is the same text as the full catalog for the keys it has", () => {
    for (const lang of ["es", "en"] as const) {
      for (const [key, value] of Object.entries(clientCatalog[lang])) expect((catalog[lang] as Record<string, string>)[key]).toBe(value);
    }
  });
});
