import type { retakeEs } from "./retake.es";

export const retakeEn: Record<keyof typeof retakeEs, string> = {
  "retake.tooSoon": "You took the test less than 30 days ago. You can retake it on {date}.",
  "retake.button": "Retake the test",
  "retake.availableOn": "You can retake the test on {date}",
  "retake.title": "How your profile changed",
  "retake.intro": "Your latest test compared with the one before.",
  "retake.noise":
    "Some change is normal: in our simulations, the same person taking the test again keeps their first type in about 2 of 3 cases. A change of 7 points or less in a type is within the noise of 15 choices; a change of more than 20 points, or a new first type that holds in two tests in a row, does say something about you.",
  "retake.codeMoved": "Your code went from {from} to {to}",
  "retake.codeSame": "Your code is still {code}",
  "retake.previous": "Previous test, {date}",
  "retake.latest": "Latest test, {date}",
  "retake.chartLabel": "RIASEC hexagon of the test of {date}. Code {code}: {summary}",
  "retake.changesTitle": "Changes by type (0 to 100)",
  "retake.rose": "{type} rose from {from} to {to}",
  "retake.fell": "{type} fell from {from} to {to}",
  "retake.steady": "{type} stayed at {score}",
  "retake.lockedNote":
    "A test without a report shows, like its preview, its two strongest types and their scores; the other four and the code's third letter are in its report.",
  "retake.withinNoise": "within the noise",
  "retake.discountApplied": "Retake discount applied: {percent}% off.",
  "retake.discountLarger": "Valid code, but your retake discount is larger, so that one applies.",
  "retake.discountEnded":
    "The retake discount no longer applies to this payment. You were not charged: go back to the payment page to see the current price.",
  "retake.gateTitle": "You took the test recently",
  "retake.gateBody":
    "Your latest test is from {last}. You can retake it on {date}: interests change slowly, and with 30 days between tests the comparison tells you something.",
  "retake.gatePractice":
    "If you take it now, it will be a practice run: you will see your profile and it will be saved in your account, but it will not replace your latest test or its report, and it has no report of its own.",
  "retake.practiceStart": "Take a practice run",
  "retake.toDashboard": "Back to my dashboard",
  "retake.practiceBanner": "Practice run: it will not replace your latest test. You can retake the test on {date}.",
  "retake.practiceBannerNoDate": "Practice run: it will not replace your latest test or its report.",
  "retake.practiceSubmit": "Save my practice run",
  "retake.practiceSaved": "Practice run saved!",
  "retake.tooSoonOffer":
    "Your answers are not lost: you can save them as a practice run. You will see your profile, but it will not replace your latest test or its report.",
  "retake.saveAsPractice": "Save as a practice run",
  "retake.practiceResultsTitle": "This assessment is a practice run",
  "retake.practiceResultsBody":
    "It does not replace your latest test or its report, and it has no report of its own. Your report and comparisons are still on your dashboard.",
  "retake.practiceBadge": "Practice run",
};
