import { QUESTION_COUNT } from "../../assessment/constants";
import type { subscriptionEs } from "./subscription.es";

export const subscriptionEn: Record<keyof typeof subscriptionEs, string> = {
  "subscription.pageTitle": "Upgrade to Premium",
  "subscription.title": "Upgrade to Premium",
  "subscription.premiumPageTitle": "Your Premium account",
  "subscription.premiumTitle": "Your account is Premium",
  "subscription.premiumSubtitle":
    "You own at least one paid report: the full explorer and your dashboard extras are unlocked. Each new assessment has its own report.",
  "subscription.subtitle":
    "No subscription and no monthly charges: buying the full report of an assessment makes your account Premium.",
  "subscription.comparison": "Plan comparison",
  "subscription.freeName": "Free",
  "subscription.freePrice": "$0",
  "subscription.freeNote": "Forever",
  "subscription.premiumName": "Premium",
  "subscription.premiumNote": "One-time payment per report, no subscription",
  "subscription.recommended": "Recommended",
  "subscription.included": "Included",
  "subscription.notIncluded": "Not included",
  "subscription.feature.test": `${QUESTION_COUNT}-question Holland career test`,
  "subscription.feature.preview": "Preview of your profile with your top 2 types",
  "subscription.feature.explorerBasic": "Career path explorer: levels 1 and 2",
  "subscription.feature.report":
    "Full PDF report: your top 3 careers, universities in your country, scholarships and a study plan",
  "subscription.feature.explorerFull": "Full explorer up to level 4: first jobs, specializations and senior roles",
  "subscription.feature.dashboard": "Dashboard extras: your paid reports always ready to view and download",
  "subscription.ctaUpgrade": "Upgrade to Premium",
  "subscription.ctaTest": "Take the test",
  "subscription.ctaFree": "Start for free",
  "subscription.testFirst": "Premium is unlocked by buying the report of an assessment: take the test first.",
  "subscription.buyFor": "You will buy the full report of your latest assessment.",
  "subscription.signInNote": "Already have an account? Sign in before buying so that your account becomes Premium.",
  "subscription.signIn": "Sign in",
  "subscription.currentPlan": "Your current plan",
  "subscription.alreadyPremium": "You are Premium",
  "subscription.alreadyPremiumBody":
    "Your account owns at least one paid report: the full explorer is already unlocked.",
  "subscription.explore": "Explore career paths",
  "subscription.priceError": "The current price could not be loaded.",
  "subscription.loading": "Loading...",
};
