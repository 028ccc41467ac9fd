/**
 * Build step (after `vite build`): renders pages to HTML with the app's own code, once per
 * language: the SPA shell with that HTML in its root, the language's <html lang>, title and
 * description, the CSS inline (all of it, or what the page uses when all would not fit in the
 * first round trip), and a starter that loads the app after the first paint.
 * The server sends the one of the request's language (server/src/lib/client-html.ts);
 * client/src/main.tsx hydrates it.
 *
 * - "/": dist/client/landing.html (Spanish) and landing.en.html.
 * - The test page with its first question: dist/client/prerendered/assessment.{lang}.{k}.html, in
 *   FIRST_ORDERS orders of the first question's activities that form a Latin square (each taker's
 *   order is shuffled; the server sends one of them at random, and the test then follows it for
 *   the first question).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Beasties from "beasties";
import { createServer } from "vite";
import { BOOT_END, BOOT_START } from "./vite-inline-css";
import { pageStarter } from "./page-starter";
import { localizeShell } from "../server/src/lib/localize-shell";
import { LANGUAGES, type Lang } from "../shared/i18n/lang";
import type { QuestionSetDto } from "../shared/validators/assessment";
import { QUESTION_SETS_DTO } from "../server/src/features/assessment/question-bank.model";
import { FIRST_ORDERS, prerenderedTestFile } from "../server/src/lib/prerendered-files";
import { shuffled } from "../client/src/features/assessment/progress";

const root = path.resolve(import.meta.dirname, "..");
/** What a new connection's first round trip carries (10 TCP segments), less room for the headers. */
const FIRST_ROUND_TRIP_BYTES = 14_600 - 1_000;
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
  const { renderLanding, renderTestPage, LANDING_LATE_CLASSES } = (await vite.ssrLoadModule("/src/prerender.tsx")) as {
    LANDING_LATE_CLASSES: string[];
    renderLanding: (lang: Lang) => string;
    renderTestPage: (
      lang: Lang,
      questions: QuestionSetDto[],
      firstSeed: number,
    ) => Promise<{ html: string; title: string }>;
  };
  // the same answer GET /api/assessment/questions serves, so the app hydrates what it would render
  const questions = JSON.parse(JSON.stringify(QUESTION_SETS_DTO)) as QuestionSetDto[];
  fs.mkdirSync(path.join(dist, "prerendered"), { recursive: true });
  const firstSeeds = latinSeeds(questions[0]!);
  for (const lang of LANGUAGES) {
    const landing = renderLanding(lang);
    if (!landing.includes('data-testid="hero-cta"'))
      throw new Error("the pre-rendered landing page has no call to action");
    const file = lang === "es" ? "landing.html" : `landing.${lang}.html`;
    await writePage(file, await finishPage(landing, lang, { route: "/", keepClasses: LANDING_LATE_CLASSES }));
    for (const [k, seed] of firstSeeds.entries()) {
      const { html, title } = await renderTestPage(lang, questions, seed);
      if ((html.match(/data-testid="activity-card"/g) ?? []).length !== questions[0]!.activities.length)
        throw new Error("the pre-rendered test page does not show the first question's activities");
      await writePage(
        prerenderedTestFile(lang, k),
        await finishPage(html, lang, { route: "/assessment", title, firstSeed: seed }),
      );
    }
  }
} finally {
  await vite.close();
}

/**
 * FIRST_ORDERS seeds whose orders of the first question's activities form a Latin square: across
 * takers, each activity is as often in each position. Searched in a fixed sequence of candidate
 * seeds, so that builds are reproducible; with as many orders as activities, each new order must
 * put every activity where no earlier order did (the last one is then the only one left).
 */
function latinSeeds(set: QuestionSetDto): number[] {
  const ids = set.activities.map((activity) => activity.id);
  if (ids.length !== FIRST_ORDERS)
    throw new Error(`the first question has ${ids.length} activities, not ${FIRST_ORDERS}`);
  const seeds: number[] = [];
  const orders: string[][] = [];
  for (let candidate = 0; seeds.length < FIRST_ORDERS; candidate++) {
    if (candidate > 1_000_000) throw new Error("no Latin square of first-question orders found");
    const seed = createHash("sha256").update(`first-question-order-${candidate}`).digest().readUInt32BE(0);
    const order = shuffled(ids, seed, set.id);
    if (orders.some((earlier) => earlier.some((id, position) => order[position] === id))) continue;
    seeds.push(seed);
    orders.push(order);
  }
  return seeds;
}

