import { TEST_MINUTES } from "../../assessment/constants";
import type { resultsEs } from "./results.es";

export const resultsEn: Record<keyof typeof resultsEs, string> = {
  "results.pageTitle": "Your results",
  "results.title": "Your career profile",
  "results.greeting": "{name}, this is your Holland profile",
  "results.completedOn": "Test completed on {date}",
  "results.primary": "Primary type",
  "results.secondary": "Secondary type",
  "results.typeExplained": "{name}:",
  "results.code": "Holland code",
  "results.scores": "Your scores",
  "results.scoreOf": "{type}: {score} out of 100",
  "results.lockedScore": "Locked score: unlock the complete report to see it",
  "results.lockedNote": "The other scores are shown in your complete report.",
  "results.chartTitle": "Your RIASEC hexagon",
  "results.chartLabel": "RIASEC hexagon chart. {summary}",
  "results.previewTitle": "You are viewing a free preview",
  "results.previewBody":
    "Get your complete report: your 3 careers with the reasons for each, universities in your country, scholarships and a study plan.",
  "results.previewCta": "Get the Complete Report",
  "results.getReport": "Get the Complete Report",
  "results.haveCode": "Have an access code?",
  "results.viewPdf": "View PDF",
  "results.downloadPdf": "Download PDF",
  "results.paidTitle": "Your complete report is available",
  "results.paidBody": "View it in the browser or download it. We also sent it to your email.",
  "results.newTest": "New Test",
  "results.notFound": "Result not found",
  "results.notFoundBody": "We could not find an assessment with this link. Check that it is complete.",
  "results.loadError": "Error loading results",
  "results.loadErrorBody": "There was a problem loading your assessment.",
  "results.back": "Back to home",
  "results.careersTitle": "Careers that fit your profile",
  "results.careersLocked": "Your top 3 careers, with universities and scholarships, are in the complete report.",
  "results.band.high": "High match",
  "results.band.medium": "Medium match",
  "results.band.explore": "Worth exploring",
  "results.about": "How to read your results",
  "results.consistency.high":
    "Your two main types are neighbors on the hexagon: your interests fit together very well.",
  "results.consistency.medium":
    "Your two main types are at a middle distance on the hexagon: you combine different but compatible interests.",
  "results.consistency.low":
    "Your two main types are opposite on the hexagon: you have varied interests, which opens unusual paths.",
  "results.consistency.neighbours": "Your two main types are neighbors on the hexagon: they often go together.",
  "results.consistency.unclear":
    "With a profile this even, the distance between your first two types on the hexagon does not say much yet.",
  "results.codeUnclear": "Unclear code",
  "results.coPrimary":
    "Your first two types are 2 points or less apart: read them as co-primary. If you take the test again their order may change, and that is normal.",
  "results.validity.title": "What your answers can tell",
  "results.validity.straight-line":
    "You chose the same kind of activity as your favorite and the same one as your least favorite on almost every screen. That is not enough to order your interests or to recommend careers with confidence: the report would show you areas to explore.",
  "results.validity.inconsistent":
    "Your answers show no clear pattern: several types appear as favorites on some screens and as least favorites on others. You may not have clear preferences yet, or you may have answered quickly. We cannot recommend careers with confidence: the report would show you areas to explore.",
  "results.validity.impossible":
    "The age and education level you gave cannot go together (15 to 18 with a graduate degree): we do not know which kind of program suits you.",
  "results.validity.retake": `We suggest taking the test again calmly before buying the report: it takes about ${TEST_MINUTES} minutes.`,
  "results.validity.retakeCta": "Take the test again",
  "results.lockedCareer": "Locked career",
  "results.undifferentiated":
    "Your profile is fairly flat: several types interest you almost equally. Explore more options or retake the test calmly.",
  "results.report.unpaid": "Your full report is not paid yet. Get it below to view and download it.",
  "results.report.refunded": "This report was refunded, so it can no longer be opened.",
  "results.report.expired":
    "The download link is not valid or has expired. Sign in, or ask us to send the report again.",
  "results.report.owner-only":
    "Only its buyer opens this report: use the link in the report email, or open it in the browser where you took the test.",
  "results.report.sign-in": "This report is saved in an account: sign in with it to open it.",
};
