import { defineMessages } from "../define";
import { privacyEs } from "./privacy.es";
import { privacyEn } from "./privacy.en";

export { privacyEs, privacyEn };

export const privacy = /* @__PURE__ */ defineMessages(privacyEs, privacyEn);
