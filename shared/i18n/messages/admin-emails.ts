import { defineMessages } from "../define";
import { adminEmailsEs } from "./admin-emails.es";
import { adminEmailsEn } from "./admin-emails.en";

export { adminEmailsEs, adminEmailsEn };

export const adminEmails = /* @__PURE__ */ defineMessages(adminEmailsEs, adminEmailsEn);
