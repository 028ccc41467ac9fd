import { defineMessages } from "../define";
import { adminPanelEs } from "./admin-panel.es";
import { adminPanelEn } from "./admin-panel.en";

export { adminPanelEs, adminPanelEn };

export const adminPanel = /* @__PURE__ */ defineMessages(adminPanelEs, adminPanelEn);
