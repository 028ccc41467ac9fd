import { defineMessages } from "../define";
import { pdfEs } from "./pdf.es";
import { pdfEn } from "./pdf.en";

export { pdfEs, pdfEn };

export const pdf = /* @__PURE__ */ defineMessages(pdfEs, pdfEn);
