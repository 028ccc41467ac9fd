import type { Lang } from "@shared/i18n/lang";

const locale = (lang: Lang) => (lang === "en" ? "en-US" : "es-ES");

/** "2026-03" → "Marzo de 2026" / "March 2026". */
export function formatMonth(month: string, lang: Lang, style: "long" | "short" = "long"): string {
  const [year, mon] = month.split("-").map(Number);
  if (!year || !mon) return month;
  const text = new Intl.DateTimeFormat(locale(lang), {
    month: style,
    year: style === "long" ? "numeric" : "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, mon - 1, 1)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A rate with one decimal ("12.5"), written with the decimal point the amounts beside it use in both
 * languages ("$1,199.40", the specification's format), never "12,5" next to "$0.00"; nothing yet is
 * a plain "0".
 */
export function formatRate(rate: number, _lang: Lang): string {
  if (rate === 0) return "0";
  return new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rate);
}

export function formatDate(iso: string, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: "medium", timeZone }).format(new Date(iso));
}

/** The months a seller can pick: the current one and every month with referrals, newest first. */
export function monthOptions(currentMonth: string, months: readonly string[]): string[] {
  return [...new Set([currentMonth, ...months])].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/** The seller's referral link: the site root with ?ref=CODE. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}/?ref=${encodeURIComponent(code)}`;
}
