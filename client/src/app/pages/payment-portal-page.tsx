import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, KeyRound } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { usePaymentConfig } from "@/lib/payment-config";
import { verifyPayment } from "@/features/payments/api/payments";
import { refreshAfterPayment } from "@/app/refresh-after-payment";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { PdfButtons } from "@/features/reports/pdf-buttons";
import { ResendReportButton } from "@/features/accounts/components/resend-report-button";
import { ApiError } from "@/lib/api-client";
import { readStoredSession } from "@/lib/session-storage";
import { useI18n } from "@/lib/i18n";
import { InvalidSession } from "@/features/payments/components/invalid-session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { paths } from "@/config/paths";

/** /payment?assessment={id}: unlock the report with an access code. */
export default function PaymentPortalPage() {
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const [assessmentId, setAssessmentId] = useState(search.get("assessment") ?? "");
  const assessment = useAssessment(assessmentId, lang, true);
  const config = usePaymentConfig();
  const [code, setCode] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<{ title?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);

  useDocumentTitle(t("portal.pageTitle"));
  useEffect(() => {
    if (assessment.data?.person?.email && !email) setEmail(assessment.data.person.email);
  }, [assessment.data, email]);

  if (!assessmentId) {
    return (
      <CheckoutShell>
        <InvalidSession />
      </CheckoutShell>
    );
  }

  const unlocked = verified || assessment.data?.isPaid === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim() || !email.trim()) {
      setError({ message: t("portal.required") });
      return;
    }
    setBusy(true);
    try {
      const result = await verifyPayment({ paymentCode: code.trim(), email: email.trim(), assessmentId });
      setVerified(true);
      refreshAfterPayment(queryClient, result.assessmentId);
      if (result.assessmentId !== assessmentId) setAssessmentId(result.assessmentId);
      const url = new URL(window.location.href);
      url.searchParams.set("assessment", result.assessmentId);
      window.history.replaceState(window.history.state, "", url.pathname + url.search);
      toast({ title: t("portal.verified"), description: t("portal.verifiedBody"), variant: "success" });
      void assessment.refetch();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400)
        setError({ title: t("portal.invalidTitle"), message: err.message || t("portal.invalid") });
      else if (err instanceof ApiError && err.status === 429) setError({ message: err.message });
      else setError({ message: t("portal.networkError") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <CheckoutShell>
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <KeyRound className="h-10 w-10 rounded-xl bg-brand-50 p-2 text-brand-700" aria-hidden />
        <h1 className="mt-4 text-2xl font-extrabold text-slate-900">{t("portal.title")}</h1>
        {assessment.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("portal.missingAssessment")}
          </p>
        ) : null}
        {unlocked ? (
          <div className="mt-6" role="status">
            <p className="flex items-center gap-2 font-semibold text-emerald-800">
              <CheckCircle2 className="h-5 w-5" aria-hidden />
              {t("portal.verified")} {t("portal.verifiedBody")}
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <PdfButtons
                assessmentId={assessmentId}
                fullName={assessment.data?.fullName ?? ""}
                variant="portal"
                signedIn={readStoredSession() !== null}
              />
              <ResendReportButton assessmentId={assessmentId} />
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-4">
            <p className="text-slate-700">{t("portal.subtitle")}</p>
            <div className="mt-5 grid gap-4">
              <TextField
                id="paymentCode"
                label={t("portal.code")}
                placeholder="QE-XXXX-XXXX-XXXX"
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                autoComplete="off"
                spellCheck={false}
              />
              <TextField
                id="portalEmail"
                type="email"
                label={t("portal.email")}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="email"
              />
            </div>
            {config.data?.demoAccessCode ? (
              <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-950" data-testid="demo-code">
                {t("portal.demoCode", { code: config.data.demoAccessCode })}
              </p>
            ) : null}
            {error ? (
              <div
                role="alert"
                className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                data-testid="portal-error"
              >
                {error.title ? <p className="font-semibold">{error.title}</p> : null}
                <p>{error.message}</p>
              </div>
            ) : null}
            <Button type="submit" className="mt-6 w-full" disabled={busy}>
              {busy ? t("portal.verifying") : t("portal.verify")}
            </Button>
            <p className="mt-4 text-center text-sm">
              <Link href={paths.paymentSelection(assessmentId, { lang })} className="text-brand-700 underline">
                {t("portal.otherMethods")}
              </Link>
            </p>
          </form>
        )}
      </div>
    </CheckoutShell>
  );
}
