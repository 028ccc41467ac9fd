import { defineMessages } from "../define";
import { pdfServerEs } from "./pdf.es";
import { pdfServerEn } from "./pdf.en";

export { pdfServerEs, pdfServerEn };

/** The server's pdf.* texts; the browser's (`pdfEs`, `pdfEn`) are in the client catalog. */
export const pdfServer = /* @__PURE__ */ defineMessages(pdfServerEs, pdfServerEn);
