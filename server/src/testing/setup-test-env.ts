import { afterEach, vi } from "vitest";

// Strict tests: an unexpected console.error or console.warn fails the test (opt out with a spy).
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} called: ${args.map(String).join(" ")}`);
  };
console.error = fail("error");
console.warn = fail("warn");

afterEach(() => {
  vi.useRealTimers();
});
