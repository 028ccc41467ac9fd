import type { Request, Response } from "express";
import type { User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { rateLimit } from "../../lib/rate-limit";

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
export const limitAddress = (db: Db, req: Request, kind: Kind, prefix: string) =>
  rateLimit(db, `${prefix}:ip:${req.ip}`, MONEY_LIMITS[kind].ip, IP_WINDOW);

/** Counts one request of this kind for this assessment (or card order). */
export const limitSubject = (db: Db, kind: Kind, prefix: string, subject: string) =>
  rateLimit(db, `${prefix}:${subject}`, MONEY_LIMITS[kind].assessment, ASSESSMENT_WINDOW);

/**
 * PayPal's notifications, per client address and then in total, in one-minute windows: counted before the
 * notification is read further, so a flood never turns into calls to PayPal's verify-webhook-signature.
 */
export async function limitWebhook(
  db: Db,
  req: Request,
  limits: { perAddress: number; total: number },
  prefix: string,
): Promise<void> {
  await rateLimit(db, `${prefix}:ip:${req.ip}`, limits.perAddress, WEBHOOK_WINDOW);
  await rateLimit(db, `${prefix}:all`, limits.total, WEBHOOK_WINDOW);
}
export const WEBHOOK_WINDOW = 60;

/** The signed-in user, if any (a seller buying through its own link is recognised by it). */
export const buyerUserId = (res: Response): string | undefined => (res.locals.user as User | undefined)?.id;
