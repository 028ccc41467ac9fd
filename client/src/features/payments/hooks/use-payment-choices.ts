import type { LucideIcon } from "lucide-react";
import FlaskConical from "lucide-react/icons/flask-conical";
import type { SimpleIcon } from "simple-icons";
import type { CheckoutMethod } from "@shared/validators/checkout";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import { useI18n } from "@/lib/i18n";
import { checkoutMethodsOf, METHOD_PRESENTATION } from "../payment-methods";

export type PaymentChoice = CheckoutMethod | "demo";

export interface PaymentChoiceCard {
  title: string;
  icon: LucideIcon;
  body: string;
  badges: string[];
  available: boolean;
  continueLabel: string;
  showsLocalAmount: boolean;
  marks: readonly SimpleIcon[];
}

/**
 * The ways to pay, as the selection page offers them: the server's provider registry decides which
 * methods exist and their order; demo comes last while it is on.
 */
export function usePaymentChoices(config: PublicPaymentConfig | undefined) {
  const { t } = useI18n();
  const checkoutMethods = checkoutMethodsOf(config);
  const methods: PaymentChoice[] = [
    ...checkoutMethods.map((method) => method.id),
    ...(config?.demoEnabled ? ["demo" as const] : []),
  ];
  const cards: Partial<Record<PaymentChoice, PaymentChoiceCard>> = Object.fromEntries(
    checkoutMethods.map((method) => {
      const look = METHOD_PRESENTATION[method.id];
      const card: PaymentChoiceCard = {
        title: t(look.title),
        icon: look.icon,
        body: t(look.body),
        // one badge that says the money is not real: the local sandbox's, or PayPal's own test mode
        badges: method.sandbox
          ? [t("selection.localSandbox")]
          : method.id === "paypal" && config?.paypalTestMode
            ? [t("selection.testMode")]
            : [],
        available: method.available,
        continueLabel: t(look.continueLabel),
        showsLocalAmount: look.showsLocalAmount,
        marks: look.marks,
      };
      return [method.id, card];
    }),
  );
  cards.demo = {
    title: t("selection.demo"),
    icon: FlaskConical,
    body: t("selection.demoBody"),
    badges: [t("selection.demoOnly")],
    available: true,
    continueLabel: t("selection.continueDemo"),
    showsLocalAmount: false,
    marks: [],
  };
  return { methods, cards };
}
