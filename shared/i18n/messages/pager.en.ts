import type { pagerEs } from "./pager.es";

export const pagerEn: Record<keyof typeof pagerEs, string> = {
  "pager.previous": "Previous",
  "pager.next": "Next",
  "pager.page": "Page {page}",
  "pager.label": "Pages of {list}",
};
