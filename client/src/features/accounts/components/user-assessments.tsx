import Columns3 from "lucide-react/icons/columns-3";
import { shownCode } from "@shared/assessment/shown-code";
import Plus from "lucide-react/icons/plus";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { UserAssessmentDto } from "@shared/validators/accounts";
import { Pager } from "@/components/pager";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { useUserAssessments } from "../api/get-user-assessments";
import { formatDate } from "../format";
import { AssessmentCard, AssessmentList, type RenderShare } from "./assessment-list";
import { PaymentStatusBadge, PracticeBadge, ReportBadge } from "./badges";
import { ResendReportButton } from "./resend-report-button";

/** What the account's cards show from other features: the PDF buttons, the career comparison, sharing. */
export interface UserAssessmentSlots {
  renderPdf(assessmentId: string): ReactNode;
  renderCompare(assessmentId: string): ReactNode;
  renderShare: RenderShare;
}

export function NewAssessmentLink({ size = "md" }: { size?: "sm" | "md" }) {
  const { t, lang } = useI18n();
  return (
    <Link href={paths.assessment(lang)} className={buttonClasses("primary", size)} data-testid="new-assessment">
      <Plus className="h-4 w-4" aria-hidden />
      {t("acct.ud.newAssessment")}
    </Link>
  );
}

/** /user-dashboard's "Evaluaciones" tab: every assessment of the user, a page at a time. */
export function UserAssessments({ enabled, slots }: { enabled: boolean; slots: UserAssessmentSlots }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const query = useUserAssessments(lang, { enabled, page });
  return (
    <AssessmentList
      query={query}
      items={query.data?.items ?? []}
      isEmpty={query.data?.items.length === 0 && page === 1}
      empty={{
        title: t("acct.ud.noAssessments"),
        body: t("acct.ud.noAssessmentsBody"),
        action: <NewAssessmentLink />,
        testId: "assessments-empty",
      }}
      layout="grid"
      testId="user-assessments"
      renderItem={(item) => <UserAssessmentCard item={item} slots={slots} />}
      footer={
        query.data ? (
          <Pager
            page={query.data.page}
            hasMore={query.data.hasMore}
            onPage={setPage}
            list={t("acct.ud.tabAssessments")}
            testId="assessments-pager"
          />
        ) : null
      }
    />
  );
}

function UserAssessmentCard({ item, slots }: { item: UserAssessmentDto; slots: UserAssessmentSlots }) {
  const { t, lang } = useI18n();
  return (
    <AssessmentCard
      id={item.id}
      layout="grid"
      testId="user-assessment"
      code={
        <h3 className="text-lg font-bold text-slate-900">
          {t("acct.ud.hollandProfile")}:{" "}
          <span className="font-mono text-brand-800" data-testid="riasec-profile">
            {shownCode(item.riasecProfile)}
          </span>
        </h3>
      }
      status={
        item.practice ? (
          <PracticeBadge />
        ) : (
          <>
            <PaymentStatusBadge status={item.paymentStatus} />
            <ReportBadge available={item.reportAvailable} />
          </>
        )
      }
      details={
        <>
          {item.topCareer ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">{t("acct.ud.topCareer")}:</span>{" "}
              <span data-testid="top-career">{item.topCareer}</span>
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600">
            {t("acct.ud.completedOn", { date: formatDate(item.completedAt, lang) })}
          </p>
        </>
      }
      actions={
        item.practice ? null : item.reportAvailable ? (
          <>
            {slots.renderPdf(item.id)}
            <ResendReportButton assessmentId={item.id} />
            <CompareToggle assessmentId={item.id} renderCompare={slots.renderCompare} />
          </>
        ) : (
          <Link
            href={paths.paymentSelection(item.id)}
            className={buttonClasses("accent", "md")}
            data-testid="get-report"
          >
            {t("acct.ud.getReport")}
          </Link>
        )
      }
      share={slots.renderShare(
        item.id,
        item.riasecProfile ? t(`holland.${item.riasecProfile.charAt(0)}` as MessageKey) : "",
      )}
    />
  );
}

/** "Comparar carreras" for a paid report: the comparison opens under the card. */
function CompareToggle({
  assessmentId,
  renderCompare,
}: {
  assessmentId: string;
  renderCompare(assessmentId: string): ReactNode;
}) {
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
        {open ? renderCompare(assessmentId) : null}
      </div>
    </div>
  );
}
