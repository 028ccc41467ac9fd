import { defineMessages } from "../define";
import { adminEs } from "./admin.es";
import { adminEn } from "./admin.en";

export { adminEs, adminEn };

export const admin = /* @__PURE__ */ defineMessages(adminEs, adminEn);
