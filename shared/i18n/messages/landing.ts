import { defineMessages } from "../define";
import { landingEs } from "./landing.es";
import { landingEn } from "./landing.en";

export { landingEs, landingEn };

export const landing = /* @__PURE__ */ defineMessages(landingEs, landingEn);
