import { defineMessages } from "../define";
import { levelEs } from "./level.es";
import { levelEn } from "./level.en";

export { levelEs, levelEn };

export const level = /* @__PURE__ */ defineMessages(levelEs, levelEn);
