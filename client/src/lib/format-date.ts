import type { Lang } from "@shared/i18n/lang";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { translate } from "./i18n";

const MONTHS = Array.from({ length: 12 }, (_, index) => `date.month.${index + 1}` as MessageKey);

/**
 * A date in the reader's time zone with the month's name, from the catalog: "24 de noviembre de
 * 2026", "November 24, 2026" (what es-ES and en-US long dates read). Not through Intl: the first
 * Intl formatter a page builds loads the browser's locale data, a long task on a phone that the
 * results page and the dashboards would otherwise pay on their first render. `utc`: the date in
 * UTC instead (what a page rendered on the server shows until the browser has taken it over).
 */
export function formatLongDate(iso: string | Date, lang: Lang, utc = false): string {
  const date = new Date(iso);
  return translate(lang, "date.long", {
    day: utc ? date.getUTCDate() : date.getDate(),
    month: translate(lang, MONTHS[utc ? date.getUTCMonth() : date.getMonth()]!),
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
  });
}
