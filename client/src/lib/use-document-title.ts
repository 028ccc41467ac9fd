import { useEffect } from "react";
import { useI18n } from "./i18n";

/** Sets the tab's title to "`title` · product name" (or another `suffix`), again when it changes; nothing while `title` is unknown. */
export function useDocumentTitle(title: string | undefined, suffix?: string): void {
  const { t } = useI18n();
  const full = title === undefined ? undefined : `${title} · ${suffix ?? t("app.name")}`;
  useEffect(() => {
    if (full !== undefined) document.title = full;
  }, [full]);
}
