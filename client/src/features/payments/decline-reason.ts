import type { MessageKey } from "@shared/i18n/client-catalog";

/**
 * The reasons a bank gives for a declined card, by ISO 8583 response code, in our own words. The
 * card return passes only the verified code; anything else in the address is ignored.
 */
const REASONS: Record<string, MessageKey> = {
  "05": "selection.decline.issuer",
  "41": "selection.decline.issuer",
  "43": "selection.decline.issuer",
  "14": "selection.decline.cardNumber",
  "51": "selection.decline.funds",
  "54": "selection.decline.expired",
  "57": "selection.decline.notPermitted",
  "62": "selection.decline.notPermitted",
  "61": "selection.decline.limit",
  "65": "selection.decline.limit",
  "91": "selection.decline.unavailable",
  "96": "selection.decline.unavailable",
  "08": "selection.decline.security",
  "99": "selection.decline.security",
};

/** The catalog text of a decline code, or undefined for an unknown one (the page then says it generically). */
export function declineReasonKey(code: string | null | undefined): MessageKey | undefined {
  return code && Object.hasOwn(REASONS, code) ? REASONS[code] : undefined;
}
