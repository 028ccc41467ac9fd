import type { Lang } from "@shared/i18n/lang";
import { formatLongDate } from "@/lib/format-date";

/** A date as the dashboards show it: "24 de noviembre de 2026", "November 24, 2026". */
export function formatDate(iso: string, lang: Lang): string {
  return formatLongDate(iso, lang);
}
