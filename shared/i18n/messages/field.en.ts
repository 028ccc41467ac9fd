import type { fieldEs } from "./field.es";

export const fieldEn: Record<keyof typeof fieldEs, string> = {
  "field.agriculture": "Agriculture",
  "field.architecture": "Architecture and planning",
  "field.arts": "Arts and design",
  "field.business": "Business and management",
  "field.communication": "Communication",
  "field.computing": "Computing",
  "field.education": "Education",
  "field.engineering": "Engineering",
  "field.health": "Health",
  "field.humanities": "Humanities",
  "field.law": "Law",
  "field.natural_sciences": "Natural sciences",
  "field.social_sciences": "Social sciences",
  "field.hospitality": "Hospitality, tourism and gastronomy",
  "field.technical": "Technical training",
};
