import type { Request } from "express";
import { toLang, type Lang } from "@shared/i18n/lang";
import { translate, type MessageKey, type MessageParams } from "@shared/i18n/catalog";

/** The language of a request: `?lang=en|es`, else a `lang` field in a JSON body, else Spanish. */
export function requestLang(req: Request): Lang {
  const fromQuery = typeof req.query?.lang === "string" ? req.query.lang : undefined;
  if (fromQuery === "en" || fromQuery === "es") return fromQuery;
  const body = req.body as unknown;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const fromBody = (body as Record<string, unknown>).lang;
    if (fromBody === "en" || fromBody === "es") return fromBody;
  }
  return toLang(undefined);
}

export function t(req: Request, key: MessageKey, params?: MessageParams): string {
  return translate(requestLang(req), key, params);
}
