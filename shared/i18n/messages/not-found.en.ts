import type { notFoundEs } from "./not-found.es";

export const notFoundEn: Record<keyof typeof notFoundEs, string> = {
  "notFound.title": "Page not found",
  "notFound.body": "The page you are looking for does not exist or has moved.",
  "notFound.cta": "Back to home",
};
