/**
 * Debian's Chromium, as Playwright and Lighthouse launch it here: no
 * sandbox (root in CI), no GPU, and none of the background connections that a closed network
 * refuses.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
