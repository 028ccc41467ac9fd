import BadgePercent from "lucide-react/icons/badge-percent";
import type { SellerDashboardDto } from "@shared/validators/sellers";
import { useI18n } from "@/lib/i18n";
import { useSellerNumbers } from "../use-seller-numbers";
import { formatMonth } from "../format";
import { MonthlyChart } from "./monthly-chart";

/** "Historial": a row a month (a click picks that month above) and the monthly chart. */
export function HistorySection({
  seller,
  month,
  onMonth,
}: {
  seller: SellerDashboardDto;
  month: string;
  onMonth(month: string): void;
}) {
  const { t, lang } = useI18n();
  const { money, rate } = useSellerNumbers(seller.currency);
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="history-title" className="text-lg font-bold text-slate-900">
        {t("sellerArea.historyTitle")}
      </h2>
      {seller.monthly.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-center text-slate-600">{t("sellerArea.noHistory")}</p>
      ) : (
        <>
          <div
            className="mt-4 overflow-x-auto rounded-xl border border-slate-200"
            tabIndex={0}
            role="region"
            aria-label={t("sellerArea.historyTitle")}
          >
            <table className="w-full min-w-[28rem] text-left text-sm" data-testid="history-table">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("sellerArea.colMonth")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("sellerArea.colReferrals")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("sellerArea.colConversions")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("sellerArea.colRate")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("sellerArea.colCommission")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {seller.monthly.map((m) => (
                  <tr key={m.month} className={m.month === month ? "bg-brand-50" : undefined} data-testid="history-row">
                    <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                      <button
                        type="button"
                        className="underline-offset-2 hover:underline"
                        onClick={() => onMonth(m.month)}
                      >
                        {formatMonth(m.month, lang)}
                      </button>
                    </th>
                    <td className="px-3 py-2 text-right">{m.referrals}</td>
                    <td className="px-3 py-2 text-right">{m.conversions}</td>
                    <td className="px-3 py-2 text-right">{rate(m.conversionRate)}</td>
                    <td className="px-3 py-2 text-right font-semibold">{money(m.commission)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="mt-6 flex items-center gap-2 font-bold text-slate-900">
            <BadgePercent className="h-5 w-5 text-brand-700" aria-hidden />
            {t("sellerArea.chartTitle")}
          </h3>
          <div className="mt-3">
            <MonthlyChart monthly={seller.monthly} currency={seller.currency} />
          </div>
        </>
      )}
    </section>
  );
}
