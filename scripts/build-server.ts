// `npm run build:server`: the server bundle, dist/server/index.js, and the render pool's worker beside it. Code
// that only some start-ups load (the local payment sandbox, server/sandbox, imported dynamically when
// PAYMENT_SANDBOX is on) is split into its own chunk beside them, so the main file holds none of it
// (server/sandbox/bundle.test.ts checks). Chunks stay in the same folder: modules find their files from
// import.meta.url (server/src/paths.ts, the render pool's worker in deps.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

export function serverBuildOptions(outdir = path.join(root, "dist/server")): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: ["server/src/index.ts", "server/src/render.worker.ts"],
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outdir,
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    logLevel: "warning",
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // chunk names carry a hash: a previous build's would otherwise pile up beside the new ones
  const { outdir } = serverBuildOptions();
  fs.rmSync(outdir!, { recursive: true, force: true });
  await build(serverBuildOptions());
}
