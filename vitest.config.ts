import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "client", "src"),
      "@shared": path.join(root, "shared"),
    },
  },
  test: {
    include: [
      "server/**/*.test.ts",
      "shared/**/*.test.ts",
      "client/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    globalSetup: ["server/src/testing/global-setup.ts"],
    setupFiles: ["server/src/testing/setup-test-env.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
