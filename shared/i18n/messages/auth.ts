import { defineMessages } from "../define";
import { authEs } from "./auth.es";
import { authEn } from "./auth.en";

export { authEs, authEn };

export const auth = /* @__PURE__ */ defineMessages(authEs, authEn);
