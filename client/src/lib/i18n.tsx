import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { translate, type MessageKey, type MessageParams } from "@shared/i18n/catalog";
import { DEFAULT_LANG, isLang, type Lang } from "@shared/i18n/lang";

export const LANGUAGE_STORAGE_KEY = "app-language";

function readStored(): Lang | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLang(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function store(lang: Lang): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
}

/** `?lang=en|es` first, then the saved `app-language`, then Spanish. A `?lang` choice is saved too. */
export function initialLanguage(search: string = window.location.search): Lang {
  const fromQuery = new URLSearchParams(search).get("lang");
  if (isLang(fromQuery)) {
    store(fromQuery);
    return fromQuery;
  }
  return readStored() ?? DEFAULT_LANG;
}

interface LanguageContextValue {
  lang: Lang;
  setLang(lang: Lang): void;
  t(key: MessageKey, params?: MessageParams): string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => initial ?? initialLanguage());

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const setLang = useCallback((next: Lang) => {
    store(next);
    setLangState(next);
    // Keep the address bar honest: a ?lang that contradicts the choice is updated.
    const url = new URL(window.location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.set("lang", next);
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    }
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({ lang, setLang, t: (key, params) => translate(lang, key, params) }),
    [lang, setLang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useI18n(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useI18n must be used inside <LanguageProvider>");
  return value;
}
