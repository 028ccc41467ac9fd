import { defineMessages } from "../define";
import { accountsEs } from "./accounts.es";
import { accountsEn } from "./accounts.en";

export { accountsEs, accountsEn };

export const accounts = /* @__PURE__ */ defineMessages(accountsEs, accountsEn);
