import { useI18n } from "@/lib/i18n";
import { clsx } from "clsx";
import type { Lang } from "@shared/i18n/lang";

/** ES/EN switch; the choice is saved as `app-language`. */
export function LanguageToggle({ className }: { className?: string }) {
  const { lang, setLang, t } = useI18n();
  const option = (value: Lang, label: string, title: string) => (
    <button
      type="button"
      onClick={() => setLang(value)}
      aria-pressed={lang === value}
      title={title}
      lang={value}
      className={clsx(
        "min-w-10 rounded-md px-2.5 py-1 text-xs font-bold transition-colors",
        lang === value ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
      )}
    >
      <span aria-hidden>{label}</span>
      <span className="sr-only">{title}</span>
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t("nav.language")}
      className={clsx("inline-flex rounded-lg border border-slate-300 bg-white p-0.5", className)}
      data-testid="language-toggle"
    >
      {option("es", "ES", "Español")}
      {option("en", "EN", "English")}
    </div>
  );
}
