import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { MessageKey, MessageParams } from "@shared/i18n/client-catalog";
import { landingMessages } from "@shared/i18n/landing-messages";
import { DEFAULT_LANG, isLang, type Lang } from "@shared/i18n/lang";
import { fillPlaceholders } from "@shared/i18n/define";

export const LANGUAGE_STORAGE_KEY = "app-language";

/**
 * The browser's message tables. The landing page's and the shell's messages come with the first
 * script (both languages); the rest of the catalog is one chunk per language, loaded once the app
 * runs and awaited before any other page renders (see `lazyPage` in app/routes.tsx).
 */
const tables: Record<Lang, Record<string, string>> = { es: { ...landingMessages.es }, en: { ...landingMessages.en } };
const loading: Partial<Record<Lang, Promise<void>>> = {};
const loaded: Record<Lang, boolean> = { es: false, en: false };
let current: Lang | undefined;
/** Set when a text was asked for before its chunk arrived (it then shows again once it is there). */
let missed = false;

/** Loads the whole catalog of `lang` (once). */
export function loadMessages(lang: Lang): Promise<void> {
  loading[lang] ??= (
    lang === "en"
      ? import("@shared/i18n/client-messages-en").then((m) => m.messagesEn)
      : import("@shared/i18n/client-messages-es").then((m) => m.messagesEs)
  ).then(
    (messages) => {
      Object.assign(tables[lang], messages);
      loaded[lang] = true;
    },
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}

/** The language the app shows now (for code outside React, such as route loaders). */
export function currentLanguage(): Lang {
  current ??= typeof window === "undefined" ? DEFAULT_LANG : initialLanguage();
  return current;
}

/** Whether `key` is a message key (zod messages of the shared validators are keys). */
export function hasMessage(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(tables.es, key) || Object.prototype.hasOwnProperty.call(tables.en, key);
}

/** Translates `key` into `lang`, replacing `{name}` placeholders with `params`. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = tables[lang][key] ?? tables.es[key];
  if (template === undefined) {
    missed = true;
    return key;
  }
  return fillPlaceholders(template, params);
}

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
  const [lang, setLangState] = useState<Lang>(() => {
    if (initial) current = initial;
    return currentLanguage();
  });
  // bumped when a catalog chunk arrives, so texts rendered before it are rendered again
  const [version, setVersion] = useState(0);

  useEffect(() => {
    document.documentElement.lang = lang;
    if (loaded[lang]) return;
    loadMessages(lang).then(
      () => {
        // re-render only if something was shown before its text was there (the landing page never is)
        if (missed) {
          missed = false;
          setVersion((v) => v + 1);
        }
      },
      () => {},
    );
  }, [lang]);

  const setLang = useCallback((next: Lang) => {
    store(next);
    const apply = () => {
      current = next;
      setLangState(next);
      // Keep the address bar honest: a ?lang that contradicts the choice is updated.
      const url = new URL(window.location.href);
      if (url.searchParams.has("lang")) {
        url.searchParams.set("lang", next);
        window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
      }
    };
    // switch once the other language's texts are there (offline without them: switch anyway)
    loadMessages(next).then(apply, apply);
  }, []);

  // `version` changes when a language's texts arrive: a new value makes every reader translate again.
  const value = useMemo<LanguageContextValue>(
    () => ({ lang, setLang, t: (key, params) => translate(lang, key, params) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependency is the point, not an oversight
    [lang, setLang, version],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useI18n(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useI18n must be used inside <LanguageProvider>");
  return value;
}
