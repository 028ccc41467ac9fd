import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { readStoredSession } from "./features/auth/session-storage";
import { initialLanguage } from "./lib/i18n";
import "./index.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// "/" arrives pre-rendered (scripts/prerender.ts) for a Spanish-speaking guest: that HTML is
// hydrated. Anyone else there (English, signed in) gets the app rendered over it. Either way the
// first render is a transition: React works in slices and lets the browser paint the HTML (or the
// placeholder) and answer input in between, instead of one long task.
const prerendered = container.dataset.prerendered;
startTransition(() => {
  if (prerendered && window.location.pathname === "/" && initialLanguage() === prerendered && !readStoredSession()) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});

// The service worker caches the shell (and, later, the test) for offline use.
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true }));
}
