import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalog as clientCatalog } from "./client-catalog";
import { catalog } from "./catalog";
import { messagesEn } from "./client-messages-en";
import { messagesEs } from "./client-messages-es";
import { landingMessages } from "./landing-messages";

const root = path.resolve(import.meta.dirname, "../../client/src");
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );

const allKeys = new Set(Object.keys(catalog.es));

describe("client catalog", () => {
  const source = files(root)
    .filter((f) => !f.endsWith(".test.ts"))
    .map((f) => fs.readFileSync(f, "utf8"))
    .join("\n");
  const clientKeys = new Set(Object.keys(clientCatalog.es));

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
      for (const [key, value] of Object.entries(clientCatalog[lang]))
        expect((catalog[lang] as Record<string, string>)[key]).toBe(value);
    }
  });
});

/** The files the first script of the SPA is made of: static imports from main.tsx, not `import()` nor `import type`. */
function eagerFiles(): string[] {
  const clientSrc = path.resolve(import.meta.dirname, "../../client/src");
  const sharedDir = path.resolve(import.meta.dirname, "..");
  const resolve = (from: string, spec: string): string | undefined => {
    const base = spec.startsWith("@/")
      ? path.join(clientSrc, spec.slice(2))
      : spec.startsWith("@shared/")
        ? path.join(sharedDir, spec.slice(8))
        : spec.startsWith(".")
          ? path.resolve(path.dirname(from), spec)
          : undefined;
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    );
  };
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?"([^"]+)"/gm)) {
      const target = resolve(file, m[1]!);
      if (target && /\.tsx?$/.test(target)) walk(target);
    }
  };
  walk(path.join(clientSrc, "main.tsx"));
  return [...seen];
}

describe("landing messages", () => {
  const files = eagerFiles();
  const source = files.map((f) => fs.readFileSync(f, "utf8")).join("\n");
  const landingKeys = new Set(Object.keys(landingMessages.es));

  it("the first script is the landing page and the shell, not the other pages", () => {
    const names = files.map((f) => path.relative(root, f));
    expect(names).toContain(path.join("app", "pages", "landing-page.tsx"));
    expect(names.filter((n) => n.startsWith(path.join("app", "pages")))).toEqual([
      path.join("app", "pages", "landing-page.tsx"),
    ]);
  });

  it("hold every key the landing page and the shell name, so they render before the rest of the catalog loads", () => {
    const used = [...new Set([...source.matchAll(/\bt\(\s*"([A-Za-z0-9_.+-]+)"/g)].map((m) => m[1]!))].filter((key) =>
      allKeys.has(key),
    );
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((key) => !landingKeys.has(key))).toEqual([]);
    const prefixes = [...new Set([...source.matchAll(/`([a-zA-Z][A-Za-z0-9_.-]*\.)\$\{/g)].map((m) => m[1]!))].filter(
      (p) => [...allKeys].some((k) => k.startsWith(p)),
    );
    expect(prefixes.filter((p) => ![...landingKeys].some((k) => k.startsWith(p)))).toEqual([]);
  });

  it("are split by language into the rest of the catalog without losing or changing a text", () => {
    for (const lang of ["es", "en"] as const) {
      const rest = lang === "es" ? messagesEs : messagesEn;
      expect({ ...landingMessages[lang], ...rest }).toEqual(clientCatalog[lang]);
      expect(Object.keys(rest).filter((key) => landingKeys.has(key))).toEqual([]);
    }
  });
});
