import { useI18n } from "@/lib/i18n";

/**
 * The 'Cargando...' state, or a more specific label. As a whole page's state (`fullHeight`)
 * it fills the screen, so the footer below it never shows and then jumps when the content arrives.
 */
export function PageLoading({ label, fullHeight = false }: { label?: string; fullHeight?: boolean }) {
  const { t } = useI18n();
  return (
    <div
      className={`flex items-center justify-center ${fullHeight ? "min-h-screen" : "min-h-[50vh]"}`}
      role="status"
      aria-live="polite"
    >
      <div className="flex items-center gap-3 text-slate-700">
        <span className="h-6 w-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
        <span>{label ?? t("app.loading")}</span>
      </div>
    </div>
  );
}
