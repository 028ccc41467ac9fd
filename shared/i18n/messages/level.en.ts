import type { levelEs } from "./level.es";

export const levelEn: Record<keyof typeof levelEs, string> = {
  "level.secondary": "Secondary school",
  "level.technical": "Technical",
  "level.undergraduate": "Undergraduate",
  "level.postgraduate": "Graduate",
};
