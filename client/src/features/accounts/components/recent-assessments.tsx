import type { ReactNode } from "react";
import { shownCode } from "@shared/assessment/shown-code";
import { Link } from "wouter";
import type { DashboardAssessmentDto, DashboardPageDto } from "@shared/validators/accounts";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { formatDate } from "../format";
import { AssessmentCard, AssessmentList, type RenderShare } from "./assessment-list";
import { PracticeBadge } from "./badges";

const RECENT_COUNT = 3;

/** What the dashboard's rows show from other features: the PDF button, sharing. */
export interface RecentAssessmentSlots {
  renderPdf(item: DashboardAssessmentDto): ReactNode;
  renderShare: RenderShare;
}

/** /dashboard's "Evaluaciones recientes": the latest three, and "Ver todas" when there are more. */
export function RecentAssessments({
  query,
  slots,
}: {
  query: { isPending: boolean; isError: boolean; data?: DashboardPageDto | undefined; refetch(): unknown };
  slots: RecentAssessmentSlots;
}) {
  const { t, lang } = useI18n();
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="recent-title" className="mt-10">
      <h2 id="recent-title" className="text-xl font-bold text-slate-900">
        {t("acct.d.recent")}
      </h2>
      <div className="mt-4">
        <AssessmentList
          query={query}
          items={items.slice(0, RECENT_COUNT)}
          isEmpty={items.length === 0}
          empty={{
            title: t("acct.d.empty"),
            testId: "dashboard-empty",
            action: (
              <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md")}>
                {t("acct.d.firstTest")}
              </Link>
            ),
          }}
          layout="rows"
          testId="recent-assessments"
          renderItem={(item) => <RecentAssessment item={item} slots={slots} />}
          footer={
            query.data?.hasMore || items.length > RECENT_COUNT ? (
              <div className="mt-4 text-center">
                <Link href={paths.userDashboard} className={buttonClasses("outline", "md")} data-testid="see-all">
                  {t("acct.d.seeAll")}
                </Link>
              </div>
            ) : null
          }
        />
      </div>
    </section>
  );
}

function RecentAssessment({ item, slots }: { item: DashboardAssessmentDto; slots: RecentAssessmentSlots }) {
  const { t, lang } = useI18n();
  return (
    <AssessmentCard
      id={item.id}
      layout="rows"
      testId="recent-assessment"
      code={
        <span
          className="flex h-12 min-w-14 items-center justify-center rounded-xl bg-brand-50 px-2 font-mono text-lg font-extrabold text-brand-800"
          data-testid="holland-code"
        >
          {item.results.hollandCode ? shownCode(item.results.hollandCode) : t("acct.d.na")}
        </span>
      }
      details={
        <>
          <p className="font-semibold text-slate-900">{item.fullName}</p>
          <p className="text-sm text-slate-700">{item.results.primaryTypeName || t("acct.d.completedFallback")}</p>
          <p className="text-xs text-slate-600">{formatDate(item.completedAt, lang)}</p>
          {item.practice ? <PracticeBadge /> : null}
        </>
      }
      actions={item.isPaid ? slots.renderPdf(item) : null}
      share={slots.renderShare(item.id, item.results.primaryTypeName)}
    />
  );
}