async function writePage(file: string, page: string): Promise<void> {
  fs.writeFileSync(path.join(dist, file), page);
  console.log(`pre-rendered dist/client/${file} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KiB)`);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The whole HTML page around a page's pre-rendered root. */
async function finishPage(
  html: string,
  lang: Lang,
  /** `keepClasses`: classes the page shows only after hydration, whose rules the critical CSS keeps too. */
  options: { route: string; title?: string; firstSeed?: number; keepClasses?: string[] },
): Promise<string> {
  const attributes = [
    `data-prerendered="${lang}"`,
    `data-route="${escapeHtml(options.route)}"`,
    ...(options.firstSeed === undefined ? [] : [`data-first-seed="${options.firstSeed}"`]),
  ].join(" ");
  let page = localizeShell(
    `${shell.slice(0, bootStart)}${html}${shell.slice(bootEnd + BOOT_END.length)}`,
    lang,
  ).replace('<div id="root">', () => `<div id="root" ${attributes}>`);
  const title = options.title;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  // The whole stylesheet stays inline when the page, compressed, still fits in the first round trip
  // of a new connection (about 14 KB): the browser then styles the page once, before the first
  // paint, and nothing restyles it while the app starts (a second stylesheet added after the paint
  // restyles every element, one long task on a slow phone). A page too large for that keeps only
  // the CSS its HTML uses (beasties), and the starter below adds the whole stylesheet after the
  // first paint.
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { css?: string[] }
  >;
  const cssFile = manifest["index.html"]?.css?.[0];
  if (!cssFile) throw new Error("the build's manifest names no stylesheet");
  const cssLink = `<link rel="stylesheet" href="/${cssFile}">`;
  const wholeCss = gzipSync(page).length <= FIRST_ROUND_TRIP_BYTES;
  if (!wholeCss) {
    page = page.replace(/<style>[\s\S]*?<\/style>/, () => cssLink);
    const beasties = new Beasties({
      path: dist,
      publicPath: "/",
      preload: "body",
      pruneSource: false,
      reduceInlineStyles: false,
      logLevel: "warn",
      // a rule whose selector is one of these classes (with its pseudo-classes and variants)
      allowRules: (options.keepClasses ?? []).map(
        (name) => new RegExp(`^\\.${name.replace(/[:/[\]().]/g, (c) => `\\\\\\${c}`)}(?![\\w-])`),
      ),
    });
    page = await beasties.process(page);
    if (!page.includes(cssLink) || !page.includes("<style>"))
      throw new Error(`beasties did not inline the CSS of ${options.route}`);
    page = page.replace(cssLink, "");
    // the starter adds the whole stylesheet to a page that carries only its own CSS
    if (page.split("<style>").length !== 2) throw new Error(`expected one inline stylesheet in ${options.route}`);
    page = page.replace("<style>", "<style data-critical>");
  }

  // The page is complete HTML: the browser paints it first, then the app loads and hydrates it.
  // A small starter (the CSP allows no inline script) imports the main script once the first
  // contentful paint is on screen and the page has loaded (or after a second at the latest, e.g. in
  // a background tab); the main script's own imports are not preloaded here, so nothing competes
  // with the first paint.
  // Until the app has taken the page over (client/src/app/app-started.tsx sends "app-started" on
  // #root), a tap or key on a button (its click) is held, and given to that button once the app
  // runs: none is lost.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(page);
  if (!entry) throw new Error("dist/client/index.html names no main script");
  const starter = pageStarter(entry[1]!, cssFile);
  const starterFile = `assets/page-start-${createHash("sha256").update(starter).digest("hex").slice(0, 8)}.js`;
  fs.writeFileSync(path.join(dist, starterFile), starter);
  return page
    .replace(entry[0], () => `<script type="module" src="/${starterFile}"></script>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}
