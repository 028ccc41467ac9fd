import { commonEs } from "./messages/common.es";
import { commonEn } from "./messages/common.en";
import { landingEs } from "./messages/landing.es";
import { landingEn } from "./messages/landing.en";
import { referralsMessagesEs } from "./messages/referrals.es";
import { referralsMessagesEn } from "./messages/referrals.en";

/**
 * The messages the landing page and the app shell (header, footer, install banner, toasts, the
 * referral toast) need, in both languages: they ship with the first script so the landing page
 * renders, and the language toggle works, before the rest of the catalog has loaded.
 * `client-catalog.test.ts` checks that everything the landing page names is here.
 */
export const landingMessages = {
  es: { ...commonEs, ...landingEs, ...referralsMessagesEs },
  en: { ...commonEn, ...landingEn, ...referralsMessagesEn },
};
