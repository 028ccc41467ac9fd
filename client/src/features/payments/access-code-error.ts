import type { MessageKey } from "@shared/i18n/client-catalog";
import { ApiError } from "@/lib/api-client";

/** What the access-code portal says about a failed check: a title (only for a refused code) and the message. */
export interface AccessCodeError {
  title?: string;
  message: string;
}

/**
 * The server refused the code (400: unknown or used, or a field it does not accept): "Código
 * inválido" with its words; too many tries (429): its words; anything else: the check failed, try again.
 */
export function accessCodeError(error: unknown, t: (key: MessageKey) => string): AccessCodeError {
  if (error instanceof ApiError && error.status === 400)
    return { title: t("portal.invalidTitle"), message: error.message || t("portal.invalid") };
  if (error instanceof ApiError && error.status === 429) return { message: error.message };
  return { message: t("portal.networkError") };
}
