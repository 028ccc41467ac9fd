import { renderToString } from "react-dom/server";
import type { Lang } from "@shared/i18n/lang";
import { Router } from "wouter";
import { AppProviders } from "./app/providers";
import { Shell } from "./app/app";

/**
 * The landing page as HTML, rendered at build time (scripts/prerender.ts) for a guest at "/", once
 * per language: the server sends the one of the request's language, so the page paints before any
 * script runs, and main.tsx hydrates it.
 */
export function renderLanding(lang: Lang): string {
  return renderToString(
    <AppProviders lang={lang}>
      <Router ssrPath="/">
        <Shell />
      </Router>
    </AppProviders>,
  );
}
