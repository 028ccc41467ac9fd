import type { toastEs } from "./toast.es";

export const toastEn: Record<keyof typeof toastEs, string> = {
  "toast.close": "Close",
  "toast.region": "Notifications ({hotkey})",
};
