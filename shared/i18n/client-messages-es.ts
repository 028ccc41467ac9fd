import { accountsEs } from "./messages/accounts.es";
import { adminEs } from "./messages/admin.es";
import { adminEmailsEs } from "./messages/admin-emails.es";
import { adminPanelEs } from "./messages/admin-panel.es";
import { apiEs } from "./messages/api.es";
import { assessmentEs } from "./messages/assessment.es";
import { authEs } from "./messages/auth.es";
import { careerPathsEs } from "./messages/career-paths.es";
import { checkoutEs } from "./messages/checkout.es";
import { paymentsApiEs } from "./messages/payments.es";
import { pdfEs } from "./messages/pdf.es";
import { policiesEs } from "./messages/policies.es";
import { privacyEs } from "./messages/privacy.es";
import { promoCodesEs } from "./messages/promo-codes.es";
import { sellerAreaEs } from "./messages/seller-area.es";
import { sharingEs } from "./messages/sharing.es";

/**
 * The browser's messages in Spanish beyond those of the landing page (landing-messages.ts): one
 * language per file, so the SPA loads only the language it shows (client/src/lib/i18n.tsx).
 */
export const messagesEs = {
  ...accountsEs,
  ...adminEs,
  ...adminEmailsEs,
  ...adminPanelEs,
  ...apiEs,
  ...assessmentEs,
  ...authEs,
  ...careerPathsEs,
  ...checkoutEs,
  ...paymentsApiEs,
  ...pdfEs,
  ...policiesEs,
  ...privacyEs,
  ...promoCodesEs,
  ...sellerAreaEs,
  ...sharingEs,
};
