import { COUNTRY_NAMES, type CountryCode } from "@shared/i18n/countries";
import { formatMoney } from "@shared/pricing";
import type { AdminReferralDto, ReferralDto } from "@shared/validators/sellers";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";

/** Whose table it is: the words differ (a seller is 'paid', the admin sees a referral 'converted'), the table does not. */
export type ReferralsAudience = "admin" | "seller";

const WORDS: Record<
  ReferralsAudience,
  {
    date: MessageKey;
    customer: MessageKey;
    country: MessageKey;
    status: MessageKey;
    sale: MessageKey;
    commission: MessageKey;
    visitor: MessageKey;
    testSale: MessageKey;
    testSales: MessageKey;
    converted: MessageKey;
    reversed: MessageKey;
    pending: MessageKey;
  }
> = {
  admin: {
    date: "adminPanel.referrals.colDate",
    customer: "adminPanel.referrals.colCustomer",
    country: "adminPanel.referrals.colCountry",
    status: "adminPanel.referrals.colStatus",
    sale: "adminPanel.referrals.colSale",
    commission: "adminPanel.referrals.colCommission",
    visitor: "adminPanel.referrals.visitor",
    testSale: "adminPanel.referrals.testSale",
    testSales: "adminPanel.referrals.testSales",
    converted: "adminPanel.referrals.converted",
    reversed: "adminPanel.referrals.reversed",
    pending: "adminPanel.referrals.pending",
  },
  seller: {
    date: "sellerArea.colDate",
    customer: "sellerArea.colCustomer",
    country: "sellerArea.colCountry",
    status: "sellerArea.colStatus",
    sale: "sellerArea.colSale",
    commission: "sellerArea.colCommission",
    visitor: "sellerArea.visitor",
    testSale: "sellerArea.testSale",
    testSales: "sellerArea.testSales",
    converted: "sellerArea.paid",
    reversed: "sellerArea.reversed",
    pending: "sellerArea.pending",
  },
};

/** The admin's rows name the seller too. */
const isAdminReferral = (referral: ReferralDto): referral is AdminReferralDto => "sellerName" in referral;

const STATUS_TONE: Record<string, string> = {
  converted: "bg-emerald-100 text-emerald-900",
  reversed: "bg-red-100 text-red-900",
  pending: "bg-amber-100 text-amber-950",
};

/**
 * Referrals as a table: date, (for the admin) the seller, the customer or 'Visitante' (or, for purchases made in the
 * local payment sandbox, 'Venta de prueba (sandbox): no genera comisión'), country, status, sale,
 * commission (struck through once reversed by a refund or chargeback) and (for the admin) when it converted. The
 * seller area and the admin panel show the same table; it scrolls sideways on a phone.
 */
export function ReferralsTable<R extends ReferralDto>({
  referrals,
  audience,
  currency,
  label,
  formatDate,
  testIds,
}: {
  referrals: R[];
  audience: ReferralsAudience;
  currency: string;
  /** The scroll region's name. */
  label: string;
  formatDate: (iso: string) => string;
  testIds: { table: string; row: string };
}) {
  const { t, lang } = useI18n();
  const words = WORDS[audience];
  const admin = audience === "admin";
  const country = (code: string | null) => (code ? (COUNTRY_NAMES[code as CountryCode]?.[lang] ?? code) : "—");
  const statusWord = (status: string) =>
    status === "converted" || status === "reversed" || status === "pending" ? t(words[status]) : status;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label={label}>
      <table
        className={cn("w-full text-left text-sm", admin ? "min-w-[48rem]" : "min-w-[36rem]")}
        data-testid={testIds.table}
      >
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t(words.date)}
            </th>
            {admin ? (
              <th scope="col" className="px-3 py-2">
                {t("adminPanel.referrals.colSeller")}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              {t(words.customer)}
            </th>
            <th scope="col" className="px-3 py-2">
              {t(words.country)}
            </th>
            <th scope="col" className="px-3 py-2">
              {t(words.status)}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t(words.sale)}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t(words.commission)}
            </th>
            {admin ? (
              <th scope="col" className="px-3 py-2">
                {t("adminPanel.referrals.colConverted")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {referrals.map((referral) => {
            const reversed = referral.status === "reversed";
            const seller = admin && isAdminReferral(referral) ? referral : undefined;
            return (
              <tr key={referral.id} data-testid={testIds.row} data-status={referral.status}>
                <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatDate(referral.referralDate)}</td>
                {seller ? (
                  <td className="px-3 py-2">
                    <span className="font-semibold text-slate-900">{seller.sellerName}</span>
                    <span className="block font-mono text-xs text-slate-600">{seller.sellerCode}</span>
                  </td>
                ) : null}
                <td className="px-3 py-2">
                  {referral.userName || referral.userEmail ? (
                    <>
                      <span className="text-slate-900">{referral.userName ?? "—"}</span>
                      <span className="block break-all text-xs text-slate-600">{referral.userEmail ?? ""}</span>
                    </>
                  ) : referral.testSales > 0 ? null : (
                    <span className="text-slate-500">{t(words.visitor)}</span>
                  )}
                  {referral.testSales > 0 ? (
                    <span
                      className="mt-0.5 block text-xs font-semibold text-amber-900"
                      data-testid="referral-test-sales"
                    >
                      {referral.testSales === 1 ? t(words.testSale) : t(words.testSales, { count: referral.testSales })}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-slate-700">{country(referral.country)}</td>
                <td className="px-3 py-2">
                  <span
                    className={cn(
                      "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
                      STATUS_TONE[referral.status] ?? "bg-slate-200 text-slate-800",
                    )}
                    data-testid="referral-status"
                    data-status={referral.status}
                  >
                    {statusWord(referral.status)}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right text-slate-900">
                  {referral.saleAmount ? formatMoney(referral.saleAmount, currency, lang) : "—"}
                </td>
                <td
                  className={cn(
                    "whitespace-nowrap px-3 py-2 text-right font-semibold text-slate-900",
                    reversed && "text-slate-500 line-through",
                  )}
                >
                  {referral.commissionAmount ? formatMoney(referral.commissionAmount, currency, lang) : "—"}
                </td>
                {admin ? (
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    {referral.conversionDate ? formatDate(referral.conversionDate) : "—"}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
