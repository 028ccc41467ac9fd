import { accounts } from "./messages/accounts";
import { admin } from "./messages/admin";
import { adminPanel } from "./messages/admin-panel";
import { sellerArea } from "./messages/seller-area";
import { api } from "./messages/api";
import { assessment } from "./messages/assessment";
import { auth } from "./messages/auth";
import { careers } from "./messages/careers";
import { careerPaths } from "./messages/career-paths";
import { checkout } from "./messages/checkout";
import { common } from "./messages/common";
import { emails } from "./messages/emails";
import { adminEmails } from "./messages/admin-emails";
import { landing } from "./messages/landing";
import { paymentsApi } from "./messages/payments";
import { policies } from "./messages/policies";
import { referralsMessages } from "./messages/referrals";
import { report } from "./messages/report";
import { studyPlan } from "./messages/study-plan";
import type { Lang } from "./lang";

/** The one message catalog of the product: SPA, API errors, PDF and emails. */
export const catalog = {
  es: { ...common.es, ...emails.es, ...adminEmails.es, ...accounts.es, ...admin.es, ...api.es, ...assessment.es, ...auth.es, ...careers.es, ...careerPaths.es, ...checkout.es, ...landing.es, ...policies.es, ...paymentsApi.es, ...report.es, ...referralsMessages.es, ...studyPlan.es, ...adminPanel.es, ...sellerArea.es },
  en: { ...common.en, ...emails.en, ...adminEmails.en, ...accounts.en, ...admin.en, ...api.en, ...assessment.en, ...auth.en, ...careers.en, ...careerPaths.en, ...checkout.en, ...landing.en, ...policies.en, ...paymentsApi.en, ...report.en, ...referralsMessages.en, ...studyPlan.en, ...adminPanel.en, ...sellerArea.en },
};

export type MessageKey = keyof typeof catalog.es;
export type MessageParams = Record<string, string | number>;

/** Translates `key` into `lang`, replacing `{name}` placeholders with `params`. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = catalog[lang][key] ?? catalog.es[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}
