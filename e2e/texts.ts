import { catalog as serverCatalog, type MessageKey as ServerKey } from "../shared/i18n/catalog";
import { catalog as clientCatalog } from "../shared/i18n/client-catalog";
import { fillPlaceholders } from "../shared/i18n/define";
import type { Lang } from "../shared/i18n/lang";

/**
 * The texts the specs look for, read from the message catalog instead of written out again: a
 * change of wording in shared/i18n then needs no change here. `t` reads the slices the SPA ships
 * (client-catalog.ts), so a spec cannot look on a page for a text the browser never has;
 * `serverText` reads the whole catalog, for what the server writes (its messages, emails, the PDF,
 * the data it words); the patterns and parts of a text below read the whole catalog too.
 * A spec that passes a catalog text as a literal to a locator or an assertion fails
 * scripts/e2e-texts.test.ts.
 */

export type { Lang };
export type ClientKey = keyof typeof clientCatalog.es;
export type { ServerKey };
export type Params = Record<string, string | number>;

function fill(template: string | undefined, lang: Lang, key: string, params?: Params): string {
  if (template === undefined) throw new Error(`no text for ${key} in ${lang}`);
  const text = fillPlaceholders(template, params);
  const unfilled = /\{(\w+)\}/.exec(text);
  if (unfilled) throw new Error(`${lang}:${key} needs a value for {${unfilled[1]}}`);
  return text;
}

/** The SPA's text for `key` in `lang`, placeholders filled with `params` (each one must be given). */
export function t(lang: Lang, key: ClientKey, params?: Params): string {
  return fill(clientCatalog[lang][key], lang, key, params);
}

/** The server's text for `key` in `lang` (emails, the PDF, the API's messages), placeholders filled. */
export function serverText(lang: Lang, key: ServerKey, params?: Params): string {
  return fill(serverCatalog[lang][key], lang, key, params);
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The catalog's text for `key` as a regular expression: the text, escaped, with each placeholder given
 * in `params` filled (a RegExp value goes in as a pattern) and any other matching any text.
 * `exact` anchors it at both ends; `start` only at the start.
 */
export function textPattern(
  lang: Lang,
  key: ServerKey,
  {
    params = {},
    exact = false,
    start = false,
    flags = "",
  }: { params?: Record<string, string | number | RegExp>; exact?: boolean; start?: boolean; flags?: string } = {},
): RegExp {
  const template = serverCatalog[lang][key];
  if (template === undefined) throw new Error(`no text for ${key} in ${lang}`);
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      if (!Object.prototype.hasOwnProperty.call(params, name)) return ".+?";
      const value = params[name]!;
      return value instanceof RegExp ? `(?:${value.source})` : escapeRegExp(String(value));
    })
    .join("");
  return new RegExp(`${exact || start ? "^" : ""}${source}${exact ? "$" : ""}`, flags);
}

/** The text of `key` before its first placeholder (for a check on the fixed start of a sentence). */
export function textBefore(lang: Lang, key: ServerKey): string {
  const template = serverCatalog[lang][key];
  if (template === undefined) throw new Error(`no text for ${key} in ${lang}`);
  const at = template.indexOf("{");
  if (at <= 0) throw new Error(`${lang}:${key} has no placeholder after its start`);
  return template.slice(0, at).trimEnd();
}

/** Any one of the catalog's texts for `keys`, as a regular expression (`exact`: the whole text is one of them). */
export function oneOfTexts(lang: Lang, keys: ServerKey[], { exact = false }: { exact?: boolean } = {}): RegExp {
  const choices = keys.map((key) => escapeRegExp(serverText(lang, key))).join("|");
  return new RegExp(exact ? `^(?:${choices})$` : choices);
}

/** The text of `key` after its last placeholder (for a check on the fixed end of a sentence). */
export function textAfter(lang: Lang, key: ServerKey): string {
  const template = serverCatalog[lang][key];
  if (template === undefined) throw new Error(`no text for ${key} in ${lang}`);
  const at = template.lastIndexOf("}");
  if (at < 0 || at === template.length - 1) throw new Error(`${lang}:${key} has no placeholder before its end`);
  return template.slice(at + 1).trimStart();
}

/**
 * A loading line in either language ('Cargando...', 'Cargando preguntas...', 'Loading payments...'):
 * it starts with the catalog's loading word.
 */
export const LOADING_LINE = new RegExp(
  `^(${(["es", "en"] as const).map((lang) => escapeRegExp(t(lang, "app.loading").replace(/\.+$/, ""))).join("|")})`,
);
