export const verifyEn = {
  "verify.done": "Done! Your email is confirmed.",
  "verify.sent": "We sent a new link to {email}. It is valid for 48 hours.",
  "verify.changeSent":
    "We sent a link to {email}. Your account moves to that email when you open it; until then it keeps the current one.",
  "verify.bannerTitle": "Confirm your email",
  "verify.bannerBody":
    "We sent a link to {email}. Until you open it, tests and reports taken with that email without your account cannot be seen, downloaded or deleted from it.",
  "verify.bannerPending": "You asked to change your email to {email}: open the link we sent there to confirm it.",
  "verify.resend": "Resend link",
  "verify.resending": "Sending…",
  "verify.resendError": "We could not send the link. Try again in a few minutes.",
  "verify.pageTitle": "Confirm your email",
  "verify.checking": "Confirming your email…",
  "verify.doneBody": "You can keep using your account. {email} is now your confirmed email.",
  "verify.failedTitle": "We could not confirm your email",
  "verify.noToken":
    "This link is incomplete. Open it exactly as it arrived in the email, or ask for a new one from your account.",
  "verify.toDashboard": "Go to my account",
  "verify.toLogin": "Sign in",
  "verify.changeTitle": "Change your email",
  "verify.changeIntro":
    "We will send a link to the new email. Your account moves to it when you open the link, so nobody can use an email that is not theirs.",
  "verify.newEmail": "New email",
  "verify.currentPassword": "Your current password",
  "verify.changeSubmit": "Send link",
  "verify.changeSubmitting": "Sending…",
  "verify.statusVerified": "Confirmed",
  "verify.statusUnverified": "Not confirmed",
};
