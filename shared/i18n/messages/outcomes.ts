import { defineMessages } from "../define";
import { outcomesEs } from "./outcomes.es";
import { outcomesEn } from "./outcomes.en";

/** The outcomes.* texts: written by the server into the report, the results, the compare view and the explorer. */
export const outcomes = /* @__PURE__ */ defineMessages(outcomesEs, outcomesEn);
