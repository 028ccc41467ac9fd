import { catalog, type MessageKey } from "@shared/i18n/catalog";

/** zod messages in shared validators are catalog keys; server details arrive already translated. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalog.es, value);
}
