import Gift from "lucide-react/icons/gift";
import { useCallback, useState, type FormEvent } from "react";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { formatMoney } from "@shared/pricing";
import { CHECKOUT_METHODS, type CheckoutMethod } from "@shared/validators/checkout";
import { giftSchema, type ShareDto } from "@shared/validators/sharing";
import type { SimpleIcon } from "simple-icons";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useReveal } from "@/lib/use-reveal";
import { finalizeGift, startGift } from "../api/share-links";
import { PayerMethodChoice } from "@/components/payer-method-choice";
import { postForm } from "@/lib/post-form";
import { leavePage } from "@/lib/leave-page";
import { usePayerReturn } from "@/lib/use-payer-return";

/**
 * How the form shows a way of paying and what its return needs: the payments feature's presentation entry
 * (`onReturn`: `capture` when the return carries an approved order, `verified` when the server checked the
 * provider's answer before sending the payer back), given by the page.
 */
export interface GiftMethodPresentation {
  giftLabel: MessageKey;
  marks: readonly SimpleIcon[];
  onReturn: "capture" | "verified";
}

/**
 * "Regalar el reporte": the payer's name and email (for the receipt) and a way of paying, each shown by
 * its presentation. The report goes to the test taker's own email, which this page never knows.
 */
export function GiftForm({
  share,
  onPaid,
  presentations,
}: {
  share: ShareDto;
  onPaid: () => void;
  presentations: Readonly<Record<CheckoutMethod, GiftMethodPresentation>>;
}) {
  const { t, lang } = useI18n();
  const [payerName, setPayerName] = useState("");
  const [payerEmail, setPayerEmail] = useState("");
  const [errors, setErrors] = useState<{ payerName?: string; payerEmail?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [method, setMethod] = useState<CheckoutMethod>(share.giftMethods[0] ?? CHECKOUT_METHODS[0]);
  const finalize = useCallback((orderId: string) => finalizeGift(share.shareId, orderId), [share.shareId]);
  const outcome = usePayerReturn({ param: "gift", kinds: presentations, lang, finalize, onPaid });
  // Back from paying, the outcome is read first, even though the form sits far down the page.
  const outcomeRef = useReveal<HTMLDivElement>(outcome);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = giftSchema.safeParse({ payerName, payerEmail, method, lang });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "payerName" || field === "payerEmail") && !next[field])
          next[field] = t(issue.message as MessageKey);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await startGift(share.shareId, parsed.data);
      if (result.kind === "redirect") leavePage.to(result.approvalUrl);
      else postForm(result.formUrl, result.formData);
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("family.giftFailed"));
      setPending(false);
    }
  };

  const name = share.firstName;
  const notice = (key: MessageKey, tone: "success" | "info" | "error") => (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "success"
          ? "rounded-xl bg-emerald-50 p-4 text-emerald-900"
          : tone === "error"
            ? "rounded-xl bg-red-50 p-4 text-red-900"
            : "rounded-xl bg-slate-50 p-4 text-slate-800"
      }
      data-testid={`gift-${tone}`}
    >
      {t(key, { name })}
    </p>
  );

  return (
    <section
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
      aria-labelledby="gift-title"
      data-testid="gift-section"
    >
      <h2 id="gift-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Gift className="h-5 w-5" aria-hidden />
        {t("family.giftTitle")}
      </h2>
      <div className="mt-3 space-y-4 outline-none" ref={outcomeRef} tabIndex={-1} data-testid="gift-outcome">
        {outcome === "done"
          ? notice("family.giftDone", "success")
          : outcome === "finalizing"
            ? notice("family.giftFinalizing", "info")
            : outcome === "failed"
              ? notice("family.giftFailed", "error")
              : null}
        {outcome === "cancelled" ? notice("family.giftCancelled", "info") : null}
        {outcome === "done" || outcome === "finalizing" ? null : share.reportOwned ? (
          notice("family.alreadyPaid", "info")
        ) : share.giftMethods.length > 0 ? (
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="gift-form">
            <p className="text-slate-800">{t("family.giftBody", { name })}</p>
            <p className="font-semibold text-slate-900" data-testid="gift-price">
              {t("family.giftPrice", { price: formatMoney(share.price.amount, share.price.currency, lang) })}
            </p>
            {share.sandbox ? <p className="text-sm font-semibold text-amber-800">{t("family.sandbox")}</p> : null}
            <TextField
              id="gift-payer-name"
              label={t("family.payerName")}
              autoComplete="name"
              value={payerName}
              onChange={(e) => setPayerName(e.target.value)}
              error={errors.payerName}
              required
            />
            <TextField
              id="gift-payer-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              label={t("family.payerEmail")}
              value={payerEmail}
              onChange={(e) => setPayerEmail(e.target.value)}
              error={errors.payerEmail}
              required
            />
            <PayerMethodChoice
              methods={share.giftMethods}
              value={method}
              onChange={setMethod}
              name="gift-method"
              testIdPrefix="gift-method"
              presentations={presentations}
            />
            {error ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
                {error}
              </p>
            ) : null}
            <Button type="submit" className="w-full sm:w-auto" disabled={pending} data-testid="gift-submit">
              {pending ? t("family.giftPending") : `${t("family.giftSubmit")} · ${t(presentations[method].giftLabel)}`}
            </Button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
