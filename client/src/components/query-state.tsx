import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch(): unknown;
}

/**
 * A panel's list as its query stands: "Cargando..." while it loads, the error in words with a way
 * to try again, the empty state, or the list itself.
 */
export function QueryState<T>({
  query,
  errorText,
  retryText,
  errorTestId,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<T>;
  errorText: string;
  retryText: string;
  errorTestId?: string;
  isEmpty?: (data: T) => boolean;
  empty?: { text: string; testId: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t("app.loading")}
      </p>
    );
  if (query.isError || query.data === undefined)
    return (
      <div role="alert" className="text-sm text-red-700" data-testid={errorTestId}>
        <p>{errorText}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {retryText}
        </Button>
      </div>
    );
  if (empty && isEmpty?.(query.data))
    return (
      <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600" data-testid={empty.testId}>
        {empty.text}
      </p>
    );
  return <>{children(query.data)}</>;
}
