/** Account recovery, password change, data export and deletion, consent: API errors and screens. */
export const privacyEn = {
  "privacy.passwordChangeRequired": "You must change your temporary password before you continue",
  "privacy.resetInvalid": "The password reset link is not valid or has expired. Ask for a new one.",
  "privacy.wrongPassword": "The current password is not correct",
  "privacy.forgotSent": "If an account with that email exists, we sent it a link to reset the password. Check your email (the spam folder too). The link is valid for 1 hour.",
  "privacy.adminNotDeletable": "The administrator account cannot be deleted here",
  "privacy.guardianRequired": "We need the email and the permission of your parent or guardian",
  "privacy.guardianSameEmail": "Your parent's or guardian's email must be different from yours",
  "privacy.notHolder": "Only the person who took the test can delete it",
};
