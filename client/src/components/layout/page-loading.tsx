import { useI18n } from "@/lib/i18n";

/** The spec's 'Cargando...' state, or a more specific label. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-slate-700">
        <span className="h-6 w-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
        <span>{label ?? t("app.loading")}</span>
      </div>
    </div>
  );
}
