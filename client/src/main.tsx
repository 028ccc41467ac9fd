import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadRoute, preparePrerendered } from "./app/routes";
import { ROUTES } from "./config/paths";
import { showsPrerenderedTest } from "./features/assessment/prerendered";
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

/** The app rendered anew over #root: once its page is loaded (`preload`), or after 4 s at the latest. */
function render(preload: () => Promise<unknown> = () => preloadRoute(window.location.pathname)): void {
  document.documentElement.lang = currentLanguage();
  const giveUp = new Promise((resolve) => setTimeout(resolve, 4000));
  void Promise.race([preload().catch(() => undefined), giveUp]).then(() => {
    startTransition(() => {
      createRoot(container).render(app);
    });
  });
}

/**
 * "/" and the test page arrive pre-rendered (scripts/prerender.ts) in the language of the request,
 * for a guest. The app hydrates that HTML when it is exactly what it would show here: same path
 * and language, and on "/" nobody signed in, on the test page a new test. The test page first loads
 * the questions the build rendered it from. Anyone else, and every other route, gets the app
 * rendered over the HTML, once the route's page and messages are loaded (the HTML preloads them),
 * so the page appears at once instead of after a loading state. Either way the first render is a
 * transition: React works in slices and lets the browser paint and answer input in between.
 */
function hydrates(): boolean {
  const { prerendered, route } = container.dataset;
  const { pathname, search } = window.location;
  if (!prerendered || prerendered !== currentLanguage()) return false;
  if ((route ?? "/") !== pathname) return false;
  // A signed-in person's "/" is their dashboard; their test page is the guest's (the header's
  // account menu hydrates as a guest's and shows the person right after), so taps made on it
  // before the app ran are not lost to a page rendered anew.
  if (pathname !== ROUTES.assessment.path) return !readStoredSession();
  return showsPrerenderedTest(search);
}

function start(): void {
  registerServiceWorker();
  if (hydrates()) {
    preparePrerendered(window.location.pathname).then(
      (ready) => {
        // the page's first data failed: it renders its error state (and its own way to try again)
        if (!ready) return render(() => Promise.resolve());
        startTransition(() => {
          hydrateRoot(container, app);
        });
      },
      () => render(),
    );
  } else {
    render();
  }
}

// The service worker caches the shell (and, later, the test) for offline use. It is registered
// once the page has settled: its precaching then never competes with the page's own requests.
function registerServiceWorker(): void {
  if ("serviceWorker" in navigator && import.meta.env.PROD) {
    whenSettled(() => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true })));
  }
}

// The page starts in a task of its own: the modules' evaluation and the work of starting the page
// (its chunks requested, its first data asked for) are two shorter tasks instead of one long one,
// and the browser can paint or answer a tap in between.
setTimeout(start);
