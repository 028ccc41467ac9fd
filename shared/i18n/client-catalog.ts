import { messagesEn } from "./client-messages-en";
import { messagesEs } from "./client-messages-es";
import { landingMessages } from "./landing-messages";
import type { MessageKey, MessageParams } from "./catalog";

export type { MessageKey, MessageParams };

/**
 * The slices of the catalog the browser uses: the landing page's (landing-messages.ts), then the
 * rest, one file per language (client-messages-es.ts, client-messages-en.ts). The SPA imports this
 * file, never catalog.ts (a lint rule holds it), so texts only the server needs (the PDF, the study
 * plan, the emails, the match reasons) are not shipped to every visitor; the SPA itself loads one
 * language at a time (client/src/lib/i18n.tsx).
 * `client-catalog.test.ts` checks that every key the client code names is here.
 */
export const catalog = {
  es: { ...landingMessages.es, ...messagesEs },
  en: { ...landingMessages.en, ...messagesEn },
};
