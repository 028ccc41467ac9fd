import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { AppProviders } from "./app/providers";
import { Shell } from "./app/App";

/**
 * The landing page as HTML, rendered at build time (scripts/prerender.ts) for a Spanish-speaking
 * guest at "/": the server sends it for "/", so the page paints before any script runs, and
 * main.tsx hydrates it.
 */
export function renderLanding(): string {
  return renderToString(
    <AppProviders lang="es">
      <Router ssrPath="/">
        <Shell />
      </Router>
    </AppProviders>,
  );
}
