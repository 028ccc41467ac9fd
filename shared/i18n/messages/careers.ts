import { defineMessages } from "../define";
import { careersEs } from "./careers.es";
import { careersEn } from "./careers.en";

export { careersEs, careersEn };

export const careers = /* @__PURE__ */ defineMessages(careersEs, careersEn);
