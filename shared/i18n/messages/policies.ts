import { defineMessages } from "../define";
import { policiesEs } from "./policies.es";
import { policiesEn } from "./policies.en";

export { policiesEs, policiesEn };

export const policies = /* @__PURE__ */ defineMessages(policiesEs, policiesEn);
