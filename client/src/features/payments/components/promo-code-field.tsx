import { useQueryClient } from "@tanstack/react-query";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Tag from "lucide-react/icons/tag";
import XCircle from "lucide-react/icons/circle-x";
import { useEffect, useState, type FormEvent } from "react";
import { formatMoney } from "@shared/pricing";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { quoteQueryOptions, useQuote, validatePromo } from "../api/payments";
import { setAppliedPromo, useAppliedPromo } from "../applied-promo";

type Feedback = { valid: boolean; message: string } | null;

/**
 * "¿Tienes un código promocional?" with 'Validar'. A valid code is applied to every price of the assessment at
 * once (the quote follows it); an invalid one says why in words. The server checks it again at payment.
 */
export function PromoCodeField({ assessmentId }: { assessmentId: string }) {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const applied = useAppliedPromo(assessmentId);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const quote = useQuote(assessmentId).data;

  // A code that can no longer be used (used up, paused, expired) drops out of the quote: forget it here too.
  useEffect(() => {
    if (applied && quote && !quote.promoCode) setAppliedPromo(assessmentId, null);
  }, [applied, quote, assessmentId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFeedback({ valid: false, message: t("promo.codeRequired") });
      return;
    }
    setBusy(true);
    try {
      const result = await validatePromo({ code: code.trim(), assessmentId });
      if (result.valid && result.applied) {
        queryClient.setQueryData(quoteQueryOptions(assessmentId, result.code).queryKey, result.quote);
        setAppliedPromo(assessmentId, result.code);
        setCode("");
      } else {
        setAppliedPromo(assessmentId, null);
      }
      setFeedback({ valid: result.valid, message: result.message });
    } catch (error) {
      setFeedback({ valid: false, message: error instanceof ApiError ? error.message : t("promo.invalid") });
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    setAppliedPromo(assessmentId, null);
    setFeedback(null);
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm" data-testid="promo-code">
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800" data-testid="promo-applied">
            <Tag className="h-4 w-4" aria-hidden />
            {quote?.promoDiscount
              ? t("promo.appliedLine", {
                  code: applied,
                  discount: formatMoney(quote.promoDiscount, quote.currency, lang),
                })
              : applied}
          </p>
          <Button variant="ghost" size="sm" onClick={remove}>
            {t("promo.remove")}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor="promo-code-input" className="block text-sm font-semibold text-slate-800">
            {t("promo.question")}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="promo-code-input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder={t("promo.placeholder")}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              className="block h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-500"
            />
            <Button type="submit" variant="outline" disabled={busy} data-testid="promo-validate">
              {busy ? t("promo.validating") : t("promo.validate")}
            </Button>
          </div>
        </form>
      )}
      {feedback ? (
        <p
          role={feedback.valid ? "status" : "alert"}
          className={`mt-2 flex items-start gap-2 text-sm font-medium ${feedback.valid ? "text-emerald-800" : "text-red-800"}`}
          data-testid="promo-feedback"
        >
          {feedback.valid ? (
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          ) : (
            <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          )}
          {feedback.message}
        </p>
      ) : null}
    </div>
  );
}
