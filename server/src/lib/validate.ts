import type { Request } from "express";
import type { z } from "zod";
import { catalog, translate, type MessageKey } from "@shared/i18n/catalog";
import { requestLang } from "./lang";
import { AppError } from "./errors";

const where = {
  body: { code: "validation.body", key: "api.invalidBody" },
  query: { code: "validation.query", key: "api.invalidQuery" },
  params: { code: "validation.params", key: "api.invalidParams" },
} as const;

function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalog.es, value);
}

/**
 * Parses one part of a request with a zod schema from `shared/validators`. On failure it throws a
 * 400 whose message is the first issue's message (zod messages in shared validators are catalog
 * keys, translated here) or the generic one, with every issue in `details`.
 */
export function parse<S extends z.ZodType>(req: Request, part: keyof typeof where, schema: S): z.infer<S> {
  const input = part === "body" ? req.body : part === "query" ? req.query : req.params;
  const result = schema.safeParse(input ?? (part === "body" ? undefined : {}));
  if (result.success) {
    // PostgreSQL cannot store U+0000 in text, nor an unpaired surrogate (JSON "\ud800") in json: refused here, not as a 500 later.
    if (holdsUnstorableText(result.data)) throw new AppError(400, where[part].code, where[part].key);
    return result.data;
  }
  const lang = requestLang(req);
  const details = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join(".") || part,
    message: isMessageKey(issue.message) ? translate(lang, issue.message) : issue.message,
  }));
  const first = result.error.issues.find((issue) => isMessageKey(issue.message));
  const messageKey = first && isMessageKey(first.message) ? first.message : where[part].key;
  throw new AppError(400, where[part].code, messageKey, undefined, details);
}

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.values(value).some((item) => holdsUnstorableText(item, depth + 1));
}
