import type { Lang } from "@shared/i18n/lang";

/** A date as the dashboards show it: es-ES or en-US, long month. */
export function formatDate(iso: string, lang: Lang): string {
  return new Date(iso).toLocaleDateString(lang === "es" ? "es-ES" : "en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
}
