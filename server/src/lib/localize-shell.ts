import { translate } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The SPA's HTML in one language from its first byte: `<html lang>`, the title and the meta
 * description (the app sets each page's own title once it runs).
 */
export function localizeShell(html: string, lang: Lang): string {
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(translate(lang, "meta.title"))}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(translate(lang, "meta.description"))}"`,
    );
}
