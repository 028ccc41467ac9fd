import fs from "node:fs";
import path from "node:path";
import { toLang, type Lang } from "@shared/i18n/lang";
import { localizeShell } from "./localize-shell";

/**
 * The SPA's HTML per request. Every page but the landing page is a lazy chunk that the browser
 * would only discover after the main script ran; here each route's HTML names that chunk, its
 * imports and the message chunk of the page's language as `modulepreload`, and the API answer
 * the page starts from as a `preload`, so they download in parallel with the main script.
 * "/" is the pre-rendered landing page (scripts/prerender.ts) when the build made one.
 */

/** URL → page module (as in client/src/app/routes.tsx) and the API answer the page renders first. */
export const ROUTE_PAGES: { pattern: RegExp; page: string; data?: (match: RegExpMatchArray, lang: Lang) => string }[] =
  [
    {
      pattern: /^\/assessment\/?$/,
      page: "assessment-page",
      data: (_m, lang) => `/api/assessment/questions?lang=${lang}`,
    },
    { pattern: /^\/assessment-complete\/?$/, page: "assessment-complete-page" },
    {
      pattern: /^\/results\/([A-Za-z0-9_-]{22})\/?$/,
      page: "results-page",
      data: (m, lang) => `/api/assessment/${m[1]}?lang=${lang}`,
    },
    { pattern: /^\/payment-selection\/?$/, page: "payment-selection-page" },
    { pattern: /^\/checkout-form\/?$/, page: "checkout-page" },
    { pattern: /^\/payment-success\/?$/, page: "payment-success-page" },
    { pattern: /^\/payment\/?$/, page: "payment-portal-page" },
    { pattern: /^\/career-paths\/?$/, page: "career-paths-page" },
    { pattern: /^\/subscription\/?$/, page: "subscription-page" },
    { pattern: /^\/user-login\/?$/, page: "user-login-page" },
    { pattern: /^\/register(\/[^/]*)?\/?$/, page: "register-page" },
    { pattern: /^\/login(\/payment)?\/?$/, page: "login-page" },
    { pattern: /^\/user-dashboard\/?$/, page: "user-dashboard-page" },
    { pattern: /^\/dashboard\/?$/, page: "dashboard-page" },
    { pattern: /^\/admin\/?$/, page: "admin-page" },
    { pattern: /^\/seller\/?$/, page: "seller-page" },
    { pattern: /^\/seller-dashboard\/[^/]+\/?$/, page: "seller-dashboard-page" },
    { pattern: /^\/(politicas-reembolso|politicas-privacidad|politicas-seguridad)\/?$/, page: "policy-page" },
    { pattern: /^\/terms\/?$/, page: "terms-page" },
    { pattern: /^\/forgot-password\/?$/, page: "forgot-password-page" },
    { pattern: /^\/reset-password\/?$/, page: "reset-password-page" },
    { pattern: /^\/change-password\/?$/, page: "change-password-page" },
    // Served by the sharing feature first (404 for an unknown or revoked link); listed for their preloads.
    {
      pattern: /^\/r\/([A-Za-z0-9_-]{24})\/familia\/?$/,
      page: "share-family-page",
      data: (m, lang) => `/api/share/${m[1]}?lang=${lang}`,
    },
    {
      pattern: /^\/r\/([A-Za-z0-9_-]{24})\/?$/,
      page: "share-page",
      data: (m, lang) => `/api/share/${m[1]}?lang=${lang}`,
    },
  ];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export interface ClientHtml {
  /** The HTML for a navigation to `pathname` (with `?lang`, if any), in that language. */
  render(pathname: string, queryLang: unknown): string;
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

  return {
    render(pathname, queryLang) {
      const lang = toLang(queryLang);
      const landing = landings[lang];
      if (pathname === "/" && landing) return landing;
      const shell = shells[lang];
      const route = ROUTE_PAGES.map((r) => ({ r, match: pathname.match(r.pattern) })).find((x) => x.match);
      if (!route || !manifest) return shell;
      const links = modulePreloads(route.r.page, lang).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`,
      );
      const data = route.r.data?.(route.match!, lang);
      if (data) links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(data)}">`);
      return shell.replace("</head>", `${links.join("")}</head>`);
    },

    statusOf(pathname) {
      return pathname === "/" || ROUTE_PAGES.some((r) => r.pattern.test(pathname)) ? 200 : 404;
    },
  };
}
