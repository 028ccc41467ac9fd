import { defineMessages } from "../define";
import { referralsMessagesEs } from "./referrals.es";
import { referralsMessagesEn } from "./referrals.en";

export { referralsMessagesEs, referralsMessagesEn };

export const referralsMessages = /* @__PURE__ */ defineMessages(referralsMessagesEs, referralsMessagesEn);
