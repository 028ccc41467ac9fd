import { useEffect, useRef, useState } from "react";
import type { CheckoutMethod, PayerFinalizeResponse } from "@shared/validators/checkout";
import { leavePage } from "@/lib/leave-page";

/** How a payer's page ends up after paying: still being confirmed, done, cancelled, failed, or nothing to say. */
export type PayerOutcome = "finalizing" | "done" | "cancelled" | "failed" | null;

/** Per method, whether its return carries an order to capture here (PayPal) or an outcome the server verified (card). */
type ReturnKinds = Readonly<Record<CheckoutMethod, { onReturn: "capture" | "verified" }>>;

/**
 * What the payment's return left in the address, under `param` (`gift` on a parents' page, `pack` on the
 * counsellor's panel): the method whose return carries an order to capture (`?gift=paypal&token=ORDER`), the
 * outcome the server verified (`=done`, `=failed`), or `=cancelled`.
 */
function returnedFromPaying(param: string): { value: string | null; orderId: string | null } {
  if (typeof window === "undefined") return { value: null, orderId: null };
  const params = new URLSearchParams(window.location.search);
  return { value: params.get(param), orderId: params.get("token") };
}

const capturesOrder = (kinds: ReturnKinds, value: string | null) =>
  value !== null && value in kinds && kinds[value as CheckoutMethod].onReturn === "capture";

/**
 * A payer back on their own page from a provider (a parent's gift, a school's pack): reads the outcome from the
 * address; an order to capture (PayPal's) is finalized once, and PayPal's "choose another way to pay" is followed;
 * then the address is cleaned. `onPaid` runs when the payment completed here.
 */
export function usePayerReturn({
  param,
  kinds,
  lang,
  finalize,
  onPaid,
}: {
  param: "gift" | "pack";
  kinds: ReturnKinds;
  lang: string;
  finalize: (orderId: string) => Promise<PayerFinalizeResponse>;
  onPaid: () => void;
}): PayerOutcome {
  const [outcome, setOutcome] = useState<PayerOutcome>(() => {
    const { value, orderId } = returnedFromPaying(param);
    if (capturesOrder(kinds, value) && orderId) return "finalizing";
    return value === "cancelled" ? "cancelled" : value === "done" ? "done" : value === "failed" ? "failed" : null;
  });
  const finalizing = useRef(false);

  useEffect(() => {
    const { value, orderId } = returnedFromPaying(param);
    const captures = capturesOrder(kinds, value);
    if (value && !captures)
      window.history.replaceState(window.history.state, "", `${window.location.pathname}?lang=${lang}`);
    if (finalizing.current || !captures || !orderId) return;
    finalizing.current = true;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?lang=${lang}`);
    finalize(orderId)
      .then((result) => {
        if (result.status === "approval_required" && result.redirectUrl) leavePage.to(result.redirectUrl);
        else if (result.status === "completed") {
          setOutcome("done");
          onPaid();
        } else if (result.status === "pending") setOutcome("finalizing");
        else setOutcome("failed");
      })
      .catch(() => setOutcome("failed"));
  }, [param, kinds, lang, finalize, onPaid]);

  return outcome;
}
