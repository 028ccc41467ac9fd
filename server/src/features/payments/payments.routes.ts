import { Router, type Request, type Response } from "express";
import {
  assessmentQuerySchema,
  createPaymentSchema,
  type CheckoutMethod,
  demoPaymentSchema,
  quoteQuerySchema,
  visitorPriceQuerySchema,
  verifyPaymentSchema,
} from "@shared/validators/checkout";
import { validatePromoSchema } from "@shared/validators/promo-codes";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { parse } from "../../lib/validate";
import {
  ASSESSMENT_WINDOW,
  buyerUserId,
  IP_WINDOW,
  limitAddress,
  limitSubject,
  MONEY_LIMITS,
} from "./money-routes.limits";
import { paymentProviders, providerByPublicName } from "./payment-providers.registry";
import { methodUnavailableError } from "./payments.errors";
import type { CheckoutStart, PaymentProvider } from "./providers/payment-provider.model";

export function paymentsRouter(deps: AppDeps): Router {
  const { rateLimits, payments, publicConfig } = deps;
  const router = Router();

  router.get("/payment/config", async (_req, res) => {
    const snapshot = await publicConfig.get();
    res.set({ "Cache-Control": "no-cache", "Content-Type": "application/json; charset=utf-8", ETag: snapshot.etag });
    res.send(snapshot.body);
  });

  router.get("/payment/quote", async (req, res) => {
    const { assessment, promo } = parse(req, "query", quoteQuerySchema);
    // A quote with a code also tells whether the code works: limited too, looser (pages refetch it).
    if (promo) await rateLimits.limit(`promo-quote:ip:${req.ip}`, MONEY_LIMITS.promo.quoteIp, IP_WINDOW);
    res.json(await payments.quote(assessment, res.locals.referral, buyerUserId(res), promo || undefined));
  });

  router.get("/payment/price", async (req, res) => {
    const { assessment, promo } = parse(req, "query", visitorPriceQuerySchema);
    if (promo) await rateLimits.limit(`promo-quote:ip:${req.ip}`, MONEY_LIMITS.promo.quoteIp, IP_WINDOW);
    res.json(
      await payments.visitorPrice({
        assessmentId: assessment,
        referral: res.locals.referral,
        buyerUserId: buyerUserId(res),
        promoCode: promo || undefined,
      }),
    );
  });

  router.post("/payment/promo/validate", async (req, res) => {
    await rateLimits.limit(`promo:ip:${req.ip}`, MONEY_LIMITS.promo.ip, IP_WINDOW);
    const input = parse(req, "body", validatePromoSchema);
    await rateLimits.limit(`promo:assessment:${input.assessmentId}`, MONEY_LIMITS.promo.assessment, ASSESSMENT_WINDOW);
    res.json(
      await payments.validatePromo({
        ...input,
        lang: requestLang(req),
        referral: res.locals.referral,
        buyerUserId: buyerUserId(res),
      }),
    );
  });

  router.get("/payment/status", async (req, res) => {
    const { assessment } = parse(req, "query", assessmentQuerySchema);
    res.json(await payments.status(assessment));
  });

  router.post("/payment/demo", async (req, res) => {
    const input = parse(req, "body", demoPaymentSchema);
    res.json(await payments.demo(input.assessmentId));
  });

  /** Opens a payment with this provider at the server's price: what the browser does next (`kind`). */
  async function startCheckout(provider: PaymentProvider, req: Request, res: Response): Promise<CheckoutStart> {
    const { limitKey } = provider.checkout;
    await limitAddress(rateLimits, req, "createOrder", limitKey);
    const input = parse(req, "body", createPaymentSchema);
    await limitSubject(rateLimits, "createOrder", `${limitKey}:assessment`, input.assessmentId);
    return payments.startCheckout(provider.id, {
      ...input,
      lang: requestLang(req),
      referral: res.locals.referral,
      buyerUserId: buyerUserId(res),
    });
  }

  // One way to start paying, whatever the provider: the browser follows the start by its kind.
  router.post("/checkout/:method", async (req, res) => {
    const provider = providerByPublicName(req.params.method as CheckoutMethod);
    if (!provider) throw methodUnavailableError();
    res.json(await startCheckout(provider, req, res));
  });

  for (const provider of paymentProviders) {
    // The spec's own path for it (PayPal's create-order, Banco Popular's create-payment), in the spec's shape.
    router.post(provider.checkout.path, async (req, res) => {
      res.json(provider.checkout.alias(await startCheckout(provider, req, res)));
    });
    // Its own routes (return, notifications).
    router.use(provider.routes(deps));
  }

  router.post("/verify-payment", async (req, res) => {
    await rateLimits.limit(`verify-payment:ip:${req.ip}`, 10, 15 * 60);
    const input = parse(req, "body", verifyPaymentSchema);
    await rateLimits.limit(`verify-payment:assessment:${input.assessmentId}`, 10, 60 * 60);
    res.json(await payments.verifyAccessCode(input));
  });

  return router;
}
