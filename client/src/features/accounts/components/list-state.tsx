import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** Loading, error (with retry) and empty states of an account list. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 py-8 text-slate-700" role="status" aria-live="polite">
      <span className="h-5 w-5 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

export function ListError({ onRetry }: { onRetry(): void }) {
  const { t } = useI18n();
  return (
    <div
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
      role="alert"
      data-testid="list-error"
    >
      <p>{t("acct.loadError")}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t("acct.retry")}
      </Button>
    </div>
  );
}

export function ListEmpty({
  title,
  body,
  action,
  testId,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid={testId}>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {body ? <p className="mt-2 text-slate-700">{body}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
