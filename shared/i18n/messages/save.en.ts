/** Signing in to keep a test taken without an account, or to see a report that belongs to one. */
export const saveEn = {
  "save.title": "Sign in to save your report",
  "save.body": "Your test and your report stay in your account, and you can come back to them from any device.",
  "save.signIn": "Sign in",
  "save.register": "Create account",
  "save.ownerTitle": "Sign in to see your report",
  "save.ownerBody": "This report is saved in an account. Sign in with it to view or download it.",
};
