/**
 * Who an email address reaches, for comparing people (a seller and a buyer): lower-cased, without a `+tag`,
 * and for providers that ignore dots in the local part (Gmail, whose googlemail.com is the same mailbox)
 * without those dots, googlemail.com read as gmail.com. "Sam.Seller+self@GoogleMail.com" and
 * "samseller@gmail.com" are one person. For comparison only: the address stored and written to stays as given.
 */
const DOTS_IGNORED = new Set(["gmail.com"]);
const SAME_MAILBOX: Record<string, string> = { "googlemail.com": "gmail.com" };

export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return address;
  const rawDomain = address.slice(at + 1);
  const domain = SAME_MAILBOX[rawDomain] ?? rawDomain;
  let local = address.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}

/** Whether two addresses reach the same person (see emailIdentity); an empty address matches nothing. */
export function sameEmailIdentity(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a?.trim() || !b?.trim()) return false;
  return emailIdentity(a) === emailIdentity(b);
}
