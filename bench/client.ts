import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist", "client");

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface ClientBench {
  /** gzip bytes of the JavaScript the landing page loads (its scripts and module preloads). */
  landingJs: number;
  /** gzip bytes of the CSS in the landing page's HTML (the critical CSS inline; the whole stylesheet follows after the first paint). */
  landingCss: number;
  /** gzip bytes of the landing page's HTML (with the pre-rendered page and any inline CSS). */
  landingHtml: number;
  /** The route whose own chunks (beyond the main script) weigh most, and that weight in gzip bytes. */
  heaviestRoute: { page: string; size: number };
  /** The largest single route page chunk. */
  largestPageChunk: { page: string; size: number };
  /** Routes of client/src/app/routes.tsx that are lazy chunks, and how many routes there are besides "/". */
  lazyRoutes: number;
  routes: number;
}

/** What "/" loads, and what each route loads on top of it, from the build's HTML and Vite manifest. */
export function benchClient(): ClientBench {
  const landingFile = fs.existsSync(path.join(dist, "landing.html")) ? "landing.html" : "index.html";
  const html = fs.readFileSync(path.join(dist, landingFile), "utf8");
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;

  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = closure("index.html");

  // The landing page's own scripts (its starter) and the main script with its imports, which the
  // starter loads after the first paint: all of it is what "/" runs.
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  const landingScripts = new Set([...refs.filter((r) => r.endsWith(".js")), ...entry]);
  const landingJs = [...landingScripts].reduce((sum, r) => sum + gz(r), 0);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, m) => sum + gzipSync(m[1]!).length,
    0,
  );
  const landingCss = refs.filter((r) => r.endsWith(".css")).reduce((sum, r) => sum + gz(r), 0) + inlineCss;
  const pages = Object.keys(manifest).filter(
    (key) => /src\/app\/pages\/[a-z-]+\.tsx$/.test(key) && key !== "src/app/pages/landing-page.tsx",
  );
  const weights = pages.map((key) => {
    const page = path.basename(key, ".tsx");
    const own = [...closure(key)].filter((file) => !entry.has(file));
    return { page, size: own.reduce((sum, file) => sum + gz(file), 0), chunk: gz(manifest[key]!.file) };
  });
  const heaviest = weights.sort((a, b) => b.size - a.size)[0] ?? { page: "-", size: 0 };
  const largest = [...weights].sort((a, b) => b.chunk - a.chunk)[0] ?? { page: "-", chunk: 0 };

  const routes = fs.readFileSync(path.join(root, "client", "src", "app", "routes.tsx"), "utf8");
  const routePages = new Set([...routes.matchAll(/import\("\.\/pages\/([a-z-]+)"\)/g)].map((m) => m[1]!));
  return {
    landingJs,
    landingCss,
    landingHtml: gzipSync(html).length,
    heaviestRoute: { page: heaviest.page, size: heaviest.size },
    largestPageChunk: { page: largest.page, size: largest.chunk },
    lazyRoutes: weights.filter((w) => routePages.has(w.page)).length,
    routes: routePages.size,
  };
}
