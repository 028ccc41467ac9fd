import { useI18n } from "@/lib/i18n";
import { declineReasonKey } from "../decline-reason";

/** Why the buyer is back on the selection page (PayPal or the card cancelled, declined, invalid), from its address. */
export function PaymentNotice({ search }: { search: URLSearchParams }) {
  const { t } = useI18n();
  const notice = (() => {
    if (search.get("paypal") === "cancelled") return t("selection.paypalCancelled");
    const card = search.get("card");
    if (card === "cancelled") return t("selection.cardCancelled");
    if (card === "declined") {
      // Our own words for the bank's verified code; the address carries no text of its own.
      const reason = declineReasonKey(search.get("code"));
      return reason ? t("selection.cardDeclinedReason", { reason: t(reason) }) : t("selection.cardDeclined");
    }
    if (card === "invalid") return t("selection.cardInvalid");
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
