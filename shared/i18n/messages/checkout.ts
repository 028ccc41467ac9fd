import { defineMessages } from "../define";
import { checkoutEs } from "./checkout.es";
import { checkoutEn } from "./checkout.en";

export { checkoutEs, checkoutEn };

export const checkout = /* @__PURE__ */ defineMessages(checkoutEs, checkoutEn);
