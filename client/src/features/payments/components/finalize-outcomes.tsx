import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import RotateCw from "lucide-react/icons/rotate-cw";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { SupportContact } from "./support-contact";

/** PayPal refused the funding source: the buyer is on the way back to choose another. */
export function BackToPaypal() {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="status" data-testid="back-to-paypal">
      <RotateCw className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
      <p className="mt-3 text-slate-700">{t("success.backToPaypal")}</p>
    </div>
  );
}

/** The provider refused: the buyer starts over from the payment methods. */
export function PaymentFailed({ assessmentId, message }: { assessmentId: string; message: string }) {
  const { t, lang } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
      <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.failedTitle")}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Link href={paths.paymentSelection(assessmentId, { lang })} className={buttonClasses("primary", "md", "mt-6")}>
        {t("success.retry")}
      </Link>
    </div>
  );
}

/** Nothing was captured for sure: the buyer retries the same confirmation (never charged twice). */
export function PaymentUnconfirmed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" data-testid="payment-unconfirmed">
      <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
      <div role="alert">
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.unconfirmedTitle")}</h1>
        <p className="mt-2 text-slate-700">{message}</p>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("success.noDoubleCharge")}</p>
      <Button className="mt-6" onClick={onRetry} data-testid="retry-finalize">
        <RotateCw className="h-4 w-4" aria-hidden />
        {t("success.retryConfirm")}
      </Button>
      <SupportContact className="mt-6 text-sm text-slate-600" />
    </div>
  );
}

/** /payment-success opened without its parameters: what to do next instead of a bare sentence. */
export function MissingPayment({ latestAssessmentId }: { latestAssessmentId: string | undefined }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" data-testid="payment-missing">
      <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("success.missingTitle")}</h1>
      <p role="alert" className="mt-2 text-slate-700">
        {t("success.missing")}
      </p>
      <p className="mt-2 text-slate-700">{t("success.missingBody")}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {latestAssessmentId ? (
          <Link href={paths.results(latestAssessmentId)} className={buttonClasses("primary", "md")}>
            {t("success.missingResults")}
          </Link>
        ) : null}
        <Link href={paths.home} className={buttonClasses(latestAssessmentId ? "outline" : "primary", "md")}>
          {t("success.missingHome")}
        </Link>
      </div>
      <SupportContact className="mt-6 text-sm text-slate-600" />
    </div>
  );
}
