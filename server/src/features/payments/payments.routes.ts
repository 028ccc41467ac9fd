import { paths } from "@shared/routes";
import { Router, type Response } from "express";
import type { User } from "@shared/schema/index";
import {
  assessmentQuerySchema,
  createPaymentSchema,
  demoPaymentSchema,
  finalizePaymentSchema,
  quoteQuerySchema,
  visitorPriceQuerySchema,
  verifyPaymentSchema,
} from "@shared/validators/checkout";
import { validatePromoSchema } from "@shared/validators/promo-codes";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { rateLimit } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";

/**
 * Abuse limits of the money routes, per client address (15 minutes) and per assessment (one
 * hour): generous for a buyer who retries, tight for a script.
 */
const LIMITS = {
  createOrder: { ip: 30, assessment: 10 },
  finalize: { ip: 60, assessment: 30 },
  ret: { ip: 60, assessment: 20 },
  // Tight enough that guessing codes is pointless, loose enough for typos.
  promo: { ip: 20, assessment: 20, quoteIp: 60 },
} as const;
const IP_WINDOW = 15 * 60;
const ASSESSMENT_WINDOW = 60 * 60;

/** The signed-in user, if any (a seller buying through its own link is recognised by it). */
const buyerUserId = (res: Response): string | undefined => (res.locals.user as User | undefined)?.id;

export function paymentsRouter({ db, payments, publicConfig }: AppDeps): Router {
  const router = Router();

  router.get("/payment/config", async (_req, res) => {
    const snapshot = await publicConfig.get();
    res.set({ "Cache-Control": "no-cache", "Content-Type": "application/json; charset=utf-8", ETag: snapshot.etag });
    res.send(snapshot.body);
  });

  router.get("/payment/quote", async (req, res) => {
    const { assessment, promo } = parse(req, "query", quoteQuerySchema);
    // A quote with a code also tells whether the code works: limited too, looser (pages refetch it).
    if (promo) await rateLimit(db, `promo-quote:ip:${req.ip}`, LIMITS.promo.quoteIp, IP_WINDOW);
    res.json(await payments.quote(assessment, res.locals.referral, buyerUserId(res), promo || undefined));
  });

  router.get("/payment/price", async (req, res) => {
    const { assessment, promo } = parse(req, "query", visitorPriceQuerySchema);
    if (promo) await rateLimit(db, `promo-quote:ip:${req.ip}`, LIMITS.promo.quoteIp, IP_WINDOW);
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
    await rateLimit(db, `promo:ip:${req.ip}`, LIMITS.promo.ip, IP_WINDOW);
    const input = parse(req, "body", validatePromoSchema);
    await rateLimit(db, `promo:assessment:${input.assessmentId}`, LIMITS.promo.assessment, ASSESSMENT_WINDOW);
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

  router.post("/paypal/create-order", async (req, res) => {
    await rateLimit(db, `create-order:ip:${req.ip}`, LIMITS.createOrder.ip, IP_WINDOW);
    const input = parse(req, "body", createPaymentSchema);
    await rateLimit(
      db,
      `create-order:assessment:${input.assessmentId}`,
      LIMITS.createOrder.assessment,
      ASSESSMENT_WINDOW,
    );
    res.json(
      await payments.createPaypalOrder({
        ...input,
        lang: requestLang(req),
        referral: res.locals.referral,
        buyerUserId: buyerUserId(res),
      }),
    );
  });

  router.post("/payment/finalize", async (req, res) => {
    await rateLimit(db, `finalize:ip:${req.ip}`, LIMITS.finalize.ip, IP_WINDOW);
    const input = parse(req, "body", finalizePaymentSchema);
    await rateLimit(db, `finalize:assessment:${input.assessmentId}`, LIMITS.finalize.assessment, ASSESSMENT_WINDOW);
    const result = await payments.finalizePaypal({ ...input, lang: requestLang(req) });
    res.status(result.status === "pending" ? 202 : 200).json(result);
  });

  // PayPal sends the buyer back here; the page then calls /api/payment/finalize.
  router.get("/paypal/return", async (req, res) => {
    const assessment = typeof req.query.assessment === "string" ? req.query.assessment : "";
    await rateLimit(db, `return:ip:${req.ip}`, LIMITS.ret.ip, IP_WINDOW);
    if (/^[A-Za-z0-9_-]{1,64}$/.test(assessment))
      await rateLimit(db, `return:assessment:${assessment}`, LIMITS.ret.assessment, ASSESSMENT_WINDOW);
    const order = typeof req.query.token === "string" ? req.query.token : "";
    const lang = requestLang(req);
    res.redirect(303, paths.paymentSuccess(assessment, { order, lang }));
  });

  router.get("/paypal/cancel", async (req, res) => {
    const assessment = typeof req.query.assessment === "string" ? req.query.assessment : "";
    if (typeof req.query.token === "string" && /^[A-Za-z0-9-]{1,64}$/.test(req.query.token))
      await payments.cancelPaypal(req.query.token);
    res.redirect(303, paths.paymentSelection(assessment, { paypal: "cancelled", lang: requestLang(req) }));
  });

  router.post("/paypal/webhook", async (req, res) => {
    const event = req.body as Record<string, unknown>;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]),
    );
    const isObject = Boolean(event) && typeof event === "object" && !Array.isArray(event);
    // The exact text received is what PayPal verifies (kept by the JSON parser for this route).
    const raw = isObject ? ((req as typeof req & { rawBody?: string }).rawBody ?? "") : "";
    const result = await payments.handlePaypalWebhook(headers, raw, isObject ? event : {});
    res.json({ received: true, ...result });
  });

  router.post("/banco-popular/create-payment", async (req, res) => {
    await rateLimit(db, `create-payment:ip:${req.ip}`, LIMITS.createOrder.ip, IP_WINDOW);
    const input = parse(req, "body", createPaymentSchema);
    await rateLimit(
      db,
      `create-payment:assessment:${input.assessmentId}`,
      LIMITS.createOrder.assessment,
      ASSESSMENT_WINDOW,
    );
    res.json(
      await payments.createCardPayment({
        ...input,
        lang: requestLang(req),
        referral: res.locals.referral,
        buyerUserId: buyerUserId(res),
      }),
    );
  });

  router.get("/banco-popular/return", async (req, res) => {
    await rateLimit(db, `return:ip:${req.ip}`, LIMITS.ret.ip, IP_WINDOW);
    // One AZUL order belongs to one assessment.
    const order = req.query.OrderNumber ?? req.query.order;
    if (typeof order === "string" && /^[A-Za-z0-9]{1,15}$/.test(order))
      await rateLimit(db, `return:order:${order}`, LIMITS.ret.assessment, ASSESSMENT_WINDOW);
    const { redirect } = await payments.handleCardReturn(req.query as Record<string, unknown>);
    res.redirect(303, redirect);
  });

  router.post("/verify-payment", async (req, res) => {
    await rateLimit(db, `verify-payment:ip:${req.ip}`, 10, 15 * 60);
    const input = parse(req, "body", verifyPaymentSchema);
    await rateLimit(db, `verify-payment:assessment:${input.assessmentId}`, 10, 60 * 60);
    res.json(await payments.verifyAccessCode(input));
  });

  return router;
}
