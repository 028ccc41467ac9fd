import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** Above an unpaid result: this is a preview, and the way to the full report. */
export function PreviewBanner({ assessmentId }: { assessmentId: string }) {
  const { t } = useI18n();
  return (
    <div className="border-b border-amber-200 bg-amber-50" data-testid="preview-banner">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Sparkles className="h-6 w-6 shrink-0 text-amber-600" aria-hidden />
          <div>
            <p className="font-semibold text-amber-950">{t("results.previewTitle")}</p>
            <p className="text-sm text-amber-900">{t("results.previewBody")}</p>
          </div>
        </div>
        <Link href={paths.paymentSelection(assessmentId)} className={buttonClasses("accent", "md", "shrink-0")}>
          {t("results.previewCta")}
        </Link>
      </div>
    </div>
  );
}
