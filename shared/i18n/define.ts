/**
 * Declares one slice of the message catalog. The Spanish object fixes the keys; the English
 * one must have exactly the same keys (a missing or extra key is a type error), and
 * `shared/i18n/catalog.test.ts` checks the same at run time.
 */
export function defineMessages<const K extends string>(
  es: Record<K, string>,
  en: NoInfer<Record<K, string>>,
): { es: Record<K, string>; en: Record<K, string> } {
  return { es, en };
}

/** Replaces `{name}` placeholders with `params`; an unknown placeholder stays visible. */
export function fillPlaceholders(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}
