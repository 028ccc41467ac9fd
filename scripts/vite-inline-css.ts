import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

import { BOOT_END, BOOT_LOADING, BOOT_START } from "../server/src/lib/boot-markers";

export { BOOT_END, BOOT_START };

/**
 * Build-only: the app's one stylesheet goes inline into index.html, and the empty root gets the
 * logo as a placeholder. The first paint then needs the HTML alone (no second request for CSS) and
 * shows something while the page's scripts load; React replaces the placeholder. The CSP allows
 * inline styles (not inline scripts). Runs before the service worker's precache list is made.
 */
export function inlineCssAndPlaceholder(logoFile: string): Plugin {
  return {
    name: "qe-inline-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (!html || html.type !== "asset") return;
      let source = String(html.source);
      source = source.replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (tag, file: string) => {
          const css = bundle[file];
          if (!css || css.type !== "asset") return tag;
          return `<style>${String(css.source).replace(/<\/style/gi, "<\\/style")}</style>`;
        },
      );
      const logo = fs
        .readFileSync(logoFile, "utf8")
        .trim()
        .replace("<svg ", '<svg width="56" height="56" aria-hidden="true" ');
      // Under the logo, 'Cargando...' appears after 300 ms (CSS alone: .boot-loading in index.css), so a
      // slow connection never shows a bare logo for seconds; the server puts it in the page's language.
      const placeholder = `${BOOT_START}<div style="display:flex;min-height:100vh;flex-direction:column;gap:12px;align-items:center;justify-content:center">${logo}<p class="boot-loading" role="status">${BOOT_LOADING}</p></div>${BOOT_END}`;
      if (!source.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
      html.source = source.replace('<div id="root"></div>', () => `<div id="root">${placeholder}</div>`);
    },
  };
}

export const LOGO_FILE = (root: string) => path.join(root, "client", "public", "favicon.svg");
