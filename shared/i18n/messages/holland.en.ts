import type { hollandEs } from "./holland.es";

export const hollandEn: Record<keyof typeof hollandEs, string> = {
  "holland.R": "Realistic",
  "holland.I": "Investigative",
  "holland.A": "Artistic",
  "holland.S": "Social",
  "holland.E": "Enterprising",
  "holland.C": "Conventional",
};
