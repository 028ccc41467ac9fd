import { acctEs } from "./messages/acct.es";
import { adminEs } from "./messages/admin.es";
import { adminEmailsEs } from "./messages/admin-emails.es";
import { adminPanelEs } from "./messages/admin-panel.es";
import { apiEs } from "./messages/api.es";
import { assessmentEs } from "./messages/assessment.es";
import { ageEs } from "./messages/age.es";
import { educationEs } from "./messages/education.es";
import { validationEs } from "./messages/validation.es";
import { hollandEs } from "./messages/holland.es";
import { completeEs } from "./messages/complete.es";
import { resultsEs } from "./messages/results.es";
import { authEs } from "./messages/auth.es";
import { careerPathsEs } from "./messages/career-paths.es";
import { subscriptionEs } from "./messages/subscription.es";
import { selectionEs } from "./messages/selection.es";
import { checkoutEs } from "./messages/checkout.es";
import { successEs } from "./messages/success.es";
import { portalEs } from "./messages/portal.es";
import { paymentEs } from "./messages/payment.es";
import { pdfEs } from "./messages/pdf.es";
import { policyEs } from "./messages/policy.es";
import { termsEs } from "./messages/terms.es";
import { privacyEs } from "./messages/privacy.es";
import { promoEs } from "./messages/promo.es";
import { sellerAreaEs } from "./messages/seller-area.es";
import { shareEs } from "./messages/share.es";
import { familyEs } from "./messages/family.es";
import { compareEs } from "./messages/compare.es";
import { retakeEs } from "./messages/retake.es";
import { saveEs } from "./messages/save.es";
import { verifyEs } from "./messages/verify.es";
import { schoolsEs } from "./messages/schools.es";
import { packsEs } from "./messages/packs.es";
import { packsUiEs } from "./messages/packs-ui.es";
import { schoolConsentEs } from "./messages/school-consent.es";
import { fieldEs } from "./messages/field.es";

/**
 * The browser's messages in Spanish beyond those of the landing page (landing-messages.ts): one
 * language per file, so the SPA loads only the language it shows (client/src/lib/i18n.tsx).
 */
export const messagesEs = {
  ...acctEs,
  ...adminEs,
  ...adminEmailsEs,
  ...adminPanelEs,
  ...apiEs,
  ...assessmentEs,
  ...ageEs,
  ...educationEs,
  ...validationEs,
  ...hollandEs,
  ...completeEs,
  ...resultsEs,
  ...authEs,
  ...careerPathsEs,
  ...subscriptionEs,
  ...selectionEs,
  ...checkoutEs,
  ...successEs,
  ...portalEs,
  ...paymentEs,
  ...pdfEs,
  ...policyEs,
  ...termsEs,
  ...privacyEs,
  ...promoEs,
  ...sellerAreaEs,
  ...shareEs,
  ...familyEs,
  ...compareEs,
  ...retakeEs,
  ...saveEs,
  ...verifyEs,
  ...schoolsEs,
  ...packsEs,
  ...packsUiEs,
  ...schoolConsentEs,
  ...fieldEs,
};
