import type { portalEs } from "./portal.es";

export const portalEn: Record<keyof typeof portalEs, string> = {
  "portal.pageTitle": "Payment portal",
  "portal.title": "Access your report with a code",
  "portal.subtitle": "Enter the payment code you received and your email to unlock your complete report.",
  "portal.code": "Payment code",
  "portal.email": "Email",
  "portal.verify": "Verify Payment",
  "portal.verifying": "Verifying...",
  "portal.required": "Please enter your payment code and email",
  "portal.invalidTitle": "Invalid code",
  "portal.invalid": "The payment code is not valid or has already been used",
  "portal.networkError": "Error verifying the payment. Please try again.",
  "portal.verified": "Payment verified!",
  "portal.verifiedBody": "Your complete report is ready.",
  "portal.demoCode": "Test code (demo mode): {code}",
  "portal.otherMethods": "No code? See payment methods",
  "portal.missingAssessment": "No valid assessment was found.",
};
