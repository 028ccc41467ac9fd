import { translate } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { BOOT_LOADING } from "./boot-markers";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The SPA's HTML in one language from its first byte: `<html lang>`, the title, the meta
 * description (the app sets each page's own title once it runs) and the start-up 'Cargando...'.
 */
export function localizeShell(html: string, lang: Lang): string {
  return html
    .replace(`role="status">${BOOT_LOADING}<`, () => `role="status">${escapeHtml(translate(lang, "app.loading"))}<`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(translate(lang, "meta.title"))}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(translate(lang, "meta.description"))}"`,
    );
}
