import { Router } from "express";
import type { AppDeps } from "../../../../deps";
import { limitAddress, limitSubject } from "../../money-routes.limits";
import { AZUL_ORDER_NUMBER } from "./azul.client";

/** The card page's routes (AZUL, Banco Popular): AZUL's redirect back (its signed form comes from the checkout routes). */
export function cardRouter({ rateLimits, payments }: AppDeps): Router {
  const router = Router();

  router.get("/banco-popular/return", async (req, res) => {
    await limitAddress(rateLimits, req, "ret", "return");
    // One AZUL order belongs to one assessment.
    const order = req.query.OrderNumber ?? req.query.order;
    if (typeof order === "string" && AZUL_ORDER_NUMBER.test(order))
      await limitSubject(rateLimits, "ret", "return:order", order);
    const outcome = await payments.handleReturn("card", req.query as Record<string, unknown>);
    res.redirect(303, outcome.kind === "redirect" ? outcome.to : "/");
  });

  return router;
}
