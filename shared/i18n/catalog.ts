import { catalog as clientCatalog } from "./client-catalog";
import { emails } from "./messages/emails";
import { guidance } from "./messages/guidance";
import { report } from "./messages/report";
import { studyPlan } from "./messages/study-plan";
import type { Lang } from "./lang";
import { fillPlaceholders } from "./define";

/**
 * The one message catalog of the product: SPA, API errors, PDF and emails. The browser's slices
 * are in client-catalog.ts; the server adds the texts only it needs.
 */
export const catalog = {
  es: { ...clientCatalog.es, ...guidance.es, ...emails.es, ...report.es, ...studyPlan.es },
  en: { ...clientCatalog.en, ...guidance.en, ...emails.en, ...report.en, ...studyPlan.en },
};

export type MessageKey = keyof typeof catalog.es;
export type MessageParams = Record<string, string | number>;

/** Translates `key` into `lang`, replacing `{name}` placeholders with `params`. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = catalog[lang][key] ?? catalog.es[key] ?? key;
  return fillPlaceholders(template, params);
}
