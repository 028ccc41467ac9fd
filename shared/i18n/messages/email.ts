import { defineMessages } from "../define";
import { emailEs } from "./email.es";
import { emailEn } from "./email.en";

export { emailEs, emailEn };

export const email = /* @__PURE__ */ defineMessages(emailEs, emailEn);

export type EmailMessageKey = keyof typeof email.es;
