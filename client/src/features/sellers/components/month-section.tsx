import type { ReferralDto, SellerDashboardDto } from "@shared/validators/sellers";
import { Pager } from "@/components/pager";
import { QueryState } from "@/components/query-state";
import { ReferralsTable } from "@/components/referrals-table";
import { SelectField } from "@/components/ui/select-field";
import { useI18n } from "@/lib/i18n";
import { useSellerNumbers } from "../use-seller-numbers";
import { useSellerReferrals } from "../api/get-seller";
import { formatDate, formatMonth, monthOptions } from "../format";

/** "El mes": the chosen month's numbers and its referrals, a page at a time. */
export function MonthSection({
  seller,
  month,
  page,
  onMonth,
  onPage,
}: {
  seller: SellerDashboardDto;
  month: string;
  page: number;
  onMonth(month: string): void;
  onPage(page: number): void;
}) {
  const { t, lang } = useI18n();
  const referrals = useSellerReferrals(seller.id, month, page);
  const { money, rate } = useSellerNumbers(seller.currency);
  const months = monthOptions(
    seller.currentMonth,
    seller.monthly.map((m) => m.month),
  );
  const stats = seller.monthly.find((m) => m.month === month);
  return (
    <section
      aria-labelledby="month-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="month-title" className="text-lg font-bold text-slate-900">
          {t("sellerArea.monthTitle")}
        </h2>
        <SelectField
          id="month"
          label={t("sellerArea.monthLabel")}
          options={months.map((value) => ({ value, label: formatMonth(value, lang) }))}
          value={month}
          onChange={(event) => onMonth(event.target.value)}
          className="w-full sm:w-64"
          data-testid="month-select"
        />
      </div>
      {stats ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="month-stats">
          <MonthStat label={t("sellerArea.monthReferrals")} value={String(stats.referrals)} />
          <MonthStat label={t("sellerArea.monthConversions")} value={String(stats.conversions)} />
          <MonthStat label={t("sellerArea.monthCommission")} value={money(stats.commission)} />
          <MonthStat label={t("sellerArea.monthRate")} value={rate(stats.conversionRate)} />
        </dl>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-center text-slate-600" data-testid="month-empty">
          {t("sellerArea.noMonthData")}
        </p>
      )}

      <h3 className="mt-6 font-bold text-slate-900">{t("sellerArea.monthReferralsTitle")}</h3>
      <div className="mt-3">
        <QueryState query={referrals} errorText={t("sellerArea.loadError")} retryText={t("sellerArea.retry")}>
          {(data) => (
            <>
              <MonthReferrals referrals={data.items} seller={seller} />
              <Pager
                page={data.page}
                hasMore={data.hasMore}
                onPage={onPage}
                list={t("sellerArea.monthReferralsTitle")}
                testId="month-referrals-pager"
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function MonthStat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function MonthReferrals({ referrals, seller }: { referrals: ReferralDto[]; seller: SellerDashboardDto }) {
  const { t, lang } = useI18n();
  if (referrals.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-center text-slate-600" data-testid="month-referrals-empty">
        {t("sellerArea.noMonthReferrals")}
      </p>
    );
  }
  return (
    <ReferralsTable
      referrals={referrals}
      audience="seller"
      currency={seller.currency}
      label={t("sellerArea.monthReferralsTitle")}
      formatDate={(iso) => formatDate(iso, lang, seller.timeZone)}
      testIds={{ table: "month-referrals", row: "month-referral-row" }}
    />
  );
}
