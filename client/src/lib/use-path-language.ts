import { useEffect } from "react";
import type { Lang } from "@shared/i18n/lang";
import { useI18n } from "./i18n";

/**
 * A page reached through its English path (/schools, /join) shows English, unless the address
 * names a language itself (?lang=es): the path is how a link says which language it was shared in.
 */
export function usePathLanguage(pathLang: Lang | undefined): void {
  const { lang, setLang } = useI18n();
  useEffect(() => {
    if (!pathLang || pathLang === lang) return;
    if (new URLSearchParams(window.location.search).has("lang")) return;
    setLang(pathLang);
    // only on arrival: a later switch of the language toggle is the reader's choice
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathLang]);
}
