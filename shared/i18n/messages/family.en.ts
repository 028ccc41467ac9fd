import type { familyEs } from "./family.es";

export const familyEn: Record<keyof typeof familyEs, string> = {
  "family.pageTitle": "For {name}'s family",
  "family.heading": "{name}'s profile, explained for the family",
  "family.intro":
    "{name} took a career interest test. It does not measure intelligence or pick a career: it shows which kinds of activities appeal most, so the choice is better informed.",
  "family.meansTitle": "What the profile means",
  "family.means":
    "The strongest interest is {primary}, followed by {secondary}. Here is what people with this profile are often like, and where they tend to feel at home.",
  "family.traitsTitle": "What often stands out",
  "family.placesTitle": "Where they often feel at home",
  "family.talkTitle": "Questions to talk about together",
  "family.q1": "Which activities make you lose track of time?",
  "family.q2": "Can you see yourself in a {type} job? What do you like and dislike about that idea?",
  "family.q3": "Which subjects, projects or tasks, at school or at work, did you enjoy most this past year, and why?",
  "family.q4": "Would you rather study close to home, or move to another city or country?",
  "family.q5": "What do you need from us to decide calmly?",
  "family.talkNote": "Listen more than you talk: the goal is to understand, not to convince.",
  "family.reportTitle": "How the full report helps",
  "family.report1": "The three best-fitting careers, university and technical, explained for their profile and age.",
  "family.report2": "Universities and scholarships in their country, with official links.",
  "family.report3": "A step-by-step study plan, in a PDF to read together.",
  "family.giftTitle": "Give the report as a gift",
  "family.giftBody":
    "You pay and the report goes to {name}'s email (which we don't show you). You get the receipt at your email.",
  "family.giftPrice": "Price: {price}",
  "family.payerName": "Your name",
  "family.payerEmail": "Your email (for the receipt)",
  "family.payWith": "Pay with",
  "family.payPaypal": "PayPal",
  "family.payCard": "Card",
  "family.giftSubmit": "Give the report",
  "family.giftPending": "Opening the payment...",
  "family.giftFinalizing": "Confirming the payment...",
  "family.giftDone":
    "Thank you! {name}'s report is on its way to their email, and your receipt to yours. It may take a few minutes.",
  "family.giftCancelled": "You canceled the payment. Nothing was charged.",
  "family.giftFailed": "We couldn't confirm the payment. If you were charged, write to us and we'll sort it out.",
  "family.alreadyPaid": "{name} already has the full report. Ask them to read it with you!",
  "family.back": "See {name}'s profile",
  "family.sandbox": "Test payment: no real charge will be made.",
};
