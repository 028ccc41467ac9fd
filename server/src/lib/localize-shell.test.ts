import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineCssAndPlaceholder, LOGO_FILE } from "../../../scripts/vite-inline-css";
import { localizeShell } from "./localize-shell";

/** The built index.html, as the build's plugin writes it from a minimal source. */
function builtShell(): string {
  const bundle: Record<string, { type: "asset"; source: string }> = {
    "index.html": {
      type: "asset",
      source:
        '<!doctype html><html lang="es"><head><title>x</title><meta name="description" content="y" /><link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
    },
    "assets/index-1.css": { type: "asset", source: ".a{color:red}" },
  };
  const plugin = inlineCssAndPlaceholder(LOGO_FILE(path.resolve(__dirname, "../../..")));
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call({}, {}, bundle);
  return bundle["index.html"]!.source;
}

describe("the page before the app starts (a client-rendered page on a slow connection)", () => {
  it("shows the logo and a 'Cargando...' that appears after 300 ms, in the page's language", () => {
    const shell = builtShell();
    const es = localizeShell(shell, "es");
    const en = localizeShell(shell, "en");
    expect(es).toContain('<p class="boot-loading" role="status">Cargando...</p>');
    expect(en).toContain('<p class="boot-loading" role="status">Loading...</p>');
    expect(en).not.toContain("Cargando");
    expect(en).toContain('<html lang="en"');
  });
});
