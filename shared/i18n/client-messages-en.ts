import { acctEn } from "./messages/acct.en";
import { adminEn } from "./messages/admin.en";
import { adminEmailsEn } from "./messages/admin-emails.en";
import { adminPanelEn } from "./messages/admin-panel.en";
import { apiEn } from "./messages/api.en";
import { assessmentEn } from "./messages/assessment.en";
import { ageEn } from "./messages/age.en";
import { educationEn } from "./messages/education.en";
import { validationEn } from "./messages/validation.en";
import { hollandEn } from "./messages/holland.en";
import { completeEn } from "./messages/complete.en";
import { resultsEn } from "./messages/results.en";
import { authEn } from "./messages/auth.en";
import { careerPathsEn } from "./messages/career-paths.en";
import { subscriptionEn } from "./messages/subscription.en";
import { selectionEn } from "./messages/selection.en";
import { checkoutEn } from "./messages/checkout.en";
import { successEn } from "./messages/success.en";
import { portalEn } from "./messages/portal.en";
import { paymentEn } from "./messages/payment.en";
import { pdfEn } from "./messages/pdf.en";
import { policyEn } from "./messages/policy.en";
import { termsEn } from "./messages/terms.en";
import { privacyEn } from "./messages/privacy.en";
import { promoEn } from "./messages/promo.en";
import { sellerAreaEn } from "./messages/seller-area.en";
import { shareEn } from "./messages/share.en";
import { familyEn } from "./messages/family.en";
import { compareEn } from "./messages/compare.en";
import { retakeEn } from "./messages/retake.en";
import { saveEn } from "./messages/save.en";
import { verifyEn } from "./messages/verify.en";
import { schoolsEn } from "./messages/schools.en";
import { packsEn } from "./messages/packs.en";
import { packsUiEn } from "./messages/packs-ui.en";
import { schoolConsentEn } from "./messages/school-consent.en";
import { fieldEn } from "./messages/field.en";

/**
 * The browser's messages in English beyond those of the landing page (landing-messages.ts): one
 * language per file, so the SPA loads only the language it shows (client/src/lib/i18n.tsx).
 */
export const messagesEn = {
  ...acctEn,
  ...adminEn,
  ...adminEmailsEn,
  ...adminPanelEn,
  ...apiEn,
  ...assessmentEn,
  ...ageEn,
  ...educationEn,
  ...validationEn,
  ...hollandEn,
  ...completeEn,
  ...resultsEn,
  ...authEn,
  ...careerPathsEn,
  ...subscriptionEn,
  ...selectionEn,
  ...checkoutEn,
  ...successEn,
  ...portalEn,
  ...paymentEn,
  ...pdfEn,
  ...policyEn,
  ...termsEn,
  ...privacyEn,
  ...promoEn,
  ...sellerAreaEn,
  ...shareEn,
  ...familyEn,
  ...compareEn,
  ...retakeEn,
  ...saveEn,
  ...verifyEn,
  ...schoolsEn,
  ...packsEn,
  ...packsUiEn,
  ...schoolConsentEn,
  ...fieldEn,
};
