import { defineMessages } from "../define";
import { planEs } from "./plan.es";
import { planEn } from "./plan.en";

export { planEs, planEn };

export const plan = /* @__PURE__ */ defineMessages(planEs, planEn);
