import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The system suite (`npm run test:system`): the production build as real processes on real
 * PostgreSQL. Needs `npm run build` first and TEST_DATABASE_URL (skipped without it). The files
 * start servers and databases of their own and load the machine: they run one after another.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "client", "src"),
      "@shared": path.join(root, "shared"),
    },
  },
  test: {
    include: ["system/**/*.test.ts"],
    setupFiles: ["server/src/testing/setup-test-env.ts"],
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
