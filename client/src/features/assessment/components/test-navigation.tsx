import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** Previous and next (on the last question: complete); "next" looks secondary until the choice is made. */
export function TestNavigation({
  index,
  isLast,
  valid,
  onPrevious,
  onNext,
}: {
  index: number;
  isLast: boolean;
  valid: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("assessment.previous")}
      </Button>
      <Button
        onClick={onNext}
        variant={valid ? "primary" : "secondary"}
        data-testid={isLast ? "complete-button" : "next-button"}
      >
        {isLast ? t("assessment.complete") : t("assessment.next")}
        {isLast ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <ArrowRight className="h-4 w-4" aria-hidden />}
      </Button>
    </div>
  );
}
