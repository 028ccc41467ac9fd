import type { schoolConsentEs } from "./school-consent.es";

export const schoolConsentEn: Record<keyof typeof schoolConsentEs, string> = {
  // the counselor's class card (only where the school's country has a rule)
  "schoolConsent.panel.title": "Families' permission",
  "schoolConsent.panel.lawLink": "See the law",
  "schoolConsent.panel.newTab": "(opens in a new tab)",
  "schoolConsent.panel.confirm":
    "The school holds the written permission of the parent or guardian of each student under {age} in this class, under {law}, to take this test and, if the student checks the box, for their counselor to read their full report.",
  "schoolConsent.panel.confirmedOn": "Confirmed on {date}",
  "schoolConsent.panel.notConfirmed":
    "Not confirmed: each student under {age} gives the email of their parent or guardian.",
  "schoolConsent.panel.saving": "Saving...",
  // the join page
  "schoolConsent.join.line": "Your school holds your family's written permission for this test.",
  // the completion form, for a student under the age of consent in such a class
  "schoolConsent.form.notice":
    "Your school confirmed it holds your parent's or guardian's written permission. If you like, write their email so they also get the notice.",
  "schoolConsent.form.emailOptional": "Your parent's or guardian's email (optional)",
  "schoolConsent.form.consentWithEmail": "If you write their email, also check that your parent or guardian agrees.",
};
