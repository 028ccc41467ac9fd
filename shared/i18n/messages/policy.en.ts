import type { policyEs } from "./policy.es";

export const policyEn: Record<keyof typeof policyEs, string> = {
  "policy.back": "Back to home",
  "policy.updated": "Last updated: {updated}",
  "policy.refund.title": "Refund Policy",
  "policy.refund.intro":
    "At {company} we want you to be happy with your Complete Career Report. This policy explains when and how you can ask for a refund.",
  "policy.refund.s1.title": "When to ask",
  "policy.refund.s1.body":
    "You can ask for a full refund within 24 hours of your purchase, as long as the PDF report has not been downloaded.",
  "policy.refund.s2.title": "Processing time",
  "policy.refund.s2.body":
    "Once approved, the refund is processed within 3 to 5 business days through the payment method you used. When it shows in your account depends on your bank or PayPal.",
  "policy.refund.s3.title": "Report delivery",
  "policy.refund.s3.body":
    "The report is sent by email immediately (at most 5 minutes after the payment is confirmed) and the download link is valid for 30 days.",
  "policy.refund.s4.title": "Billing",
  "policy.refund.s4.body":
    "Card payments are billed in Dominican pesos, at a fixed rate shown before paying: for example, {price} is {localPrice}.",
  "policy.refund.s5.title": "How to ask",
  "policy.refund.s5.body":
    "Write to {email} or call {phone} ({hours}) with the email you paid with and your order number.",
  "policy.privacy.title": "Privacy Policy",
  "policy.privacy.intro":
    "{company} protects your personal data. Here we explain, in plain words, what data we keep, what for, for how long, and how you can see, correct or delete it.",
  "policy.privacy.s1.title": "Who is responsible and what data we keep",
  "policy.privacy.s1.body":
    "The controller is {company} ({address}; {email}). We keep your name, email, country, age range, education level and your answers to the test; if you create an account, also your password, encrypted with a secure algorithm. If you are under the age your country sets, we also keep your parent's or guardian's email and the date they gave their permission.",
  "policy.privacy.s2.title": "What we use it for, and on what basis",
  "policy.privacy.s2.body":
    "Only to compute your profile, show you your results, prepare and send your report, process your payment, prevent abuse and give you support. We do so with your consent, which you give on the form at the end of the test, and to provide the service you buy. We do not sell or share your data for advertising.",
  "policy.privacy.s3.title": "Payments",
  "policy.privacy.s3.body":
    "Payments are processed by PayPal and Banco Popular's gateway (AZUL). We never receive or store your full card number. If you delete your data, we keep the payment record (amount, currency, date and the provider's reference) as an accounting record, without your name or email, for as long as tax law requires.",
  "policy.privacy.s4.title": "Your rights and how to exercise them",
  "policy.privacy.s4.body":
    'Access and portability: in your dashboard, "Download my data" gives you all of your account\'s data in a JSON file. Correction: write to {email} to correct your data. Erasure: in your dashboard, "Delete my account"; without an account, "Delete my data" on the results page from the browser where you took the test or from the link in your email. Objection and withdrawal of consent: write to {email}; withdrawing does not affect what was done before. We answer within 10 business days at most. If you are not satisfied, you can complain to your country\'s data protection authority.',
  "policy.privacy.s5.title": "How long we keep it",
  "policy.privacy.s5.body":
    "Unpaid tests taken without an account are deleted after 12 months. An account's data is kept while the account exists. Payment records are kept without personal data for as long as the law requires. Sessions expire after 30 days, password reset links after one hour, and usage-limit records after 2 days.",
  "policy.privacy.s6.title": "Minors",
  "policy.privacy.s6.body":
    "If you are under the age your country sets (14 in Spain; 18 in the Dominican Republic, Mexico and Colombia), your parent or guardian must give their permission: we ask for their email and consent, and we email them a link to review your results and delete your data whenever they want.",
  "policy.privacy.s7.title": "Laws we comply with",
  "policy.privacy.s7.body":
    "Law 172-13 on personal data protection (Dominican Republic); the Federal Law on the Protection of Personal Data Held by Private Parties, LFPDPPP, of 2025 (Mexico); Law 1581 of 2012 (Colombia); and the General Data Protection Regulation (GDPR) and Organic Law 3/2018 (LOPDGDD) (Spain). In Spain you can complain to the Spanish Data Protection Agency (AEPD), and in Colombia to the Superintendence of Industry and Commerce (SIC).",
  "policy.privacy.s8.title": "Security and cookies",
  "policy.privacy.s8.body":
    "We use encrypted connections, encrypted passwords and a single cookie needed to keep you signed in. Our technical logs keep no emails and no signed links.",
  "policy.security.title": "Security Policy",
  "policy.security.intro": "The security of your information and your payments is a priority for {company}.",
  "policy.security.s1.title": "Encrypted connection",
  "policy.security.s1.body": "All traffic between your browser and our service is encrypted with HTTPS.",
  "policy.security.s2.title": "Protected payments",
  "policy.security.s2.body":
    "Card purchases are authenticated with Visa Secure and 3D Secure on the bank's payment page; we only receive the verified confirmation.",
  "policy.security.s3.title": "Accounts",
  "policy.security.s3.body":
    "Passwords are stored with a strong hashing algorithm, sessions expire and we limit sign-in attempts to stop attacks.",
  "policy.security.s4.title": "Download links",
  "policy.security.s4.body": "Every download link to your report is signed and expires after 30 days.",
  "policy.security.s5.title": "Report a problem",
  "policy.security.s5.body": "If you find a security problem, write to {email}. We answer {hours}.",
};
