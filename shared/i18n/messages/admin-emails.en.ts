import type { adminEmailsEs } from "./admin-emails.es";

export const adminEmailsEn: Record<keyof typeof adminEmailsEs, string> = {
  "adminEmails.title": "Undelivered emails",
  "adminEmails.none": "Every email was delivered.",
  "adminEmails.loadError": "The email list could not be loaded.",
  "adminEmails.attempts": "{count} attempts",
};
