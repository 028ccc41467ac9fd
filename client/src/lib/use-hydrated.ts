import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders a page on the server or hydrates the HTML it made (client/src/main.tsx),
 * true from the render after: what depends on this browser (its storage, its time zone) is shown
 * then, so that hydration meets exactly the HTML that arrived. True at once in a page the app
 * renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
