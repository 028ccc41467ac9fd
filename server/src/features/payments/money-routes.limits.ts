import type { Request, Response } from "express";
import type { User } from "@shared/schema/index";
import type { RateLimits } from "../../lib/rate-limit";

/**
 * Abuse limits of the money routes, per client address (15 minutes) and per assessment or order (one hour):
 * generous for a buyer who retries, tight for a script.
 */
export const MONEY_LIMITS = {
  createOrder: { ip: 30, assessment: 10 },
  finalize: { ip: 60, assessment: 30 },
  ret: { ip: 60, assessment: 20 },
  // Tight enough that guessing codes is pointless, loose enough for typos.
  promo: { ip: 20, assessment: 20, quoteIp: 60 },
} as const;
export const IP_WINDOW = 15 * 60;
export const ASSESSMENT_WINDOW = 60 * 60;

type Kind = "createOrder" | "finalize" | "ret";

/** Counts one request of this kind from this address (before the body is even read). */
export const limitAddress = (limits: Pick<RateLimits, "limit">, req: Request, kind: Kind, prefix: string) =>
  limits.limit(`${prefix}:ip:${req.ip}`, MONEY_LIMITS[kind].ip, IP_WINDOW);

/** Counts one request of this kind for this assessment (or card order). */
export const limitSubject = (limits: Pick<RateLimits, "limit">, kind: Kind, prefix: string, subject: string) =>
  limits.limit(`${prefix}:${subject}`, MONEY_LIMITS[kind].assessment, ASSESSMENT_WINDOW);

/**
 * PayPal's notifications, per client address and then in total, in one-minute windows: counted before the
 * notification is read further, so a flood never turns into calls to PayPal's verify-webhook-signature.
 */
export async function limitWebhook(
  rateLimits: Pick<RateLimits, "limit">,
  req: Request,
  limits: { perAddress: number; total: number },
  prefix: string,
): Promise<void> {
  await rateLimits.limit(`${prefix}:ip:${req.ip}`, limits.perAddress, WEBHOOK_WINDOW);
  await rateLimits.limit(`${prefix}:all`, limits.total, WEBHOOK_WINDOW);
}
export const WEBHOOK_WINDOW = 60;

/** The signed-in user, if any (a seller buying through its own link is recognised by it). */
export const buyerUserId = (res: Response): string | undefined => (res.locals.user as User | undefined)?.id;
