import { QUESTION_COUNT } from "../../assessment/constants";
import type { metaEs } from "./meta.es";

export const metaEn: Record<keyof typeof metaEs, string> = {
  "meta.title": "QuéEstudiar · Free Holland career test",
  "meta.description": `Find out what to study with a free ${QUESTION_COUNT}-question Holland (RIASEC) career test with pictures. A report with careers, universities in your country, scholarships and a study plan.`,
};
