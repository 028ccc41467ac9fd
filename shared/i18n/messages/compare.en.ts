import type { compareEs } from "./compare.es";

export const compareEn: Record<keyof typeof compareEs, string> = {
  "compare.pickTwo": "Choose two or three careers from your list to compare them",
  "compare.abroad": "Outside your country",
  "compare.button": "Compare careers",
  "compare.title": "Compare careers side by side",
  "compare.pick": "Choose two or three careers",
  "compare.showAll": "See every career on your list ({count})",
  "compare.showFewer": "See only the first ones",
  "compare.level": "Level",
  "compare.duration": "Length",
  "compare.where": "Where to study ({place})",
  "compare.readOn": "no official website known: source",
  "compare.noInstitution": "We don't know of an institution that offers it; check the official registry.",
  "compare.registry": "Official registry: {name}",
  "compare.subjects": "What you study",
  "compare.fit": "How it fits your profile",
  "compare.loadError": "We couldn't load the comparison. Please try again.",
  "compare.cost": "Cost",
  "compare.pay": "Pay",
  "compare.employment": "Employment",
  "compare.outlook": "Employment outlook",
};
