/** The first word of a full name: all a share link (or a gift's payer) ever sees of it. */
export function firstNameOf(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? "";
  return first.slice(0, 40);
}
