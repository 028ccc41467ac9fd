import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** The questions could not be loaded: try again, or go home. */
export function QuestionsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
      <p className="max-w-md text-lg text-slate-800">{t("assessment.loadError")}</p>
      <Button onClick={onRetry}>{t("assessment.retry")}</Button>
      <Link href="/" className="text-sm text-brand-700 underline">
        {t("nav.backHome")}
      </Link>
    </div>
  );
}
