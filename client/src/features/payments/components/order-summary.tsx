import Check from "lucide-react/icons/check";
import { formatMoney } from "@shared/pricing";
import type { QuoteDto } from "@shared/validators/checkout";
import { useI18n } from "@/lib/i18n";
import { PriceTag } from "./price-tag";

/** The checkout's side panel: what is bought and its total (and the local amount a card is charged). */
export function OrderSummary({
  quote,
  showsLocalAmount,
}: {
  quote: QuoteDto | undefined;
  /** The method charges in the local currency: its amount is said too. */
  showsLocalAmount: boolean;
}) {
  const { t, lang } = useI18n();
  return (
    <aside
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 lg:col-span-2"
      aria-labelledby="summary-title"
    >
      <h2 id="summary-title" className="text-lg font-bold text-slate-900">
        {t("checkout.summary")}
      </h2>
      <p className="mt-3 font-semibold text-slate-900">{t("checkout.product")}</p>
      <ul className="mt-3 space-y-2 text-sm text-slate-800">
        {(["feature1", "feature2", "feature3", "feature4"] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <Check className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            {t(`checkout.${key}`)}
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-brand-200 pt-4">
        <p className="text-sm text-slate-700">{t("checkout.total")}</p>
        {quote ? <PriceTag quote={quote} size="lg" /> : null}
        {showsLocalAmount && quote ? (
          <p className="mt-2 text-sm text-slate-700">
            {t("checkout.chargedLocal", { amount: formatMoney(quote.localAmount, quote.localCurrency, lang) })}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
