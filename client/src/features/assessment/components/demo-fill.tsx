import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** While the demo is on: fill the test with sample answers in one click. */
export function DemoFill({ onFill }: { onFill: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mt-8 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4 text-center">
      <p className="text-sm text-amber-900">{t("assessment.demoHint")}</p>
      <Button variant="accent" size="sm" className="mt-2" onClick={onFill} data-testid="demo-complete">
        {t("assessment.demoComplete")}
      </Button>
    </div>
  );
}
