import PackageIcon from "lucide-react/icons/package";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { formatMoney, fromCents, toCents } from "@shared/pricing";
import { CHECKOUT_METHODS, type CheckoutMethod } from "@shared/validators/checkout";
import {
  buyPackSchema,
  PACK_MAX,
  PACK_MIN,
  type ReportPackDto,
  type ReportPacksDto,
} from "@shared/validators/report-packs";
import type { SimpleIcon } from "simple-icons";
import { QueryState } from "@/components/query-state";
import { PayerMethodChoice } from "@/components/payer-method-choice";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { formatLongDate } from "@/lib/format-date";
import { hasMessage, useI18n } from "@/lib/i18n";
import { leavePage } from "@/lib/leave-page";
import { usePayerReturn } from "@/lib/use-payer-return";
import { usePaymentConfig } from "@/lib/payment-config";
import { postForm } from "@/lib/post-form";
import { useReveal } from "@/lib/use-reveal";
import { buyPack, finalizePack, usePackQuote, useRefreshPacks, useReportPacks } from "../api/packs";

/** The buy form's anchor: the roster's "Comprar reportes" link, here or from a class's page, goes to it. */
export const BUY_PACK_ANCHOR = "comprar-reportes";

/**
 * How the panel shows a way of paying and what its return needs: the payments feature's presentation entry (the
 * gift form's label and marks; `onReturn`: `capture` when the return carries an approved order, `verified` when the
 * server checked the provider's answer before sending the counsellor back; `showsLocalAmount`: charged in the local
 * currency), given by the page.
 */
export interface PackMethodPresentation {
  giftLabel: MessageKey;
  marks: readonly SimpleIcon[];
  onReturn: "capture" | "verified";
  showsLocalAmount: boolean;
}
type Presentations = Readonly<Record<CheckoutMethod, PackMethodPresentation>>;

/**
 * "Reportes para tus estudiantes": how many reports the counsellor can still unlock, buying a pack (its live price
 * and a way of paying), the packs bought, and the refund policy; back from paying, how it went.
 */
export function ReportPacksSection({ presentations }: { presentations: Presentations }) {
  const { t, lang } = useI18n();
  const packs = useReportPacks();
  const refreshPacks = useRefreshPacks();
  const supportEmail = usePaymentConfig().data?.company.supportEmail;
  const outcome = usePayerReturn({
    param: "pack",
    kinds: presentations,
    lang,
    finalize: finalizePack,
    onPaid: refreshPacks,
  });
  // Back from paying, the outcome is read first, even though the section sits below the classes.
  const outcomeRef = useReveal<HTMLDivElement>(outcome);

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
      data-testid={`packs-${tone}`}
    >
      {t(key)}
    </p>
  );

  return (
    <section
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      aria-labelledby="packs-title"
      data-testid="packs-section"
    >
      <h2 id="packs-title" className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <PackageIcon className="h-5 w-5 shrink-0" aria-hidden />
        {t("packs.title")}
      </h2>
      <p className="mt-2 text-slate-800">{t("packs.intro")}</p>
      <div className="mt-4 outline-none empty:hidden" ref={outcomeRef} tabIndex={-1} data-testid="packs-outcome">
        {outcome === "done"
          ? notice("packs.done", "success")
          : outcome === "finalizing"
            ? notice("packs.finalizing", "info")
            : outcome === "failed"
              ? notice("packs.failed", "error")
              : outcome === "cancelled"
                ? notice("packs.cancelled", "info")
                : null}
      </div>
      <div className="mt-4">
        <QueryState query={packs} errorText={t("packs.loadError")} retryText={t("packs.retry")}>
          {(data) => (
            <div className="space-y-6">
              <p
                className="rounded-xl bg-white p-4 text-lg font-bold text-slate-900 shadow-sm"
                data-testid="packs-available"
              >
                {t("packs.available", { count: data.available })}
              </p>
              <BuyPackForm packs={data} presentations={presentations} />
              <PacksList packs={data.packs} />
            </div>
          )}
        </QueryState>
      </div>
      <p className="mt-6 text-sm text-slate-700" data-testid="packs-refund-policy">
        {supportEmail ? t("packs.refundPolicy", { email: supportEmail }) : t("packs.refundPolicyNoEmail")}
      </p>
    </section>
  );
}

