import type { Lang } from "./lang";

/**
 * The locale numbers are written in for a reader: English is US English ("96,100", "11.2"); Spanish
 * follows the reader's country, since Spanish-speaking countries write numbers two ways: Spain,
 * Colombia, Argentina, Chile, Ecuador, Venezuela, Uruguay, Paraguay and Bolivia "96.100" and "11,2"
 * (Costa Rica "96 100" and "11,2"); Mexico, the Dominican Republic, Peru, Central America, Cuba,
 * Puerto Rico and the United States "96,100" and "11.2". A reader elsewhere reads Latin American
 * Spanish ("es-419", as Mexico). The conventions are the Unicode CLDR's, built into Intl.
 */
const SPANISH_SPEAKING = new Set([
  "ES",
  "MX",
  "DO",
  "CO",
  "AR",
  "CL",
  "PE",
  "US",
  "PR",
  "VE",
  "EC",
  "GT",
  "CR",
  "UY",
  "PY",
  "BO",
  "HN",
  "SV",
  "NI",
  "PA",
  "CU",
]);

export function numberLocale(lang: Lang, country?: string): string {
  if (lang === "en") return "en-US";
  return country && SPANISH_SPEAKING.has(country) ? `es-${country}` : "es-419";
}

/** A whole number as the reader writes it: "96.100" in Colombia, "96,100" in Mexico, "96,100" in English. */
export function formatCount(n: number, lang: Lang, country?: string): string {
  return n.toLocaleString(numberLocale(lang, country));
}
