/**
 * Build step (after `vite build`): renders the landing page to HTML with the app's own code and
 * writes dist/client/landing.html, the SPA shell with that HTML in its root. The server sends it
 * for "/" (server/src/app.ts); client/src/main.tsx hydrates it.
 */
import fs from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import { BOOT_END, BOOT_START } from "./vite-inline-css";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist", "client");
const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const bootStart = shell.indexOf(BOOT_START);
const bootEnd = shell.indexOf(BOOT_END);
if (bootStart < 0 || bootEnd < bootStart) throw new Error("dist/client/index.html has no start-up placeholder (scripts/vite-inline-css.ts)");

const vite = await createServer({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderLanding } = (await vite.ssrLoadModule("/src/prerender.tsx")) as { renderLanding: () => string };
  const html = renderLanding();
  if (!html.includes("data-testid=\"hero-cta\"")) throw new Error("the pre-rendered landing page has no call to action");
  // index.html already carries the CSS inline (scripts/vite-inline-css.ts): the page paints with the HTML alone.
  const page = `${shell.slice(0, bootStart)}${html}${shell.slice(bootEnd + BOOT_END.length)}`.replace('<div id="root">', '<div id="root" data-prerendered="es">');
  fs.writeFileSync(path.join(dist, "landing.html"), page);
  console.log(`pre-rendered / into dist/client/landing.html (${(html.length / 1024).toFixed(1)} KiB of HTML)`);
} finally {
  await vite.close();
}
