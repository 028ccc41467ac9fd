import type { navEs } from "./nav.es";

export const navEn: Record<keyof typeof navEs, string> = {
  "nav.home": "Home",
  "nav.language": "Language",
  "nav.switchToEnglish": "Switch to English",
  "nav.switchToSpanish": "Switch to Spanish",
  "nav.mainNavigation": "Main navigation",
  "nav.backHome": "Back to home",
  "nav.takeTest": "Take the test",
  "nav.login": "Sign in",
  "nav.account.menu": "{name}'s menu",
  "nav.account.myReports": "My reports",
  "nav.account.careerPaths": "Career paths",
  "nav.account.premium": "Premium",
  "nav.account.admin": "Admin panel",
  "nav.account.classes": "My classes",
  "nav.account.seller": "Seller area",
  "nav.account.signOut": "Sign out",
};
