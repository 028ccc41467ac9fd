import { Router } from "express";
import { createPaymentSchema } from "@shared/validators/checkout";
import type { AppDeps } from "../../../../deps";
import { requestLang } from "../../../../lib/lang";
import { parse } from "../../../../lib/validate";
import { buyerUserId, limitAddress, limitSubject } from "../../money-routes.limits";
import { AZUL_ORDER_NUMBER } from "./azul.client";

/** The card page's routes (AZUL, Banco Popular): a signed form to post, and AZUL's redirect back. */
export function cardRouter({ db, payments }: AppDeps): Router {
  const router = Router();

  router.post("/banco-popular/create-payment", async (req, res) => {
    await limitAddress(db, req, "createOrder", "create-payment");
    const input = parse(req, "body", createPaymentSchema);
    await limitSubject(db, "createOrder", "create-payment:assessment", input.assessmentId);
    const start = await payments.startCheckout("card", {
      ...input,
      lang: requestLang(req),
      referral: res.locals.referral,
      buyerUserId: buyerUserId(res),
    });
    if (start.kind !== "form") throw new Error("The card page starts with a form");
    const { kind: _kind, ...form } = start;
    res.json(form);
  });

  router.get("/banco-popular/return", async (req, res) => {
    await limitAddress(db, req, "ret", "return");
    // One AZUL order belongs to one assessment.
    const order = req.query.OrderNumber ?? req.query.order;
    if (typeof order === "string" && AZUL_ORDER_NUMBER.test(order))
      await limitSubject(db, "ret", "return:order", order);
    const outcome = await payments.handleReturn("card", req.query as Record<string, unknown>);
    res.redirect(303, outcome.kind === "redirect" ? outcome.to : "/");
  });

  return router;
}
