import { useI18n } from "@/lib/i18n";
import { CHECKOUT_METHODS } from "@shared/validators/checkout";
import { declineReasonKey } from "../decline-reason";
import { METHOD_PRESENTATION, type BackOutcome } from "../payment-methods";

/**
 * Why the buyer is back on the selection page (a provider's page cancelled, declined, could not be verified), from
 * its address, in the words of the method's presentation.
 */
export function PaymentNotice({ search }: { search: URLSearchParams }) {
  const { t } = useI18n();
  const notice = (() => {
    for (const method of CHECKOUT_METHODS) {
      const { back } = METHOD_PRESENTATION[method];
      const outcome = search.get(back.param);
      if (!outcome) continue;
      if (outcome === "declined" && back.declinedReason) {
        // Our own words for the bank's verified code; the address carries no text of its own.
        const reason = declineReasonKey(search.get("code"));
        if (reason) return t(back.declinedReason, { reason: t(reason) });
      }
      const key = Object.hasOwn(back.notices, outcome) ? back.notices[outcome as BackOutcome] : undefined;
      if (key) return t(key);
    }
    return null;
  })();
  if (!notice) return null;
  return (
    <p
      role="alert"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="payment-notice"
    >
      {notice}
    </p>
  );
}
