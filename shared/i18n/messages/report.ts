import { defineMessages } from "../define";
import { reportEs } from "./report.es";
import { reportEn } from "./report.en";

export { reportEs, reportEn };

export const report = /* @__PURE__ */ defineMessages(reportEs, reportEn);
