import type { termsEs } from "./terms.es";

export const termsEn: Record<keyof typeof termsEs, string> = {
  "terms.title": "Terms and Conditions",
  "terms.intro": "By using {company} you accept these terms. Please read them carefully.",
  "terms.company.title": "1. Company information",
  "terms.company.body": "{company}, located at {address}. Email: {email}. Phone: {phone}. Support hours: {hours}.",
  "terms.service.title": "2. The service",
  "terms.service.body":
    "We offer a free career test based on the Holland (RIASEC) method, a free preview of your profile and, for a one-time payment, a complete PDF report with careers, universities, scholarships and a study plan.",
  "terms.payments.title": "3. Payments",
  "terms.payments.body":
    "The complete report has a one-time price of {price} (no subscription). You can pay with PayPal or by card through Banco Popular's payment page; card payments are billed in Dominican pesos ({localPrice}).",
  "terms.privacy.title": "4. Privacy",
  "terms.privacy.body": "We handle your data as our Privacy Policy says. We only use it to provide the service.",
  "terms.accuracy.title": "5. Accuracy of information",
  "terms.accuracy.body":
    "The test is a guidance tool, not a diagnosis. University and scholarship information is indicative: check dates, requirements and costs on the official websites.",
  "terms.refunds.title": "6. Refunds",
  "terms.refunds.body":
    "You can ask for a refund within 24 hours of the purchase if you have not downloaded the report. It is processed within 3 to 5 business days.",
  "terms.liability.title": "7. Liability",
  "terms.liability.body":
    "Academic and career decisions are yours. {company} is not liable for outcomes of decisions made from the report.",
  "terms.changes.title": "8. Changes",
  "terms.changes.body": "We may update these terms. We will publish the current version on this page with its date.",
  "terms.contact.title": "9. Contact",
  "terms.contact.body": "For any question write to {email} or call {phone} ({hours}).",
};
