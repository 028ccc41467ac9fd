import { defineMessages } from "../define";
import { sharingEs } from "./sharing.es";
import { sharingEn } from "./sharing.en";

export { sharingEs, sharingEn };

export const sharing = /* @__PURE__ */ defineMessages(sharingEs, sharingEn);
