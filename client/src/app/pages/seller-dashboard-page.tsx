import {
  BadgePercent,
  CircleDollarSign,
  Lock,
  MousePointerClick,
  SearchX,
  ShoppingBag,
  TrendingUp,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "wouter";
import { formatMoney } from "@shared/pricing";
import type { ReferralDto, SellerDashboardDto } from "@shared/validators/sellers";
import { PageLoading } from "@/components/layout/page-loading";
import { Pager } from "@/components/pager";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { SelectField } from "@/components/ui/select-field";
import { useSeller, useSellerReferrals } from "@/features/sellers/api/get-seller";
import { MonthlyChart } from "@/features/sellers/components/monthly-chart";
import { ReferralLinkBox } from "@/features/sellers/components/referral-link-box";
import { ReferralsTable } from "@/components/referrals-table";
import { formatDate, formatMonth, formatRate, monthOptions } from "@/features/sellers/format";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /seller-dashboard/:sellerId: the seller itself or an admin (the server decides). */
export default function SellerDashboardPage() {
  const { t } = useI18n();
  const { sellerId = "" } = useParams<{ sellerId: string }>();
  const seller = useSeller(sellerId);

  useDocumentTitle(seller.data?.name ?? t("sellerArea.pageTitle"));

  if (seller.isPending) {
    return (
      <PublicLayout>
        <PageLoading label={t("sellerArea.loading")} fullHeight />
      </PublicLayout>
    );
  }
  if (seller.isError) {
    const status = seller.error instanceof ApiError ? seller.error.status : 0;
    return (
      <PublicLayout>
        <DashboardProblem status={status} onRetry={() => void seller.refetch()} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <Dashboard seller={seller.data} />
    </PublicLayout>
  );
}

function DashboardProblem({ status, onRetry }: { status: number; onRetry(): void }) {
  const { t } = useI18n();
  const [title, body, Icon] =
    status === 404
      ? [t("sellerArea.notFound"), t("sellerArea.notFoundBody"), SearchX]
      : status === 401
        ? [t("sellerArea.signInTitle"), t("sellerArea.signInBody"), Lock]
        : status === 403
          ? [t("sellerArea.accessDenied"), t("sellerArea.accessDeniedBody"), Lock]
          : [t("sellerArea.loadError"), null, SearchX];
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="seller-problem">
      <Icon className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      {body ? <p className="mt-3 text-slate-700">{body}</p> : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {status === 401 ? (
          <Link href={paths.userLogin} className={buttonClasses("primary", "md")}>
            {t("nav.login")}
          </Link>
        ) : null}
        {![401, 403, 404].includes(status) ? <Button onClick={onRetry}>{t("sellerArea.retry")}</Button> : null}
        <Link href={paths.home} className={buttonClasses("outline", "md")}>
          {t("nav.backHome")}
        </Link>
      </div>
    </section>
  );
}

function Dashboard({ seller }: { seller: SellerDashboardDto }) {
  const { t, lang } = useI18n();
  const [month, setMonthState] = useState(seller.currentMonth);
  const [page, setPage] = useState(1);
  const setMonth = (next: string) => {
    setMonthState(next);
    setPage(1);
  };
  const referrals = useSellerReferrals(seller.id, month, page);
  const money = (amount: string) => formatMoney(amount, seller.currency, lang);
  const rate = (value: number) => t("sellerArea.percent", { value: formatRate(value, lang) });
  const months = monthOptions(
    seller.currentMonth,
    seller.monthly.map((m) => m.month),
  );
  const stats = seller.monthly.find((m) => m.month === month);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      {/* Header */}
      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="seller-header">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl" data-testid="seller-name">
                {seller.name}
              </h1>
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-bold",
                  seller.isActive ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
                )}
                data-testid="seller-status"
              >
                {seller.isActive ? t("sellerArea.active") : t("sellerArea.inactive")}
              </span>
            </div>
            <p className="mt-1 break-all text-slate-700">{seller.email}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <span data-testid="seller-commission">
                {t("sellerArea.commission", {
                  rate: formatRate(Number(seller.commissionRate), lang).replace(/[.,]0$/, ""),
                })}
              </span>
              <span>
                {t("sellerArea.code", { code: "" })}
                <span className="font-mono font-bold text-slate-900" data-testid="seller-code">
                  {seller.referralCode}
                </span>
              </span>
            </p>
          </div>
          <div className="rounded-xl bg-emerald-50 px-4 py-3 text-right">
            <p className="text-xs font-semibold text-emerald-900">{t("sellerArea.accumulated")}</p>
            <p className="text-2xl font-extrabold text-emerald-800" data-testid="seller-accumulated">
              {money(seller.totalCommission)}
            </p>
          </div>
        </div>
      </header>

      <ReferralLinkBox code={seller.referralCode} isActive={seller.isActive} />

      {/* Four counters */}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t("sellerArea.pageTitle")}>
        <Counter
          icon={<MousePointerClick className="h-5 w-5" aria-hidden />}
          label={t("sellerArea.totalReferrals")}
          value={String(seller.referralCount)}
          testId="counter-referrals"
        />
        <Counter
          icon={<ShoppingBag className="h-5 w-5" aria-hidden />}
          label={t("sellerArea.conversions")}
          value={String(seller.conversionCount)}
          testId="counter-conversions"
        />
        <Counter
          icon={<TrendingUp className="h-5 w-5" aria-hidden />}
          label={t("sellerArea.conversionRate")}
          value={rate(seller.conversionRate)}
          testId="counter-rate"
        />
        <Counter
          icon={<CircleDollarSign className="h-5 w-5" aria-hidden />}
          label={t("sellerArea.totalSales")}
          value={money(seller.totalSales)}
          testId="counter-sales"
        />
      </ul>

      {/* The month */}
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
            onChange={(event) => setMonth(event.target.value)}
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
          {referrals.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              {t("app.loading")}
            </p>
          ) : referrals.isError ? (
            <div role="alert" className="text-sm text-red-700">
              <p>{t("sellerArea.loadError")}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void referrals.refetch()}>
                {t("sellerArea.retry")}
              </Button>
            </div>
          ) : (
            <>
              <MonthReferrals referrals={referrals.data.items} seller={seller} />
              <Pager
                page={referrals.data.page}
                hasMore={referrals.data.hasMore}
                onPage={setPage}
                list={t("sellerArea.monthReferralsTitle")}
                testId="month-referrals-pager"
              />
            </>
          )}
        </div>
      </section>

      {/* History */}
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
                    <tr
                      key={m.month}
                      className={m.month === month ? "bg-brand-50" : undefined}
                      data-testid="history-row"
                    >
                      <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                        <button
                          type="button"
                          className="underline-offset-2 hover:underline"
                          onClick={() => setMonth(m.month)}
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
    </div>
  );
}

function Counter({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </p>
      <p className="mt-2 text-2xl font-extrabold text-slate-900" data-testid={testId}>
        {value}
      </p>
    </li>
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
