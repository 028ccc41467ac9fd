import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadRoute } from "./app/routes";
import { readStoredSession } from "./lib/session-storage";
import { currentLanguage } from "./lib/i18n";
import { whenSettled } from "./lib/when-settled";
import "./index.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// "/" arrives pre-rendered (scripts/prerender.ts) for a Spanish-speaking guest: that HTML is
// hydrated. Anyone else there (English, signed in), and every other route, gets the app rendered
// over the placeholder, once the route's page and messages are loaded (the HTML preloads them),
// so the page appears at once instead of after a loading state. The first render is a transition:
// React works in slices and lets the browser paint and answer input in between.
const prerendered = container.dataset.prerendered;
if (prerendered && window.location.pathname === "/" && currentLanguage() === prerendered && !readStoredSession()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  document.documentElement.lang = currentLanguage();
  const giveUp = new Promise((resolve) => setTimeout(resolve, 4000));
  void Promise.race([preloadRoute(window.location.pathname).catch(() => undefined), giveUp]).then(() => {
    startTransition(() => {
      createRoot(container).render(app);
    });
  });
}

// The service worker caches the shell (and, later, the test) for offline use. It is registered
// once the page has settled: its precaching then never competes with the page's own requests.
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  whenSettled(() => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true })));
}
