import { defineMessages } from "../define";
import { emailsEs } from "./emails.es";
import { emailsEn } from "./emails.en";

export { emailsEs, emailsEn };

export const emails = /* @__PURE__ */ defineMessages(emailsEs, emailsEn);

export type EmailMessageKey = keyof typeof emails.es;
