import { ReferralLinkBox } from "@/features/sellers/components/referral-link-box";

export const PricingBadge = ReferralLinkBox;
