import { useEffect } from "react";

/**
 * Rendered after the routes, inside their Suspense boundary: its effect runs once the page itself
 * is rendered or, when it arrived pre-rendered, hydrated (React hydrates a Suspense boundary in a
 * pass of its own, after the rest of the tree). The page is then the app's: #root loses
 * `data-prerendered`, and the pre-rendered page's starter (scripts/prerender.ts) gives the buttons
 * tapped before it the clicks it held.
 */
export function AppStarted() {
  useEffect(() => {
    const root = document.getElementById("root");
    if (!root || root.dataset.prerendered === undefined) return;
    delete root.dataset.prerendered;
    root.dispatchEvent(new Event("app-started"));
  }, []);
  return null;
}
