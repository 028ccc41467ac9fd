import { defineMessages } from "../define";
import { apiEs } from "./api.es";
import { apiEn } from "./api.en";

export { apiEs, apiEn };

export const api = /* @__PURE__ */ defineMessages(apiEs, apiEn);
