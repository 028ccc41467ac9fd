import * as Tabs from "@radix-ui/react-tabs";
import { CalendarClock, ClipboardList, Columns3, CreditCard, LogOut, Plus, RotateCcw, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, Redirect } from "wouter";
import { COUNTRY_NAMES, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { formatMoney } from "@shared/pricing";
import type { PaymentHistoryItemDto, UserAssessmentDto } from "@shared/validators/accounts";
import type { UserDto } from "@shared/validators/auth";
import { PageLoading } from "@/components/layout/page-loading";
import { Pager } from "@/components/pager";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button, buttonClasses } from "@/components/ui/button";
import { DEFAULT_COMPANY } from "@/config/company";
import { paths } from "@/config/paths";
import { ShareButton } from "@/features/sharing/components/share-button";
import { CareerCompare } from "@/features/career-compare/components/career-compare";
import { usePaymentHistory } from "@/features/accounts/api/get-payment-history";
import { useUserAssessments } from "@/features/accounts/api/get-user-assessments";
import { useRetakeStatus } from "@/features/accounts/api/get-retake-status";
import { RetakeComparison } from "@/features/accounts/components/retake-comparison";
import { HexagonChart } from "@/features/assessment/components/hexagon-chart";
import { DeliveryBadge, PaymentStatusBadge, ReportBadge } from "@/features/accounts/components/badges";
import { ListEmpty, ListError, ListLoading } from "@/features/accounts/components/list-state";
import { ResendReportButton } from "@/features/accounts/components/resend-report-button";
import { formatDate } from "@/features/accounts/format";
import { useLogout } from "@/features/auth/api/logout";
import { useAuth } from "@/features/auth/use-auth";
import { usePaymentConfig } from "@/lib/payment-config";
import { PdfButtons } from "@/features/reports/pdf-buttons";
import { useI18n } from "@/lib/i18n";
import { DataRightsSection } from "@/features/privacy/components/data-rights";
import { useDocumentTitle } from "@/lib/use-document-title";

const tabClasses =
  "inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** /user-dashboard: the signed-in user's account, assessments and payments. */
export default function UserDashboardPage() {
  const { t } = useI18n();
  const { user, isLoading } = useAuth();
  const logout = useLogout();

  useDocumentTitle(t("acct.ud.pageTitle"));

  if (isLoading) {
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  }
  if (!user) return <Redirect to={paths.userLogin} replace />;

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-5xl px-4 py-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid="welcome">
              {t("acct.ud.welcome", { name: user.name })}
            </h1>
            <p className="mt-1 text-slate-700">{t("acct.ud.welcomeBody")}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <RetakeAction />
            <Button
              variant="outline"
              onClick={() => logout.mutate(paths.userLogin)}
              disabled={logout.isPending}
              data-testid="logout"
            >
              <LogOut className="h-4 w-4" aria-hidden />
              {t("acct.logout")}
            </Button>
          </div>
        </div>

        <AccountInfo user={user} />

        <ProfileChange />

        <Tabs.Root defaultValue="assessments" className="mt-8">
          <Tabs.List aria-label={t("acct.ud.tabsLabel")} className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:max-w-md">
            <Tabs.Trigger value="assessments" className={tabClasses} data-testid="tab-assessments">
              <ClipboardList className="h-4 w-4" aria-hidden />
              {t("acct.ud.tabAssessments")}
            </Tabs.Trigger>
            <Tabs.Trigger value="payments" className={tabClasses} data-testid="tab-payments">
              <CreditCard className="h-4 w-4" aria-hidden />
              {t("acct.ud.tabPayments")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="assessments" className="mt-6 focus-visible:outline-none">
            <AssessmentList user={user} />
          </Tabs.Content>
          <Tabs.Content value="payments" className="mt-6 focus-visible:outline-none">
            <PaymentList />
          </Tabs.Content>
        </Tabs.Root>

        <DataRightsSection />

        <SupportLine />
      </section>
    </PublicLayout>
  );
}

function NewAssessmentLink() {
  const { t, lang } = useI18n();
  return (
    <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md")} data-testid="new-assessment">
      <Plus className="h-4 w-4" aria-hidden />
      {t("acct.ud.newAssessment")}
    </Link>
  );
}

