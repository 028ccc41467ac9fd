import { accountsEn } from "./messages/accounts.en";
import { adminEn } from "./messages/admin.en";
import { adminEmailsEn } from "./messages/admin-emails.en";
import { adminPanelEn } from "./messages/admin-panel.en";
import { apiEn } from "./messages/api.en";
import { assessmentEn } from "./messages/assessment.en";
import { authEn } from "./messages/auth.en";
import { careerPathsEn } from "./messages/career-paths.en";
import { checkoutEn } from "./messages/checkout.en";
import { paymentsApiEn } from "./messages/payments.en";
import { pdfEn } from "./messages/pdf.en";
import { policiesEn } from "./messages/policies.en";
import { privacyEn } from "./messages/privacy.en";
import { promoCodesEn } from "./messages/promo-codes.en";
import { sellerAreaEn } from "./messages/seller-area.en";
import { sharingEn } from "./messages/sharing.en";

/**
 * The browser's messages in English beyond those of the landing page (landing-messages.ts): one
 * language per file, so the SPA loads only the language it shows (client/src/lib/i18n.tsx).
 */
export const messagesEn = {
  ...accountsEn,
  ...adminEn,
  ...adminEmailsEn,
  ...adminPanelEn,
  ...apiEn,
  ...assessmentEn,
  ...authEn,
  ...careerPathsEn,
  ...checkoutEn,
  ...paymentsApiEn,
  ...pdfEn,
  ...policiesEn,
  ...privacyEn,
  ...promoCodesEn,
  ...sellerAreaEn,
  ...sharingEn,
};
