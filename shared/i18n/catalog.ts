import { catalog as clientCatalog } from "./client-catalog";
import { email } from "./messages/email";
import { guidance } from "./messages/guidance";
import { level } from "./messages/level";
import { outcomes } from "./messages/outcomes";
import { pdfServer } from "./messages/pdf";
import { plan } from "./messages/plan";
import { report } from "./messages/report";
import type { Lang } from "./lang";
import { fillPlaceholders } from "./define";

/**
 * The one message catalog of the product: SPA, API errors, PDF and emails. The browser's slices
 * are in client-catalog.ts; the server adds the texts only it needs.
 */
export const catalog = {
  es: {
    ...clientCatalog.es,
    ...guidance.es,
    ...email.es,
    ...report.es,
    ...level.es,
    ...pdfServer.es,
    ...plan.es,
    ...outcomes.es,
  },
  en: {
    ...clientCatalog.en,
    ...guidance.en,
    ...email.en,
    ...report.en,
    ...level.en,
    ...pdfServer.en,
    ...plan.en,
    ...outcomes.en,
  },
};

export type MessageKey = keyof typeof catalog.es;
export type MessageParams = Record<string, string | number>;

/** Translates `key` into `lang`, replacing `{name}` placeholders with `params`. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = catalog[lang][key] ?? catalog.es[key] ?? key;
  return fillPlaceholders(template, params);
}
