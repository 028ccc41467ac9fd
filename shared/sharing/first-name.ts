import { cleanText } from "../validators/text";

/**
 * The first word of a full name: all a share link (or a gift's payer) ever sees of it. Cleaned
 * first (a row stored before names were cleaned may hold control characters), at most 40
 * characters, never half an emoji.
 */
export function firstNameOf(fullName: string): string {
  const first = cleanText(fullName).split(" ")[0] ?? "";
  return Array.from(first).slice(0, 40).join("");
}
