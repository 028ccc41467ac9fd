/**
 * Build step (after `vite build`): renders the landing page to HTML with the app's own code and
 * writes dist/client/landing.html, the SPA shell with that HTML in its root. The server sends it
 * for "/" (server/src/app.ts); client/src/main.tsx hydrates it.
 */
import fs from "node:fs";
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist", "client");
const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const ROOT_TAG = '<div id="root"></div>';
if (!shell.includes(ROOT_TAG)) throw new Error(`dist/client/index.html has no ${ROOT_TAG}`);

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
  // The stylesheet goes inline: the page then paints with the HTML alone, without waiting for a
  // second request (the CSP allows inline styles, not inline scripts). It is the app's only CSS.
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
  if (!stylesheet) throw new Error("dist/client/index.html names no stylesheet");
  const css = fs.readFileSync(path.join(dist, stylesheet[1]!), "utf8").replace(/<\/style/gi, "<\\/style");
  const page = shell
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(ROOT_TAG, () => `<div id="root" data-prerendered="es">${html}</div>`);
  fs.writeFileSync(path.join(dist, "landing.html"), page);
  console.log(`pre-rendered / into dist/client/landing.html (${(html.length / 1024).toFixed(1)} KiB of HTML)`);
} finally {
  await vite.close();
}
