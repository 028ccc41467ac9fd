import { accounts } from "./messages/accounts";
import { admin } from "./messages/admin";
import { adminEmails } from "./messages/admin-emails";
import { adminPanel } from "./messages/admin-panel";
import { api } from "./messages/api";
import { assessment } from "./messages/assessment";
import { auth } from "./messages/auth";
import { careerPaths } from "./messages/career-paths";
import { checkout } from "./messages/checkout";
import { common } from "./messages/common";
import { landing } from "./messages/landing";
import { paymentsApi } from "./messages/payments";
import { pdf } from "./messages/pdf";
import { policies } from "./messages/policies";
import { referralsMessages } from "./messages/referrals";
import { sellerArea } from "./messages/seller-area";
import type { Lang } from "./lang";
import type { MessageKey, MessageParams } from "./catalog";

export type { MessageKey, MessageParams };

/**
 * The slices of the catalog the browser uses. The SPA's build resolves `@shared/i18n/catalog` to
 * this file (vite.config.ts), so texts only the server needs (the PDF, the study plan, the emails,
 * the match reasons) are not shipped to every visitor. `client-catalog.test.ts` checks that every
 * key the client code names is here.
 */
export const catalog = {
  es: { ...common.es, ...accounts.es, ...admin.es, ...adminEmails.es, ...adminPanel.es, ...api.es, ...assessment.es, ...auth.es, ...careerPaths.es, ...checkout.es, ...landing.es, ...paymentsApi.es, ...pdf.es, ...policies.es, ...referralsMessages.es, ...sellerArea.es },
  en: { ...common.en, ...accounts.en, ...admin.en, ...adminEmails.en, ...adminPanel.en, ...api.en, ...assessment.en, ...auth.en, ...careerPaths.en, ...checkout.en, ...landing.en, ...paymentsApi.en, ...pdf.en, ...policies.en, ...referralsMessages.en, ...sellerArea.en },
};

export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const table = catalog[lang] as Record<string, string>;
  const template = table[key] ?? (catalog.es as Record<string, string>)[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}
