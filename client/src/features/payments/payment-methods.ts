import type { LucideIcon } from "lucide-react";
import CreditCard from "lucide-react/icons/credit-card";
import Wallet from "lucide-react/icons/wallet";
import { siAmericanexpress, siMastercard, siPaypal, siVisa, type SimpleIcon } from "simple-icons";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { CHECKOUT_METHODS, type CheckoutMethod } from "@shared/validators/checkout";
import type { PublicPaymentConfig } from "@shared/validators/payments";

/**
 * How the client shows one checkout method, one entry per method of `shared/checkout-providers.ts` (the typed
 * `Record` below asks for each): the server's provider registry decides which are on and their order. The
 * selection page, the checkout form, the order summary, the success page and the family gift form read the entry
 * and never the method's name.
 */
export interface MethodPresentation {
  title: MessageKey;
  body: MessageKey;
  continueLabel: MessageKey;
  /** The checkout's hint under the buyer's form, and its pay button. */
  tips: MessageKey;
  payLabel: MessageKey;
  icon: LucideIcon;
  /** The payment brands' own marks shown with it. */
  marks: readonly SimpleIcon[];
  /** Charged in the local currency: the card shows the local amount too. */
  showsLocalAmount: boolean;
  /** Its name on the family page's gift form (its choice and its pay button). */
  giftLabel: MessageKey;
  /**
   * What the buyer's return from the provider's page needs. `capture`: it carries the order the buyer approved,
   * which the page asks the server to capture (`POST /api/payment/finalize`, PayPal). `verified`: the server
   * verified the provider's answer before sending the buyer back (the card page's signed result): the page only
   * shows the payment's status.
   */
  onReturn: "capture" | "verified";
  /**
   * Its returns to the selection page when nothing was paid: the query parameter they carry (`?paypal=cancelled`,
   * `?card=declined&code=51`), which keeps the method chosen, and what the page says for each outcome it words;
   * `declinedReason` says a declined payment with the bank's verified code (`code`) in our own words.
   */
  back: {
    param: string;
    notices: Partial<Record<BackOutcome, MessageKey>>;
    declinedReason?: MessageKey;
  };
}

export type BackOutcome = "cancelled" | "declined" | "invalid";

export const METHOD_PRESENTATION: Record<CheckoutMethod, MethodPresentation> = {
  paypal: {
    title: "selection.paypal",
    body: "selection.paypalBody",
    continueLabel: "selection.continuePaypal",
    tips: "checkout.paypalTips",
    payLabel: "checkout.payPaypal",
    icon: Wallet,
    marks: [siPaypal],
    showsLocalAmount: false,
    giftLabel: "family.payPaypal",
    onReturn: "capture",
    back: { param: "paypal", notices: { cancelled: "selection.paypalCancelled" } },
  },
  banco_popular: {
    title: "selection.card",
    body: "selection.cardBrands",
    continueLabel: "selection.continueCard",
    tips: "checkout.cardTips",
    payLabel: "checkout.payCard",
    icon: CreditCard,
    marks: [siVisa, siMastercard, siAmericanexpress],
    showsLocalAmount: true,
    giftLabel: "family.payCard",
    onReturn: "verified",
    back: {
      param: "card",
      notices: {
        cancelled: "selection.cardCancelled",
        declined: "selection.cardDeclined",
        invalid: "selection.cardInvalid",
      },
      declinedReason: "selection.cardDeclinedReason",
    },
  },
};

/** The presentation of a method the client knows, or undefined (an unknown method in the address). */
export const presentationOf = (method: string): MethodPresentation | undefined =>
  method in METHOD_PRESENTATION ? METHOD_PRESENTATION[method as CheckoutMethod] : undefined;

/** The method the buyer came back from to the selection page (its `back.param` is in the address), if any. */
export const returnedMethod = (search: URLSearchParams): CheckoutMethod | undefined =>
  CHECKOUT_METHODS.find((method) => search.get(METHOD_PRESENTATION[method].back.param));

export interface CheckoutMethodView {
  id: CheckoutMethod;
  /** Can take a payment now (enabled and configured, or its local sandbox). */
  available: boolean;
  /** Goes to the local payment sandbox. */
  sandbox: boolean;
}

/** The checkout methods the administrator switched on, in the server's order (older servers: the spec's two flags). */
export function checkoutMethodsOf(config: PublicPaymentConfig | undefined): CheckoutMethodView[] {
  if (!config) return [];
  if (config.methods) {
    return config.methods
      .filter((method) => method.enabled && method.id in METHOD_PRESENTATION)
      .map(({ id, available, sandbox }) => ({ id, available, sandbox }));
  }
  const legacy: CheckoutMethodView[] = [];
  if (config.paypalEnabled)
    legacy.push({ id: "paypal", available: config.paypalAvailable !== false, sandbox: config.paypalSandbox === true });
  if (config.bancoPopularEnabled)
    legacy.push({
      id: "banco_popular",
      available: config.bancoPopularAvailable !== false,
      sandbox: config.bancoPopularSandbox === true,
    });
  return legacy;
}
