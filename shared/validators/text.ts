import { z } from "./zod";

/** Tab, line feed, vertical tab, form feed, carriage return and NEL: a break between words, kept as one space. */
const BREAKS = /[\t\n\u000b\u000c\r\u0085\u2028\u2029]/g;
/**
 * Characters no name or note needs, removed: the other C0 controls (NUL, BEL, ESC...), DEL and the
 * other C1 controls (U+0080-U+009F); the bidi embedding and override controls (U+202A-U+202E) and
 * the isolates (U+2066-U+2069), which would reorder the text around the name wherever it is shown;
 * and unpaired surrogates (half an emoji, which no database or font takes). The left-to-right and
 * right-to-left marks (U+200E, U+200F, U+061C) stay: they are how right-to-left names are written.
 */
const UNWANTED =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The one cleaning of text a person typed (a name, a note): Unicode NFC (an accent typed as a
 * separate mark becomes the accented letter), breaks as spaces, control and bidi-override
 * characters removed, runs of spaces as one, trimmed. Also used where a stored row is drawn
 * (share page and picture, PDF, emails), for rows stored before it existed.
 */
export function cleanText(value: string): string {
  return value.replace(BREAKS, " ").replace(UNWANTED, "").normalize("NFC").replace(/ {2,}/g, " ").trim();
}

/**
 * A free-text field (a person's name, a note): a string cleaned by `cleanText` before its length
 * rules run. Every such field of the shared validators starts here.
 */
export const freeText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText);
