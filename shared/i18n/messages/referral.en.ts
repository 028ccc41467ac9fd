import type { referralEs } from "./referral.es";

export const referralEn: Record<keyof typeof referralEs, string> = {
  "referral.notFound": "Invalid referral code",
  "referral.toastTitle": "Referral link detected",
  "referral.toastBody": "{seller} referred you: you get a discount on your complete report.",
};
