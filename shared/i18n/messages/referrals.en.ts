import type { referralsMessagesEs } from "./referrals.es";

export const referralsMessagesEn: Record<keyof typeof referralsMessagesEs, string> = {
  "referral.notFound": "Invalid referral code",
  "referral.toastTitle": "Referral link detected",
  "referral.toastBody": "{seller} referred you: you get a discount on your complete report.",
};
