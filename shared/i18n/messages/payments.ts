import { defineMessages } from "../define";
import { paymentsApiEs } from "./payments.es";
import { paymentsApiEn } from "./payments.en";

export { paymentsApiEs, paymentsApiEn };

export const paymentsApi = /* @__PURE__ */ defineMessages(paymentsApiEs, paymentsApiEn);
