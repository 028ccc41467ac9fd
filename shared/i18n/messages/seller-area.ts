import { defineMessages } from "../define";
import { sellerAreaEs } from "./seller-area.es";
import { sellerAreaEn } from "./seller-area.en";

export { sellerAreaEs, sellerAreaEn };

export const sellerArea = /* @__PURE__ */ defineMessages(sellerAreaEs, sellerAreaEn);
