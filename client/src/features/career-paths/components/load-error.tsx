import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** The career paths could not be loaded: the server's message (or a generic one) and a retry. */
export function LoadError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry(): void }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="career-paths-error">
      <h1 className="text-2xl font-bold text-slate-900">{t("careerPaths.loadError")}</h1>
      <p className="mt-3 text-slate-700">{message || t("careerPaths.loadErrorBody")}</p>
      <Button className="mt-8" onClick={onRetry} disabled={retrying}>
        {t("careerPaths.retry")}
      </Button>
    </section>
  );
}
