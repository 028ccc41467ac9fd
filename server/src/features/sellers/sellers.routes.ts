import { Router, type Request, type Response } from "express";
import type { Seller, User } from "@shared/schema/index";
import { sellerReferralsQuerySchema } from "@shared/validators/sellers";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { forbiddenError } from "../../lib/errors";
import { requireRole, requireUser } from "../auth/sessions.service";
import { sellerNotFoundError } from "./sellers.errors";
import { parseSellerId, type SellersService } from "./sellers.service";

/**
 * The seller the request may see: its own user or an admin. Signed out is a
 * 401 (requireUser before this); an unknown id a 404; someone else's seller a 403.
 */
async function authorizedSeller(service: SellersService, req: Request, res: Response): Promise<Seller> {
  const user = res.locals.user as User;
  const seller = await service.find(parseSellerId(req.params.sellerId));
  if (!seller) throw sellerNotFoundError();
  if (user.role !== "admin" && seller.userId !== user.id) throw forbiddenError();
  return seller;
}

/** /api/seller/*: a seller's own dashboard data. */
export function sellersRouter({ sellers: service }: AppDeps): Router {
  const router = Router();

  /** /seller sends a signed-in seller to /seller-dashboard/{id}. */
  router.get("/seller/me", requireRole("seller", "admin"), async (_req, res) => {
    const seller = await service.findByUser((res.locals.user as User).id);
    if (!seller) throw sellerNotFoundError();
    res.json({ sellerId: seller.id });
  });

  router.get("/seller/:sellerId", requireUser, async (req, res) => {
    const seller = await authorizedSeller(service, req, res);
    res.json(await service.dashboard(seller));
  });

  router.get("/seller/:sellerId/referrals", requireUser, async (req, res) => {
    const seller = await authorizedSeller(service, req, res);
    res.json(await service.referralDtosOf(seller.id, parse(req, "query", sellerReferralsQuerySchema)));
  });

  return router;
}
