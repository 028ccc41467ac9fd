import { defineMessages } from "../define";
import { assessmentEs } from "./assessment.es";
import { assessmentEn } from "./assessment.en";

export { assessmentEs, assessmentEn };

export const assessment = /* @__PURE__ */ defineMessages(assessmentEs, assessmentEn);
