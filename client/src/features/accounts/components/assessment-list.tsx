import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { ListEmpty, ListError, ListLoading } from "./list-state";

/** The share button of a card, from the sharing feature: given by the page. */
export type RenderShare = (assessmentId: string, primaryTypeName: string) => ReactNode;

/**
 * "grid": the account's full list, cards side by side with their code over the details.
 * "rows": the dashboard's recent tests, one row each with the code beside the details.
 */
export type AssessmentListLayout = "grid" | "rows";

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

/**
 * A list of the user's assessments with its loading, error and empty states; each item is an
 * {@link AssessmentCard}. `footer` (a pager, a "see all" link) follows the list.
 */
export function AssessmentList<T extends { id: string }>({
  query,
  items,
  isEmpty,
  empty,
  layout,
  testId,
  renderItem,
  footer,
}: {
  query: ListQuery;
  items: T[];
  isEmpty: boolean;
  empty: { title: string; body?: string; action: ReactNode; testId: string };
  layout: AssessmentListLayout;
  testId: string;
  renderItem(item: T): ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useI18n();
  if (query.isPending) return <ListLoading label={t("acct.ud.loadingAssessments")} />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (isEmpty) return <ListEmpty {...empty} />;
  return (
    <>
      <ul className={layout === "grid" ? "grid gap-4 md:grid-cols-2" : "space-y-3"} data-testid={testId}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {footer}
    </>
  );
}

/**
 * One assessment: its Holland code, its details (date, career or name), its status badges, and
 * "Ver resultados", the given actions and the share button.
 */
export function AssessmentCard({
  id,
  layout,
  testId,
  code,
  details,
  status,
  actions,
  share,
}: {
  id: string;
  layout: AssessmentListLayout;
  testId: string;
  code: ReactNode;
  details: ReactNode;
  status?: ReactNode;
  actions?: ReactNode;
  share: ReactNode;
}) {
  const { t, lang } = useI18n();
  const grid = layout === "grid";
  const statusBadges = status ? <div className="flex flex-wrap gap-1">{status}</div> : null;
  return (
    <article
      className={
        grid
          ? "flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          : "flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      }
      data-testid={testId}
      data-assessment-id={id}
    >
      {grid ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            {code}
            {statusBadges}
          </div>
          {details}
        </>
      ) : (
        <div className="flex items-center gap-4">
          {code}
          <div>
            {details}
            {statusBadges}
          </div>
        </div>
      )}
      <div className={grid ? "mt-4 flex flex-wrap gap-2 pt-1 sm:mt-auto" : "flex flex-wrap gap-2"}>
        <Link
          href={`${paths.results(id)}?lang=${lang}`}
          className={buttonClasses("outline", grid ? "md" : "sm")}
          data-testid="view-results"
        >
          {t("acct.viewResults")}
        </Link>
        {actions}
        {share}
      </div>
    </article>
  );
}
