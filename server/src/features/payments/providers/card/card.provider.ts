import { paths } from "@shared/routes";
import { randomInt } from "node:crypto";
import { toCents } from "@shared/pricing";
import type { Payment } from "@shared/schema/index";
import type { PaymentsRepository } from "../../payments.repository";
import { isPayerPage, packReturn, payerReturn, testOf, type PaymentProvider } from "../payment-provider.model";
import { buildAzulForm, verifyAzulResponse } from "./azul.client";
import {
  cardCredentials,
  cardReadiness,
  cardSwitches,
  cardUsesSandbox,
  SANDBOX_AZUL_PATH,
  type CardTarget,
} from "./card-target.config";
import { cardRouter } from "./card.routes";

const ORDER_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** "QE" + 13 random letters and digits: 15 characters, AZUL's maximum; about 66 bits of randomness. */
export function newAzulOrderNumber(): string {
  let out = "QE";
  for (let i = 0; i < 13; i++) out += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return out;
}

/** PostgreSQL's unique_violation, as the driver raises it or as Drizzle wraps it (`cause`). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Gives a card payment its unique AZUL OrderNumber (a clash with an existing one is retried with a new number). */
async function assignOrderNumber(repo: PaymentsRepository, paymentId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const orderNumber = newAzulOrderNumber();
    try {
      await repo.update(paymentId, { providerOrderId: orderNumber });
      return orderNumber;
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The card page of Banco Popular (AZUL's hosted payment page): a form signed with our key, posted by the browser;
 * AZUL sends the buyer back with a signed result. Charged in the local currency. Called `card` inside the product
 * and `banco_popular` at the API boundary.
 */
export const cardProvider: PaymentProvider<CardTarget> = {
  id: "card",
  publicName: "banco_popular",
  earnsCommission: true,
  chargesLocalCurrency: true,
  switches: cardSwitches,
  sandbox: { path: SANDBOX_AZUL_PATH, active: cardUsesSandbox },
  checkout: {
    path: "/banco-popular/create-payment",
    limitKey: "create-payment",
    alias(start) {
      if (start.kind !== "form") throw new Error("The card page starts with a form");
      const { kind: _kind, ...form } = start;
      return form;
    },
  },
  // The browser posts the signed form to AZUL's page: production, contingency, test.
  csp: { formAction: ["https://pagos.azul.com.do", "https://contpagos.azul.com.do", "https://pruebas.azul.com.do"] },
  credentials: cardCredentials,
  secrets: {
    // What AZUL's signed redirect back carries.
    urlParams: ["AuthHash", "AuthorizationCode", "RRN", "CardNumber", "DataVaultToken", "Expiration"],
    jsonKeys: ["AuthHash", "AuthorizationCode", "RRN", "CardNumber", "maskedCard", "DataVaultToken"],
  },
  readiness: (row, config) => cardReadiness(row, config),
  routes: cardRouter,

  async startCheckout(ctx, { payment, quote, lang, gift }) {
    const orderNumber = await assignOrderNumber(ctx.repo, payment.id);
    const giftQuery = gift ? `&gift=${encodeURIComponent(gift.pagePath)}` : "";
    const returnBase = `${ctx.config.publicUrl}/api/banco-popular/return?lang=${lang}${giftQuery}`;
    const form = buildAzulForm({
      credentials: ctx.target,
      orderNumber,
      amountCents: toCents(quote.localAmount),
      approvedUrl: `${returnBase}&outcome=approved`,
      declinedUrl: `${returnBase}&outcome=declined`,
      cancelUrl: `${returnBase}&outcome=cancel&order=${orderNumber}`,
      locale: lang === "es" ? "ES" : "EN",
      // Our payment's own reference, never the assessment's id (a gift's payer posts this form too).
      customField1: gift
        ? { label: lang === "es" ? "Regalo" : "Gift", value: payment.id }
        : { label: lang === "es" ? "Referencia" : "Reference", value: payment.id },
    });
    return { kind: "form", ...form, orderId: orderNumber };
  },

  /**
   * AZUL's redirect back: every field in its documented format and the AuthHash verified with our key, IsoCode 00
   * and the Amount the one stored for that order. Answers where to send the browser.
   */
  async handleReturn(ctx, query) {
    const lang = query.lang === "en" ? "en" : "es";
    const outcome = typeof query.outcome === "string" ? query.outcome : "";
    // A gift's payer goes back to the parents' page, never to the test taker's pages; a pack's, to the
    // counsellor's panel.
    const giftPage = typeof query.gift === "string" ? query.gift : undefined;
    const giftBack = (payment: Payment, result: "done" | "failed" | "cancelled") =>
      (payment.payerEmail && giftPage && isPayerPage(giftPage, payment)
        ? payerReturn(giftPage, payment, result, lang)
        : undefined) ?? packReturn(payment, result, lang);
    const redirect = (to: string) => ({ kind: "redirect" as const, to });
    if (outcome === "cancel") {
      const order = typeof query.order === "string" ? query.order : "";
      const payment = order ? await ctx.repo.findByProviderOrder("card", order) : undefined;
      if (payment?.status === "pending") await ctx.repo.markFailed(payment.id, "cancelled_by_buyer");
      return redirect(
        payment
          ? (giftBack(payment, "cancelled") ?? paths.paymentSelection(testOf(payment), { card: "cancelled", lang }))
          : `/?lang=${lang}`,
      );
    }
    if (!ctx.target) return redirect(`/?lang=${lang}`);
    const result = verifyAzulResponse(query, ctx.target.authKey);
    const payment = result.orderNumber ? await ctx.repo.findByProviderOrder("card", result.orderNumber) : undefined;
    if (!payment) return redirect(`/?lang=${lang}`);
    const back = packReturn(payment, "failed", lang) ?? paths.paymentSelection(testOf(payment), { lang });
    if (!result.hashValid) {
      ctx.logger.warn({ paymentId: payment.id }, "card return with an invalid AuthHash");
      return redirect(giftBack(payment, "failed") ?? `${back}&card=invalid`);
    }
    if (
      result.amountCents === null ||
      payment.localAmount === null ||
      result.amountCents !== toCents(payment.localAmount)
    ) {
      ctx.logger.error(
        { paymentId: payment.id, amount: result.amountCents },
        "card return amount does not match the payment",
      );
      await ctx.repo.markDeclined(payment.id, "amount_mismatch", result.isoCode);
      return redirect(giftBack(payment, "failed") ?? `${back}&card=invalid`);
    }
    if (!result.approved) {
      const reason = result.errorDescription || result.responseMessage || result.isoCode;
      await ctx.repo.markDeclined(payment.id, `declined:${reason}`.slice(0, 200), result.isoCode);
      // Only the verified ISO code travels: the page shows our own text for it, never the bank's words from a URL.
      const code = /^\d{2}$/.test(result.isoCode) ? `&code=${result.isoCode}` : "";
      return redirect(giftBack(payment, "failed") ?? `${back}&card=declined${code}`);
    }
    await ctx.useCases.fulfil(payment.id, {
      captureId: result.azulOrderId || null,
      authorizationCode: result.authorizationCode || null,
      rrn: result.rrn || null,
      maskedCard: result.maskedCard || null,
      providerStatus: result.isoCode,
    });
    return redirect(
      giftBack(payment, "done") ??
        paths.paymentSuccess(testOf(payment), {
          order: payment.providerOrderId ?? "",
          method: cardProvider.publicName,
          lang,
        }),
    );
  },

  /** The hosted page has no server-to-server notification: the signed return is the only word AZUL sends. */
  handleNotification: () => Promise.resolve({ handled: false }),

  /**
   * AZUL's refund web services are not configured in this product: the admin refunds in AZUL's portal and this
   * records it with the note (the key is the payment and the state it refunds, so a doubled request records once).
   */
  refund: (ctx, payment, { value, note, adminId }) =>
    ctx.useCases.applyRefund({
      paymentId: payment.id,
      providerRefundId: `recorded:${payment.refundedAmount}:${value}`,
      amount: value,
      currency: payment.currency,
      kind: "refund",
      source: "admin",
      providerStatus: "REFUNDED_IN_AZUL_PORTAL",
      note,
      adminId,
    }),
};
