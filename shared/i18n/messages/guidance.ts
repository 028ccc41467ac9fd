import { defineMessages } from "../define";
import { guidanceEs } from "./guidance.es";
import { guidanceEn } from "./guidance.en";

export { guidanceEs, guidanceEn };

export const guidance = /* @__PURE__ */ defineMessages(guidanceEs, guidanceEn);
