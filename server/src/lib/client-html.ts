import fs from "node:fs";
import path from "node:path";
import { toLang, type Lang } from "@shared/i18n/lang";
import { matchRoute, ROUTES, type RouteName } from "@shared/routes";
import { BOOT_END, BOOT_START } from "./boot-markers";
import { localizeShell } from "./localize-shell";
import { FIRST_ORDERS, prerenderedTestFile } from "./prerendered-files";

/**
 * The SPA's HTML per request. Every page but the landing page is a lazy chunk that the browser
 * would only discover after the main script ran; here each route's HTML names that chunk, its
 * imports and the message chunk of the page's language as `modulepreload`, and the API answer
 * the page starts from as a `preload`, so they download in parallel with the main script. A page
 * the server rendered (`renderWith`) shows its content at once: it preloads nothing, and its
 * chunks load once it is painted, as on the pre-rendered pages.
 * "/" is the pre-rendered landing page (scripts/prerender.ts) when the build made one, and
 * "/assessment" one of the pre-rendered test pages of its language, at random.
 */

/** The API answer each page renders first, preloaded with its HTML. */
const FIRST_DATA: Partial<Record<RouteName, (params: Record<string, string>, lang: Lang) => string>> = {
  assessment: (_params, lang) => `/api/assessment/questions?lang=${lang}`,
  results: (params, lang) => `/api/assessment/${params.id}?lang=${lang}`,
  share: (params, lang) => `/api/share/${params.shareId}?lang=${lang}`,
  shareFamily: (params, lang) => `/api/share/${params.shareId}?lang=${lang}`,
};

/** Every route's page module (shared/routes.ts, the table the SPA's router reads too). */
export const ROUTE_PAGES = Object.entries(ROUTES)
  .filter(([name]) => name !== "home")
  .map(([name, route]) => ({ name: name as RouteName, page: route.page as string }));

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page the server rendered for one request: its HTML, its title and the data it was rendered from. */
export interface RenderedPage {
  html: string;
  title: string;
  /** What the app needs to hydrate the page, given to it as JSON in `<script id="page-data">`. */
  data: unknown;
}

export interface ClientHtml {
  /** The HTML for a navigation to `pathname` (with `?lang`, if any), in that language. */
  render(pathname: string, queryLang: unknown): string;
  /**
   * The HTML of `pathname` with `page` already rendered in its root (client/src/main.tsx hydrates
   * it): its chunks preloaded as for `render`, but not its data, which the page carries.
   */
  renderWith(pathname: string, lang: Lang, page: RenderedPage): string;
  /** 200 for "/" and every route of the app, 404 for any other path (the app then shows its not-found page). */
  statusOf(pathname: string): 200 | 404;
}

export function createClientHtml(clientDir: string): ClientHtml {
  const shell = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const readIfThere = (file: string) =>
    fs.existsSync(path.join(clientDir, file)) ? fs.readFileSync(path.join(clientDir, file), "utf8") : undefined;
  const landings: Record<Lang, string | undefined> = {
    es: readIfThere("landing.html"),
    en: readIfThere("landing.en.html"),
  };
  // The pre-rendered pages' starter (scripts/prerender.ts): it loads the app after the first paint
  // and holds the taps on buttons until the app runs; a page rendered here starts the same way.
  const starter = /<script type="module" src="\/assets\/page-start-[^"]+\.js"><\/script>/.exec(landings.es ?? "")?.[0];
  const testPages: Record<Lang, string[]> = { es: [], en: [] };
  for (const lang of Object.keys(testPages) as Lang[])
    for (let k = 0; k < FIRST_ORDERS; k++) {
      const page = readIfThere(prerenderedTestFile(lang, k));
      if (page) testPages[lang].push(page);
    }
  const shells: Record<Lang, string> = { es: localizeShell(shell, "es"), en: localizeShell(shell, "en") };
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const manifest: Manifest | undefined = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest)
    : undefined;

  /** Every file a chunk needs: itself and its static imports, transitively. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest?.[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = manifest ? closure("index.html") : new Set<string>();
  const keyOf = (name: string) =>
    Object.keys(manifest ?? {}).find((key) => key.endsWith(`/${name}.tsx`) || key.endsWith(`/${name}.ts`));

  const preloadsByPage = new Map<string, string[]>();
  const modulePreloads = (page: string, lang: Lang): string[] => {
    const cacheKey = `${page}:${lang}`;
    let files = preloadsByPage.get(cacheKey);
    if (!files) {
      const needed = new Set<string>();
      for (const key of [keyOf(page), keyOf(`client-messages-${lang}`)]) if (key) closure(key, needed);
      files = [...needed].filter((file) => !entry.has(file));
      preloadsByPage.set(cacheKey, files);
    }
    return files;
  };

  const clientHtml: ClientHtml = {
    render(pathname, queryLang) {
      const lang = toLang(queryLang);
      const landing = landings[lang];
      if (pathname === "/" && landing) return landing;
      const tests = testPages[lang];
      if (pathname === ROUTES.assessment.path && tests.length > 0)
        return tests[Math.floor(Math.random() * tests.length)]!;
      const shell = shells[lang];
      const route = matchRoute(pathname);
      if (!route || !manifest) return shell;
      const links = modulePreloads(ROUTES[route.name].page, lang).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`,
      );
      // every page's header and footer show the payment config; some pages start from their own data too
      const data = [`/api/payment/config?lang=${lang}`, FIRST_DATA[route.name]?.(route.params, lang)];
      for (const href of data)
        if (href)
          links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(href)}">`);
      return shell.replace("</head>", () => `${links.join("")}</head>`);
    },

    renderWith(pathname, lang, page) {
      const shell = clientHtml.render(pathname, lang);
      const start = shell.indexOf(BOOT_START);
      const end = shell.indexOf(BOOT_END);
      if (start < 0 || end < start) return shell;
      // JSON in a data block: "<" escaped so that no text in it can close the element
      const data = JSON.stringify(page.data).replace(/</g, "\\u003c");
      return (
        `${shell.slice(0, start)}${page.html}${shell.slice(end + BOOT_END.length)}`
          .replace(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/, (main) => starter ?? main)
          // it carries its data, and its chunks load once it is painted (the starter), as on the
          // pre-rendered pages: nothing downloads beside its first paint
          .replace(/<link rel="(?:preload" as="fetch|modulepreload)"[^>]*>/g, "")
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
          .replace(
            '<div id="root">',
            () => `<div id="root" data-prerendered="${lang}" data-route="${escapeAttr(pathname)}">`,
          )
          .replace("</body>", () => `<script type="application/json" id="page-data">${data}</script></body>`)
      );
    },

    statusOf(pathname) {
      return matchRoute(pathname) ? 200 : 404;
    },
  };
  return clientHtml;
}
