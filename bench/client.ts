import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist", "client");

/** Gzip sizes of what the landing page loads (its HTML's scripts, module preloads and CSS) and of the largest route chunk. */
export function benchClient(): { landingJs: number; landingCss: number; largestChunk: { name: string; size: number }; lazyRoutes: number } {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
  const landingJs = refs.filter((r) => r.endsWith(".js")).reduce((sum, r) => sum + gz(r), 0);
  const landingCss = refs.filter((r) => r.endsWith(".css")).reduce((sum, r) => sum + gz(r), 0);
  const chunks = fs.readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js") && !refs.includes(`/assets/${f}`));
  const sizes = chunks.map((name) => ({ name, size: gz(`/assets/${name}`) })).sort((a, b) => b.size - a.size);
  const lazyRoutes = chunks.filter((name) => /-page-/.test(name)).length;
  return { landingJs, landingCss, largestChunk: sizes[0] ?? { name: "-", size: 0 }, lazyRoutes };
}
