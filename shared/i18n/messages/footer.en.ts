import type { footerEs } from "./footer.es";

export const footerEn: Record<keyof typeof footerEs, string> = {
  "footer.policies": "Policies",
  "footer.refund": "Refund Policy",
  "footer.privacy": "Privacy Policy",
  "footer.security": "Security Policy",
  "footer.schools": "For schools",
  "footer.terms": "Terms and Conditions",
  "footer.contact": "Contact",
  "footer.hours": "Support hours",
  "footer.rights": "© {year} {company}. All rights reserved.",
  "footer.onet":
    "This product includes information from the O*NET Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. USDOL/ETA has not approved, endorsed, or tested these modifications.",
  "footer.twemoji": "Activity illustrations: Twemoji, © Twitter/X and contributors, CC BY 4.0 license.",
  "footer.about": "Career guidance with the Holland method for students in Latin America.",
};
