import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { activityImages } from "./scripts/vite-activity-images";
import { chunkGroups, LAZY_GROUPS } from "./scripts/vite-chunk-groups";
import { inlineCssAndPlaceholder, LOGO_FILE } from "./scripts/vite-inline-css";
import { messagesAsJson } from "./scripts/vite-messages-json";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The chunks the main script imports statically (its closure): they are loaded before any lazy
 * chunk can be asked for, so a lazy chunk's preload list leaves them out. Each preload is a request
 * the page's main thread starts; the test page asks for its own chunks right after its first paint.
 */
const entryClosure = new Set<string>();
function recordEntryClosure(): Plugin {
  return {
    name: "record-entry-closure",
    generateBundle(_options, bundle) {
      entryClosure.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (!chunk || chunk.type !== "chunk" || entryClosure.has(file)) return;
        entryClosure.add(file);
        chunk.imports.forEach(visit);
      };
      for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === "chunk" && chunk.isEntry) visit(file);
      // the groups hold lazy code only: the main script importing one would load it at start (and
      // evaluate it before the React it needs)
      for (const file of entryClosure) {
        const chunk = bundle[file];
        if (chunk?.type === "chunk" && LAZY_GROUPS.includes(chunk.name))
          this.error(`the main script imports the lazy chunk "${chunk.name}" (scripts/vite-chunk-groups.ts)`);
      }
    },
  };
}

export default defineConfig({
  root: path.join(root, "client"),
  publicDir: path.join(root, "client", "public"),
  resolve: {
    alias: [
      { find: "@", replacement: path.join(root, "client", "src") },
      { find: "@shared", replacement: path.join(root, "shared") },
    ],
  },
  build: {
    outDir: path.join(root, "dist", "client"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // the server reads it to preload each route's chunks (server/src/lib/client-html.ts)
    manifest: true,
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
    // every browser that runs es2022 modules knows <link rel="modulepreload"> or safely ignores it
    modulePreload: {
      polyfill: false,
      // Every page's HTML carries the CSS already (inline, scripts/vite-inline-css.ts and
      // scripts/prerender.ts): a lazy chunk must not fetch the stylesheet again. Nor does it ask
      // again for what the main script imported (recordEntryClosure).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith(".css") && !entryClosure.has(dep)),
    },
  },
  plugins: [
    recordEntryClosure(),
    activityImages(path.join(root, "client", "public", "activities")),
    messagesAsJson(),
    react(),
    tailwindcss(),
    inlineCssAndPlaceholder(LOGO_FILE(root)),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: null,
      includeAssets: ["favicon.svg", "icons/*.png", "activities/*.svg"],
      manifest: {
        name: "QuéEstudiar · Test vocacional",
        short_name: "QuéEstudiar",
        description: "Test vocacional Holland (RIASEC) con reporte de carreras, universidades y becas.",
        lang: "es",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#4338ca",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/sandbox\//],
        globPatterns: ["**/*.{js,css,html,svg,png,woff,woff2,ico,webmanifest}"],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === "/api/assessment/questions",
            handler: "NetworkFirst",
            options: { cacheName: "questions", networkTimeoutSeconds: 4, expiration: { maxEntries: 4 } },
          },
        ],
      },
    }),
  ],
  server: { hmr: true },
});
