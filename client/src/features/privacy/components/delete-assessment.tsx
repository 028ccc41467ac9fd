import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { FormAlert } from "@/components/ui/form-alert";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { deleteAssessment } from "../api";

/** On the results page of a test this browser holds the claim secret of: delete it, after a confirmation. */
export function DeleteAssessmentSection({ assessmentId, onDeleted }: { assessmentId: string; onDeleted(): void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await deleteAssessment(assessmentId);
      toast({ title: t("privacy.deleteAssessment.done"), variant: "success" });
      onDeleted();
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("api.internal"));
      setPending(false);
    }
  };

  return (
    <section
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="your-data-title"
      data-testid="delete-assessment"
    >
      <h2 id="your-data-title" className="text-lg font-bold text-slate-900">
        {t("privacy.deleteAssessment.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("privacy.deleteAssessment.body")}</p>
      {confirming ? (
        <div className="mt-4 space-y-3" role="group">
          <p className="font-semibold text-red-800">{t("privacy.deleteAssessment.confirm")}</p>
          {error ? <FormAlert variant="destructive">{error}</FormAlert> : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              disabled={pending}
              onClick={() => void remove()}
              data-testid="confirm-delete-assessment"
            >
              {t("privacy.deleteAssessment.submit")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("privacy.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t("privacy.deleteAssessment.button")}
        </Button>
      )}
    </section>
  );
}
