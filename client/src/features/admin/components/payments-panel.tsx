import RotateCcw from "lucide-react/icons/rotate-ccw";
import Search from "lucide-react/icons/search";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { formatMoney } from "@shared/pricing";
import { Reference } from "@/components/ui/reference";
import type { PaymentStatus } from "@shared/schema/payments";
import { PAYMENT_METHODS } from "@shared/validators/checkout";
import type { AdminPaymentDto } from "@shared/validators/admin-payments";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import {
  EMPTY_PAYMENT_FILTERS,
  useAdminPayments,
  useRefundPayment,
  type AdminPaymentsFilters,
  type RefundBody,
} from "../api/payments";
import { Badge, Section } from "./fields";

const STATUS_TONES: Record<AdminPaymentDto["status"], "green" | "slate" | "amber" | "red" | "blue"> = {
  completed: "green",
  pending: "amber",
  failed: "slate",
  declined: "red",
  refunded: "blue",
};

// Listed here rather than imported from the schema, which would bring the database library into the page.
const PAYMENT_STATUSES: readonly PaymentStatus[] = ["pending", "completed", "failed", "declined", "refunded"];

const selectClasses = "mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900";

/** The admin's payments: search, each payment's references, delivery and downloads, refund eligibility, and refunds. */
export function PaymentsPanel() {
  const { t } = useI18n();
  const [draft, setDraft] = useState<AdminPaymentsFilters>(EMPTY_PAYMENT_FILTERS);
  const [filters, setFilters] = useState<AdminPaymentsFilters>(EMPTY_PAYMENT_FILTERS);
  const payments = useAdminPayments(filters);
  const ids = useId();
  const set = (key: keyof AdminPaymentsFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const onClear = () => {
    setDraft(EMPTY_PAYMENT_FILTERS);
    setFilters(EMPTY_PAYMENT_FILTERS);
  };

  return (
    <Section title={t("adminPanel.payments.title")} description={t("adminPanel.payments.description")}>
      <div data-testid="payments-panel">
        <form
          role="search"
          aria-label={t("adminPanel.payments.title")}
          onSubmit={onSearch}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          <TextField
            id={`${ids}-q`}
            label={t("adminPanel.payments.searchLabel")}
            value={draft.q}
            onChange={set("q")}
            maxLength={200}
            type="search"
            autoComplete="off"
            data-testid="payments-search"
          />
          <TextField
            id={`${ids}-assessment`}
            label={t("adminPanel.payments.assessmentLabel")}
            value={draft.assessment}
            onChange={set("assessment")}
            maxLength={64}
            autoComplete="off"
          />
          <div>
            <label htmlFor={`${ids}-provider`} className="block text-sm font-semibold text-slate-800">
              {t("adminPanel.payments.providerLabel")}
            </label>
            <select
              id={`${ids}-provider`}
              className={selectClasses}
              value={draft.provider}
              onChange={set("provider")}
              data-testid="payments-provider"
            >
              <option value="">{t("adminPanel.payments.any")}</option>
              {PAYMENT_METHODS.map((provider) => (
                <option key={provider} value={provider}>
                  {t(`adminPanel.payments.provider.${provider}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-status`} className="block text-sm font-semibold text-slate-800">
              {t("adminPanel.payments.statusLabel")}
            </label>
            <select
              id={`${ids}-status`}
              className={selectClasses}
              value={draft.status}
              onChange={set("status")}
              data-testid="payments-status"
            >
              <option value="">{t("adminPanel.payments.any")}</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`adminPanel.payments.status.${status}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id={`${ids}-from`}
            label={t("adminPanel.payments.fromLabel")}
            type="date"
            value={draft.from}
            onChange={set("from")}
          />
          <TextField
            id={`${ids}-to`}
            label={t("adminPanel.payments.toLabel")}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={set("to")}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
            <Button type="submit" data-testid="payments-search-submit">
              <Search className="h-4 w-4" aria-hidden />
              {t("adminPanel.payments.search")}
            </Button>
            <Button type="button" variant="outline" onClick={onClear}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {t("adminPanel.payments.clear")}
            </Button>
          </div>
        </form>

        <div className="mt-6" aria-live="polite" aria-busy={payments.isFetching}>
          {payments.isPending ? (
            <p role="status" className="text-sm text-slate-600" data-testid="payments-loading">
              {t("adminPanel.payments.loading")}
            </p>
          ) : payments.isError ? (
            <div role="alert" className="text-sm text-red-700" data-testid="payments-error">
              <p>
                {payments.error instanceof ApiError
                  ? `${t("adminPanel.payments.loadError")}: ${payments.error.message}`
                  : t("adminPanel.payments.loadError")}
              </p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void payments.refetch()}>
                {t("adminPanel.retry")}
              </Button>
            </div>
          ) : payments.data.items.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600" data-testid="payments-empty">
              {t("adminPanel.payments.empty")}
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600" data-testid="payments-count">
                {t("adminPanel.payments.count", { page: payments.data.page })}
              </p>
              <ul className="space-y-4">
                {payments.data.items.map((payment) => (
                  <li key={payment.id}>
                    <PaymentCard payment={payment} />
                  </li>
                ))}
              </ul>
              {payments.data.page > 1 || payments.data.hasMore ? (
                <nav
                  className="mt-4 flex items-center justify-between gap-2"
                  aria-label={t("adminPanel.payments.title")}
                >
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={filters.page <= 1}
                    onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
                  >
                    {t("adminPanel.payments.previous")}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!payments.data.hasMore}
                    onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
                  >
                    {t("adminPanel.payments.next")}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Section>
  );
}

/** One fact of a payment; a reference (`id`) reads as one, wrapping only between its groups of characters. */
function Detail({ label, children, id }: { label: string; children?: ReactNode; id?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className={id !== undefined ? "text-xs text-slate-900" : "break-words text-sm text-slate-900"}>
        {id !== undefined ? <Reference value={id} /> : children}
      </dd>
    </div>
  );
}

function PaymentCard({ payment }: { payment: AdminPaymentDto }) {
  const { t, lang } = useI18n();
  const [refunding, setRefunding] = useState(false);
  const refundButton = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const date = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeStyle: "short" });
  const when = (value: string | null) => (value ? date.format(new Date(value)) : null);
  const money = (amount: string) => formatMoney(amount, payment.currency, lang);
  const canRefund = payment.status === "completed";
  const reasons = payment.eligibility.reasons
    .map((reason) => t(`adminPanel.payments.reason.${reason}` as MessageKey))
    .join("; ");

  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      className="rounded-2xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="payment-card"
      data-payment-id={payment.id}
      data-status={payment.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-bold text-slate-900">{payment.buyerName}</h3>
          <p className="break-all text-sm text-slate-600">{payment.buyerEmail}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="slate">{t(`adminPanel.payments.provider.${payment.provider}` as MessageKey)}</Badge>
          <Badge tone={STATUS_TONES[payment.status]} testId="payment-status">
            {t(`adminPanel.payments.status.${payment.status}` as MessageKey)}
          </Badge>
          {payment.sandbox ? (
            <Badge tone="amber" testId="payment-sandbox">
              {t("adminPanel.payments.sandbox")}
            </Badge>
          ) : null}
          <span className="text-lg font-extrabold text-slate-900">{money(payment.amount)}</span>
        </div>
      </header>

      <dl className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Detail label={t("adminPanel.payments.created")}>{when(payment.createdAt)}</Detail>
        <Detail label={t("adminPanel.payments.completed")}>{when(payment.completedAt) ?? "—"}</Detail>
        {payment.localAmount && payment.localCurrency && Number(payment.localAmount) > 0 ? (
          <Detail label={t("adminPanel.payments.charged")}>
            {formatMoney(payment.localAmount, payment.localCurrency, lang)}
          </Detail>
        ) : null}
        {payment.pack ? (
          // A school's pack of reports pays for no one test: its size, and how many were unlocked or refunded.
          <Detail label={t("adminPanel.payments.pack")}>
            <span data-testid="payment-pack">
              {t("adminPanel.payments.packLine", {
                quantity: payment.pack.quantity,
                used: payment.pack.used,
                refunded: payment.pack.refunded,
              })}
            </span>
          </Detail>
        ) : payment.assessmentId ? (
          <Detail label={t("adminPanel.payments.assessment")} id={payment.assessmentId} />
        ) : null}
        {payment.providerOrderId ? (
          <Detail label={t("adminPanel.payments.orderId")} id={payment.providerOrderId} />
        ) : null}
        {payment.captureId ? <Detail label={t("adminPanel.payments.captureId")} id={payment.captureId} /> : null}
        {payment.authorizationCode ? (
          <Detail label={t("adminPanel.payments.authorizationCode")} id={payment.authorizationCode} />
        ) : null}
        {payment.rrn ? <Detail label={t("adminPanel.payments.rrn")} id={payment.rrn} /> : null}
        {payment.maskedCard ? <Detail label={t("adminPanel.payments.card")} id={payment.maskedCard} /> : null}
        <Detail label={t("adminPanel.payments.delivered")}>
          {when(payment.reportDeliveredAt) ?? t("adminPanel.payments.notSent")}
        </Detail>
        <Detail label={t("adminPanel.payments.downloads")}>
          <span data-testid="payment-downloads">
            {payment.downloadCount > 0
              ? t("adminPanel.payments.downloadsValue", {
                  count: payment.downloadCount,
                  first: when(payment.firstDownloadedAt) ?? "—",
                })
              : t("adminPanel.payments.never")}
          </span>
        </Detail>
        {payment.referral ? (
          <Detail label={t("adminPanel.payments.referral")}>
            {payment.referral.sellerName}{" "}
            {payment.referral.status === "no_commission" ? (
              // Came through the seller's link but earned nothing: no referral status to show, only why.
              <span className="block text-xs font-semibold text-amber-900" data-testid="payment-referral-no-commission">
                {payment.sandbox ? t("adminPanel.referrals.testSale") : t("adminPanel.payments.noCommission")}
              </span>
            ) : (
              <span data-testid="payment-referral-status">
                (
                {payment.referral.status === "reversed"
                  ? t("adminPanel.referrals.reversed")
                  : payment.referral.status === "converted"
                    ? t("adminPanel.referrals.converted")
                    : t("adminPanel.referrals.pending")}
                )
              </span>
            )}
          </Detail>
        ) : null}
        {payment.promo ? (
          <Detail label={t("promo.paymentLabel")}>
            <span data-testid="payment-promo">
              {payment.promo.code}
              {payment.promo.discount ? ` (−${money(payment.promo.discount)})` : ""}
              {payment.promo.overLimit ? ` · ${t("promo.paymentOverLimit")}` : ""}
            </span>
          </Detail>
        ) : null}
        {Number(payment.refundedAmount) > 0 ? (
          <Detail label={t("adminPanel.payments.refunded")}>{money(payment.refundedAmount)}</Detail>
        ) : null}
      </dl>

      {payment.refunds.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t("adminPanel.payments.refundHistory")}
          </h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-800" data-testid="payment-refunds">
            {payment.refunds.map((refund) => (
              <li key={refund.id}>
                {when(refund.createdAt)} · {formatMoney(refund.amount, refund.currency, lang)} ·{" "}
                {refund.kind === "reversal" ? `${t("adminPanel.payments.refundKind.reversal")} · ` : ""}
                {t(`adminPanel.payments.refundSource.${refund.source}` as MessageKey)}
                {refund.note ? ` · ${refund.note}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {canRefund ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <p
            className={payment.eligibility.refundable ? "text-sm text-emerald-800" : "text-sm text-amber-900"}
            data-testid="payment-eligibility"
            data-refundable={payment.eligibility.refundable}
          >
            {payment.eligibility.refundable
              ? t("adminPanel.payments.refundable", { date: when(payment.eligibility.windowEndsAt) ?? "—" })
              : `${t("adminPanel.payments.notRefundable")}: ${reasons}`}
          </p>
          {!refunding ? (
            <Button
              ref={refundButton}
              variant={payment.eligibility.refundable ? "danger" : "outline"}
              size="sm"
              onClick={() => setRefunding(true)}
              data-testid="refund-button"
            >
              {t("adminPanel.payments.refund")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canRefund && refunding ? (
        <RefundForm
          payment={payment}
          reasons={reasons}
          onClose={() => {
            setRefunding(false);
            // Back to the refund button, or to the payment when it has just been refunded (the button is gone).
            requestAnimationFrame(() => (refundButton.current ?? cardRef.current)?.focus());
          }}
        />
      ) : null}
    </article>
  );
}

function RefundForm({ payment, reasons, onClose }: { payment: AdminPaymentDto; reasons: string; onClose: () => void }) {
  const { t, lang } = useI18n();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const refund = useRefundPayment();
  const [note, setNote] = useState("");
  const [amount, setAmount] = useState("");
  const [override, setOverride] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A pack gives back only its unused reports (the server refuses more): what they are worth is what is left.
  const unusedReports = payment.pack ? payment.pack.quantity - payment.pack.used - payment.pack.refunded : 0;
  const left = Math.min(
    Number(payment.amount) - Number(payment.refundedAmount),
    payment.pack ? unusedReports * Number(payment.pack.unitPrice) : Infinity,
  ).toFixed(2);
  const charged = Number(payment.amount) > 0;
  const needsOverride = !payment.eligibility.refundable;

  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: RefundBody = {
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(amount.trim() ? { amount: amount.trim() } : {}),
      ...(needsOverride ? { confirm: override } : {}),
    };
    try {
      const result = await refund.mutateAsync({ id: payment.id, body });
      const refunded = formatMoney(amount.trim() || left, payment.currency, lang);
      toast({
        title: t("adminPanel.payments.refundDone"),
        description: t(result.full ? "adminPanel.payments.refundDoneBody" : "adminPanel.payments.refundPartialBody", {
          name: payment.buyerName,
          amount: refunded,
        }),
        variant: "success",
      });
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t("adminPanel.payments.refundError"));
    }
  };

  return (
    <form
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4"
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      aria-labelledby={`${ids}-title`}
      data-testid="refund-form"
      noValidate
    >
      <h4
        id={`${ids}-title`}
        ref={heading}
        tabIndex={-1}
        className="font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t("adminPanel.payments.refundTitle", { name: payment.buyerName })}
      </h4>
      <p className="mt-2 text-sm text-slate-800">
        {payment.provider === "paypal"
          ? t("adminPanel.payments.refundPaypal", { amount: formatMoney(left, payment.currency, lang) })
          : payment.provider === "banco_popular"
            ? t("adminPanel.payments.refundCard")
            : t("adminPanel.payments.refundFree")}
      </p>
      <p className="mt-1 text-sm text-slate-800">
        {payment.pack
          ? t("adminPanel.payments.packRefundEffects", {
              count: unusedReports,
              amount: formatMoney(left, payment.currency, lang),
            })
          : t("adminPanel.payments.refundEffects")}
      </p>
      {needsOverride ? (
        <p className="mt-2 text-sm font-semibold text-amber-900" role="note">
          {t("adminPanel.payments.notRefundable")}: {reasons}
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {charged ? (
          <div>
            <TextField
              id={`${ids}-amount`}
              label={t("adminPanel.payments.partialAmount")}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              placeholder={left}
              aria-describedby={`${ids}-amount-hint`}
              autoComplete="off"
            />
            <p id={`${ids}-amount-hint`} className="mt-1 text-xs text-slate-700">
              {t("adminPanel.payments.partialHint", { amount: formatMoney(left, payment.currency, lang) })}
            </p>
          </div>
        ) : null}
        <div className={charged ? "" : "sm:col-span-2"}>
          <label htmlFor={`${ids}-note`} className="block text-sm font-semibold text-slate-800">
            {t("adminPanel.payments.note")}
          </label>
          <textarea
            id={`${ids}-note`}
            className="mt-1 block min-h-20 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900"
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            data-testid="refund-note"
          />
        </div>
      </div>
      {needsOverride ? (
        <label className="mt-3 flex items-start gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            checked={override}
            onChange={(event) => setOverride(event.target.checked)}
            data-testid="refund-override"
          />
          <span>{t("adminPanel.payments.confirmOverride")}</span>
        </label>
      ) : null}
      {error ? (
        <p className="mt-3 text-sm text-red-700" role="alert" data-testid="refund-error">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="danger"
          disabled={refund.isPending || (needsOverride && !override)}
          data-testid="refund-confirm"
        >
          {refund.isPending ? t("adminPanel.payments.refunding") : t("adminPanel.payments.confirmRefund")}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("adminPanel.payments.cancel")}
        </Button>
      </div>
    </form>
  );
}
