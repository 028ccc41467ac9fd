import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { clearProgress } from "../progress";

/** Starts a new test from scratch (any test in progress is dropped). */
export function NewTestButton() {
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const startNewTest = () => {
    clearProgress();
    navigate(paths.assessment(lang));
  };
  return (
    <Button variant="ghost" onClick={startNewTest}>
      <RotateCcw className="h-4 w-4" aria-hidden />
      {t("results.newTest")}
    </Button>
  );
}
