import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 signatures (base64url) for links that work without a session. */
export function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function verifySignature(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
