import type { educationEs } from "./education.es";

export const educationEn: Record<keyof typeof educationEs, string> = {
  "education.secundaria": "High school",
  "education.tecnico": "Technical",
  "education.universitario": "College or university",
  "education.posgrado": "Graduate degree (master's or doctorate)",
};
