/**
 * Renders client/public/favicon.svg into the PNG app icons of the web manifest with Chromium.
 * Run once after changing the logo: `npx tsx scripts/make-icons.ts` (the PNGs are committed).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const svg = fs.readFileSync(path.join(root, "client/public/favicon.svg"), "utf8");
const out = path.join(root, "client/public/icons");
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const page = await browser.newPage();
for (const [name, size, padding, background] of [
  ["icon-192.png", 192, 0, "transparent"],
  ["icon-512.png", 512, 0, "transparent"],
  ["icon-maskable-512.png", 512, 64, "#4338ca"],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - padding * 2;
  await page.setContent(
    `<html><body style="margin:0;background:${background};width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  );
  await page.screenshot({ path: path.join(out, name), omitBackground: background === "transparent" });
  // A palette PNG is a quarter of the size and looks the same (Chrome fetches the icon on every first visit).
  const quantized = spawnSync("pngquant", [
    "--quality=85-98",
    "--speed",
    "1",
    "--strip",
    "--force",
    "--output",
    path.join(out, name),
    path.join(out, name),
  ]);
  console.log("wrote", name, quantized.status === 0 ? "(pngquant)" : "(install Debian's pngquant to shrink it)");
}
await browser.close();
