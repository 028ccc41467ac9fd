import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/**
 * "Anterior / Siguiente" under a server-paginated list: the page number and buttons to move one
 * page back or on. Hidden when the list fits on its first page.
 */
export function Pager({
  page,
  hasMore,
  onPage,
  list,
  testId,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** What the list holds, for the navigation's accessible name. */
  list: string;
  testId?: string;
}) {
  const { t } = useI18n();
  if (page <= 1 && !hasMore) return null;
  return (
    <nav
      className="mt-4 flex items-center justify-between gap-2"
      aria-label={t("pager.label", { list })}
      data-testid={testId}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("pager.previous")}
      </Button>
      <span className="text-sm text-slate-600" aria-live="polite">
        {t("pager.page", { page })}
      </span>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t("pager.next")}
      </Button>
    </nav>
  );
}
