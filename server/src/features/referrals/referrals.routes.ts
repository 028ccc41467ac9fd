import { Router, type RequestHandler } from "express";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { createError } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { setSessionCookie } from "../auth/sessions.service";

const referralNotFoundError = createError(404, "referral.not_found", "referral.notFound");

/** Loads the visitor's active referral (if any) into res.locals.referral for the quote and payments. */
export function loadReferral({ referrals: service }: AppDeps): RequestHandler {
  return async (_req, res, next) => {
    res.locals.referral = await service.active(res.locals.session?.referralId);
    next();
  };
}

export function referralsRouter({ rateLimits, referrals: service, sessions: store }: AppDeps): Router {
  const router = Router();

  /** ?ref=CODE: remembered in the visitor's session for 30 days. */
  router.get("/track-referral/:code", async (req, res) => {
    await rateLimits.limit(`track-referral:ip:${req.ip}`, 60, 60 * 60);
    const { code } = parse(
      req,
      "params",
      z.object({
        code: z
          .string()
          .trim()
          .min(1)
          .max(40)
          .regex(/^[A-Za-z0-9_-]+$/),
      }),
    );
    const seller = await service.findActiveSeller(code);
    if (!seller) throw referralNotFoundError();
    const session = res.locals.session as { referralId: string | null } | undefined;
    const currentSeller = session?.referralId ? await service.sellerOfReferral(session.referralId) : undefined;
    if (currentSeller !== seller.id) {
      const referralId = await service.createPending(seller.id);
      const token = res.locals.sessionToken as string | undefined;
      if (token) await store.update(token, { referralId });
      else setSessionCookie(req, res, (await store.create({ referralId })).token);
    }
    res.json({ sellerName: seller.name });
  });

  return router;
}
