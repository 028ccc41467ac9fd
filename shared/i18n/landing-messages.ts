import { appEs } from "./messages/app.es";
import { appEn } from "./messages/app.en";
import { dateEs } from "./messages/date.es";
import { dateEn } from "./messages/date.en";
import { pagerEs } from "./messages/pager.es";
import { pagerEn } from "./messages/pager.en";
import { metaEs } from "./messages/meta.es";
import { metaEn } from "./messages/meta.en";
import { navEs } from "./messages/nav.es";
import { navEn } from "./messages/nav.en";
import { toastEs } from "./messages/toast.es";
import { toastEn } from "./messages/toast.en";
import { installEs } from "./messages/install.es";
import { installEn } from "./messages/install.en";
import { notFoundEs } from "./messages/not-found.es";
import { notFoundEn } from "./messages/not-found.en";
import { footerEs } from "./messages/footer.es";
import { footerEn } from "./messages/footer.en";
import { landingEs } from "./messages/landing.es";
import { landingEn } from "./messages/landing.en";
import { referralEs } from "./messages/referral.es";
import { referralEn } from "./messages/referral.en";

/**
 * The messages the landing page and the app shell (header, footer, install banner, toasts, the
 * referral toast) need, in both languages: they ship with the first script so the landing page
 * renders, and the language toggle works, before the rest of the catalog has loaded.
 * `client-catalog.test.ts` checks that everything the landing page names is here.
 */
export const landingMessages = {
  es: {
    ...appEs,
    ...dateEs,
    ...pagerEs,
    ...metaEs,
    ...navEs,
    ...toastEs,
    ...installEs,
    ...notFoundEs,
    ...footerEs,
    ...landingEs,
    ...referralEs,
  },
  en: {
    ...appEn,
    ...dateEn,
    ...pagerEn,
    ...metaEn,
    ...navEn,
    ...toastEn,
    ...installEn,
    ...notFoundEn,
    ...footerEn,
    ...landingEn,
    ...referralEn,
  },
};
