import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Clock, Download, FileText, RotateCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import type { FinalizeResultDto } from "@shared/validators/checkout";
import { PageLoading } from "@/components/layout/page-loading";
import { Button, buttonClasses } from "@/components/ui/button";
import { DEFAULT_COMPANY } from "@/config/company";
import { paths } from "@/config/paths";
import { usePaymentConfig } from "@/lib/payment-config";
import { finalizePayment, usePaymentStatus } from "@/features/payments/api/payments";
import { refreshAfterPayment } from "@/app/refresh-after-payment";
import { CheckoutShell } from "@/features/payments/components/checkout-shell";
import { pdfUrl } from "@/features/reports/pdf-actions";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * `failed`: the provider refused (declined, not approved): the buyer starts over from the payment
 * methods. `unconfirmed`: PayPal answered 5xx or not at all, or the connection dropped: nothing
 * was captured for sure, so the buyer retries the same finalize (idempotent: one capture at most).
 */
type State =
  | { kind: "finalizing" }
  /** PayPal refused the funding source: the buyer is on the way back to PayPal to choose another. */
  | { kind: "backToPaypal" }
  | { kind: "completed" }
  | { kind: "pending" }
  | { kind: "failed"; message: string }
  | { kind: "unconfirmed"; message: string };

export default function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const assessmentId = search.get("assessment") ?? "";
  const orderId = search.get("order") ?? "";
  const isCard = search.get("method") === "banco_popular";
  const [state, setState] = useState<State>({ kind: "finalizing" });
  const started = useRef(false);
  const config = usePaymentConfig();
  const company = config.data?.company ?? DEFAULT_COMPANY;
  const waiting = state.kind === "finalizing" || state.kind === "pending" || state.kind === "unconfirmed";
  // A webhook may settle the payment while the buyer waits or before they retry.
  const status = usePaymentStatus(
    assessmentId,
    waiting && Boolean(assessmentId) && (isCard || state.kind !== "finalizing"),
  );

  useDocumentTitle(t("success.pageTitle"));

  // PayPal: the server captures and verifies the order once (finalize is idempotent, so a retry is safe).
  const finalize = useCallback(() => {
    setState({ kind: "finalizing" });
    finalizePayment({ assessmentId, orderId })
      .then((result: FinalizeResultDto) => {
        if (result.status === "approval_required" && result.redirectUrl && /^https?:\/\//.test(result.redirectUrl)) {
          setState({ kind: "backToPaypal" });
          window.location.assign(result.redirectUrl);
          return;
        }
        setState(result.status === "completed" ? { kind: "completed" } : { kind: "pending" });
      })
      .catch((error: unknown) => {
        console.info("finalize failed", error);
        if (error instanceof ApiError && error.status < 500) setState({ kind: "failed", message: error.message });
        else {
          // Our JSON error ("could not reach the payment provider"), else a dropped connection or a proxy's page.
          const message = error instanceof ApiError && error.code ? error.message : t("success.connectionLost");
          setState({ kind: "unconfirmed", message });
        }
      });
  }, [assessmentId, orderId, t]);

  useEffect(() => {
    if (isCard || !assessmentId || !orderId || started.current) return;
    started.current = true;
    finalize();
  }, [assessmentId, orderId, isCard, finalize]);

  // Card payments were verified on the bank's return; pending ones resolve through the status poll.
  useEffect(() => {
    if (status.data?.isPaid && waiting) setState({ kind: "completed" });
  }, [status.data?.isPaid, waiting]);

  // Whatever the path, once paid every page shows it at once (no stale locked preview).
  const completed = state.kind === "completed";
  useEffect(() => {
    if (completed && assessmentId) refreshAfterPayment(queryClient, assessmentId);
  }, [completed, assessmentId, queryClient]);

  if (!assessmentId) {
    return (
      <CheckoutShell>
        <p role="alert" className="rounded-2xl bg-white p-8 text-center shadow-sm">
          {t("success.missing")}
        </p>
      </CheckoutShell>
    );
  }

  if (state.kind === "backToPaypal") {
    return (
      <CheckoutShell>
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="status" data-testid="back-to-paypal">
          <RotateCw className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
          <p className="mt-3 text-slate-700">{t("success.backToPaypal")}</p>
        </div>
      </CheckoutShell>
    );
  }

  if (state.kind === "failed") {
    return (
      <CheckoutShell>
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
          <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.failedTitle")}</h1>
          <p className="mt-2 text-slate-700">{state.message}</p>
          <Link
            href={paths.paymentSelection(assessmentId, { lang })}
            className={buttonClasses("primary", "md", "mt-6")}
          >
            {t("success.retry")}
          </Link>
        </div>
      </CheckoutShell>
    );
  }

  if (state.kind === "unconfirmed") {
    return (
      <CheckoutShell>
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm" data-testid="payment-unconfirmed">
          <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
          <div role="alert">
            <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.unconfirmedTitle")}</h1>
            <p className="mt-2 text-slate-700">{state.message}</p>
          </div>
          <p className="mt-2 text-sm text-slate-600">{t("success.noDoubleCharge")}</p>
          <Button className="mt-6" onClick={finalize} data-testid="retry-finalize">
            <RotateCw className="h-4 w-4" aria-hidden />
            {t("success.retryConfirm")}
          </Button>
          <p className="mt-6 text-sm text-slate-600">
            {t("success.support", { email: company.supportEmail, phone: company.supportPhone })}
          </p>
        </div>
      </CheckoutShell>
    );
  }

  const done = state.kind === "completed";
  return (
    <CheckoutShell>
      <div className="rounded-2xl bg-white p-8 shadow-sm">
        {state.kind === "finalizing" ? (
          <PageLoading label={t("success.finalizing")} />
        ) : state.kind === "pending" ? (
          <div role="status" className="text-center">
            <Clock className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
            <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.pendingTitle")}</h1>
            <p className="mt-2 text-slate-700">{t("success.pendingBody")}</p>
          </div>
        ) : (
          <div className="text-center" role="status">
            <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
            <h1 className="mt-3 text-2xl font-extrabold text-slate-900" data-testid="success-title">
              {t("success.title")}
            </h1>
          </div>
        )}

        <dl className="mt-6 grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">{t("success.order")}</dt>
            <dd className="break-all font-semibold text-slate-900" data-testid="order-id">
              {orderId || "—"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("success.assessment")}</dt>
            <dd className="break-all font-semibold text-slate-900">{assessmentId}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("success.status")}</dt>
            <dd className={cn("font-semibold", done ? "text-emerald-700" : "text-amber-700")}>
              {done ? t("success.completed") : t("app.loading")}
            </dd>
          </div>
        </dl>

        {done ? (
          <p className="mt-5 text-slate-700">
            {t("success.emailed")} {t("success.downloadNow")}
          </p>
        ) : null}

        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href={done ? pdfUrl(assessmentId, lang) : undefined}
            target="_blank"
            rel="noopener"
            aria-disabled={!done}
            className={buttonClasses("primary", "md", cn("flex-1", !done && "pointer-events-none opacity-50"))}
            data-testid="download-report"
          >
            <Download className="h-4 w-4" aria-hidden />
            {t("success.download")}
          </a>
          <Link
            href={`${paths.results(assessmentId)}?paid=true&lang=${lang}`}
            aria-disabled={!done}
            className={buttonClasses("outline", "md", cn("flex-1", !done && "pointer-events-none opacity-50"))}
            data-testid="view-results"
          >
            <FileText className="h-4 w-4" aria-hidden />
            {t("success.viewResults")}
          </Link>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t("success.support", { email: company.supportEmail, phone: company.supportPhone })}
        </p>
      </div>
    </CheckoutShell>
  );
}
