import type { MessageKey } from "@shared/i18n/client-catalog";
import type { UserPaymentStatus } from "@shared/validators/accounts";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";

const base = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold";

const STATUS_STYLES: Record<string, string> = {
  completed: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
  declined: "bg-red-100 text-red-900",
  refunded: "bg-slate-200 text-slate-800",
  none: "bg-slate-100 text-slate-700",
};
const KNOWN_STATUSES = new Set(Object.keys(STATUS_STYLES));

/** Payment status: Completado, Pendiente, Fallido; anything unknown is 'Desconocido'. */
export function PaymentStatusBadge({ status }: { status: UserPaymentStatus | string }) {
  const { t } = useI18n();
  const known = KNOWN_STATUSES.has(status);
  return (
    <span
      className={cn(base, known ? STATUS_STYLES[status] : "bg-slate-100 text-slate-700")}
      data-testid="payment-status"
      data-status={status}
    >
      <span className="sr-only">{t("acct.status.label")}: </span>
      {t((known ? `acct.status.${status}` : "acct.status.unknown") as MessageKey)}
    </span>
  );
}

/** 'Reporte Disponible' or 'Pago Requerido'. */
export function ReportBadge({ available }: { available: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={cn(
        base,
        available ? "bg-brand-100 text-brand-900" : "bg-amber-50 text-amber-900 ring-1 ring-amber-300",
      )}
      data-testid="report-badge"
    >
      {available ? t("acct.ud.reportAvailable") : t("acct.ud.paymentRequired")}
    </span>
  );
}

/** Report delivery of a payment: 'Entregado' or 'Procesando'. */
export function DeliveryBadge({ delivered }: { delivered: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={cn(base, delivered ? "bg-emerald-100 text-emerald-900" : "bg-sky-100 text-sky-900")}
      data-testid="delivery-status"
    >
      <span className="sr-only">{t("acct.delivery.label")}: </span>
      {delivered ? t("acct.delivery.delivered") : t("acct.delivery.processing")}
    </span>
  );
}

/** A practice run: taken before the retake opened, it replaces nothing and has no report. */
export function PracticeBadge() {
  const { t } = useI18n();
  return (
    <span className={cn(base, "bg-sky-100 text-sky-950")} data-testid="practice-badge">
      {t("retake.practiceBadge")}
    </span>
  );
}
