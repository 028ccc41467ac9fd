import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createClientHtml, ROUTE_PAGES } from "./client-html";
import { FIRST_ORDERS, prerenderedTestFile } from "./prerendered-files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-client-html-"));
const shell =
  '<!doctype html><html lang="es"><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(dir, "index.html"), shell);
fs.writeFileSync(
  path.join(dir, "landing.html"),
  shell.replace('<div id="root">', '<div id="root" data-prerendered="es"><h1>Descubre</h1>'),
);
fs.writeFileSync(
  path.join(dir, "landing.en.html"),
  shell
    .replace('<html lang="es">', '<html lang="en">')
    .replace('<div id="root">', '<div id="root" data-prerendered="en"><h1>Discover</h1>'),
);
fs.mkdirSync(path.join(dir, ".vite"));
fs.writeFileSync(
  path.join(dir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-1.js" },
    "_icons.js": { file: "assets/icons-1.js", imports: ["_react.js"] },
    "src/app/pages/assessment-page.tsx": {
      file: "assets/assessment-page-1.js",
      imports: ["index.html", "_icons.js", "_react.js"],
    },
    "src/app/pages/results-page.tsx": { file: "assets/results-page-1.js", imports: ["_react.js"] },
    "../shared/i18n/client-messages-es.ts": { file: "assets/client-messages-es-1.js" },
    "../shared/i18n/client-messages-en.ts": { file: "assets/client-messages-en-1.js" },
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const html = createClientHtml(dir);
const preloads = (page: string) =>
  [...page.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[2]);

describe("the SPA's HTML per route", () => {
  it("/ is the pre-rendered landing page", () => {
    expect(html.render("/", undefined)).toContain('data-prerendered="es"><h1>Descubre</h1>');
  });

  it("/?lang=en is the landing page pre-rendered in English", () => {
    const page = html.render("/", "en");
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('data-prerendered="en"><h1>Discover</h1>');
  });

  it("with ?lang=en every other page's HTML is English from the first byte (lang attribute)", () => {
    expect(html.render("/assessment", "en")).toContain('<html lang="en">');
    expect(html.render("/assessment", undefined)).toContain('<html lang="es">');
  });

  it("answers 404 for a path that is no route of the app, 200 for the app's routes", () => {
    for (const pathname of ["/nope", "/results", "/results/short", "/admin/x", "/assessmentx", "/index.php"])
      expect(html.statusOf(pathname)).toBe(404);
    for (const pathname of [
      "/",
      "/assessment",
      "/results/AAAAAAAAAAAAAAAAAAAAAA",
      "/register/payment",
      "/login/payment",
      "/seller-dashboard/abc",
      "/politicas-privacidad",
      "/terms",
    ]) {
      expect(html.statusOf(pathname)).toBe(200);
    }
  });

  it("the test page names its chunks, the Spanish messages, the payment config and the questions, but not what the main script already loads", () => {
    expect(preloads(html.render("/assessment", undefined))).toEqual([
      "/assets/assessment-page-1.js",
      "/assets/icons-1.js",
      "/assets/client-messages-es-1.js",
      "/api/payment/config?lang=es",
      "/api/assessment/questions?lang=es",
    ]);
  });

  it("a results page in English preloads the English messages and that assessment's preview", () => {
    expect(preloads(html.render("/results/AbCdEfGhIjKlMnOpQrStUv", "en"))).toEqual([
      "/assets/results-page-1.js",
      "/assets/client-messages-en-1.js",
      "/api/payment/config?lang=en",
      "/api/assessment/AbCdEfGhIjKlMnOpQrStUv?lang=en",
    ]);
  });

  it("unknown paths, malformed ids and hostile languages get the plain shell or Spanish", () => {
    expect(html.render("/nope", undefined)).toBe(shell);
    expect(preloads(html.render("/results/<script>", "en"))).toEqual([]);
    expect(html.render("/assessment", ["en", "x"]).includes("client-messages-es")).toBe(true);
    expect(html.render("/assessment", '"><script>').includes("<script>alert")).toBe(false);
  });

  it("every lazy page of the router has its preload entry", () => {
    const routes = fs.readFileSync(path.resolve(import.meta.dirname, "../../../client/src/app/routes.tsx"), "utf8");
    const pages = [...routes.matchAll(/import\("\.\/pages\/([a-z-]+)"\)/g)]
      .map((m) => m[1]!)
      .filter((page) => page !== "not-found-page");
    expect(pages.length).toBeGreaterThan(15);
    const covered = new Set(ROUTE_PAGES.map((r) => r.page));
    expect(pages.filter((page) => !covered.has(page))).toEqual([]);
    for (const page of covered)
      expect(fs.existsSync(path.resolve(import.meta.dirname, `../../../client/src/app/pages/${page}.tsx`))).toBe(true);
  });
});

describe("the pre-rendered test page", () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), "qe-client-html-test-"));
  fs.cpSync(dir, built, { recursive: true });
  fs.mkdirSync(path.join(built, "prerendered"));
  for (const lang of ["es", "en"] as const)
    for (let k = 0; k < FIRST_ORDERS; k++)
      fs.writeFileSync(
        path.join(built, prerenderedTestFile(lang, k)),
        shell
          .replace('<html lang="es">', `<html lang="${lang}">`)
          .replace('<div id="root">', `<div id="root" data-prerendered="${lang}" data-first-seed="${k}">`),
      );
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }));
  const withTests = createClientHtml(built);
  const seedOf = (page: string) => /data-first-seed="(\d+)"/.exec(page)?.[1];

  it("/assessment is one of the pre-rendered orders of its language, chosen anew for each visitor", () => {
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 200; i++) {
      const page = withTests.render("/assessment", i % 2 ? "en" : undefined);
      expect(page).toContain(i % 2 ? 'data-prerendered="en"' : 'data-prerendered="es"');
      seen.add(seedOf(page));
    }
    expect(seen.size).toBe(FIRST_ORDERS);
  });

  it("the other pages still get the shell with their preloads", () => {
    expect(seedOf(withTests.render("/results/AbCdEfGhIjKlMnOpQrStUv", "en"))).toBeUndefined();
    expect(preloads(withTests.render("/results/AbCdEfGhIjKlMnOpQrStUv", "en"))).toContain(
      "/api/assessment/AbCdEfGhIjKlMnOpQrStUv?lang=en",
    );
  });
});