/** The quantity as typed, once it stops changing for a moment: the live quote asks the server once per pause. */
function useSettled(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A whole number of reports a pack may hold, or undefined. */
function packQuantity(text: string): number | undefined {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity >= PACK_MIN && quantity <= PACK_MAX ? quantity : undefined;
}

/** How many reports (5..1000) with the live price, a way of paying, and off to pay. */
function BuyPackForm({ packs, presentations }: { packs: ReportPacksDto; presentations: Presentations }) {
  const { t, lang } = useI18n();
  const ids = useId();
  const [quantityText, setQuantityText] = useState("30");
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [method, setMethod] = useState<CheckoutMethod>(packs.methods[0] ?? CHECKOUT_METHODS[0]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const quantityRef = useRef<HTMLInputElement>(null);
  const settledText = useSettled(quantityText);
  const settled = packQuantity(settledText);
  const quote = usePackQuote(settled);
  const typed = packQuantity(quantityText);
  const invalidTyped = settledText.trim() !== "" && settled === undefined;

  // Arriving at the form's anchor (the roster's link from a class's page): the form is shown once the packs load.
  useEffect(() => {
    if (window.location.hash !== `#${BUY_PACK_ANCHOR}`) return;
    const input = quantityRef.current;
    input?.scrollIntoView?.({ block: "center" });
    input?.focus({ preventScroll: true });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = buyPackSchema.safeParse({ quantity: quantityText.trim(), method, lang });
    if (!parsed.success) {
      // The shared schema's messages are catalog keys; only the quantity can be wrong here.
      const message = parsed.error.issues.find((issue) => issue.path[0] === "quantity")?.message;
      setQuantityError(t(message && hasMessage(message) ? (message as MessageKey) : "schools.packQuantity"));
      quantityRef.current?.focus();
      return;
    }
    setQuantityError(null);
    setPending(true);
    try {
      const result = await buyPack(parsed.data);
      if (result.kind === "redirect") leavePage.to(result.approvalUrl);
      else postForm(result.formUrl, result.formData);
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("packs.buyFailed"));
      setPending(false);
    }
  };

  const fieldError = quantityError ?? (invalidTyped ? t("schools.packQuantity") : null);
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  return (
    <div
      id={BUY_PACK_ANCHOR}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="buy-pack"
    >
      <h3 className="text-lg font-bold text-slate-900">{t("packs.buyTitle")}</h3>
      {packs.methods.length === 0 ? (
        <p className="mt-3 text-slate-700" data-testid="packs-no-methods">
          {t("packs.noMethods")}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-4 space-y-4"
          data-testid="buy-pack-form"
        >
          <div>
            <label htmlFor={`${ids}-quantity`} className="block text-sm font-semibold text-slate-800">
              {t("packs.quantity")}
            </label>
            <input
              ref={quantityRef}
              id={`${ids}-quantity`}
              type="number"
              inputMode="numeric"
              min={PACK_MIN}
              max={PACK_MAX}
              step={1}
              value={quantityText}
              onChange={(event) => {
                setQuantityText(event.target.value);
                setQuantityError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
              className={
                fieldError
                  ? "mt-1 block h-11 w-40 rounded-xl border border-red-500 bg-white px-3 text-slate-900"
                  : "mt-1 block h-11 w-40 rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
              }
              data-testid="pack-quantity"
            />
            {fieldError ? (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {fieldError}
              </p>
            ) : null}
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              {t("packs.quantityHint", { min: PACK_MIN, max: PACK_MAX })}
            </p>
          </div>
          <PackQuote
            quantity={settled}
            quote={quote}
            chargedLocally={presentations[method].showsLocalAmount}
            stale={typed !== settled}
          />
          {packs.sandbox ? (
            <p className="text-sm font-semibold text-amber-800" data-testid="packs-sandbox">
              {t("packs.sandbox")}
            </p>
          ) : null}
          <PayerMethodChoice
            methods={packs.methods}
            value={method}
            onChange={setMethod}
            name={`${ids}-method`}
            testIdPrefix="pack-method"
            presentations={presentations}
          />
          {error ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900" data-testid="buy-pack-error">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-full sm:w-auto" disabled={pending} data-testid="buy-pack-submit">
            {pending
              ? t("packs.submitting")
              : `${typed !== undefined ? t("packs.submit", { count: typed }) : t("packs.buyMore")} · ${t(presentations[method].giftLabel)}`}
          </Button>
        </form>
      )}
    </div>
  );
}

/** "30 reportes × $11.99 USD = $359.70 USD", the saving against single reports, and the local charge by card. */
function PackQuote({
  quantity,
  quote,
  chargedLocally,
  stale,
}: {
  quantity: number | undefined;
  quote: ReturnType<typeof usePackQuote>;
  chargedLocally: boolean;
  stale: boolean;
}) {
  const { t, lang } = useI18n();
  let body = null;
  if (quantity !== undefined) {
    const data = quote.data?.quantity === quantity ? quote.data : undefined;
    if (data) {
      const saving = toCents(data.singlePrice) * data.quantity - toCents(data.amount);
      const money = (amount: string) => formatMoney(amount, data.currency, lang);
      body = (
        <>
          <p className="text-lg font-bold text-slate-900" data-testid="pack-quote-line">
            {t("packs.quote", { count: data.quantity, unit: money(data.unitPrice), total: money(data.amount) })}
          </p>
          {saving > 0 ? (
            <p className="text-sm font-semibold text-emerald-800" data-testid="pack-quote-saving">
              {t("packs.saving", { amount: money(fromCents(saving)), single: money(data.singlePrice) })}
            </p>
          ) : null}
          {chargedLocally && data.localCurrency !== data.currency && Number(data.localAmount) > 0 ? (
            <p className="text-sm text-slate-700">
              {t("packs.quoteLocal", { amount: formatMoney(data.localAmount, data.localCurrency, lang) })}
            </p>
          ) : null}
        </>
      );
    } else if (quote.isError) {
      body = (
        <p className="text-sm text-red-700">
          {quote.error instanceof ApiError && quote.error.status < 500 ? quote.error.message : t("packs.quoteError")}
        </p>
      );
    } else body = <p className="text-sm text-slate-600">{t("packs.quoteLoading")}</p>;
  }
  return (
    <div
      className="min-h-12 space-y-1"
      aria-live="polite"
      aria-busy={stale || quote.isFetching}
      data-testid="pack-quote"
    >
      {body}
    </div>
  );
}

/** The packs bought: when, how many, used, left, refunded, what they cost and whether they are paid. */
function PacksList({ packs }: { packs: ReportPackDto[] }) {
  const { t, lang } = useI18n();
  return (
    <div>
      <h3 className="text-lg font-bold text-slate-900">{t("packs.listTitle")}</h3>
      {packs.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-5 text-center text-slate-700" data-testid="packs-empty">
          {t("packs.empty")}
        </p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="packs-list">
          {packs.map((pack) => (
            <li
              key={pack.id}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="pack-item"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-bold text-slate-900">{t("packs.packOf", { count: pack.quantity })}</p>
                  <p className="text-sm text-slate-600">
                    {t("packs.bought", { date: formatLongDate(pack.createdAt, lang) })}
                  </p>
                </div>
                <span
                  className={
                    pack.status === "paid"
                      ? "inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900"
                      : "inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-950"
                  }
                  data-testid="pack-status"
                >
                  {pack.status === "paid" ? t("packs.statusPaid") : t("packs.statusPending")}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <PackFigure label={t("packs.used")} value={String(pack.used)} />
                <PackFigure label={t("packs.left")} value={String(pack.available)} />
                <PackFigure label={t("packs.refunded")} value={String(pack.refunded)} />
                <PackFigure label={t("packs.amount")} value={formatMoney(pack.amount, pack.currency, lang)} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PackFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm font-bold text-slate-900">{value}</dd>
    </div>
  );
}
