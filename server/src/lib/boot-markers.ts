/**
 * Mark the start-up placeholder in the built index.html (scripts/vite-inline-css.ts writes it):
 * a page rendered ahead (scripts/prerender.ts, ./client-html.ts) replaces what is between them.
 */
export const BOOT_START = "<!--boot-->";
export const BOOT_END = "<!--/boot-->";
/** The start-up placeholder's loading text as built (Spanish); the server swaps in the page's language. */
export const BOOT_LOADING = "Cargando...";
