import { defineMessages } from "../define";
import { studyPlanEs } from "./study-plan.es";
import { studyPlanEn } from "./study-plan.en";

export { studyPlanEs, studyPlanEn };

export const studyPlan = /* @__PURE__ */ defineMessages(studyPlanEs, studyPlanEn);
