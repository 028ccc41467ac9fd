import { useState } from "react";
import { Link } from "wouter";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { Lang } from "@shared/i18n/lang";
import { formatMoney } from "@shared/pricing";
import type { PaymentHistoryItemDto } from "@shared/validators/accounts";
import { Pager } from "@/components/pager";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { usePaymentHistory } from "../api/get-payment-history";
import { formatDate } from "../format";
import { DeliveryBadge, PaymentStatusBadge } from "./badges";
import { ListEmpty, ListError, ListLoading } from "./list-state";

/** /user-dashboard's "Pagos" tab: the user's payments, a page at a time. */
export function PaymentList({ enabled }: { enabled: boolean }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const query = usePaymentHistory({ enabled, page });

  if (query.isPending) return <ListLoading label={t("acct.ud.loadingPayments")} />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0 && page === 1)
    return <ListEmpty title={t("acct.ud.noPayments")} body={t("acct.ud.noPaymentsBody")} testId="payments-empty" />;
  return (
    <>
      <ul className="space-y-3" data-testid="payment-history">
        {query.data.items.map((payment) => (
          <li key={payment.id}>
            <PaymentRow payment={payment} lang={lang} />
          </li>
        ))}
      </ul>
      <Pager
        page={query.data.page}
        hasMore={query.data.hasMore}
        onPage={setPage}
        list={t("acct.ud.tabPayments")}
        testId="payments-pager"
      />
    </>
  );
}

function PaymentRow({ payment, lang }: { payment: PaymentHistoryItemDto; lang: Lang }) {
  const { t } = useI18n();
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      data-testid="payment-row"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.date")}</dt>
          <dd className="text-slate-900">{formatDate(payment.createdAt, lang)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.amount")}</dt>
          <dd className="text-slate-900" data-testid="payment-amount">
            {formatMoney(payment.amount, payment.currency, lang)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.method")}</dt>
          <dd className="text-slate-900" data-testid="payment-method">
            {t(`acct.method.${payment.method}` as MessageKey)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.pay.assessment")}</dt>
          <dd>
            <Link href={`${paths.results(payment.assessmentId)}?lang=${lang}`} className="text-brand-700 underline">
              {t("acct.viewResults")}
            </Link>
          </dd>
        </div>
      </dl>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <div className="flex flex-wrap gap-1">
          <PaymentStatusBadge status={payment.status} />
          {payment.status === "completed" ? <DeliveryBadge delivered={payment.reportDelivered} /> : null}
        </div>
        {payment.promoCode ? (
          <p className="text-xs text-slate-700" data-testid="payment-promo">
            {t("promo.usedLine", { code: payment.promoCode })}
          </p>
        ) : null}
        {Number(payment.refundedAmount) > 0 ? (
          <p className="text-xs text-slate-700" data-testid="payment-refund">
            {t(payment.status === "refunded" ? "acct.pay.refunded" : "acct.pay.partialRefund", {
              amount: formatMoney(payment.refundedAmount, payment.currency, lang),
              date: formatDate(payment.refundedAt ?? payment.createdAt, lang),
            })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
