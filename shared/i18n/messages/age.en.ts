import type { ageEs } from "./age.es";

export const ageEn: Record<keyof typeof ageEs, string> = {
  "age.15-18": "15 to 18 years",
  "age.19-24": "19 to 24 years",
  "age.25-35": "25 to 35 years",
  "age.36-45": "36 to 45 years",
  "age.46+": "46 years or older",
};
