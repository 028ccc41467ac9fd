import { Router } from "express";
import { assessmentRef } from "@shared/validators/checkout";
import { z } from "@shared/validators/zod";
import type { AppDeps } from "../../../../deps";
import { requestLang } from "../../../../lib/lang";
import { parse } from "../../../../lib/validate";
import { limitAddress, limitSubject, limitWebhook } from "../../money-routes.limits";

/** POST /api/payment/finalize: the PayPal order the buyer approved, to capture (`source` is the spec's, always PayPal). */
const finalizePaymentSchema = z.object({
  assessmentId: assessmentRef,
  orderId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/),
  source: z.literal("paypal").default("paypal"),
});

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const query = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * PayPal's routes: finalize after approval, the return and cancel pages, the webhook (its create-order is the
 * payments router's checkout alias, from the declaration).
 */
export function paypalRouter({ rateLimits, payments, config }: AppDeps): Router {
  const router = Router();

  // The success page calls this after PayPal sent the buyer back: capture, verify, fulfil.
  router.post("/payment/finalize", async (req, res) => {
    await limitAddress(rateLimits, req, "finalize", "finalize");
    const input = parse(req, "body", finalizePaymentSchema);
    await limitSubject(rateLimits, "finalize", "finalize:assessment", input.assessmentId);
    const result = await payments.finalize("paypal", { ...input, lang: requestLang(req) });
    res.status(result.status === "pending" ? 202 : 200).json(result);
  });

  // PayPal sends the buyer back here (`payment` is our payment's reference, `token` PayPal's order id); our own
  // success page, for the payment's assessment, then calls /api/payment/finalize.
  router.get("/paypal/return", async (req, res) => {
    await limitAddress(rateLimits, req, "ret", "return");
    const payment = query(req.query.payment);
    const token = query(req.query.token);
    if (REFERENCE.test(payment)) await limitSubject(rateLimits, "ret", "return:payment", payment);
    else if (REFERENCE.test(token)) await limitSubject(rateLimits, "ret", "return:order", token);
    const outcome = await payments.handleReturn("paypal", {
      outcome: "back",
      paymentId: payment,
      orderId: token,
      lang: requestLang(req),
    });
    res.redirect(303, outcome.kind === "redirect" ? outcome.to : "/");
  });

  router.get("/paypal/cancel", async (req, res) => {
    const outcome = await payments.handleReturn("paypal", {
      outcome: "cancel",
      paymentId: query(req.query.payment),
      orderId: query(req.query.token),
      lang: requestLang(req),
    });
    res.redirect(303, outcome.kind === "redirect" ? outcome.to : "/");
  });

  router.post("/paypal/webhook", async (req, res) => {
    // Each notification costs a call to PayPal's verification: limited before it.
    await limitWebhook(rateLimits, req, config.paypalWebhookLimits, "paypal-webhook");
    const event = req.body as Record<string, unknown>;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]),
    );
    const isObject = Boolean(event) && typeof event === "object" && !Array.isArray(event);
    // The exact text received is what PayPal verifies (kept by the JSON parser for this route).
    const rawBody = isObject ? ((req as typeof req & { rawBody?: string }).rawBody ?? "") : "";
    const result = await payments.handleNotification("paypal", { headers, rawBody, event: isObject ? event : {} });
    res.json({ received: true, ...result });
  });

  return router;
}
