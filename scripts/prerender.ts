/**
 * Build step (after `vite build`): renders the landing page to HTML with the app's own code, once
 * per language, and writes dist/client/landing.html (Spanish) and landing.en.html: the SPA shell
 * with that HTML in its root, the language's <html lang>, title and description, the CSS it uses
 * inline, and a starter that loads the app after the first paint. The server sends the one of the
 * request's language for "/" (server/src/lib/client-html.ts); client/src/main.tsx hydrates it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { createServer } from "vite";
import { BOOT_END, BOOT_START } from "./vite-inline-css";
import { localizeShell } from "../server/src/lib/localize-shell";
import { LANGUAGES, type Lang } from "../shared/i18n/lang";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist", "client");
const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const bootStart = shell.indexOf(BOOT_START);
const bootEnd = shell.indexOf(BOOT_END);
if (bootStart < 0 || bootEnd < bootStart)
  throw new Error("dist/client/index.html has no start-up placeholder (scripts/vite-inline-css.ts)");

const vite = await createServer({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderLanding } = (await vite.ssrLoadModule("/src/prerender.tsx")) as {
    renderLanding: (lang: Lang) => string;
  };
  for (const lang of LANGUAGES) await prerender(lang, renderLanding(lang));
} finally {
  await vite.close();
}

async function prerender(lang: Lang, html: string): Promise<void> {
  if (!html.includes('data-testid="hero-cta"')) throw new Error("the pre-rendered landing page has no call to action");
  let page = localizeShell(
    `${shell.slice(0, bootStart)}${html}${shell.slice(bootEnd + BOOT_END.length)}`,
    lang,
  ).replace('<div id="root">', `<div id="root" data-prerendered="${lang}">`);
  // Only the CSS this page's HTML uses stays inline (beasties): the HTML then fits in the first
  // round trip of a new connection (about 14 KB). The whole stylesheet, which the other pages need
  // once the app runs, is added by the starter below, after the first paint.
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { css?: string[] }
  >;
  const cssFile = manifest["index.html"]?.css?.[0];
  if (!cssFile) throw new Error("the build's manifest names no stylesheet");
  const cssLink = `<link rel="stylesheet" href="/${cssFile}">`;
  page = page.replace(/<style>[\s\S]*?<\/style>/, () => cssLink);
  const beasties = new Beasties({
    path: dist,
    publicPath: "/",
    preload: "body",
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: "warn",
  });
  page = await beasties.process(page);
  if (!page.includes(cssLink) || !page.includes("<style>"))
    throw new Error("beasties did not inline the landing page's CSS");
  page = page.replace(cssLink, "");

  // The page is complete HTML: the browser paints it first, then the app loads and hydrates it.
  // A small starter (the CSP allows no inline script) imports the main script once the first
  // contentful paint is on screen (or after a second at the latest, e.g. in a background tab); the
  // main script's own imports are not preloaded here, so nothing competes with the first paint.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(page);
  if (!entry) throw new Error("dist/client/index.html names no main script");
  const starter = [
    "let started=false;",
    `const start=()=>{if(started)return;started=true;`,
    `const css=document.createElement("link");css.rel="stylesheet";css.href=${JSON.stringify(`/${cssFile}`)};document.head.append(css);`,
    `import(${JSON.stringify(entry[1])})};`,
    'try{new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true})}catch{requestAnimationFrame(()=>setTimeout(start))}',
    "setTimeout(start,1000);\n",
  ].join("");
  const starterFile = `assets/landing-start-${createHash("sha256").update(starter).digest("hex").slice(0, 8)}.js`;
  fs.writeFileSync(path.join(dist, starterFile), starter);
  page = page
    .replace(entry[0], `<script type="module" src="/${starterFile}"></script>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, "");

  const file = lang === "es" ? "landing.html" : `landing.${lang}.html`;
  fs.writeFileSync(path.join(dist, file), page);
  console.log(`pre-rendered / (${lang}) into dist/client/${file} (${(html.length / 1024).toFixed(1)} KiB of HTML)`);
}
