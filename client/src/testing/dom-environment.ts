import { JSDOM } from "jsdom";
import type { Environment } from "vitest/environments";

/**
 * A vitest environment for component tests that also run the real API in the same process
 * (`// @vitest-environment ./client/src/testing/dom-environment.ts`): a jsdom page whose globals
 * (window, document, elements, storage, events…) are added beside Node's, without replacing the ones
 * Node already has (URL, fetch, AbortController, TextEncoder, timers), which the server code needs as
 * they are; only the event classes are the page's.
 * vitest's own jsdom environment replaces them.
 */
/** Node has these too, but events dispatched on the page's nodes must be the page's own. */
const DOM_OWNED = new Set(["Event", "EventTarget", "CustomEvent"]);

const environment: Environment = {
  name: "dom-beside-node",
  viteEnvironment: "ssr",
  setup(global: Record<string, unknown>) {
    const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
      url: "http://localhost:3000/",
      pretendToBeVisual: true,
    });
    const window = dom.window as unknown as Record<string, unknown>;
    // the window's own properties, then what it inherits (addEventListener, dispatchEvent…), bound to it
    const keys = new Set<string>();
    for (let o: object | null = window; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null)
      for (const key of Object.getOwnPropertyNames(o)) keys.add(key);
    const added = [...keys].filter(
      (key) => !key.startsWith("_") && key !== "constructor" && (DOM_OWNED.has(key) || !(key in global)),
    );
    const replaced = Object.fromEntries([...DOM_OWNED].map((key) => [key, global[key]]));
    for (const key of added) {
      const value = window[key];
      global[key] = typeof value === "function" && !/^[A-Z]/.test(key) ? (value as () => unknown).bind(window) : value;
    }
    global.window = dom.window;
    global.document = dom.window.document;
    added.push("window", "document");
    return {
      teardown() {
        for (const key of added) delete global[key];
        Object.assign(global, replaced);
        dom.window.close();
      },
    };
  },
};
export default environment;
