export const LANGUAGES = ["es", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "es";

export function isLang(value: unknown): value is Lang {
  return value === "es" || value === "en";
}

/** Picks a language from an untrusted value, falling back to Spanish. */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
