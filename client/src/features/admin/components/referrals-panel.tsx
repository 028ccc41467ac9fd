import { COUNTRY_NAMES, type CountryCode } from "@shared/i18n/countries";
import { formatMoney } from "@shared/pricing";
import { useState } from "react";
import { Pager } from "@/components/pager";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useAdminReferrals } from "../api/sellers";
import { Badge, Section } from "./fields";

/** Every referral with its seller; status 'Pendiente' / 'Convertida' / 'Revertida' (refunded), anything else shown as it is. */
export function ReferralsPanel({ currency }: { currency: string }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const referrals = useAdminReferrals(page);
  const date = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeStyle: "short" });
  const country = (code: string | null) => (code ? (COUNTRY_NAMES[code as CountryCode]?.[lang] ?? code) : "—");

  return (
    <Section title={t("adminPanel.referrals.title")}>
      {referrals.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("app.loading")}
        </p>
      ) : referrals.isError ? (
        <div role="alert" className="text-sm text-red-700">
          <p>{t("adminPanel.referrals.loadError")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void referrals.refetch()}>
            {t("adminPanel.retry")}
          </Button>
        </div>
      ) : referrals.data.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600" data-testid="referrals-empty">
          {t("adminPanel.referrals.empty")}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label={t("adminPanel.referrals.title")}
        >
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="referrals-table">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("adminPanel.referrals.colDate")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("adminPanel.referrals.colSeller")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("adminPanel.referrals.colCustomer")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("adminPanel.referrals.colCountry")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("adminPanel.referrals.colStatus")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("adminPanel.referrals.colSale")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("adminPanel.referrals.colCommission")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("adminPanel.referrals.colConverted")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {referrals.data.items.map((referral) => (
                <tr key={referral.id} data-testid="referral-row" data-status={referral.status}>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    {date.format(new Date(referral.referralDate))}
                  </td>
                  <td className="px-3 py-2">
                    <span className="font-semibold text-slate-900">{referral.sellerName}</span>
                    <span className="block font-mono text-xs text-slate-600">{referral.sellerCode}</span>
                  </td>
                  <td className="px-3 py-2">
                    {referral.userName || referral.userEmail ? (
                      <>
                        <span className="text-slate-900">{referral.userName ?? "—"}</span>
                        <span className="block break-all text-xs text-slate-600">{referral.userEmail ?? ""}</span>
                      </>
                    ) : (
                      <span className="text-slate-500">{t("adminPanel.referrals.visitor")}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{country(referral.country)}</td>
                  <td className="px-3 py-2">
                    {referral.status === "converted" ? (
                      <Badge tone="green">{t("adminPanel.referrals.converted")}</Badge>
                    ) : referral.status === "reversed" ? (
                      <Badge tone="red">{t("adminPanel.referrals.reversed")}</Badge>
                    ) : referral.status === "pending" ? (
                      <Badge tone="amber">{t("adminPanel.referrals.pending")}</Badge>
                    ) : (
                      <Badge tone="slate">{referral.status}</Badge>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right text-slate-900">
                    {referral.saleAmount ? formatMoney(referral.saleAmount, currency, lang) : "—"}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-semibold text-slate-900">
                    {referral.commissionAmount ? formatMoney(referral.commissionAmount, currency, lang) : "—"}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    {referral.conversionDate ? date.format(new Date(referral.conversionDate)) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {referrals.data ? (
        <Pager
          page={referrals.data.page}
          hasMore={referrals.data.hasMore}
          onPage={setPage}
          list={t("adminPanel.referrals.title")}
          testId="referrals-pager"
        />
      ) : null}
    </Section>
  );
}
