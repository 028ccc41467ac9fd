import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerRedirectTarget } from "./redirects";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("where registration leads", () => {
  it("when no redirect is given, then to /dashboard", () => {
    expect(registerRedirectTarget(undefined)).toBe("/dashboard");
  });

  it("when the redirect is a plain segment, then to that path; anything else falls back to /dashboard", () => {
    expect(registerRedirectTarget("career-paths")).toBe("/career-paths");
    expect(registerRedirectTarget("/evil.example")).toBe("/dashboard");
    expect(registerRedirectTarget("a b")).toBe("/dashboard");
  });

  it("when the redirect is 'payment', then to the held assessment's payment selection, else home", () => {
    expect(registerRedirectTarget("payment")).toBe("/");
    store.set("last-assessment", "AbCdEfGhIjKlMnOpQrStUv");
    expect(registerRedirectTarget("payment")).toBe("/payment-selection?assessment=AbCdEfGhIjKlMnOpQrStUv");
  });
});
