import type { emailEs } from "./email.es";

export const emailEn: Record<keyof typeof emailEs, string> = {
  "email.brand": "QuéEstudiar",
  "email.brandTagline": "Career guidance",
  "email.greeting": "Hi {name},",
  "email.greetingPlain": "Hello,",
  "email.linkFallback": "If the button does not work, copy and paste this link into your browser:",
  "email.signature": "Best regards from the {company} team",

  "email.report.subject": "Your QuéEstudiar career report: code {code}",
  "email.report.preheader": "Download your Complete Career Report as a PDF. The link is valid for {days} days.",
  "email.report.heading": "Your career report is ready!",
  "email.report.intro":
    "Thank you for your purchase. We have prepared your Complete Career Report with your Holland profile, your recommended careers, where to study them, scholarships and a study plan.",
  "email.report.codeLabel": "Your Holland code",
  "email.report.linkIntro":
    "Download your PDF report at any time with this personal link, valid for {days} days (until {date}):",
  "email.report.button": "Download my report",
  "email.report.keepLink": "Keep this email: the link is personal, do not share it.",
  "email.report.reason":
    "You are receiving this email at {email} because you bought your Complete Career Report from {company}.",
  "email.report.introSchool":
    "Your counselor unlocked your Complete Career Report with a pack of reports from your school. It has your Holland profile, your recommended careers, where to study them, scholarships and a study plan.",
  "email.report.reasonSchool":
    "You are receiving this email at {email} because your counselor unlocked your Complete Career Report from {company}.",
  "email.report.guardian.heading": "The career report of a minor in your care is ready",
  "email.report.guardian.intro":
    "Their school counselor unlocked the Complete Career Report of someone who took the {company} test and gave this email as their parent's or guardian's. It has their Holland profile, their recommended careers, where to study them, scholarships and a study plan.",
  "email.report.guardian.reason":
    "You are receiving this email at {email} because it was given as the parent's or guardian's email of someone who took the test at {company}, and their school unlocked their report.",
  "email.report.reasonGift":
    "You are receiving this email at {email} because someone gave you your Complete Career Report from {company}.",

  "email.receipt.title": "Payment receipt",
  "email.receipt.product": "Product",
  "email.receipt.productName": "Complete Career Report (PDF)",
  "email.receipt.amount": "Amount",
  "email.receipt.noCharge": "No charge",
  "email.receipt.localAmount": "Charged in Dominican pesos",
  "email.receipt.method": "Payment method",
  "email.receipt.card": "Card",
  "email.receipt.authorization": "Authorization code",
  "email.receipt.orderId": "Order number",
  "email.receipt.date": "Date",
  "email.receipt.promoCode": "Promo code",
  "email.receipt.billingNote": "Card payments are billed in Dominican pesos, for the peso amount shown before paying.",
  "email.method.paypal": "PayPal",
  "email.method.banco_popular": "Card (Banco Popular)",
  "email.method.access_code": "Access code",
  "email.method.demo": "Demo",

  "email.refund.title": "Refund policy",
  "email.refund.body":
    "You can ask for a full refund within 24 hours of your purchase, as long as you have not downloaded the report. Once approved, the refund is processed within 3 to 5 business days through the same payment method.",

  "email.refundDone.subject": "Refund of your Complete Career Report",
  "email.refundDone.preheader": "We have given back what you paid.",
  "email.refundDone.heading": "Your purchase has been refunded",
  "email.refundDone.body":
    "We refunded {amount} for your Complete Career Report (order {orderId}) through the same payment method. Depending on your bank or PayPal, it may take 3 to 5 business days to show.",
  "email.refundDone.revoked": "With the refund, the report and its download link are no longer available.",
  "email.refundDone.reason": "You are receiving this email at {email} because you made a purchase from {company}.",

  "email.support.title": "Need help?",
  "email.support.body": "Write to us at {email} or call us at {phone}.",
  "email.support.hours": "Support hours: {hours}.",

  "email.footer.address": "{company} · {address}",
  "email.footer.rights": "© {year} {company}. All rights reserved.",

  "email.welcome.subject": "Welcome to QuéEstudiar!",
  "email.welcome.preheader": "Your account is ready: your assessments, career paths and reports in one place.",
  "email.welcome.heading": "Your account is ready!",
  "email.welcome.intro": "Thank you for creating your {company} account. From now on you can:",
  "email.welcome.dashboard": "See all your assessments and their results in your dashboard.",
  "email.welcome.careers": "Explore the career paths that best fit your profile.",
  "email.welcome.reports": "Download your PDF reports whenever you need them.",
  "email.welcome.button": "Go to my dashboard",
  "email.welcome.reason": "You are receiving this email at {email} because you created an account with {company}.",

  "email.resend.notPaid": "We can send the report again once the payment is verified.",
  "email.resend.tooMany":
    "You have already asked for the report several times. Please wait an hour before trying again.",
  "email.resend.queued": "We will send the report again to {email} in a few minutes.",
  // Account recovery, managing one's data, a guardian's notice.
  "email.report.manage":
    "You can see your results or delete your data at any time from this link (keep it, it is yours alone):",
  "email.counsellorApproved.subject": "Your QuéEstudiar counselor account was approved",
  "email.counsellorApproved.preheader": "You can now create your classes and share their link with your students.",
  "email.counsellorApproved.heading": "Your counselor account was approved",
  "email.counsellorApproved.intro":
    "The {company} team reviewed your request and approved it. You can now create classes, project their code and follow their progress from your panel.",
  "email.counsellorApproved.button": "Go to my classes",
  "email.counsellorApproved.note": "If you did not ask for a counselor account, write to us and we will close it.",
  "email.counsellorRejected.subject": "Your QuéEstudiar counselor account request",
  "email.counsellorRejected.preheader": "We reviewed your request and could not approve it for now.",
  "email.counsellorRejected.heading": "We could not approve your request",
  "email.counsellorRejected.intro":
    "The {company} team reviewed your counselor account request and could not approve it for now. If you think this is a mistake, write to us with your school's name: our details are at the end of this email.",
  "email.counsellorRejected.button": "See my account",
  "email.counsellorRejected.note":
    "Your account stays open; you can delete it with your data whenever you like from it.",
  "email.counsellorDecision.reason":
    "You are receiving this email at {email} because you asked for a counselor account with {company}.",
  "email.reset.subject": "Reset your QuéEstudiar password",
  "email.reset.preheader": "A link to choose a new password. Valid for 1 hour.",
  "email.reset.heading": "Reset your password",
  "email.reset.intro":
    "Someone (we hope you) asked to reset the password of your account. Choose a new one with this button. The link is valid for {minutes} minutes and works once; using it signs out all your open sessions.",
  "email.reset.button": "Choose a new password",
  "email.reset.ignore": "If you did not ask for this, ignore this email: your password does not change.",
  "email.reset.reason":
    "You are receiving this email at {email} because someone asked to reset the password of an account with {company}.",
  "email.guardian.subject": "Your permission for the QuéEstudiar career test",
  "email.guardian.preheader": "A minor in your care took our career test with your permission.",
  "email.guardian.heading": "A minor in your care took our career test",
  "email.guardian.intro":
    "Someone took the {company} career test and gave this email as their parent's or guardian's, with your permission. We keep their name, email, country, age range, education level and answers only to show them their results and, if it is bought, their report.",
  "email.guardian.button": "Review or delete their data",
  "email.guardian.rights":
    "With this link you can see their results and delete their data at any time. If you did not give your permission, delete it: it is erased at once.",
  "email.guardian.reason":
    "You are receiving this email at {email} because it was given as the parent's or guardian's email of someone who took the test at {company}.",
  "email.gift.subject": "Receipt for your gift: a Complete Career Report",
  "email.gift.preheader": "Thank you for your gift. Here is your payment receipt.",
  "email.gift.heading": "Thank you for your gift!",
  "email.gift.intro":
    "You paid for a Complete Career Report as a gift. We sent it to the person who took the test, at their email, with the download link; here is your receipt.",
  "email.gift.reason":
    "You are receiving this email at {email} because you gave a career report as a gift on {company}.",
  "email.pack.subject": "Receipt for your pack of reports",
  "email.pack.preheader": "Your pack is ready: unlock the reports from your counselor panel.",
  "email.pack.heading": "Your pack of reports is ready",
  "email.pack.intro":
    "You paid for a pack of {count} Complete Career Reports. From your counselor panel, in each class's list, unlock each student's report: it goes to their email (and to their parent's or guardian's, if they gave it) with the download link. Unused reports stay in the pack.",
  "email.pack.reason": "You are receiving this email at {email} because you bought a pack of reports at {company}.",
  // At submission: the results and the way back to them.
  "email.results.subject": "Your results",
  "email.results.preheader": "Your Holland code is {code}. Come back to your results whenever you like.",
  "email.results.heading": "Thank you for taking the test!",
  "email.results.intro":
    "Here are your career test results. The button takes you back to them whenever you like, from any device.",
  "email.results.button": "See my results",
  "email.results.keepLink": "Keep this email: the link is personal and yours alone, do not share it.",
  "email.results.signIn": "Your results are saved in your account: sign in to see all of them.",
  "email.results.reason":
    "You are receiving this email at {email} because you took the career test at {company} with this email.",
  "email.verify.subject": "Confirm your email for QuéEstudiar",
  "email.verify.preheader": "A link to confirm this email is yours. Valid for 48 hours.",
  "email.verify.heading": "Confirm your email",
  "email.verify.intro":
    "Someone (we hope you) asked to use this email for a {company} account. Confirm it with this button: the link is valid for {hours} hours and works once.",
  "email.verify.welcomeHeading": "Welcome: confirm your email",
  "email.verify.welcomeIntro":
    "A {company} account was created with this email. To finish, confirm it is yours with this button: the link is valid for {hours} hours and works once.",
  "email.verify.button": "Confirm my email",
  "email.verify.ignore":
    "If it was not you, ignore this email: until someone confirms it, that account cannot see, download or delete anything done with this email.",
  "email.verify.reason": "You are receiving this email at {email} because someone gave it for a {company} account.",
};
