import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Node test files run apart from the shared module cache (see the "isolated" project). */
const OWN_MODULES = ["scripts/page-starter.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "client", "src"),
      "@shared": path.join(root, "shared"),
    },
  },
  test: {
    globalSetup: ["server/src/testing/global-setup.ts"],
    setupFiles: ["server/src/testing/setup-test-env.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          // Test files share a worker's module cache: each file builds its own app and database (test-app.ts),
          // and importing the app once per worker instead of once per file halves the suite's time.
          isolate: false,
          include: [
            "server/**/*.test.ts",
            "shared/**/*.test.ts",
            "client/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", ...OWN_MODULES],
        },
      },
      {
        // Files that need a module cache of their own: the page starter's test builds jsdom pages, and
        // jsdom lists the JavaScript globals to copy into its pages from whatever the shared cache's
        // earlier files installed on Node's global (a polyfilled Iterator breaks it on Node 20).
        extends: true,
        test: { name: "isolated", include: OWN_MODULES },
      },
      {
        // Components rendered in a jsdom page beside the real API (client/src/testing/)
        extends: true,
        test: {
          name: "dom",
          include: ["client/**/*.test.tsx"],
          environment: "./client/src/testing/dom-environment.ts",
        },
      },
    ],
  },
});
