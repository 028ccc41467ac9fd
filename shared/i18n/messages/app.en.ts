import type { appEs } from "./app.es";

export const appEn: Record<keyof typeof appEs, string> = {
  "app.name": "QuéEstudiar",
  "app.tagline": "Holland (RIASEC) career test",
  "app.loading": "Loading...",
  "app.skipToContent": "Skip to content",
};
