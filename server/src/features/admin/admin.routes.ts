import { Router } from "express";
import { accessCodesRequestSchema, adminPaymentConfigSchema } from "@shared/validators/admin";
import {
  adminPaymentsQuerySchema,
  adminRefundSchema,
  type AdminRefundResultDto,
} from "@shared/validators/admin-payments";
import { pageQuerySchema } from "@shared/validators/pagination";
import { z } from "@shared/validators/zod";
import type { User } from "@shared/schema/index";
import { createSellerSchema, updateSellerSchema } from "@shared/validators/sellers";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requestLang } from "../../lib/lang";
import { requireRole } from "../auth/sessions.service";
import { sellerNotFoundError } from "../sellers/sellers.errors";
import { parseSellerId } from "../sellers/sellers.service";
import { paymentNotFoundError } from "../payments/payments.errors";
import { promoNotFoundError } from "../promo-codes/promo-codes.errors";
import { createPromoCodeSchema, updatePromoCodeSchema } from "@shared/validators/promo-codes";

/** Everything under /api/admin: admins only (401 signed out, 403 other roles). */
export function adminRouter({
  publicConfig,
  payments,
  emails,
  admin,
  adminPayments,
  sellers,
  promoCodes,
  paymentConfig,
  accessCodes,
}: AppDeps): Router {
  const router = Router();
  router.use("/admin", requireRole("admin"));

  router.get("/admin/payment-config", async (_req, res) => {
    res.json(await admin.getConfig());
  });

  router.post("/admin/payment-config", async (req, res) => {
    const input = parse(req, "body", adminPaymentConfigSchema);
    const saved = await admin.saveConfig(input, (res.locals.user as User).id, requestLang(req));
    publicConfig.invalidate();
    res.json(saved);
  });

  // Report and welcome emails the worker gave up on, visible to the admin.
  router.get("/admin/emails/failed", async (req, res) => {
    res.json(await emails.listFailed(parse(req, "query", pageQuerySchema)));
  });

  router.get("/admin/payment-config/audit", async (req, res) => {
    res.json(await paymentConfig.audit(parse(req, "query", pageQuerySchema)));
  });

  router.post("/admin/access-codes", async (req, res) => {
    const input = parse(req, "body", accessCodesRequestSchema);
    res.status(201).json({
      codes: await accessCodes.create(input.count, input.email || undefined, (res.locals.user as User).id),
    });
  });

  router.get("/admin/access-codes", async (req, res) => {
    res.json(await accessCodes.list(parse(req, "query", pageQuerySchema)));
  });

  // Sellers and referrals.
  router.get("/admin/sellers", async (req, res) => {
    res.json(await sellers.list(parse(req, "query", pageQuerySchema)));
  });

  router.post("/admin/sellers", async (req, res) => {
    const input = parse(req, "body", createSellerSchema);
    res.status(201).json(await sellers.create(input));
  });

  router.patch("/admin/sellers/:sellerId", async (req, res) => {
    const id = parseSellerId(req.params.sellerId);
    const input = parse(req, "body", updateSellerSchema);
    const updated = await sellers.update(id, input);
    if (!updated) throw sellerNotFoundError();
    res.json(updated);
  });

  // Payments: search, references, delivery and downloads, refund eligibility; and refunds.
  router.get("/admin/payments", async (req, res) => {
    res.json(await adminPayments.list(parse(req, "query", adminPaymentsQuerySchema)));
  });

  router.post("/admin/payments/:paymentId/refund", async (req, res) => {
    const parsedId = z.uuid().safeParse(req.params.paymentId);
    if (!parsedId.success) throw paymentNotFoundError();
    const input = parse(req, "body", adminRefundSchema.optional()) ?? {};
    const result = await payments.refund(parsedId.data, input, (res.locals.user as User).id);
    const payment = await adminPayments.get(result.payment.id);
    if (!payment) throw paymentNotFoundError();
    const body: AdminRefundResultDto = { recorded: result.recorded, full: result.full, payment };
    res.status(result.recorded ? 201 : 200).json(body);
  });

  // Promo codes: created, listed, paused and edited by the admin; their uses are counted at fulfilment.
  router.get("/admin/promo-codes", async (_req, res) => {
    res.json({ codes: await promoCodes.list() });
  });

  router.post("/admin/promo-codes", async (req, res) => {
    const input = parse(req, "body", createPromoCodeSchema);
    res.status(201).json(await promoCodes.create(input, (res.locals.user as User).id));
  });

  router.patch("/admin/promo-codes/:promoCodeId", async (req, res) => {
    const parsedId = z.uuid().safeParse(req.params.promoCodeId);
    if (!parsedId.success) throw promoNotFoundError();
    const input = parse(req, "body", updatePromoCodeSchema);
    res.json(await promoCodes.update(parsedId.data, input));
  });

  router.get("/admin/referrals", async (req, res) => {
    res.json(await sellers.allReferrals(parse(req, "query", pageQuerySchema)));
  });

  return router;
}