/** "Repetir el test" once 30 days have passed since the latest test, the date until then; "Nueva Evaluación" before any test. */
function RetakeAction() {
  const { t, lang } = useI18n();
  const { isVerified } = useAuth();
  const status = useRetakeStatus({ enabled: isVerified });
  if (!status.data?.latest) return <NewAssessmentLink />;
  if (status.data.canRetakeNow) {
    return (
      <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md")} data-testid="retake-button">
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t("retake.button")}
      </Link>
    );
  }
  return (
    <p
      className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800"
      data-testid="retake-date"
    >
      <CalendarClock className="h-4 w-4 text-brand-700" aria-hidden />
      {t("retake.availableOn", { date: formatDate(status.data.canRetakeAt!, lang) })}
    </p>
  );
}

/** With two tests or more: the latest and the previous one compared. */
function ProfileChange() {
  const { isVerified } = useAuth();
  const status = useRetakeStatus({ enabled: isVerified });
  const data = status.data;
  if (!data?.latest || !data.previous) return null;
  return (
    <RetakeComparison
      status={{ ...data, latest: data.latest, previous: data.previous }}
      renderHexagon={(scores, label) => <HexagonChart scores={scores} visible={Object.keys(scores)} label={label} />}
    />
  );
}

function AccountInfo({ user }: { user: UserDto }) {
  const { t, lang } = useI18n();
  const country = user.country
    ? (COUNTRY_NAMES[user.country as CountryCode]?.[lang] ?? user.country)
    : t("acct.ud.notSpecified");
  return (
    <section
      aria-labelledby="account-info"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="account-info"
    >
      <h2 id="account-info" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <UserRound className="h-5 w-5 text-brand-700" aria-hidden />
        {t("acct.ud.accountInfo")}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.ud.name")}</dt>
          <dd className="text-slate-900" data-testid="account-name">
            {user.name}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-slate-600">{t("acct.ud.email")}</dt>
          <dd className="break-words text-slate-900" data-testid="account-email">
            {user.email}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.ud.country")}</dt>
          <dd className="text-slate-900" data-testid="account-country">
            {country}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function AssessmentList({ user }: { user: UserDto }) {
  const { t, lang } = useI18n();
  const { isVerified } = useAuth();
  const [page, setPage] = useState(1);
  const query = useUserAssessments(lang, { enabled: isVerified, page });

  if (query.isPending) return <ListLoading label={t("acct.ud.loadingAssessments")} />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0 && page === 1) {
    return (
      <ListEmpty
        title={t("acct.ud.noAssessments")}
        body={t("acct.ud.noAssessmentsBody")}
        action={<NewAssessmentLink />}
        testId="assessments-empty"
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="user-assessments">
        {query.data.items.map((item) => (
          <li key={item.id}>
            <AssessmentCard item={item} fullName={user.name} />
          </li>
        ))}
      </ul>
      <Pager
        page={query.data.page}
        hasMore={query.data.hasMore}
        onPage={setPage}
        list={t("acct.ud.tabAssessments")}
        testId="assessments-pager"
      />
    </>
  );
}

function AssessmentCard({ item, fullName }: { item: UserAssessmentDto; fullName: string }) {
  const { t, lang } = useI18n();
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="user-assessment"
      data-assessment-id={item.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">
          {t("acct.ud.hollandProfile")}:{" "}
          <span className="font-mono text-brand-800" data-testid="riasec-profile">
            {item.riasecProfile}
          </span>
        </h3>
        <div className="flex flex-wrap gap-1">
          <PaymentStatusBadge status={item.paymentStatus} />
          <ReportBadge available={item.reportAvailable} />
        </div>
      </div>
      {item.topCareer ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold">{t("acct.ud.topCareer")}:</span>{" "}
          <span data-testid="top-career">{item.topCareer}</span>
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">
        {t("acct.ud.completedOn", { date: formatDate(item.completedAt, lang) })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 pt-1 sm:mt-auto">
        <Link
          href={`${paths.results(item.id)}?lang=${lang}`}
          className={buttonClasses("outline", "md")}
          data-testid="view-results"
        >
          {t("acct.viewResults")}
        </Link>
        {item.reportAvailable ? (
          <>
            <PdfButtons assessmentId={item.id} fullName={fullName} signedIn />
            <ResendReportButton assessmentId={item.id} />
          </>
        ) : (
          <Link
            href={paths.paymentSelection(item.id)}
            className={buttonClasses("accent", "md")}
            data-testid="get-report"
          >
            {t("acct.ud.getReport")}
          </Link>
        )}
        {item.reportAvailable ? <CompareToggle assessmentId={item.id} /> : null}
        <ShareButton
          assessmentId={item.id}
          primaryTypeName={item.riasecProfile ? t(`holland.${item.riasecProfile.charAt(0)}` as MessageKey) : ""}
        />
      </div>
    </article>
  );
}

function PaymentList() {
  const { t, lang } = useI18n();
  const { isVerified } = useAuth();
  const [page, setPage] = useState(1);
  const query = usePaymentHistory({ enabled: isVerified, page });

  if (query.isPending) return <ListLoading label={t("acct.ud.loadingPayments")} />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0 && page === 1)
    return <ListEmpty title={t("acct.ud.noPayments")} body={t("acct.ud.noPaymentsBody")} testId="payments-empty" />;
  return (
    <>
      <ul className="space-y-3" data-testid="payment-history">
        {query.data.items.map((payment) => (
          <li key={payment.id}>
            <PaymentRow payment={payment} lang={lang} />
          </li>
        ))}
      </ul>
      <Pager
        page={query.data.page}
        hasMore={query.data.hasMore}
        onPage={setPage}
        list={t("acct.ud.tabPayments")}
        testId="payments-pager"
      />
    </>
  );
}

function PaymentRow({ payment, lang }: { payment: PaymentHistoryItemDto; lang: Lang }) {
  const { t } = useI18n();
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      data-testid="payment-row"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.date")}</dt>
          <dd className="text-slate-900">{formatDate(payment.createdAt, lang)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.amount")}</dt>
          <dd className="text-slate-900" data-testid="payment-amount">
            {formatMoney(payment.amount, payment.currency, lang)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.method")}</dt>
          <dd className="text-slate-900" data-testid="payment-method">
            {t(`acct.method.${payment.method}` as MessageKey)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.assessment")}</dt>
          <dd>
            <Link href={`${paths.results(payment.assessmentId)}?lang=${lang}`} className="text-brand-700 underline">
              {t("acct.viewResults")}
            </Link>
          </dd>
        </div>
      </dl>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <div className="flex flex-wrap gap-1">
          <PaymentStatusBadge status={payment.status} />
          {payment.status === "completed" ? <DeliveryBadge delivered={payment.reportDelivered} /> : null}
        </div>
        {payment.promoCode ? (
          <p className="text-xs text-slate-700" data-testid="payment-promo">
            {t("promo.usedLine", { code: payment.promoCode })}
          </p>
        ) : null}
        {Number(payment.refundedAmount) > 0 ? (
          <p className="text-xs text-slate-700" data-testid="payment-refund">
            {t(payment.status === "refunded" ? "acct.pay.refunded" : "acct.pay.partialRefund", {
              amount: formatMoney(payment.refundedAmount, payment.currency, lang),
              date: formatDate(payment.refundedAt ?? payment.createdAt, lang),
            })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function SupportLine() {
  const { t } = useI18n();
  const { data } = usePaymentConfig();
  const company = data?.company ?? DEFAULT_COMPANY;
  return (
    <p className="mt-10 border-t border-slate-200 pt-6 text-center text-sm text-slate-700" data-testid="support-line">
      {t("acct.ud.support")}{" "}
      <a className="font-semibold text-brand-700 underline" href={`mailto:${company.supportEmail}`}>
        {company.supportEmail}
      </a>
      {" · "}
      <a
        className="whitespace-nowrap font-semibold text-brand-700 underline"
        href={`tel:${company.supportPhone.replace(/[^+\d]/g, "")}`}
      >
        {company.supportPhone}
      </a>
    </p>
  );
}

/** "Comparar carreras" for a paid report: the comparison opens under the card. */
function CompareToggle({ assessmentId }: { assessmentId: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = `compare-${assessmentId}`;
  return (
    <div className="w-full">
      <Button
        variant="outline"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="compare-button"
      >
        <Columns3 className="h-4 w-4" aria-hidden />
        {t("compare.button")}
      </Button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open ? <CareerCompare assessmentId={assessmentId} /> : null}
      </div>
    </div>
  );
}
