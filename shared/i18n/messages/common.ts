import { defineMessages } from "../define";
import { commonEs } from "./common.es";
import { commonEn } from "./common.en";

export { commonEs, commonEn };

export const common = /* @__PURE__ */ defineMessages(commonEs, commonEn);
