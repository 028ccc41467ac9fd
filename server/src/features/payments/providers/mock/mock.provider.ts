import { createHmac, timingSafeEqual } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import { paths } from "@shared/routes";
import type { AppDeps } from "../../../../deps";
import {
  finalizeResult,
  packReturn,
  ready,
  testOf,
  type PaymentProvider,
  type ProviderContext,
} from "../payment-provider.model";

/**
 * A small provider that takes no money, behind the same interface as PayPal and the card page: the contract suite
 * (`../provider-contract.test.ts`) runs against it beside them, and docs/how-to/add-a-provider.md walks through it.
 * It is in no registry: nothing sells through it. Its "payment page" is a signed answer: the buyer comes back with
 * `order`, `outcome` and `signature` = HMAC-SHA256(key, `${order}|${outcome}`); its notification is a JSON body
 * signed the same way over its exact bytes (header `x-mock-signature`).
 */
export interface MockTarget {
  local: boolean;
  key: string;
}

/** The only key it signs with (a real provider's comes from the admin's credentials or its sandbox). */
export const MOCK_KEY = "mock-provider-key";

export const mockSignature = (key: string, text: string): string =>
  createHmac("sha256", key).update(text, "utf8").digest("hex");

function signedBy(key: string, text: string, signature: unknown): boolean {
  const expected = Buffer.from(mockSignature(key, text));
  const given = Buffer.from(typeof signature === "string" ? signature : "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

async function fulfilOrder(ctx: ProviderContext<MockTarget | null>, order: string) {
  const payment = order ? await ctx.repo.findByProviderOrder("mock", order) : undefined;
  if (!payment) return undefined;
  await ctx.useCases.fulfil(payment.id, { captureId: order, providerStatus: "APPROVED" });
  return (await ctx.repo.findById(payment.id))!;
}

export const mockProvider: PaymentProvider<MockTarget, "mock", "mock"> = {
  id: "mock",
  publicName: "mock",
  earnsCommission: false,
  chargesLocalCurrency: false,
  switches: {
    // (in no registry, so never in the admin's form: the card's texts stand in)
    enabled: {
      apiName: "mockEnabled",
      default: true,
      label: "adminPanel.methods.card",
      hint: "adminPanel.methods.cardHint",
    },
    testMode: {
      apiName: "mockTestMode",
      default: true,
      label: "adminPanel.methods.cardTestMode",
      hint: "adminPanel.methods.cardTestModeHint",
    },
  },
  sandbox: { path: "/sandbox/mock", active: () => false },
  checkout: { path: "/mock/create", limitKey: "mock-create", alias: (start) => start },
  webhook: { path: "/mock/webhook", rawBody: true },
  csp: { formAction: ["https://pay.mock.example"] },
  credentials: { schema: z.object({}), title: "adminPanel.credentials.note", fields: [] },
  secrets: { urlParams: ["signature"], jsonKeys: ["signature"] },
  readiness: () => ready({ local: true, key: MOCK_KEY }, "local_sandbox"),

  routes({ payments }: AppDeps) {
    const router = Router();
    router.get("/mock/return", async (req, res) => {
      const outcome = await payments.handleReturn("mock", req.query as Record<string, unknown>);
      res.redirect(303, outcome.kind === "redirect" ? outcome.to : "/");
    });
    router.post("/mock/webhook", async (req, res) => {
      const rawBody = (req as typeof req & { rawBody?: string }).rawBody ?? "";
      const headers = { "x-mock-signature": req.get("x-mock-signature") };
      res.json(
        await payments.handleNotification("mock", { headers, rawBody, event: req.body as Record<string, unknown> }),
      );
    });
    return router;
  },

  async startCheckout(ctx, { payment, lang }) {
    const order = `MOCK-${payment.id}`;
    await ctx.repo.update(payment.id, { providerOrderId: order });
    return { kind: "redirect", url: `https://pay.mock.example/pay?order=${order}&lang=${lang}`, orderId: order };
  },

  async handleReturn(ctx, input) {
    const order = text(input.order);
    const outcome = text(input.outcome);
    const lang = input.lang === "en" ? "en" : "es";
    if (!ctx.target || !signedBy(ctx.target.key, `${order}|${outcome}`, input.signature))
      return { kind: "redirect", to: `/?lang=${lang}` };
    const pending = await ctx.repo.findByProviderOrder("mock", order);
    if (!pending) return { kind: "redirect", to: `/?lang=${lang}` };
    if (outcome !== "approved") {
      if (pending.status === "pending") await ctx.repo.markDeclined(pending.id, "declined", outcome);
      return {
        kind: "redirect",
        to: packReturn(pending, "failed", lang) ?? paths.paymentSelection(testOf(pending), { lang }),
      };
    }
    const payment = (await fulfilOrder(ctx, order))!;
    return {
      kind: "result",
      result: finalizeResult(payment, "completed", true),
      redirectUrl:
        packReturn(payment, "done", lang) ?? paths.paymentSuccess(testOf(payment), { order, method: "mock", lang }),
    };
  },

  async handleNotification(ctx, { headers, rawBody, event }) {
    if (!ctx.target || !signedBy(ctx.target.key, rawBody, headers["x-mock-signature"])) {
      ctx.logger.warn("mock notification with an invalid signature");
      return { handled: false };
    }
    if (event.status !== "paid") return { handled: false };
    return { handled: (await fulfilOrder(ctx, text(event.order))) !== undefined };
  },

  refund: (ctx, payment, { value, note, adminId }) =>
    ctx.useCases.applyRefund({
      paymentId: payment.id,
      providerRefundId: `mock:${payment.refundedAmount}:${value}`,
      amount: value,
      currency: payment.currency,
      kind: "refund",
      source: "admin",
      providerStatus: "REFUNDED",
      note,
      adminId,
    }),
};
