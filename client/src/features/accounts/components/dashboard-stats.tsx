import BarChart3 from "lucide-react/icons/chart-column";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Plus from "lucide-react/icons/plus";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { DashboardPageDto } from "@shared/validators/accounts";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/**
 * /dashboard's three cards: a new test, the user's assessments and the paid ones. An administrator also gets the test
 * payment portal (the access-code portal with the latest test); no customer ever sees it, whatever the payment
 * settings (DECISIONS 39).
 */
export function DashboardStats({
  data,
  newTest,
  isAdmin,
}: {
  data: DashboardPageDto | undefined;
  newTest: ReactNode;
  isAdmin: boolean;
}) {
  const { t } = useI18n();
  const latest = data?.items[0];
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-3">
      <StatCard icon={Plus} title={t("acct.d.newTestTitle")} body={t("acct.d.newTestBody")} testId="card-new-test">
        {/* A new test, or the date the retake opens: the same action the account view shows beside the greeting. */}
        {newTest}
        {isAdmin ? (
          <Link
            href={paths.paymentPortal(latest?.id)}
            className={buttonClasses("warning", "sm")}
            data-testid="test-payment-portal"
          >
            {t("acct.d.testPortal")}
          </Link>
        ) : null}
      </StatCard>
      <StatCard
        icon={ClipboardList}
        title={t("acct.d.evaluationsTitle")}
        body={t("acct.d.evaluationsBody")}
        value={data?.counts.assessments}
        testId="card-evaluations"
      >
        <Link href={paths.userDashboard} className={buttonClasses("outline", "sm")}>
          {t("acct.d.evaluationsCta")}
        </Link>
      </StatCard>
      <StatCard
        icon={BarChart3}
        title={t("acct.d.paidTitle")}
        body={t("acct.d.paidBody")}
        value={data?.counts.paid}
        testId="card-paid"
      >
        <Link href={paths.userDashboard} className={buttonClasses("outline", "sm")}>
          {t("acct.d.paidCta")}
        </Link>
      </StatCard>
    </div>
  );
}

function StatCard({
  icon: Icon,
  title,
  body,
  value,
  testId,
  children,
}: {
  icon: typeof Plus;
  title: string;
  body: string;
  value?: number | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon className="h-5 w-5 text-brand-700" aria-hidden />
        {title}
      </h2>
      {value !== undefined ? (
        <p className="mt-2 text-3xl font-extrabold text-brand-800" data-testid={`${testId}-count`}>
          {value}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{body}</p>
      <div className="mt-4 flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
