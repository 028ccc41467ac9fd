import { defineMessages } from "../define";
import { promoCodesEs } from "./promo-codes.es";
import { promoCodesEn } from "./promo-codes.en";

export { promoCodesEs, promoCodesEn };

export const promoCodes = /* @__PURE__ */ defineMessages(promoCodesEs, promoCodesEn);
