import type { MessageKey } from "@shared/i18n/client-catalog";
import { hasMessage } from "@/lib/i18n";

/** zod messages in shared validators are catalog keys; server details arrive already translated. */
export function isMessageKey(value: string): value is MessageKey {
  return hasMessage(value);
}
