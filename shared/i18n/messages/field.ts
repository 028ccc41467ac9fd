import { defineMessages } from "../define";
import { fieldEs } from "./field.es";
import { fieldEn } from "./field.en";

export { fieldEs, fieldEn };

export const field = /* @__PURE__ */ defineMessages(fieldEs, fieldEn);
