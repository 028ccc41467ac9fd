import type { MessageKey, MessageParams } from "@shared/i18n/client-catalog";
import type { Lang } from "@shared/i18n/lang";
import type { AdminMethodStatusDto, MethodMissing } from "@shared/validators/admin";
import type { CheckoutMethod } from "@shared/validators/checkout";

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** What the admin is told about one payment method: how it stands for customers, and why. */
export interface MethodStatusText {
  /** ok: customers can pay with it; blocked: switched on but unusable; off: switched off. */
  tone: "ok" | "blocked" | "off";
  headline: string;
  details: string[];
}

/** What is missing besides the credentials (filled in the Credentials tab): each is its own sentence. */
const NOTES: readonly MethodMissing[] = ["paypal_currency", "test_mode_off", "sandbox_not_served"];

const PAY: Record<CheckoutMethod, MessageKey> = {
  paypal: "adminPanel.methodStatus.pay.paypal",
  banco_popular: "adminPanel.methodStatus.pay.banco_popular",
};

/** The method's name as the switches name it. */
export const METHOD_LABEL: Record<CheckoutMethod, MessageKey> = {
  paypal: "adminPanel.methods.paypal",
  banco_popular: "adminPanel.methods.card",
};

function modeText(status: AdminMethodStatusDto, t: Translate): string | null {
  if (status.mode === "local_sandbox") return t("adminPanel.methodStatus.mode.local_sandbox");
  if (status.mode === "provider_test") return t("adminPanel.methodStatus.mode.provider_test");
  if (status.mode === "live")
    return t(
      status.id === "paypal"
        ? "adminPanel.methodStatus.mode.live.paypal"
        : "adminPanel.methodStatus.mode.live.banco_popular",
    );
  return null;
}

/** "Falta el Merchant ID, la clave secreta y la URL… (pestaña Credenciales)." and the notes, one sentence each. */
export function missingTexts(missing: readonly MethodMissing[], t: Translate, lang: Lang): string[] {
  const pieces = missing.filter((item) => !NOTES.includes(item));
  const notes = missing.filter((item) => NOTES.includes(item));
  const list = new Intl.ListFormat(lang, { type: "conjunction" }).format(
    pieces.map((item) => t(`adminPanel.missing.${item}` as MessageKey)),
  );
  return [
    ...(pieces.length > 0 ? [t("adminPanel.methodStatus.missing", { list })] : []),
    ...notes.map((item) => t(`adminPanel.missing.${item}` as MessageKey)),
  ];
}

/** The server's status of a method (the same decision /payment-selection follows), in words. */
export function describeMethod(status: AdminMethodStatusDto, t: Translate, lang: Lang): MethodStatusText {
  const how = t(PAY[status.id]);
  const mode = modeText(status, t);
  if (!status.enabled) {
    return {
      tone: "off",
      headline: t("adminPanel.methodStatus.off"),
      details:
        status.missing.length > 0
          ? [t("adminPanel.methodStatus.offMissing"), ...missingTexts(status.missing, t, lang)]
          : [t("adminPanel.methodStatus.offReady"), ...(mode ? [mode] : [])],
    };
  }
  if (status.available) {
    return { tone: "ok", headline: t("adminPanel.methodStatus.available", { how }), details: mode ? [mode] : [] };
  }
  return {
    tone: "blocked",
    headline: t("adminPanel.methodStatus.unavailable", { how }),
    details: missingTexts(status.missing, t, lang),
  };
}

/**
 * What the save confirmation must add: each switched-on method customers still cannot use (named, with what is
 * missing), and a warning when nothing at all can be paid with. Empty when everything switched on works.
 */
export function saveWarnings(
  methods: readonly AdminMethodStatusDto[],
  demoEnabled: boolean,
  t: Translate,
  lang: Lang,
): string[] {
  const blocked = methods
    .filter((method) => method.enabled && !method.available)
    .map((method) =>
      [
        t("adminPanel.saveWarningMethod", { method: t(METHOD_LABEL[method.id]) }),
        ...missingTexts(method.missing, t, lang),
      ].join(" "),
    );
  const none = !demoEnabled && methods.every((method) => !method.available);
  return [...blocked, ...(none ? [t("adminPanel.saveWarningNone")] : [])];
}