describe("a page rendered by the server", () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), "qe-client-html-ssr-"));
  const withBoot = shell
    .replace(
      '<script type="module" src="/assets/index-1.js">',
      '<script type="module" crossorigin src="/assets/index-1.js">',
    )
    .replace('<div id="root"></div>', '<div id="root"><!--boot--><p>logo</p><!--/boot--></div>');
  fs.writeFileSync(path.join(built, "index.html"), withBoot);
  fs.writeFileSync(
    path.join(built, "landing.html"),
    withBoot.replace(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="module" src="/assets/page-start-1.js"></script>',
    ),
  );
  fs.cpSync(path.join(dir, ".vite"), path.join(built, ".vite"), { recursive: true });
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }));
  const pages = createClientHtml(built);
  const rendered = pages.renderWith("/results/AbCdEfGhIjKlMnOpQrStUv", "en", {
    html: "<h1>Ana, this is your Holland profile</h1>",
    title: "Your results · QuéEstudiar",
    data: { fullName: "</script><script>alert(1)</script>" },
  });

  it("has the page in its root instead of the placeholder, its title, and the data it was rendered from", () => {
    expect(rendered).toContain(
      '<div id="root" data-prerendered="en" data-route="/results/AbCdEfGhIjKlMnOpQrStUv"><h1>Ana, this is your Holland profile</h1></div>',
    );
    expect(rendered).not.toContain("<p>logo</p>");
    const data = /<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(rendered)?.[1];
    expect(JSON.parse(data!)).toEqual({ fullName: "</script><script>alert(1)</script>" });
    expect(rendered).not.toContain("<script>alert(1)");
  });

  it("preloads neither its data (it carries it) nor its chunks, and starts as the pre-rendered pages do: nothing downloads beside its first paint", () => {
    expect(preloads(rendered)).toEqual([]);
    expect(rendered).toContain('<script type="module" src="/assets/page-start-1.js"></script>');
    expect(rendered).not.toContain('src="/assets/index-1.js"');
  });
});
